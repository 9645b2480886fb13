/** @jsxRuntime automatic @jsxImportSource react */
import type { PasswordChangedMail, PasswordResetMail, WelcomeMail } from '../kinds';
import { ActionButton, MailLayout, Paragraph } from './layout';

interface WithOrigin<T> {
  mail: T;
  origin: string;
}

export function Welcome({ mail, origin }: WithOrigin<WelcomeMail>) {
  const vendor = mail.role === 'vendor';
  return (
    <MailLayout preview="Welcome to Fabric-Store" heading={`Welcome, ${mail.name}`}>
      <Paragraph>
        {vendor
          ? 'Your seller account is ready. Add your fabrics and we will tell you each time someone orders them.'
          : 'Your account is ready. Browse fabrics by the metre, order swatches, and follow your orders here.'}
      </Paragraph>
      <ActionButton href={`${origin}${vendor ? '/vendor' : '/products'}`}>
        {vendor ? 'Open your dashboard' : 'Browse fabrics'}
      </ActionButton>
    </MailLayout>
  );
}

export function PasswordReset({ mail, origin }: WithOrigin<PasswordResetMail>) {
  const link = `${origin}/reset-password?token=${encodeURIComponent(mail.token)}`;
  return (
    <MailLayout preview="Reset your Fabric-Store password" heading="Reset your password">
      <Paragraph>
        Hello {mail.name}, someone asked to reset the password of your Fabric-Store account. If it was you, choose a new
        password with this link. It works once, for {mail.validMinutes} minutes.
      </Paragraph>
      <ActionButton href={link}>Choose a new password</ActionButton>
      <Paragraph>If you did not ask for this, ignore this mail: your password stays as it is.</Paragraph>
    </MailLayout>
  );
}

export function PasswordChanged({ mail, origin }: WithOrigin<PasswordChangedMail>) {
  return (
    <MailLayout preview="Your password was changed" heading="Your password was changed">
      <Paragraph>
        Hello {mail.name}, the password of your Fabric-Store account was just{' '}
        {mail.by === 'reset' ? 'reset with a link sent to this address' : 'changed from your profile'}. Every device
        that was signed in has been signed out.
      </Paragraph>
      <Paragraph>
        If this was not you, reset your password now and check your orders: someone may know your old password.
      </Paragraph>
      <ActionButton href={`${origin}/forgot-password`}>Reset your password</ActionButton>
    </MailLayout>
  );
}
