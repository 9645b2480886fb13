/** @jsxRuntime automatic @jsxImportSource react */
import type { ReturnMail } from '../kinds';
import { ActionButton, Divider, LineTable, MailLayout, type MailProps, Paragraph, useMailWords } from './layout';

function ReturnFacts({ mail }: { mail: ReturnMail }) {
  const facts = useMailWords().returnFacts;
  return (
    <>
      <LineTable lines={mail.lines} totalLabel={facts.amount} total={mail.amount} />
      <Paragraph>{facts.reasonAndPayment(mail)}</Paragraph>
      {mail.note && <Paragraph>{facts.note(mail.note)}</Paragraph>}
    </>
  );
}

export function ReturnMoved({ mail, origin }: MailProps<ReturnMail>) {
  const words = useMailWords();
  const heading = words.return_moved.heading(mail);
  return (
    <MailLayout preview={heading} heading={heading}>
      <Paragraph>{words.return_moved.intro(mail)}</Paragraph>
      <ReturnFacts mail={mail} />
      <Divider />
      <ActionButton href={`${origin}/orders/${mail.orderId}`}>{words.viewOrder}</ActionButton>
    </MailLayout>
  );
}

export function VendorReturn({ mail, origin }: MailProps<ReturnMail>) {
  const words = useMailWords().vendor_return;
  const heading = words.heading(mail);
  return (
    <MailLayout preview={heading} heading={heading}>
      <Paragraph>{words.intro(mail)}</Paragraph>
      <ReturnFacts mail={mail} />
      <Divider />
      <ActionButton href={`${origin}/vendor/orders?tab=returns`}>{words.openReturns}</ActionButton>
    </MailLayout>
  );
}
