/** @jsxRuntime automatic @jsxImportSource react */
import type { Language } from '@fabric-store/shared';
import { plainTextSelectors, render } from '@react-email/render';
import { compile } from 'html-to-text';
import type { ReactElement } from 'react';
import type { MailKind, MailPayloads } from './kinds';
import { PasswordChanged, PasswordReset, Welcome } from './templates/account';
import { type MailProps, MailWordsContext } from './templates/layout';
import { OrderCancelled, OrderPlaced, PartMoved, VendorNewPart, VendorPartCancelled } from './templates/orders';
import { OrderExpired, PaymentReceived, PaymentRejected, RefundSent } from './templates/payments';
import { ReturnMoved, VendorReturn } from './templates/returns';
import { ReviewInvite, SavedFabricNews } from './templates/shoppers';
import { ENGLISH_MAIL_WORDS } from './words/english';
import { HINDI_MAIL_WORDS } from './words/hindi';
import type { MailWords, Subject } from './words/mail-words';

/**
 * The plain text of a rendered mail, as `render(body, { plainText: true })` makes it (its options and
 * selectors), compiled once: that call renders the body a second time and compiles its options anew
 * for every mail, which under a checkout load cost more CPU than the HTML itself.
 */
const plainTextOf = compile({ wordwrap: false, selectors: plainTextSelectors });

type MailTemplate<K extends MailKind> = (props: MailProps<MailPayloads[K]>) => ReactElement;

/** Each kind's one template: its markup, for every language; a kind without one does not compile. */
const TEMPLATES: { [K in MailKind]: MailTemplate<K> } = {
  order_placed: OrderPlaced,
  vendor_new_part: VendorNewPart,
  part_moved: PartMoved,
  order_cancelled: OrderCancelled,
  vendor_part_cancelled: VendorPartCancelled,
  payment_received: PaymentReceived,
  payment_rejected: PaymentRejected,
  order_expired: OrderExpired,
  refund_sent: RefundSent,
  return_moved: ReturnMoved,
  vendor_return: VendorReturn,
  welcome: Welcome,
  password_reset: PasswordReset,
  password_changed: PasswordChanged,
  saved_fabric_news: SavedFabricNews,
  review_invite: ReviewInvite,
};

/** Each language's words for every mail: a language without a catalogue, or a catalogue missing a word, does not compile. */
const MAIL_WORDS: Record<Language, MailWords> = {
  en: ENGLISH_MAIL_WORDS,
  hi: HINDI_MAIL_WORDS,
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * A mail's subject, HTML and plain text in the recipient's language: its kind's template with that
 * language's words, from the facts it was enqueued with. User text (names, notes, reasons) goes in
 * as React text, so it is escaped.
 */
export async function renderMail<K extends MailKind>(
  kind: K,
  mail: MailPayloads[K],
  origin: string,
  language: Language = 'en',
): Promise<RenderedMail> {
  const words = MAIL_WORDS[language];
  const Template = TEMPLATES[kind] as MailTemplate<K>;
  const body = (
    <MailWordsContext.Provider value={words}>
      <Template mail={mail} origin={origin} />
    </MailWordsContext.Provider>
  );
  const html = await render(body);
  const text = plainTextOf(html);
  // TypeScript widens `words[kind]` to every kind's words; each kind's subject takes that kind's facts.
  const { subject } = words[kind] as Subject<MailPayloads[K]>;
  return { subject: subject(mail), html, text };
}

export const isMailKind = (kind: string): kind is MailKind => Object.hasOwn(TEMPLATES, kind);
