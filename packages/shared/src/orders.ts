import { z } from 'zod';
import { IdSchema, LineQuantitySchema, OptionalUserIdSchema, textSchema } from './common';

export const PAYMENT_METHODS = ['cash_on_delivery', 'upi'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS, { error: 'Payment method must be cash_on_delivery or upi' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

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
  name: textSchema('Name').trim().max(100).optional(),
  address: addressField('Address'),
  city: addressField('City'),
  state: addressField('State'),
  postalCode: addressField('Postal code'),
  country: addressField('Country'),
});
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/**
 * Prices and the total come from the catalog. When the client sends them they must match it:
 * a mismatch means the shopper saw another price, so the order is refused rather than silently repriced.
 */
export const CheckoutRequestSchema = z.object({
  userId: OptionalUserIdSchema,
  items: z
    .array(
      z.object({
        fabric_id: IdSchema,
        quantity: LineQuantitySchema,
        price: z.number().optional(),
      }),
      { error: 'items must be a list' },
    )
    .min(1, { error: 'Your order has no items' })
    .max(100, { error: 'An order may hold at most 100 lines' }),
  totalPrice: z.number().optional(),
  paymentMethod: PaymentMethodSchema,
  shippingAddress: ShippingAddressSchema,
});
export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;

export const ORDER_STATUSES = ['placed', 'shipped', 'delivered', 'cancelled'] as const;
export const OrderStatusSchema = z.enum(ORDER_STATUSES);

export const OrderLineSchema = z.object({
  fabric_id: IdSchema,
  name: z.string(),
  quantity: z.number().int(),
  price: z.number(),
  vendorId: IdSchema.nullable(),
});
export type OrderLine = z.infer<typeof OrderLineSchema>;

export const OrderSchema = z.object({
  _id: IdSchema,
  userId: IdSchema,
  items: z.array(OrderLineSchema),
  totalPrice: z.number(),
  paymentMethod: PaymentMethodSchema,
  shippingAddress: ShippingAddressSchema,
  orderDate: z.string(),
  status: OrderStatusSchema,
});
export type Order = z.infer<typeof OrderSchema>;

export const CheckoutResponseSchema = OrderSchema.extend({ message: z.string() });
export type CheckoutResponse = z.infer<typeof CheckoutResponseSchema>;

/** An order as one vendor sees it: only that vendor's lines, and their subtotal as totalPrice. */
export const VendorOrderSchema = OrderSchema.omit({ userId: true }).extend({
  userId: z.object({ _id: IdSchema, name: z.string(), email: z.string() }),
  orderItems: z.array(
    z.object({
      fabric_id: z.object({ _id: IdSchema, name: z.string() }),
      quantity: z.number().int(),
      price: z.number(),
    }),
  ),
});
export type VendorOrder = z.infer<typeof VendorOrderSchema>;

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
