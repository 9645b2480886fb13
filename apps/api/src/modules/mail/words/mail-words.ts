import type { Language, PaymentMethod } from '@fabric-store/shared';
import type { LineAmount } from '@fabric-store/shared/line-amount';
import type { ReactNode } from 'react';
import type {
  MailKind,
  OrderCancelledMail,
  OrderNamed,
  OrderPlacedMail,
  PartMove,
  PartMovedMail,
  PasswordChangedMail,
  PasswordResetMail,
  PaymentMail,
  RefundSentMail,
  ReturnMail,
  ReviewInviteMail,
  SavedFabricNewsMail,
  VendorNewPartMail,
  VendorPartCancelledMail,
  WelcomeMail,
} from '../kinds';

/** 'FS-2611-0042', or '#' and the whole id on a mail written before orders had numbers. */
export const orderNumberOf = ({ orderId, orderNumber }: OrderNamed) => orderNumber ?? `#${orderId}`;

/**
 * Words around facts, in the language's own word order: a fragment in which each fact (a name, a
 * note, an amount) stays a text node of its own, so React escapes it and the markup keeps its shape.
 */
type WordsWith<T> = (facts: T) => ReactNode;

/** The words several kinds share: the layout's, payment, a reason, refunds, links, a return's facts. */
interface SharedMailWords {
  /** The `lang` of the mail's HTML. */
  language: Language;
  footer: string;
  /** Before the link a button opens, for mail readers that show no buttons. */
  openLink: string;
  /** Before the roll and dye lot a vendor cuts a line from. */
  cutFrom: string;
  /** '2.5 m × Rs. 349.50/m': a line's quantity and price. */
  lineAmount: (line: LineAmount) => string;
  paymentMethod: WordsWith<PaymentMethod>;
  /** Why a part or an order was cancelled, or that no reason was given. */
  reason: WordsWith<string | null>;
  /** What happens to the money of cancelled lines, by how the order was to be paid. */
  refundSentence: (method: PaymentMethod, amount: number) => string;
  viewOrder: string;
  openOrders: string;
  yourPart: string;
  /** The facts of a return that both its shopper's and its vendor's mails show. */
  returnFacts: {
    amount: string;
    reasonAndPayment: WordsWith<ReturnMail>;
    note: WordsWith<string>;
  };
}

/** A subject, from the facts the mail was enqueued with. */
export interface Subject<T> {
  subject: (mail: T) => string;
}

/** The words of each kind of mail, beside its subject. */
interface KindWords {
  order_placed: Subject<OrderPlacedMail> & {
    preview: (mail: OrderPlacedMail) => string;
    heading: string;
    intro: WordsWith<OrderPlacedMail>;
    coupon: (code: string) => string;
    total: string;
    shippingTo: string;
  };
  vendor_new_part: Subject<VendorNewPartMail> & {
    preview: (mail: VendorNewPartMail) => string;
    heading: string;
    intro: WordsWith<VendorNewPartMail>;
    ownCoupon: (code: string) => string;
    /** A marketplace coupon: the shopper paid less, the vendor's part stays whole. */
    marketplaceCoupon: WordsWith<{ code: string; discount: number }>;
    shipTo: string;
  };
  part_moved: Subject<PartMovedMail> & {
    headings: Record<PartMove, string>;
    intro: WordsWith<PartMovedMail>;
    carrier: WordsWith<string | null>;
    trackingNumber: WordsWith<string | null>;
    /** The total's label: the lines are the one vendor's. */
    fromVendor: (vendorName: string) => string;
  };
  order_cancelled: Subject<OrderCancelledMail> & {
    heading: string;
    intro: WordsWith<OrderCancelledMail>;
    cancelled: string;
  };
  vendor_part_cancelled: Subject<VendorPartCancelledMail> & {
    preview: (mail: VendorPartCancelledMail) => string;
    heading: string;
    intro: WordsWith<VendorPartCancelledMail>;
  };
  payment_received: Subject<PaymentMail> & { heading: string; intro: WordsWith<PaymentMail> };
  payment_rejected: Subject<PaymentMail> & {
    heading: string;
    intro: WordsWith<PaymentMail>;
    /** Enter the UTR again, by when the reopened window closes. */
    tryAgain: WordsWith<PaymentMail>;
  };
  order_expired: Subject<PaymentMail> & { preview: string; heading: string; intro: WordsWith<PaymentMail> };
  refund_sent: Subject<RefundSentMail> & { heading: string; intro: WordsWith<RefundSentMail> };
  return_moved: Subject<ReturnMail> & { heading: (mail: ReturnMail) => string; intro: WordsWith<ReturnMail> };
  vendor_return: Subject<ReturnMail> & {
    heading: (mail: ReturnMail) => string;
    intro: WordsWith<ReturnMail>;
    openReturns: string;
  };
  welcome: Subject<WelcomeMail> & {
    heading: (mail: WelcomeMail) => string;
    shopperIntro: string;
    vendorIntro: string;
    shopperAction: string;
    vendorAction: string;
  };
  password_reset: Subject<PasswordResetMail> & {
    heading: string;
    intro: WordsWith<PasswordResetMail>;
    action: string;
    notYou: string;
  };
  password_changed: Subject<PasswordChangedMail> & {
    heading: string;
    intro: WordsWith<PasswordChangedMail>;
    notYou: string;
    action: string;
  };
  saved_fabric_news: Subject<SavedFabricNewsMail> & {
    heading: (mail: SavedFabricNewsMail) => string;
    intro: WordsWith<SavedFabricNewsMail>;
    action: WordsWith<SavedFabricNewsMail>;
    howOften: string;
  };
  review_invite: Subject<ReviewInviteMail> & {
    preview: string;
    heading: string;
    intro: WordsWith<ReviewInviteMail>;
    action: string;
  };
}

/**
 * All the words of the store's mails in one language. Each kind is indexed by `MailKind`, so a kind
 * (or a word of one) missing from a language's catalogue does not compile.
 */
export type MailWords = SharedMailWords & { [K in MailKind]: KindWords[K] };
