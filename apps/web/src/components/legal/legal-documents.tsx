import type { ComponentProps } from 'react';
import { Trans } from '@lingui/react/macro';
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

const { supportEmail, ordersEmail, phone, phoneHref } = site;
const supportMailto = `mailto:${supportEmail}`;
const ordersMailto = `mailto:${ordersEmail}`;

export function TermsDocument() {
  return (
    <>
      <h2>
        <Trans>1. Who can use Arrival Shop</Trans>
      </h2>
      <p>
        <Trans>
          Arrival Shop is a pre-order service for travellers arriving at the international airports of Kerala. You must be 18
          years or older to create an account or place an order. By logging in you confirm that you meet this requirement.
        </Trans>
      </p>
      <h2>
        <Trans>2. Logging in</Trans>
      </h2>
      <p>
        <Trans>
          You log in with a one-time password (OTP) that we send to your mobile number on WhatsApp. Keep the code to yourself:
          anyone who has it can act on your account until the session ends.
        </Trans>
      </p>
      <h2>
        <Trans>3. Orders and pickup</Trans>
      </h2>
      <ul>
        <li>
          <Trans>You choose an arrival airport and an arrival time at least 24 hours ahead.</Trans>
        </li>
        <li>
          <Trans>Your goods are packed like baggage and wait for you at the Arrival Shop counter in the arrivals hall.</Trans>
        </li>
        <li>
          <Trans>
            Every order has a 6-digit pickup code. You need to show this code at the counter; we hand goods over only against the
            correct code.
          </Trans>
        </li>
        <li>
          <Trans>
            An order not collected within the counter's collection time (48 hours after the pickup time unless Delivery Points
            says otherwise) is cancelled and refunded in full, as the Refund Policy describes.
          </Trans>
        </li>
      </ul>
      <h2>
        <Trans>4. Prices and payment</Trans>
      </h2>
      <p>
        <Trans>
          All prices are shown and charged in Indian Rupees (INR), including applicable taxes. Payments are processed by Razorpay.
          An amount in another currency may be displayed next to the INR price for reference only; you always pay the INR amount.
        </Trans>
      </p>
      <h2>
        <Trans>5. Unavailable items and refunds</Trans>
      </h2>
      <p>
        <Trans>
          If an item you paid for cannot be supplied, we refund its price to your original payment method within 5 business days.
          See the Refund Policy for details.
        </Trans>
      </p>
      <h2>
        <Trans>6. Governing law</Trans>
      </h2>
      <p>
        <Trans>
          These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts of
          Kerala.
        </Trans>
      </p>
      <h2>
        <Trans>7. Contact</Trans>
      </h2>
      <p>
        <Trans>
          Questions about these terms: <a href={supportMailto}>{supportEmail}</a> or <a href={phoneHref}>{phone}</a>.
        </Trans>
      </p>
    </>
  );
}

export function PrivacyDocument() {
  return (
    <>
      <h2>
        <Trans>What we collect</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Your mobile number, used to send login codes and order updates on WhatsApp.</Trans>
        </li>
        <li>
          <Trans>Your name and e-mail address, used on receipts and to contact you about an order.</Trans>
        </li>
        <li>
          <Trans>Your arrival airport and arrival time, used to prepare your order for pickup.</Trans>
        </li>
        <li>
          <Trans>Your orders and payment references. Card details are handled by Razorpay and never reach our servers.</Trans>
        </li>
      </ul>
      <h2>
        <Trans>How we use it</Trans>
      </h2>
      <p>
        <Trans>
          We use your data only to run the service: logging you in, preparing and handing over your orders, processing payments
          and refunds, and answering your questions. We do not sell your phone number or e-mail address and we do not share them
          for marketing.
        </Trans>
      </p>
      <h2>
        <Trans>Who else sees it</Trans>
      </h2>
      <p>
        <Trans>
          Our counter staff see your name, phone number and order so they can hand it over. Our messaging and payment providers
          receive only what they need to deliver a message or take a payment.
        </Trans>
      </p>
      <h2>
        <Trans>How long we keep it</Trans>
      </h2>
      <p>
        <Trans>
          We keep order records for as long as Indian tax and accounting law requires. Login codes expire within minutes and are
          stored only in a form that cannot be read back.
        </Trans>
      </p>
      <h2>
        <Trans>Your choices</Trans>
      </h2>
      <p>
        <Trans>
          You can ask to see, correct or delete your personal data by writing to <a href={supportMailto}>{supportEmail}</a> or{' '}
          <a href={phoneHref}>{phone}</a>. This policy is governed by Indian law under the courts of Kerala.
        </Trans>
      </p>
    </>
  );
}

export function RefundDocument() {
  return (
    <>
      <h2>
        <Trans>Unavailable items</Trans>
      </h2>
      <p>
        <Trans>
          We reserve your items when you pay. If an item still cannot be supplied at the counter, we refund its full price to your
          original payment method within 5 business days, and tell you on WhatsApp.
        </Trans>
      </p>
      <h2>
        <Trans>Cancelling an order</Trans>
      </h2>
      <p>
        <Trans>
          You can cancel an order that has not been packed yet by writing to <a href={ordersMailto}>{ordersEmail}</a> with your
          order number. The full amount is refunded within 5 business days.
        </Trans>
      </p>
      <h2>
        <Trans>Damaged or wrong goods</Trans>
      </h2>
      <p>
        <Trans>
          Please check your goods at the counter. If something is damaged or not what you ordered, our staff will replace it or
          refund it on the spot.
        </Trans>
      </p>
      <h2>
        <Trans>Orders not collected</Trans>
      </h2>
      <p>
        <Trans>
          Each airport's counter keeps your order for a set time after your pickup time: 48 hours unless Delivery Points shows
          another time for that airport. If you gave us your flight number, the pickup time moves with a delayed flight. Halfway
          through we remind you on WhatsApp. If the order is still not collected when that time is over, we cancel it, put the
          goods back on sale and refund everything you paid for it (less anything already refunded) to your original payment
          method, and tell you. If you cannot make it to the counter, contact us before your arrival time so we can move the
          pickup or cancel the order.
        </Trans>
      </p>
      <h2>
        <Trans>How refunds are paid</Trans>
      </h2>
      <p>
        <Trans>
          Refunds are paid in INR through Razorpay to the card or account you paid with. Your bank may take a few extra days to
          show the amount. Questions: <a href={supportMailto}>{supportEmail}</a> or <a href={phoneHref}>{phone}</a>.
        </Trans>
      </p>
    </>
  );
}
