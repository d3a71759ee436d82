import type { ComponentProps } from 'react';
import { site } from '../../config/site';
import { cn } from '../../lib/cn';

/** Long-form reading typography for legal and about texts. */
export function Prose({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'max-w-prose text-[0.95rem] leading-7 text-foreground/90',
        '[&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h2]:tracking-tight [&_h2]:text-foreground first:[&_h2]:mt-0',
        '[&_p]:my-3 [&_ul]:my-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5 [&_li]:marker:text-primary',
        '[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4',
        className,
      )}
      {...props}
    />
  );
}

const contactLine = (
  <>
    <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a> or <a href={site.phoneHref}>{site.phone}</a>
  </>
);

export function TermsDocument() {
  return (
    <>
      <h2>1. Who can use Arrival Shop</h2>
      <p>
        Arrival Shop is a pre-order service for travellers arriving at the international airports of Kerala. You must be 18 years
        or older to create an account or place an order. By logging in you confirm that you meet this requirement.
      </p>
      <h2>2. Logging in</h2>
      <p>
        You log in with a one-time password (OTP) that we send to your mobile number on WhatsApp. Keep the code to yourself:
        anyone who has it can act on your account until the session ends.
      </p>
      <h2>3. Orders and pickup</h2>
      <ul>
        <li>You choose an arrival airport and an arrival time at least 24 hours ahead.</li>
        <li>Your goods are packed like baggage and wait for you at the Arrival Shop counter in the arrivals hall.</li>
        <li>
          Every order has a 6-digit pickup code. You need to show this code at the counter; we hand goods over only against the
          correct code.
        </li>
        <li>
          An order not collected within the counter's collection time (48 hours after the pickup time unless Delivery Points says
          otherwise) is cancelled and refunded in full, as the Refund Policy describes.
        </li>
      </ul>
      <h2>4. Prices and payment</h2>
      <p>
        All prices are shown and charged in Indian Rupees (INR), including applicable taxes. Payments are processed by Razorpay.
        An amount in another currency may be displayed next to the INR price for reference only; you always pay the INR amount.
      </p>
      <h2>5. Unavailable items and refunds</h2>
      <p>
        If an item you paid for cannot be supplied, we refund its price to your original payment method within 5 business days.
        See the Refund Policy for details.
      </p>
      <h2>6. Governing law</h2>
      <p>
        These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts of
        Kerala.
      </p>
      <h2>7. Contact</h2>
      <p>Questions about these terms: {contactLine}.</p>
    </>
  );
}

export function PrivacyDocument() {
  return (
    <>
      <h2>What we collect</h2>
      <ul>
        <li>Your mobile number, used to send login codes and order updates on WhatsApp.</li>
        <li>Your name and e-mail address, used on receipts and to contact you about an order.</li>
        <li>Your arrival airport and arrival time, used to prepare your order for pickup.</li>
        <li>Your orders and payment references. Card details are handled by Razorpay and never reach our servers.</li>
      </ul>
      <h2>How we use it</h2>
      <p>
        We use your data only to run the service: logging you in, preparing and handing over your orders, processing payments and
        refunds, and answering your questions. We do not sell your phone number or e-mail address and we do not share them for
        marketing.
      </p>
      <h2>Who else sees it</h2>
      <p>
        Our counter staff see your name, phone number and order so they can hand it over. Our messaging and payment providers
        receive only what they need to deliver a message or take a payment.
      </p>
      <h2>How long we keep it</h2>
      <p>
        We keep order records for as long as Indian tax and accounting law requires. Login codes expire within minutes and are
        stored only in a form that cannot be read back.
      </p>
      <h2>Your choices</h2>
      <p>
        You can ask to see, correct or delete your personal data by writing to {contactLine}. This policy is governed by Indian
        law under the courts of Kerala.
      </p>
    </>
  );
}

export function RefundDocument() {
  return (
    <>
      <h2>Unavailable items</h2>
      <p>
        We reserve your items when you pay. If an item still cannot be supplied at the counter, we refund its full price to your
        original payment method within 5 business days, and tell you on WhatsApp.
      </p>
      <h2>Cancelling an order</h2>
      <p>
        You can cancel an order that has not been packed yet by writing to{' '}
        <a href={`mailto:${site.ordersEmail}`}>{site.ordersEmail}</a> with your order number. The full amount is refunded within 5
        business days.
      </p>
      <h2>Damaged or wrong goods</h2>
      <p>
        Please check your goods at the counter. If something is damaged or not what you ordered, our staff will replace it or
        refund it on the spot.
      </p>
      <h2>Orders not collected</h2>
      <p>
        Each airport's counter keeps your order for a set time after your pickup time: 48 hours unless Delivery Points shows
        another time for that airport. If you gave us your flight number, the pickup time moves with a delayed flight. Halfway
        through we remind you on WhatsApp. If the order is still not collected when that time is over, we cancel it, put the goods
        back on sale and refund everything you paid for it (less anything already refunded) to your original payment method, and
        tell you. If you cannot make it to the counter, contact us before your arrival time so we can move the pickup or cancel
        the order.
      </p>
      <h2>How refunds are paid</h2>
      <p>
        Refunds are paid in INR through Razorpay to the card or account you paid with. Your bank may take a few extra days to show
        the amount. Questions: {contactLine}.
      </p>
    </>
  );
}
