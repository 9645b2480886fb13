/** @jsxRuntime automatic @jsxImportSource react */
import { formatInIndia } from '@fabric-store/shared';
import { formatRupees } from '@fabric-store/shared/money';
import type { PaymentMail, RefundSentMail } from '../kinds';
import { ActionButton, Divider, MailLayout, orderLabel, Paragraph } from './layout';

interface WithOrigin<T> {
  mail: T;
  origin: string;
}

const ViewOrder = ({ mail, origin }: WithOrigin<{ orderId: string }>) => (
  <>
    <Divider />
    <ActionButton href={`${origin}/orders/${mail.orderId}`}>View your order</ActionButton>
  </>
);

export function PaymentReceived({ mail, origin }: WithOrigin<PaymentMail>) {
  return (
    <MailLayout preview="We received your payment" heading="We received your payment">
      <Paragraph>
        Hello {mail.customerName}, we found your UPI payment of {formatRupees(mail.amount)} (UTR {mail.utr}) for{' '}
        {orderLabel(mail)}. Its vendors can now ship it.
      </Paragraph>
      <ViewOrder mail={mail} origin={origin} />
    </MailLayout>
  );
}

export function PaymentRejected({ mail, origin }: WithOrigin<PaymentMail>) {
  return (
    <MailLayout preview="We could not find your payment" heading="We could not find your payment">
      <Paragraph>
        Hello {mail.customerName}, we could not match the UTR you gave for {orderLabel(mail)} with a payment of{' '}
        {formatRupees(mail.amount)}. Reason: {mail.reason ?? 'No reason was given.'}
      </Paragraph>
      <Paragraph>
        Please check the 12-digit UTR in your UPI app and enter it again on the order page
        {mail.payBy ? ` by ${formatInIndia(mail.payBy, 'longDayAndTime')}` : ''}: your order is kept for you until then.
      </Paragraph>
      <ViewOrder mail={mail} origin={origin} />
    </MailLayout>
  );
}

export function OrderExpired({ mail, origin }: WithOrigin<PaymentMail>) {
  return (
    <MailLayout preview="Your order was cancelled: it was not paid in time" heading="Your order was cancelled">
      <Paragraph>
        Hello {mail.customerName}, we cancelled {orderLabel(mail)} because its UPI payment of{' '}
        {formatRupees(mail.amount)} did not reach us within the payment window. Nothing was charged.
      </Paragraph>
      <ViewOrder mail={mail} origin={origin} />
    </MailLayout>
  );
}

export function RefundSent({ mail, origin }: WithOrigin<RefundSentMail>) {
  const why =
    mail.cause === 'return'
      ? `${mail.vendorName} accepted your return of items of ${orderLabel(mail)}`
      : `${mail.vendorName}'s part of ${orderLabel(mail)} was cancelled after you paid for it`;
  return (
    <MailLayout preview="Your refund is on its way" heading="Your refund is on its way">
      <Paragraph>
        Hello {mail.customerName}, {why}, so we sent {formatRupees(mail.amount)} back to the account you paid from (bank
        reference {mail.reference}). Banks usually show it within three working days.
      </Paragraph>
      <ViewOrder mail={mail} origin={origin} />
    </MailLayout>
  );
}
