import { z } from 'zod';
import { optionalIndianMobile } from './address';
import { IdSchema, OptionalUserIdSchema, textSchema } from './common';
import { DISCOUNT_FUNDERS } from './coupon-discount';
import { CouponCodeSchema } from './coupons';
import { gstinSchema, indianCountrySchema, indianPin, indianState } from './india-tax';
import { LineItemRequestSchema } from './line-items';
import { ORDER_STATUSES, PART_STATUSES, VENDOR_TARGET_STATUSES } from './order-lifecycle';
import { ReturnSchema } from './returns';
import { LineCutSchema, MatchOrderIdSchema } from './rolls';
import { FabricUnitSchema, LineKindSchema } from './selling';
import { PartRefundSchema } from './upi-refunds';

export * from './order-lifecycle';

export const PAYMENT_METHODS = ['cash_on_delivery', 'upi'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Payment method must be cash_on_delivery or upi' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** What an order's payment stores; `collected` is shown, not stored: cash taken when its parts were delivered. */
export const ORDER_PAYMENT_STATUSES = ['due_on_delivery', 'awaiting_payment', 'verifying', 'paid', 'expired'] as const;
export const PAYMENT_STATUSES = [...ORDER_PAYMENT_STATUSES, 'collected'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** An order's payment as every view shows it. */
export const OrderPaymentSchema = z.object({
  method: PaymentMethodSchema,
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  /** Cash: when the last part was delivered and the money taken. */
  collectedAt: z.string().optional(),
  /** UPI: the link every UPI app reads (upi://pay?…), while the order awaits payment. */
  upiUri: z.string().optional(),
  /** UPI: when the store cancels the order if it is still unpaid. */
  dueBy: z.string().optional(),
  utr: z.string().optional(),
  paidAt: z.string().optional(),
  /** Why the operator did not find the UTR on the bank statement. */
  rejectedReason: z.string().optional(),
});
export type OrderPayment = z.infer<typeof OrderPaymentSchema>;

/**
 * Where a vendor's part stands for payment, as its order card and lists show it: a UPI part waits for
 * the shopper's payment, then for the operator to find it (verifying), and may be shipped once paid (or
 * expired unpaid); a cash part's money is due on delivery, then collected.
 */
export const VENDOR_PAYMENT_STATES = [
  'awaiting_payment',
  'verifying',
  'paid',
  'expired',
  'cash_due',
  'cash_collected',
] as const;
export type VendorPaymentState = (typeof VENDOR_PAYMENT_STATES)[number];

export const VENDOR_PAYMENT_STATE_LABELS: Record<VendorPaymentState, string> = {
  awaiting_payment: 'Awaiting payment',
  verifying: 'Payment being verified',
  paid: 'Paid',
  expired: 'Not paid in time',
  cash_due: 'Cash due on delivery',
  cash_collected: 'Cash collected',
};

/** The 12-digit bank reference (UTR) a UPI app shows after paying. */
export const PaymentSubmissionSchema = z.object(
  {
    utr: z
      .string({ error: 'utr must be the 12-digit UTR' })
      .trim()
      .regex(/^\d{12}$/, { error: 'The UTR is the 12-digit number your UPI app shows after paying.' }),
  },
  { error: 'utr must be the 12-digit UTR' },
);

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash_on_delivery: 'Cash on Delivery',
  upi: 'UPI',
};

const addressField = (label: string) =>
  textSchema(label, `${label} is required`)
    .trim()
    .min(1, { error: `${label} is required` })
    .max(200, { error: `${label} must be at most 200 characters` });

export const ShippingAddressSchema = z.object({
  /** The recipient, for the courier; optional. */
  name: textSchema('Name').trim().max(100).optional(),
  /** The recipient's 10-digit mobile number, for the courier; optional. */
  phone: z.string().optional(),
  address: addressField('Address'),
  city: addressField('City'),
  state: addressField('State'),
  postalCode: addressField('Postal code'),
  country: addressField('Country'),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/**
 * A new order's address: in India, its state one of the 36 (by name or short form, kept as the full
 * name) and a 6-digit PIN code. Orders already stored keep the text they were placed with, so the
 * answers use `ShippingAddressSchema`.
 */
export const IndianShippingAddressSchema = ShippingAddressSchema.extend({
  // Optional, as the spec's five fields are the ones it requires; when given, a real mobile number.
  phone: optionalIndianMobile('Phone')
    .optional()
    .transform((digits) => digits || undefined),
  state: indianState('State'),
  postalCode: indianPin('Postal code'),
  country: indianCountrySchema,
});

/**
 * Prices and the total come from the catalog. When the client sends them they must match it:
 * a mismatch means the shopper saw another price, so the order is refused rather than silently repriced.
 */
export const CheckoutRequestSchema = z.object({
  userId: OptionalUserIdSchema,
  items: z
    .array(LineItemRequestSchema, { error: 'items must be a list' })
    .min(1, { error: 'Your order has no items' })
    .max(100, { error: 'An order may hold at most 100 lines' }),
  totalPrice: z.number().optional(),
  paymentMethod: PaymentMethodSchema,
  shippingAddress: IndianShippingAddressSchema,
  /** A shopper buying for a business gives its GSTIN, printed on the invoices so it can claim the tax. */
  buyerGstin: z.union([z.literal('').transform(() => undefined), gstinSchema]).optional(),
  /** A coupon to use; without it, the one applied to the cart, if any. */
  couponCode: CouponCodeSchema.optional(),
  /** "Match my earlier order": cut lengths of the fabrics it had from the same dye lots where a roll can hold them. */
  matchOrderId: MatchOrderIdSchema,
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

/** `POST /api/checkout/cutting-plan`: what checkout would cut for these lines, told before paying. */
export const CuttingPlanRequestSchema = CheckoutRequestSchema.pick({ userId: true, items: true, matchOrderId: true });
export type CuttingPlanRequest = z.input<typeof CuttingPlanRequestSchema>;

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PartStatusSchema = z.enum(PART_STATUSES);

/** Selling details of an order line, as they were when it was placed. */
const lineSellingFields = {
  kind: LineKindSchema,
  unit: FabricUnitSchema,
  /** price × quantity by the one rule (lineTotalPaise), in rupees. */
  total: z.number(),
};

/**
 * The marketplace's share of a line, in the vendor's and the operator's views only: the percent fixed when
 * the order was placed, and the line's total times it, rounded half up to the paisa.
 */
const lineCommissionFields = {
  commissionPercent: z.number().optional(),
  commission: z.number().optional(),
  /** The roll and dye lot the line was cut from, in the vendor's and the operator's views: the cutting list. */
  cut: LineCutSchema.optional(),
};

/** The line's share of the order's coupon discount, in rupees; present when the order has one. */
const lineDiscountFields = { discount: z.number().optional() };

/** The coupon discount on a part and who funds it; present when the part has one. */
const partDiscountFields = {
  discount: z.number().optional(),
  discountFundedBy: z.enum(DISCOUNT_FUNDERS).optional(),
};

/** The marketplace's commission on a part and what the vendor keeps (`net` = subtotal − commission). */
const partShareFields = {
  commission: z.number(),
  net: z.number(),
};

/** `quantity` is metres for metre fabrics, pieces for piece fabrics, 1 for a swatch; `price` is per metre, piece or swatch. */
export const OrderLineSchema = z.object({
  fabric_id: IdSchema,
  name: z.string(),
  quantity: z.number(),
  price: z.number(),
  vendorId: IdSchema.nullable(),
  ...lineSellingFields,
  ...lineCommissionFields,
  ...lineDiscountFields,
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

/** One step of a part's history: who moved it to which status, when, and why (a cancel's reason). */
export const OrderEventSchema = z.object({
  status: PartStatusSchema,
  at: z.string(),
  /** `operator`: the marketplace cancelled the part from its console. */
  actor: z.enum(['vendor', 'shopper', 'system', 'operator']),
  actorId: IdSchema.nullable(),
  note: z.string().nullable(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;

/** What a part's status carries besides its name: tracking once shipped, the reason once cancelled. */
const partProgressFields = {
  trackingNumber: z.string().nullable(),
  carrier: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** Cash on delivery: when the money was taken (the part was marked delivered); null otherwise. */
  paymentCollectedAt: z.string().nullable(),
  /** Oldest first, starting with `placed`. */
  history: z.array(OrderEventSchema),
  /** The part's returns, oldest first, each with its status and history; every view fills it. */
  returns: z.array(ReturnSchema).optional(),
};

/** One vendor's share of an order, which that vendor accepts, ships and delivers on its own. */
export const OrderPartSchema = z.object({
  _id: IdSchema,
  vendor: z.object({ _id: IdSchema, name: z.string() }),
  items: z.array(OrderLineSchema),
  subtotal: z.number(),
  /** In the vendor's and the operator's views only. */
  ...z.object(partShareFields).partial().shape,
  ...partDiscountFields,
  status: PartStatusSchema,
  ...partProgressFields,
  /** A cancelled part of an order paid by UPI: what the marketplace gives back, and how far it got. */
  refund: PartRefundSchema.optional(),
});
export type OrderPart = z.infer<typeof OrderPartSchema>;

export const OrderSchema = z.object({
  _id: IdSchema,
  /** The short number people read and quote (`FS-2611-0042`); `_id` stays the key of every path. */
  orderNumber: z.string(),
  userId: IdSchema,
  items: z.array(OrderLineSchema),
  totalPrice: z.number(),
  paymentMethod: PaymentMethodSchema,
  shippingAddress: ShippingAddressSchema,
  orderDate: z.string(),
  /** Derived from the parts, never stored. */
  status: OrderStatusSchema,
  /** Items across every line, counted as the header badge counts them. */
  itemCount: z.number().int(),
  /** True while the shopper may still cancel (POST /api/orders/{id}/cancel). */
  cancellable: z.boolean(),
  parts: z.array(OrderPartSchema),
  payment: OrderPaymentSchema,
  /** What the coupon took off (`totalPrice` is after it), and its code. */
  discount: z.number().optional(),
  coupon: z.string().nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const CheckoutResponseSchema = OrderSchema.extend({ message: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/**
 * What the marketplace withholds from a vendor's part at delivery for the government, in rupees: GST on its
 * commission, TCS and TDS, and what the vendor then receives (`net` less them), as its ledger posts it once
 * delivered, and before that as delivery would withhold on today's facts.
 */
export const PartWithholdingSchema = z.object({
  gstOnCommission: z.number(),
  /** The GST rate charged on the commission (18); 0 for a part delivered before withholding began. */
  gstOnCommissionPercent: z.number(),
  tcs: z.number(),
  /** TCS's rate (0.5), 0 when none applies. */
  tcsPercent: z.number(),
  /** The taxable value TCS is `tcsPercent` of; 0 when none applies (cash on delivery, an unregistered vendor). */
  tcsBase: z.number(),
  tds: z.number(),
  /** TDS's rate: 0.1%, 5% for a vendor without a PAN, 0 when none is taken. */
  tdsPercent: z.number(),
  /** No TDS by section 194-O(2): an individual's or HUF's sales this financial year within Rs. 5 lakh. */
  tdsExempt: z.boolean(),
  receives: z.number(),
});
export type PartWithholding = z.infer<typeof PartWithholdingSchema>;

/** An order as one vendor sees it: only that vendor's lines, and their subtotal as totalPrice. */
export const VendorOrderSchema = OrderSchema.omit({
  userId: true,
  status: true,
  cancellable: true,
  parts: true,
}).extend({
  userId: z.object({ _id: IdSchema, name: z.string(), email: z.string() }),
  orderItems: z.array(
    z.object({
      fabric_id: z.object({ _id: IdSchema, name: z.string() }),
      quantity: z.number(),
      price: z.number(),
      ...lineSellingFields,
      ...lineCommissionFields,
      ...lineDiscountFields,
    }),
  ),
  ...partShareFields,
  withholding: PartWithholdingSchema.optional(),
  ...partDiscountFields,
  /** This vendor's part's status. */
  status: PartStatusSchema,
  ...partProgressFields,
  /** The moves the vendor may make now. */
  nextStatuses: z.array(z.enum(VENDOR_TARGET_STATUSES)),
  /** Where this part stands for payment: a UPI part ships once `paid`. */
  paymentState: z.enum(VENDOR_PAYMENT_STATES),
});
export type VendorOrder = z.infer<typeof VendorOrderSchema>;

const optionalText = (label: string, max: number) =>
  textSchema(label)
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .optional()
    .transform((value) => (value ? value : undefined));

/** A vendor moving its part of an order (PATCH /api/orders/vendor/orders/{orderId}/status). */
export const PartStatusChangeSchema = z
  .object({
    status: z.enum(VENDOR_TARGET_STATUSES, { error: 'status must be accepted, shipped, delivered or cancelled' }),
    trackingNumber: optionalText('trackingNumber', 100),
    carrier: optionalText('carrier', 60),
    reason: optionalText('reason', 500),
  })
  .refine((change) => change.status !== 'cancelled' || change.reason, {
    error: 'A reason is required to cancel an order.',
    path: ['reason'],
  })
  .refine((change) => change.status === 'shipped' || (!change.trackingNumber && !change.carrier), {
    error: 'A tracking number and carrier go with status shipped only.',
    path: ['trackingNumber'],
  });
export type PartStatusChange = z.input<typeof PartStatusChangeSchema>;

/** The shopper cancelling an order (POST /api/orders/{id}/cancel); the body may be empty. */
export const OrderCancelSchema = z.object({ reason: optionalText('reason', 500) }).nullish();
export type OrderCancel = z.input<typeof OrderCancelSchema>;

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const IdempotencyKeySchema = textSchema('Idempotency-Key')
  .trim()
  .min(8, { error: 'Idempotency-Key must be 8 to 100 characters' })
  .max(100, { error: 'Idempotency-Key must be 8 to 100 characters' });

export const OrdersPageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number' })
    .int({ error: 'page must be a whole number' })
    .min(1, { error: 'page must be at least 1' })
    .max(100_000)
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(100, { error: 'limit must be at most 100' })
    .default(100),
});

export const VendorOrdersQuerySchema = OrdersPageQuerySchema.extend({
  status: z
    .enum(PART_STATUSES, { error: 'status must be placed, accepted, shipped, delivered or cancelled' })
    .optional(),
  /** Only the vendor's part of this order: what its packing slip prints. */
  orderId: IdSchema.optional(),
});

/** How many of a vendor's listed orders are in each status, and in all: the counts on its tabs. */
export const VendorOrderCountsSchema = z.object({
  all: z.number().int(),
  placed: z.number().int(),
  accepted: z.number().int(),
  shipped: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
});
export type VendorOrderCounts = z.infer<typeof VendorOrderCountsSchema>;
