/** @jsxRuntime automatic @jsxImportSource react */
import type { ReviewInviteMail, SavedFabricNewsMail } from '../kinds';
import { ActionButton, MailLayout, type MailProps, Paragraph, useMailWords } from './layout';

export function SavedFabricNews({ mail, origin }: MailProps<SavedFabricNewsMail>) {
  const words = useMailWords().saved_fabric_news;
  const heading = words.heading(mail);
  return (
    <MailLayout preview={heading} heading={heading}>
      <Paragraph>{words.intro(mail)}</Paragraph>
      <ActionButton href={`${origin}/product/${mail.fabricId}`}>{words.action(mail)}</ActionButton>
      <Paragraph>{words.howOften}</Paragraph>
    </MailLayout>
  );
}

export function ReviewInvite({ mail, origin }: MailProps<ReviewInviteMail>) {
  const words = useMailWords().review_invite;
  const [first] = mail.fabrics;
  return (
    <MailLayout preview={words.preview} heading={words.heading}>
      <Paragraph>{words.intro(mail)}</Paragraph>
      {first ? <ActionButton href={`${origin}/product/${first.id}#reviews`}>{words.action}</ActionButton> : null}
    </MailLayout>
  );
}
