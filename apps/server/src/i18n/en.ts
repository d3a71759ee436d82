import { LINE_CAP_MESSAGE, NOT_LOGGED_IN_OR_NO_LOCATION, ORDER_CAP_MESSAGE, QUANTITY_MESSAGE } from '@arrival/contracts/cart';
import { OTP_MISSING_MESSAGE } from '@arrival/contracts/auth';
import { FLIGHT_NUMBER_MESSAGE } from '@arrival/contracts/flights';
import { LANGUAGE_MESSAGE } from '@arrival/contracts/language';
import { CART_EMPTY_MESSAGE } from '@arrival/contracts/payments';
import { PHONE_MESSAGE } from '@arrival/contracts/phone';
import {
  ARRIVAL_REQUIRED_MESSAGE,
  ARRIVAL_TOO_FAR_MESSAGE,
  ARRIVAL_TOO_SOON_MESSAGE,
  EMAIL_INVALID_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  NAME_REQUIRED_MESSAGE,
} from '@arrival/contracts/user';

/**
 * The English texts a traveller reads from the server: notices, messages and errors. `{name}` marks a
 * placeholder. Texts the web app validates too come from the contracts, so both sides say the same.
 */
export const en = {
  // Notices: in-app, WhatsApp and push.
  'notice.message': '{title}: {content}',
  'notice.confirmed.title': 'Order #{orderId} confirmed',
  'notice.confirmed.content': 'Payment received. Show pickup code {pickupCode} at the counter when you land.',
  'notice.lateRefund.title': 'Order #{orderId} is being refunded',
  'notice.lateRefund.content':
    'Your payment arrived after the items sold out, so the full amount is being refunded within 5 business days.',
  'notice.uncollectedCancelled.title': 'Order #{orderId} cancelled: not collected',
  'notice.uncollectedCancelled.content':
    'Your order was not collected from the counter in time, so it has been cancelled. Everything you paid for it is being refunded to your payment method within 5 business days.',
  'notice.refunded.title': 'Order #{orderId} refunded',
  'notice.refunded.content':
    '₹{amount} has been refunded to your payment method. Your bank may take up to 5 business days to show it.',
  'notice.accepted.title': 'Order #{orderId} accepted',
  'notice.accepted.content': 'Our counter team has accepted your order and will pack it before you land.',
  'notice.packed.title': 'Order #{orderId} packed',
  'notice.packed.content': 'Your order is packed and waiting at the pickup counter. Show your pickup code when you collect it.',
  'notice.collected.title': 'Order #{orderId} collected',
  'notice.collected.content': 'Your order was handed over at the counter. Thank you for shopping with Arrival Shop!',
  'notice.itemRefund.title': 'Refund for order #{orderId}',
  'notice.itemRefund.content':
    '{item} (x{quantity}) is unavailable. ₹{amount} will be refunded to your payment method within 5 business days.',
  'notice.reminder.titleTomorrow': 'Order #{orderId}: you land tomorrow',
  'notice.reminder.titleToday': 'Order #{orderId}: you land today',
  'notice.reminder.content':
    'Landing {landing}{flight}. Show pickup code {pickupCode} at our counter at {airport}: {place} ({hours}).',
  'notice.reminder.flight': ' on {flightNumber}',
  'notice.reminder.closed': 'closed that day',
  'notice.reminder.allDay': 'open 24 hours',
  'notice.reminder.open': 'open {hours}',
  'notice.newPickupTime.title': 'Order #{orderId}: new pickup time',
  'notice.newPickupTime.content': 'Your flight {flightNumber} now lands at {time}; your order will be ready then.',
  'notice.uncollectedReminder.title': 'Order #{orderId} is waiting for you',
  'notice.uncollectedReminder.content':
    'Your order is at our counter at {airport}: {place}. Collect it with pickup code {pickupCode} by {deadline}, or it will be cancelled and refunded.',

  // The login code on WhatsApp (or the outbox in development).
  'otp.message': '{code} is your Arrival Shop verification code. It expires in {minutes} minutes.',

  // Errors.
  'error.internal': 'Something went wrong on our side. Please try again.',
  'error.unavailable': 'The shop is briefly unavailable. Please try again in a moment.',
  'error.noToken': 'No token found',
  'error.noAccess': 'You do not have access to this',
  'error.sessionEnded': 'Your session has ended. Please log in again.',
  'error.invalidCredentials': 'Invalid credentials',
  'error.ownCart': 'You can only add to your own cart',
  'error.ownProfile': 'You can only update your own profile',
  'error.notFound.order': 'Order not found',
  'error.notFound.user': 'User not found',
  'error.notFound.product': 'Product not found',
  'error.notFound.payment': 'Payment not found',
  'error.notFound.notification': 'Notification not found',
  'error.notFound.airport': 'Airport not found',
  'error.notFound.cartItem': 'Item not found in cart',
  'language.invalid': LANGUAGE_MESSAGE,
  'wait.seconds': '{n} seconds',
  'wait.minutes': '{n} minutes',
  'wait.hours': '{n} hours',
  'otp.missing': OTP_MISSING_MESSAGE,
  'otp.phoneInvalid': PHONE_MESSAGE,
  'otp.tooManyWrong': 'Too many incorrect codes. Try again in {wait}.',
  'otp.tooManySent': 'Too many codes requested. Try again in {wait}.',
  'otp.tooManyFromNetwork': 'Too many codes requested from this network. Try again later.',
  'otp.sendFailed': 'We could not send the code right now. Please try again in a minute.',
  'otp.expired': 'This code has expired. Please request a new one.',
  'otp.tooManyAttempts': 'Too many incorrect attempts. Please request a new code.',
  'otp.incorrectOne': 'Incorrect code. {left} attempt left.',
  'otp.incorrectMany': 'Incorrect code. {left} attempts left.',
  'otp.used': 'This code was already used. Please request a new one.',
  'cart.noLocation': NOT_LOGGED_IN_OR_NO_LOCATION,
  'cart.quantity': QUANTITY_MESSAGE,
  'cart.outOfStock': 'Out of stock at {airport}',
  'cart.onlyLeft': 'Only {left} left at {airport}',
  'cart.noLongerAvailable': 'No longer available at {airport}',
  'cart.lineCap': LINE_CAP_MESSAGE,
  'cart.orderCap': ORDER_CAP_MESSAGE,
  'cart.orderCapCount': '{cap}; this cart has {units}',
  'cart.lineProblem': '{product}: {problem}',
  'cart.empty': CART_EMPTY_MESSAGE,
  'checkout.soldOut': 'Some items just sold out. Please review your cart.',
  'checkout.startFailed': 'We could not start the payment. Please try again.',
  'checkout.unverified': 'Payment could not be verified',
  'checkout.mismatch': 'The payment does not match the order',
  'checkout.mismatchFields': 'The payment does not match the order ({fields})',
  'checkout.failed': 'Payment failed',
  'arrival.required': ARRIVAL_REQUIRED_MESSAGE,
  'arrival.tooSoon': ARRIVAL_TOO_SOON_MESSAGE,
  'arrival.tooFar': ARRIVAL_TOO_FAR_MESSAGE,
  'arrival.unknownAirport': 'Please select one of our airports',
  'arrival.unknownAirportField': 'Unknown airport',
  'user.nameRequired': NAME_REQUIRED_MESSAGE,
  'user.nameTooLong': 'Name must be at most 80 characters',
  'user.emailRequired': EMAIL_REQUIRED_MESSAGE,
  'user.emailInvalid': EMAIL_INVALID_MESSAGE,
  'flight.numberInvalid': FLIGHT_NUMBER_MESSAGE,
  'flight.lookupUnavailable': 'Flight times cannot be checked right now. Enter your arrival time yourself, or try again shortly.',
  'flight.notFound':
    'We could not find {flightNumber} arriving on that date. Check the number and date, or enter your arrival time yourself.',
  'order.landedNotNow': 'You can tell the counter you have landed on your arrival day, while the order is open',
  'order.invalidMove': 'Order #{orderId} is {status} and cannot move to {to}',
  'order.alreadyMoved': 'Order #{orderId} was already moved',
} as const satisfies Record<string, string>;

export type MessageKey = keyof typeof en;
