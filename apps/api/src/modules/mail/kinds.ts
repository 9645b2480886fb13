import type {
  DiscountFunder,
  FabricUnit,
  LineKind,
  PaymentMethod,
  ReturnReason,
  ReturnStatus,
  Role,
  ShippingAddress,
  UpiRefundCause,
} from '@fabric-store/shared';

/** How a mail names its order: the short number people quote; absent on mails written before orders had one. */
export interface OrderNamed {
  orderId: string;
  orderNumber?: string;
}

/** A line of an order as a mail lists it: the facts at the time of the change, in rupees. */
export interface MailLine {
  name: string;
  quantity: number;
  unit: FabricUnit;
  kind: LineKind;
  /** Per metre, piece or swatch. */
  price: number;
  total: number;
  /** In the vendor's mails: the roll and dye lot to cut it from. */
  cut?: string;
}

export interface OrderPlacedMail extends OrderNamed {
  orderId: string;
  customerName: string;
  lines: MailLine[];
  /** The coupon the order used and what it took off; absent without one. */
  coupon?: { code: string; discount: number };
  total: number;
  paymentMethod: PaymentMethod;
  shippingAddress: ShippingAddress;
}

export interface VendorNewPartMail extends OrderNamed {
  orderId: string;
  vendorName: string;
  customerName: string;
  lines: MailLine[];
  subtotal: number;
  /**
   * The coupon's share of this part and who pays it: the vendor's own comes off its part; the
   * marketplace's does not (Fabric-Store pays it). Absent without one.
   */
  coupon?: { code: string; discount: number; fundedBy: DiscountFunder };
  paymentMethod: PaymentMethod;
  shippingAddress: ShippingAddress;
}

export type PartMove = 'accepted' | 'shipped' | 'delivered' | 'cancelled';

export interface PartMovedMail extends OrderNamed {
  orderId: string;
  customerName: string;
  vendorName: string;
  status: PartMove;
  lines: MailLine[];
  subtotal: number;
  paymentMethod: PaymentMethod;
  carrier: string | null;
  trackingNumber: string | null;
  reason: string | null;
  /** Set when the marketplace cancelled the part from its console; absent, the vendor moved it. */
  by?: 'marketplace';
}

export interface OrderCancelledMail extends OrderNamed {
  orderId: string;
  customerName: string;
  /** The lines of the parts this cancel stopped, and what they came to. */
  lines: MailLine[];
  cancelledTotal: number;
  paymentMethod: PaymentMethod;
  reason: string | null;
}

export interface VendorPartCancelledMail extends OrderNamed {
  orderId: string;
  vendorName: string;
  customerName: string;
  lines: MailLine[];
  subtotal: number;
  reason: string | null;
  /** Set when the marketplace cancelled the part from its console; absent, the shopper cancelled the order. */
  by?: 'marketplace';
}

export interface WelcomeMail {
  name: string;
  role: Role;
}

export interface PasswordResetMail {
  name: string;
  token: string;
  validMinutes: number;
}

export interface PasswordChangedMail {
  name: string;
  /** Whether a reset link or the signed-in profile changed it. */
  by: 'reset' | 'change';
}

/** A UPI order's payment moved: the operator confirmed or rejected the UTR, or the window passed unpaid. */
export interface PaymentMail extends OrderNamed {
  orderId: string;
  customerName: string;
  amount: number;
  utr: string | null;
  /** Why the operator rejected the UTR. */
  reason: string | null;
  /** A rejected UTR: when the payment window, reopened by the rejection, closes (ISO 8601). */
  payBy?: string | null;
  /** Every part was cancelled before the payment was found: what was paid goes back. */
  cancelled?: boolean;
}

/** The operator sent back what a cancelled part, or lines returned, of a UPI order came to. */
export interface RefundSentMail extends OrderNamed {
  orderId: string;
  /** What was refunded; absent on mails written before returns were refunded by the marketplace. */
  cause?: UpiRefundCause;
  customerName: string;
  vendorName: string;
  amount: number;
  /** The bank's reference of the refund. */
  reference: string;
}

/**
 * A return moved: to the shopper at every move and the operator's decision, to the vendor when
 * it is asked for, escalated or approved by the operator.
 */
export interface ReturnMail extends OrderNamed {
  returnId: string;
  orderId: string;
  customerName: string;
  vendorName: string;
  status: ReturnStatus;
  reason: ReturnReason;
  lines: MailLine[];
  amount: number;
  paymentMethod: PaymentMethod;
  /** The note of this move: the shopper's, the vendor's reason to reject, the operator's, the refund's reference. */
  note: string | null;
  /** Where the goods go back: the vendor's return address from its tax profile; absent or null without one. */
  returnAddress?: string | null;
}

/** A saved fabric got cheaper or came back in stock (at most one a day per fabric and shopper). */
export interface SavedFabricNewsMail {
  name: string;
  fabricId: string;
  fabricName: string;
  /** Rupees, per metre or piece, now. */
  price: number;
  /** The price before the drop; null when only the stock changed. */
  previousPrice: number | null;
  backInStock: boolean;
  /** A sale that starts later: the mail is due then, and sent only if that sale starts then (checked at send time). */
  saleStartsAt?: string;
}

/** A few days after a part was delivered: the fabrics in it the shopper may review. */
export interface ReviewInviteMail extends OrderNamed {
  name: string;
  fabrics: { id: string; name: string }[];
}

/** Every mail the store sends, by kind, with the facts its template shows. */
export interface MailPayloads {
  order_placed: OrderPlacedMail;
  vendor_new_part: VendorNewPartMail;
  part_moved: PartMovedMail;
  order_cancelled: OrderCancelledMail;
  vendor_part_cancelled: VendorPartCancelledMail;
  payment_received: PaymentMail;
  payment_rejected: PaymentMail;
  order_expired: PaymentMail;
  refund_sent: RefundSentMail;
  return_moved: ReturnMail;
  vendor_return: ReturnMail;
  welcome: WelcomeMail;
  password_reset: PasswordResetMail;
  password_changed: PasswordChangedMail;
  saved_fabric_news: SavedFabricNewsMail;
  review_invite: ReviewInviteMail;
}

export type MailKind = keyof MailPayloads;
