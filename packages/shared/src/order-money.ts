// Where an order's money went, read from the journal: the operator's check that it adds up to the paisa.
import { z } from 'zod';
import { IdSchema } from './common';

/**
 * `GET /api/admin/orders/{id}/money`, in rupees: what the shopper paid (a UPI payment confirmed, cash
 * taken at delivery) equals what each vendor keeps, plus what the marketplace keeps (commission less the
 * coupon discounts it funds), plus what was refunded or is owed back to the shopper, plus what is held
 * for parts paid by UPI and not yet delivered, plus what the marketplace withheld from the vendors for
 * the government (GST on its commission, TCS, TDS). `balanced` says the two sides are equal to the paisa.
 */
export const OrderMoneySchema = z.object({
  orderId: IdSchema,
  paymentMethod: z.enum(['cash_on_delivery', 'upi']),
  paid: z.number(),
  vendors: z.array(z.object({ vendor: z.object({ _id: IdSchema, name: z.string() }), keeps: z.number() })),
  marketplace: z.object({ commission: z.number(), couponDiscounts: z.number(), keeps: z.number() }),
  refunded: z.number(),
  owedToShopper: z.number(),
  heldForDelivery: z.number(),
  /** GST on commission, TCS and TDS withheld from the vendors' shares, which the marketplace pays over. */
  withheldForTaxes: z.number().optional(),
  balanced: z.boolean(),
});
export type OrderMoney = z.infer<typeof OrderMoneySchema>;
