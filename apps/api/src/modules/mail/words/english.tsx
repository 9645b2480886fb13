/** @jsxRuntime automatic @jsxImportSource react */
import { formatInIndia, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@fabric-store/shared';
import { lineAmountText } from '@fabric-store/shared/line-amount';
import { formatRupees } from '@fabric-store/shared/money';
import { RETURN_REASON_LABELS, type ReturnStatus } from '@fabric-store/shared/return-rules';
import type { OrderNamed, PartMovedMail, RefundSentMail, ReturnMail } from '../kinds';
import { type MailWords, orderNumberOf } from './mail-words';

// The English of every mail: the spec's words, "Rs." with Indian grouping, dates in India time.

/** 'Order FS-2611-0042': an order named as the screens name it. */
const orderLabel = (order: OrderNamed) => `Order ${orderNumberOf(order)}`;

const paymentLabel = (method: PaymentMethod) => PAYMENT_METHOD_LABELS[method];

const NO_REASON = 'No reason was given.';

function refundSentence(method: PaymentMethod, amount: number): string {
  return method === 'cash_on_delivery'
    ? `Nothing to refund: the ${formatRupees(amount)} for these items was to be paid in cash on delivery and is no longer due.`
    : `The ${formatRupees(amount)} paid by ${paymentLabel(method)} for these items will be refunded to the account it came from.`;
}

const PART_SUBJECTS = {
  accepted: 'confirmed by',
  shipped: 'shipped by',
  delivered: 'delivered by',
  cancelled: 'cancelled by',
} as const;

function partSentence(mail: PartMovedMail): string {
  switch (mail.status) {
    case 'accepted':
      return `${mail.vendorName} accepted their part of your order and is preparing it.`;
    case 'shipped':
      return `${mail.vendorName} shipped their part of your order.`;
    case 'delivered':
      return `${mail.vendorName}'s part of your order was delivered. We hope you enjoy it.`;
    case 'cancelled':
      return mail.by === 'marketplace'
        ? `Fabric-Store cancelled ${mail.vendorName}'s part of your order.`
        : `${mail.vendorName} cancelled their part of your order.`;
  }
}

const refundCause = (mail: RefundSentMail) =>
  mail.cause === 'return'
    ? `${mail.vendorName} accepted your return of items of ${orderLabel(mail)}`
    : `${mail.vendorName}'s part of ${orderLabel(mail)} was cancelled after you paid for it`;

/** What the shopper is told at each move of their return. */
const SHOPPER_RETURN_NEWS: Record<ReturnStatus, (mail: ReturnMail) => string> = {
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
const VENDOR_RETURN_NEWS: Partial<Record<ReturnStatus, (mail: ReturnMail) => string>> = {
  requested: (mail) => `${mail.customerName} asks to return items of ${orderLabel(mail)}.`,
  escalated: (mail) =>
    `${mail.customerName} asked the operator to look again at the return you rejected for ${orderLabel(mail)}.`,
  approved: (mail) =>
    `The operator approved the return of ${orderLabel(mail)} you had rejected. Please receive the items and ${mail.paymentMethod === 'upi' ? 'mark it refunded: the marketplace refunds' : 'refund'} ${mail.customerName}.`,
  closed: (mail) => `The operator upheld your rejection of the return of ${orderLabel(mail)}.`,
};

export const ENGLISH_MAIL_WORDS: MailWords = {
  language: 'en',
  footer:
    'Fabric-Store sends this mail about your account or your orders; it cannot be switched off, unlike the newsletter.',
  openLink: 'Or open this link:',
  cutFrom: 'Cut from:',
  lineAmount: lineAmountText,
  paymentMethod: (method) => <>Payment method: {paymentLabel(method)}</>,
  reason: (reason) => <>Reason: {reason ?? NO_REASON}</>,
  refundSentence,
  viewOrder: 'View your order',
  openOrders: 'Open your orders',
  yourPart: 'Your part',
  returnFacts: {
    amount: 'Amount',
    reasonAndPayment: (mail) => (
      <>
        Reason: {RETURN_REASON_LABELS[mail.reason]}. Paid by {paymentLabel(mail.paymentMethod)}.
      </>
    ),
    note: (note) => <>Note: {note}</>,
  },

  order_placed: {
    subject: (mail) => `Your Fabric-Store order ${orderNumberOf(mail)} is placed`,
    preview: (mail) => `Thank you for your order: ${formatRupees(mail.total)}`,
    heading: 'Thank you for your order',
    intro: (mail) => (
      <>
        Hello {mail.customerName}, we have your {orderLabel(mail)}. Each seller will confirm their part of it, and we
        will write again when it ships.
      </>
    ),
    coupon: (code) => `Coupon ${code}`,
    total: 'Total',
    shippingTo: 'Shipping to',
  },
  vendor_new_part: {
    subject: (mail) => `New order ${orderNumberOf(mail)} from ${mail.customerName}`,
    preview: (mail) => `New order from ${mail.customerName}`,
    heading: 'You have a new order',
    intro: (mail) => (
      <>
        Hello {mail.vendorName}, {mail.customerName} ordered from you ({orderLabel(mail)}). Please accept it on your
        orders page.
      </>
    ),
    ownCoupon: (code) => `Your coupon ${code}`,
    marketplaceCoupon: (coupon) => (
      <>
        Fabric-Store's coupon {coupon.code} took {formatRupees(coupon.discount)} off for the shopper; Fabric-Store pays
        you that, so your part is unchanged.
      </>
    ),
    shipTo: 'Ship to',
  },
  part_moved: {
    subject: (mail) =>
      mail.by === 'marketplace'
        ? `Your order ${orderNumberOf(mail)}: part from ${mail.vendorName} cancelled by Fabric-Store`
        : `Your order ${orderNumberOf(mail)}: part ${PART_SUBJECTS[mail.status]} ${mail.vendorName}`,
    headings: {
      accepted: 'Your order is confirmed',
      shipped: 'Your order is on its way',
      delivered: 'Your order was delivered',
      cancelled: 'Part of your order was cancelled',
    },
    intro: (mail) => (
      <>
        Hello {mail.customerName}, {partSentence(mail)} ({orderLabel(mail)})
      </>
    ),
    carrier: (carrier) => <>Carrier: {carrier ?? 'not given'}</>,
    trackingNumber: (trackingNumber) => <>Tracking number: {trackingNumber ?? 'not given'}</>,
    fromVendor: (vendorName) => `From ${vendorName}`,
  },
  order_cancelled: {
    subject: (mail) => `Your order ${orderNumberOf(mail)} is cancelled`,
    heading: 'Your order is cancelled',
    intro: (mail) => (
      <>
        Hello {mail.customerName}, you cancelled {orderLabel(mail)}.{mail.reason ? ` Your reason: ${mail.reason}` : ''}
      </>
    ),
    cancelled: 'Cancelled',
  },
  vendor_part_cancelled: {
    subject: (mail) =>
      `Order ${orderNumberOf(mail)} was cancelled by ${mail.by === 'marketplace' ? 'the marketplace' : 'the shopper'}`,
    preview: (mail) =>
      mail.by === 'marketplace'
        ? 'Fabric-Store cancelled your part of an order'
        : `${mail.customerName} cancelled an order`,
    heading: 'An order was cancelled',
    intro: (mail) => (
      <>
        Hello {mail.vendorName},{' '}
        {mail.by === 'marketplace'
          ? `Fabric-Store cancelled your part of ${orderLabel(mail)} for ${mail.customerName}`
          : `${mail.customerName} cancelled ${orderLabel(mail)}`}
        : please do not ship it. Its stock is back on your fabrics.
      </>
    ),
  },
  payment_received: {
    subject: (mail) => `Payment received for your order ${orderNumberOf(mail)}`,
    heading: 'We received your payment',
    intro: (mail) => (
      <>
        Hello {mail.customerName}, we found your UPI payment of {formatRupees(mail.amount)} (UTR {mail.utr}) for{' '}
        {orderLabel(mail)}.{' '}
        {mail.cancelled
          ? "This order was cancelled, so we send the money back to the UPI account you paid from and email you the bank's reference."
          : 'Its vendors can now ship it.'}
      </>
    ),
  },
  payment_rejected: {
    subject: (mail) => `We could not find your payment for order ${orderNumberOf(mail)}`,
    heading: 'We could not find your payment',
    intro: (mail) => (
      <>
        Hello {mail.customerName}, we could not match the UTR you gave for {orderLabel(mail)} with a payment of{' '}
        {formatRupees(mail.amount)}. Reason: {mail.reason ?? NO_REASON}
      </>
    ),
    tryAgain: (mail) =>
      mail.cancelled ? (
        <>
          Please check the 12-digit UTR in your UPI app and enter it again on the order page: we send back what you paid
          once we find it.
        </>
      ) : (
        <>
          Please check the 12-digit UTR in your UPI app and enter it again on the order page
          {mail.payBy ? ` by ${formatInIndia(mail.payBy, 'longDayAndTime')}` : ''}: your order is kept for you until
          then.
        </>
      ),
  },
  order_expired: {
    subject: (mail) => `Your order ${orderNumberOf(mail)} was cancelled: not paid in time`,
    preview: 'Your order was cancelled: it was not paid in time',
    heading: 'Your order was cancelled',
    intro: (mail) => (
      <>
        Hello {mail.customerName}, we cancelled {orderLabel(mail)} because its UPI payment of{' '}
        {formatRupees(mail.amount)} did not reach us within the payment window. Nothing was charged.
      </>
    ),
  },
  refund_sent: {
    subject: (mail) => `Your refund for order ${orderNumberOf(mail)} is on its way`,
    heading: 'Your refund is on its way',
    intro: (mail) => (
      <>
        Hello {mail.customerName}, {refundCause(mail)}, so we sent {formatRupees(mail.amount)} back to the account you
        paid from (bank reference {mail.reference}). Banks usually show it within three working days.
      </>
    ),
  },
  return_moved: {
    subject: (mail) => `Your return for order ${orderNumberOf(mail)}: ${mail.status}`,
    heading: (mail) => `Your return: ${mail.status}`,
    intro: (mail) => (
      <>
        Hello {mail.customerName}, {SHOPPER_RETURN_NEWS[mail.status](mail)}
      </>
    ),
  },
  vendor_return: {
    subject: (mail) => `Return ${mail.status} for order ${orderNumberOf(mail)}`,
    heading: (mail) => `Return ${mail.status}`,
    intro: (mail) => (
      <>
        Hello {mail.vendorName},{' '}
        {VENDOR_RETURN_NEWS[mail.status]?.(mail) ?? `a return of ${orderLabel(mail)} is ${mail.status}.`}
      </>
    ),
    openReturns: 'Open your returns',
  },
  welcome: {
    subject: () => 'Welcome to Fabric-Store',
    heading: (mail) => `Welcome, ${mail.name}`,
    shopperIntro: 'Your account is ready. Browse fabrics by the metre, order swatches, and follow your orders here.',
    vendorIntro: 'Your seller account is ready. Add your fabrics and we will tell you each time someone orders them.',
    shopperAction: 'Browse fabrics',
    vendorAction: 'Open your dashboard',
  },
  password_reset: {
    subject: () => 'Reset your Fabric-Store password',
    heading: 'Reset your password',
    intro: (mail) => (
      <>
        Hello {mail.name}, someone asked to reset the password of your Fabric-Store account. If it was you, choose a new
        password with this link. It works once, for {mail.validMinutes} minutes.
      </>
    ),
    action: 'Choose a new password',
    notYou: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  password_changed: {
    subject: () => 'Your Fabric-Store password was changed',
    heading: 'Your password was changed',
    intro: (mail) => (
      <>
        Hello {mail.name}, the password of your Fabric-Store account was just{' '}
        {mail.by === 'reset' ? 'reset with a link sent to this address' : 'changed from your profile'}. Every device
        that was signed in has been signed out.
      </>
    ),
    notYou: 'If this was not you, reset your password now and check your orders: someone may know your old password.',
    action: 'Reset your password',
  },
  saved_fabric_news: {
    subject: (mail) =>
      mail.previousPrice !== null
        ? `Price drop: ${mail.fabricName} is now ${formatRupees(mail.price)}`
        : `Back in stock: ${mail.fabricName}`,
    heading: (mail) =>
      mail.previousPrice !== null ? `${mail.fabricName} is cheaper now` : `${mail.fabricName} is back in stock`,
    intro: (mail) => (
      <>
        Hello {mail.name}, a fabric you saved{' '}
        {mail.previousPrice !== null
          ? `went down from ${formatRupees(mail.previousPrice)} to ${formatRupees(mail.price)}`
          : `can be ordered again, at ${formatRupees(mail.price)}`}
        {mail.previousPrice !== null && mail.backInStock ? ', and it is back in stock' : ''}.
      </>
    ),
    action: (mail) => <>See {mail.fabricName}</>,
    howOften: 'You get at most one such mail a day for each fabric you saved; unsave it to get none.',
  },
  review_invite: {
    subject: () => 'How was your fabric? Review your order',
    preview: 'Tell other shoppers how your fabric turned out',
    heading: 'How was your fabric?',
    intro: (mail) => (
      <>
        Hello {mail.name}, your order {orderNumberOf(mail)} arrived a few days ago. A few words on{' '}
        {mail.fabrics.map((fabric) => fabric.name).join(', ')} help other shoppers choose: how it feels, how it drapes,
        whether it looked as it did on screen.
      </>
    ),
    action: 'Write a review',
  },
};
