/** @jsxRuntime automatic @jsxImportSource react */

import type { Language } from '@fabric-store/shared';
import { render } from '@react-email/render';
import type { MailKind, MailPayloads, MailTemplate } from './kinds';
import { HINDI_TEMPLATES } from './messages-hindi';
import { PasswordChanged, PasswordReset, Welcome } from './templates/account';
import { MailLanguage, orderNumberOf } from './templates/layout';
import { OrderCancelled, OrderPlaced, PartMoved, VendorNewPart, VendorPartCancelled } from './templates/orders';
import { OrderExpired, PaymentReceived, PaymentRejected, RefundSent } from './templates/payments';
import { ReturnMoved, VendorReturn } from './templates/returns';
import { ReviewInvite, SavedFabricNews } from './templates/shoppers';

const PART_SUBJECTS = {
  accepted: 'confirmed by',
  shipped: 'shipped by',
  delivered: 'delivered by',
  cancelled: 'cancelled by',
} as const;

/** Every mail's subject and body, by kind: the one place the store's mails are written. */
const TEMPLATES: { [K in MailKind]: MailTemplate<K> } = {
  order_placed: {
    subject: (mail) => `Your Fabric-Store order ${orderNumberOf(mail)} is placed`,
    body: (mail, origin) => <OrderPlaced mail={mail} origin={origin} />,
  },
  vendor_new_part: {
    subject: (mail) => `New order ${orderNumberOf(mail)} from ${mail.customerName}`,
    body: (mail, origin) => <VendorNewPart mail={mail} origin={origin} />,
  },
  part_moved: {
    subject: (mail) =>
      mail.by === 'marketplace'
        ? `Your order ${orderNumberOf(mail)}: part from ${mail.vendorName} cancelled by Fabric-Store`
        : `Your order ${orderNumberOf(mail)}: part ${PART_SUBJECTS[mail.status]} ${mail.vendorName}`,
    body: (mail, origin) => <PartMoved mail={mail} origin={origin} />,
  },
  order_cancelled: {
    subject: (mail) => `Your order ${orderNumberOf(mail)} is cancelled`,
    body: (mail, origin) => <OrderCancelled mail={mail} origin={origin} />,
  },
  vendor_part_cancelled: {
    subject: (mail) =>
      `Order ${orderNumberOf(mail)} was cancelled by ${mail.by === 'marketplace' ? 'the marketplace' : 'the shopper'}`,
    body: (mail, origin) => <VendorPartCancelled mail={mail} origin={origin} />,
  },
  payment_received: {
    subject: (mail) => `Payment received for your order ${orderNumberOf(mail)}`,
    body: (mail, origin) => <PaymentReceived mail={mail} origin={origin} />,
  },
  payment_rejected: {
    subject: (mail) => `We could not find your payment for order ${orderNumberOf(mail)}`,
    body: (mail, origin) => <PaymentRejected mail={mail} origin={origin} />,
  },
  order_expired: {
    subject: (mail) => `Your order ${orderNumberOf(mail)} was cancelled: not paid in time`,
    body: (mail, origin) => <OrderExpired mail={mail} origin={origin} />,
  },
  refund_sent: {
    subject: (mail) => `Your refund for order ${orderNumberOf(mail)} is on its way`,
    body: (mail, origin) => <RefundSent mail={mail} origin={origin} />,
  },
  return_moved: {
    subject: (mail) => `Your return for order ${orderNumberOf(mail)}: ${mail.status}`,
    body: (mail, origin) => <ReturnMoved mail={mail} origin={origin} />,
  },
  vendor_return: {
    subject: (mail) => `Return ${mail.status} for order ${orderNumberOf(mail)}`,
    body: (mail, origin) => <VendorReturn mail={mail} origin={origin} />,
  },
  welcome: {
    subject: () => 'Welcome to Fabric-Store',
    body: (mail, origin) => <Welcome mail={mail} origin={origin} />,
  },
  password_reset: {
    subject: () => 'Reset your Fabric-Store password',
    body: (mail, origin) => <PasswordReset mail={mail} origin={origin} />,
  },
  password_changed: {
    subject: () => 'Your Fabric-Store password was changed',
    body: (mail, origin) => <PasswordChanged mail={mail} origin={origin} />,
  },
  saved_fabric_news: {
    subject: (mail) =>
      mail.previousPrice !== null
        ? `Price drop: ${mail.fabricName} is now Rs. ${mail.price.toFixed(2)}`
        : `Back in stock: ${mail.fabricName}`,
    body: (mail, origin) => <SavedFabricNews mail={mail} origin={origin} />,
  },
  review_invite: {
    subject: () => 'How was your fabric? Review your order',
    body: (mail, origin) => <ReviewInvite mail={mail} origin={origin} />,
  },
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const TEMPLATES_BY_LANGUAGE: Record<Language, { [K in MailKind]: MailTemplate<K> }> = {
  en: TEMPLATES,
  hi: HINDI_TEMPLATES,
};

/**
 * A mail's subject, HTML and plain text in the recipient's language, from its kind's template and the
 * facts it was enqueued with. User text (names, notes, reasons) goes in as React text, so it is escaped.
 */
export async function renderMail<K extends MailKind>(
  kind: K,
  mail: MailPayloads[K],
  origin: string,
  language: Language = 'en',
): Promise<RenderedMail> {
  const template = TEMPLATES_BY_LANGUAGE[language][kind] as MailTemplate<K>;
  const body = <MailLanguage.Provider value={language}>{template.body(mail, origin)}</MailLanguage.Provider>;
  const [html, text] = await Promise.all([render(body), render(body, { plainText: true })]);
  return { subject: template.subject(mail), html, text };
}

export const isMailKind = (kind: string): kind is MailKind => Object.hasOwn(TEMPLATES, kind);
