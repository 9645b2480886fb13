/** @jsxRuntime automatic @jsxImportSource react */
import type { PaymentMail, RefundSentMail } from '../kinds';
import { ActionButton, Divider, MailLayout, type MailProps, Paragraph, useMailWords } from './layout';

function ViewOrder({ mail, origin }: MailProps<{ orderId: string }>) {
  const words = useMailWords();
  return (
    <>
      <Divider />
      <ActionButton href={`${origin}/orders/${mail.orderId}`}>{words.viewOrder}</ActionButton>
    </>
  );
}

export function PaymentReceived({ mail, origin }: MailProps<PaymentMail>) {
  const received = useMailWords().payment_received;
  return (
    <MailLayout preview={received.heading} heading={received.heading}>
      <Paragraph>{received.intro(mail)}</Paragraph>
      <ViewOrder mail={mail} origin={origin} />
    </MailLayout>
  );
}

export function PaymentRejected({ mail, origin }: MailProps<PaymentMail>) {
  const rejected = useMailWords().payment_rejected;
  return (
    <MailLayout preview={rejected.heading} heading={rejected.heading}>
      <Paragraph>{rejected.intro(mail)}</Paragraph>
      <Paragraph>{rejected.tryAgain(mail)}</Paragraph>
      <ViewOrder mail={mail} origin={origin} />
    </MailLayout>
  );
}

export function OrderExpired({ mail, origin }: MailProps<PaymentMail>) {
  const expired = useMailWords().order_expired;
  return (
    <MailLayout preview={expired.preview} heading={expired.heading}>
      <Paragraph>{expired.intro(mail)}</Paragraph>
      <ViewOrder mail={mail} origin={origin} />
    </MailLayout>
  );
}

export function RefundSent({ mail, origin }: MailProps<RefundSentMail>) {
  const sent = useMailWords().refund_sent;
  return (
    <MailLayout preview={sent.heading} heading={sent.heading}>
      <Paragraph>{sent.intro(mail)}</Paragraph>
      <ViewOrder mail={mail} origin={origin} />
    </MailLayout>
  );
}
