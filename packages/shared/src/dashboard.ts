import { z } from 'zod';
import { IdSchema } from './common';

/** A live fabric with this many metres (or pieces) or fewer is listed as low in stock. */
export const LOW_STOCK_THRESHOLD = 5;

const partCounts = z.object({
  placed: z.number().int(),
  accepted: z.number().int(),
  shipped: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
});

/** A vendor's sales over the days of one window, by the day each order was placed. */
export const SalesFiguresSchema = z.object({
  days: z.number().int(),
  /** Rupees of the vendor's parts that were delivered. */
  revenueDelivered: z.number(),
  /** Rupees of every part that was not cancelled. */
  revenue: z.number(),
  /** Orders (the vendor's parts) in the window, cancelled included. */
  orders: z.number().int(),
  ordersByStatus: partCounts,
  /** Metres, pieces and swatches of every part that was not cancelled. */
  unitsSold: z.number(),
  /** `revenue` divided by the orders that were not cancelled; 0 without any. */
  averageOrderValue: z.number(),
});
export type SalesFigures = z.infer<typeof SalesFiguresSchema>;

export const VendorDashboardSchema = z.object({
  /** Today in the store's time zone, YYYY-MM-DD. */
  today: z.string(),
  last7Days: SalesFiguresSchema,
  last30Days: SalesFiguresSchema,
  /** Each of the last 30 days, oldest first, with the revenue of the orders placed that day. */
  revenueByDay: z.array(z.object({ day: z.string(), revenue: z.number(), revenueDelivered: z.number() })),
  /** The five fabrics with the most units sold in the last 30 days (cancelled parts left out). */
  topFabrics: z.array(z.object({ _id: IdSchema, name: z.string(), unitsSold: z.number(), revenue: z.number() })),
  /** Live fabrics with LOW_STOCK_THRESHOLD units or fewer, fewest first (at most 10). */
  lowStock: z.array(z.object({ _id: IdSchema, name: z.string(), stock: z.number() })),
});
export type VendorDashboard = z.infer<typeof VendorDashboardSchema>;
