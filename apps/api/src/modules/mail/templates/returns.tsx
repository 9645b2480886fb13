/** @jsxRuntime automatic @jsxImportSource react */

import { formatRupees } from '@fabric-store/shared/money';
import { RETURN_REASON_LABELS, type ReturnStatus } from '@fabric-store/shared/return-rules';
import type { ReturnMail } from '../kinds';
import { ActionButton, Divider, LineTable, MailLayout, orderLabel, Paragraph, paymentLabel } from './layout';

interface WithOrigin<T> {
  mail: T;
  origin: string;
}

/** What the shopper is told at each move of their return. */
const SHOPPER_NEWS: Record<ReturnStatus, (mail: ReturnMail) => string> = {
  requested: (mail) => `we passed your return request to ${mail.vendorName}. They will approve or reject it.`,
  approved: (mail) =>
    `your return was approved. Please send the items back to ${mail.vendorName}${mail.returnAddress ? ` at ${mail.returnAddress}` : ''}.`,
  rejected: (mail) =>
    `${mail.vendorName} rejected your return. If you think this is wrong, you can ask us to look at it from your order page.`,
  escalated: () => 'we received your request to look again at the rejected return. An operator will decide it.',
  received: (mail) => `${mail.vendorName} received the returned items. Your refund follows.`,
  refunded: (mail) =>
    mail.paymentMethod === 'upi'
      ? `${mail.vendorName} accepted the return, so we refund ${formatRupees(mail.amount)} from your UPI payment to the account it came from. We mail you the bank reference once it is sent.`
      : `${mail.vendorName} refunded the cash you paid for these items.`,
  closed: () => 'an operator looked at your return again and upheld the rejection.',
};

/** What the vendor is told: a new request, an escalation, or the operator's decision to follow. */
const VENDOR_NEWS: Partial<Record<ReturnStatus, (mail: ReturnMail) => string>> = {
  requested: (mail) => `${mail.customerName} asks to return items of ${orderLabel(mail)}.`,
  escalated: (mail) =>
    `${mail.customerName} asked the operator to look again at the return you rejected for ${orderLabel(mail)}.`,
  approved: (mail) =>
    `The operator approved the return of ${orderLabel(mail)} you had rejected. Please receive the items and ${mail.paymentMethod === 'upi' ? 'mark it refunded: the marketplace refunds' : 'refund'} ${mail.customerName}.`,
  closed: (mail) => `The operator upheld your rejection of the return of ${orderLabel(mail)}.`,
};

function ReturnFacts({ mail }: { mail: ReturnMail }) {
  return (
    <>
      <LineTable lines={mail.lines} totalLabel="Amount" total={mail.amount} />
      <Paragraph>
        Reason: {RETURN_REASON_LABELS[mail.reason]}. Paid by {paymentLabel(mail.paymentMethod)}.
      </Paragraph>
      {mail.note && <Paragraph>Note: {mail.note}</Paragraph>}
    </>
  );
}

export function ReturnMoved({ mail, origin }: WithOrigin<ReturnMail>) {
  const heading = `Your return: ${mail.status}`;
  return (
    <MailLayout preview={heading} heading={heading}>
      <Paragraph>
        Hello {mail.customerName}, {SHOPPER_NEWS[mail.status](mail)}
      </Paragraph>
      <ReturnFacts mail={mail} />
      <Divider />
      <ActionButton href={`${origin}/orders/${mail.orderId}`}>View your order</ActionButton>
    </MailLayout>
  );
}

export function VendorReturn({ mail, origin }: WithOrigin<ReturnMail>) {
  const heading = `Return ${mail.status}`;
  return (
    <MailLayout preview={heading} heading={heading}>
      <Paragraph>
        Hello {mail.vendorName},{' '}
        {VENDOR_NEWS[mail.status]?.(mail) ?? `a return of ${orderLabel(mail)} is ${mail.status}.`}
      </Paragraph>
      <ReturnFacts mail={mail} />
      <Divider />
      <ActionButton href={`${origin}/vendor/orders?tab=returns`}>Open your returns</ActionButton>
    </MailLayout>
  );
}
