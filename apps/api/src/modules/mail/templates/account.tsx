/** @jsxRuntime automatic @jsxImportSource react */
import type { PasswordChangedMail, PasswordResetMail, WelcomeMail } from '../kinds';
import { ActionButton, MailLayout, type MailProps, Paragraph, useMailWords } from './layout';

export function Welcome({ mail, origin }: MailProps<WelcomeMail>) {
  const words = useMailWords().welcome;
  const vendor = mail.role === 'vendor';
  return (
    <MailLayout preview={words.subject(mail)} heading={words.heading(mail)}>
      <Paragraph>{vendor ? words.vendorIntro : words.shopperIntro}</Paragraph>
      <ActionButton href={`${origin}${vendor ? '/vendor' : '/products'}`}>
        {vendor ? words.vendorAction : words.shopperAction}
      </ActionButton>
    </MailLayout>
  );
}

export function PasswordReset({ mail, origin }: MailProps<PasswordResetMail>) {
  const words = useMailWords().password_reset;
  const link = `${origin}/reset-password?token=${encodeURIComponent(mail.token)}`;
  return (
    <MailLayout preview={words.subject(mail)} heading={words.heading}>
      <Paragraph>{words.intro(mail)}</Paragraph>
      <ActionButton href={link}>{words.action}</ActionButton>
      <Paragraph>{words.notYou}</Paragraph>
    </MailLayout>
  );
}

export function PasswordChanged({ mail, origin }: MailProps<PasswordChangedMail>) {
  const words = useMailWords().password_changed;
  return (
    <MailLayout preview={words.heading} heading={words.heading}>
      <Paragraph>{words.intro(mail)}</Paragraph>
      <Paragraph>{words.notYou}</Paragraph>
      <ActionButton href={`${origin}/forgot-password`}>{words.action}</ActionButton>
    </MailLayout>
  );
}
