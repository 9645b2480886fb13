/** @jsxRuntime automatic @jsxImportSource react */

import { formatRupees } from '@fabric-store/shared/money';
import type { ReviewInviteMail, SavedFabricNewsMail } from '../kinds';
import { ActionButton, MailLayout, orderNumberOf, Paragraph } from './layout';

interface WithOrigin<T> {
  mail: T;
  origin: string;
}

export function SavedFabricNews({ mail, origin }: WithOrigin<SavedFabricNewsMail>) {
  const dropped = mail.previousPrice !== null;
  const heading = dropped ? `${mail.fabricName} is cheaper now` : `${mail.fabricName} is back in stock`;
  return (
    <MailLayout preview={heading} heading={heading}>
      <Paragraph>
        Hello {mail.name}, a fabric you saved{' '}
        {dropped
          ? `went down from ${formatRupees(mail.previousPrice ?? mail.price)} to ${formatRupees(mail.price)}`
          : `can be ordered again, at ${formatRupees(mail.price)}`}
        {dropped && mail.backInStock ? ', and it is back in stock' : ''}.
      </Paragraph>
      <ActionButton href={`${origin}/product/${mail.fabricId}`}>See {mail.fabricName}</ActionButton>
      <Paragraph>You get at most one such mail a day for each fabric you saved; unsave it to get none.</Paragraph>
    </MailLayout>
  );
}

export function ReviewInvite({ mail, origin }: WithOrigin<ReviewInviteMail>) {
  const [first] = mail.fabrics;
  return (
    <MailLayout preview="Tell other shoppers how your fabric turned out" heading="How was your fabric?">
      <Paragraph>
        Hello {mail.name}, your order {orderNumberOf(mail)} arrived a few days ago. A few words on{' '}
        {mail.fabrics.map((fabric) => fabric.name).join(', ')} help other shoppers choose: how it feels, how it drapes,
        whether it looked as it did on screen.
      </Paragraph>
      {first ? <ActionButton href={`${origin}/product/${first.id}#reviews`}>Write a review</ActionButton> : null}
    </MailLayout>
  );
}
