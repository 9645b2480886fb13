// Writing a placed order: the order, one part per vendor with its subtotal, commission, discount, lines
// and first history entry, and each line as an `order_items` row.
import {
  type CheckoutRequestSchema,
  commissionPaise,
  type DiscountFunder,
  type LineCut,
  type LineKind,
} from '@fabric-store/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../../core/caller';
import type { Transaction } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { type LineTax, orderItems, orders, type PartLine, vendorOrders } from '../../db/schema';

/** A line as checkout priced it, with its share of the coupon discount and the roll it was cut from. */
export interface LineToWrite {
  fabricId: string;
  kind: LineKind;
  quantity: number;
  fabric: { vendorId: string; name: string; unit: PartLine['unit'] };
  unitPricePaise: number;
  totalPaise: number;
  commissionHundredths: number;
  discountPaise: number;
  discountFundedBy: DiscountFunder | undefined;
  cut?: LineCut | undefined;
  /** The GST in its price; absent when its vendor's tax profile is not complete. */
  tax?: LineTax | undefined;
}

/** Where a vendor with a complete tax profile ships from, fixed on its part as of placing. */
export interface SellerAsPlaced {
  stateCode: string;
  gstin: string | null;
}

/** What commission is taken on: a vendor's coupon reduces the line first; a marketplace coupon does not. */
const commissionBasePaise = (line: LineToWrite) =>
  line.totalPaise - (line.discountFundedBy === 'vendor' ? line.discountPaise : 0);

/**
 * The priced lines grouped by the vendor who sells them, by vendor id: each part adds to its vendor's
 * counters at commit, in the order the parts were inserted, so every order locks them in one order.
 */
function partsByVendor(priced: LineToWrite[]): { vendorId: string; lines: LineToWrite[] }[] {
  const byVendor = new Map<string, LineToWrite[]>();
  for (const line of priced) {
    const lines = byVendor.get(line.fabric.vendorId);
    if (lines) lines.push(line);
    else byVendor.set(line.fabric.vendorId, [line]);
  }
  return [...byVendor]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([vendorId, lines]) => ({ vendorId, lines }));
}

const partLine = (line: LineToWrite): PartLine => ({
  fabricId: line.fabricId,
  fabricName: line.fabric.name,
  unitPricePaise: line.unitPricePaise,
  quantity: line.quantity,
  kind: line.kind,
  unit: line.fabric.unit,
  commissionHundredths: line.commissionHundredths,
  ...(line.discountFundedBy && { discountPaise: line.discountPaise, discountFundedBy: line.discountFundedBy }),
  ...(line.cut && { rollId: line.cut.rollId, rollNumber: line.cut.roll, dyeLot: line.cut.dyeLot }),
  ...(line.tax && { tax: line.tax }),
});

/** The line's GST as `order_items` columns, null when it carries none. */
const taxColumns = (tax: LineTax | undefined) => ({
  hsnCode: tax?.hsnCode ?? null,
  gstRateHundredths: tax?.rateHundredths ?? null,
  taxablePaise: tax?.taxablePaise ?? null,
  cgstPaise: tax?.cgstPaise ?? null,
  sgstPaise: tax?.sgstPaise ?? null,
  igstPaise: tax?.igstPaise ?? null,
});

/** The order as written, and each part as written with its id: what the order's mails say. */
export interface WrittenOrder {
  order: typeof orders.$inferSelect;
  parts: {
    id: string;
    vendorId: string;
    subtotalPaise: number;
    discountPaise: number;
    discountFundedBy: DiscountFunder | null;
    lines: PartLine[];
  }[];
}

/** The next order number, taken before the order is written, for a payment link that must carry it. */
export async function takeOrderNumber(tx: Transaction): Promise<string> {
  const [row] = await queryRows<{ orderNumber: string }>(tx, sql`select next_order_number(now()) as "orderNumber"`);
  if (!row) throw new Error('next_order_number gave no number');
  return row.orderNumber;
}

/** Writes the order, one part per vendor with its subtotal, its lines and its first history entry, and the lines as `order_items` rows. */
export async function writeParts(
  tx: Transaction,
  customer: Caller,
  input: Pick<z.output<typeof CheckoutRequestSchema>, 'paymentMethod' | 'shippingAddress'>,
  priced: LineToWrite[],
  sellers: ReadonlyMap<string, SellerAsPlaced>,
  totals: Partial<
    Pick<
      typeof orders.$inferInsert,
      | 'id'
      | 'orderNumber'
      | 'paymentStatus'
      | 'upiUri'
      | 'discountPaise'
      | 'couponCode'
      | 'buyerGstin'
      | 'placeOfSupplyStateCode'
    >
  > & {
    paymentDueBy?: SQL;
    paymentPaidAt?: SQL;
    totalPaise: number;
    idempotencyKey: string | undefined;
    requestHash: string;
  },
): Promise<WrittenOrder> {
  const [order] = await tx
    .insert(orders)
    .values({
      // The database numbers it (next_order_number), from the sequence, in this transaction, unless the
      // payment link already carries the number it took.
      orderNumber: sql`next_order_number(now())`,
      customerId: customer.id,
      customerName: customer.name,
      customerEmail: customer.email,
      paymentMethod: input.paymentMethod,
      shippingAddress: input.shippingAddress,
      ...totals,
    })
    .returning();
  if (!order) throw new Error('insert returned no row');

  const written = partsByVendor(priced).map(({ vendorId, lines }) => ({
    orderId: order.id,
    vendorId,
    subtotalPaise: lines.reduce((sum, line) => sum + line.totalPaise, 0),
    commissionPaise: lines.reduce(
      (sum, line) => sum + commissionPaise(commissionBasePaise(line), line.commissionHundredths),
      0,
    ),
    discountPaise: lines.reduce((sum, line) => sum + line.discountPaise, 0),
    discountFundedBy: lines.find((line) => line.discountFundedBy)?.discountFundedBy ?? null,
    orderDate: order.orderDate,
    sellerStateCode: sellers.get(vendorId)?.stateCode ?? null,
    sellerGstin: sellers.get(vendorId)?.gstin ?? null,
    lines: lines.map(partLine).sort((a, b) => a.fabricName.localeCompare(b.fabricName)),
    history: [
      {
        status: 'placed' as const,
        at: order.orderDate.toISOString(),
        actorRole: 'shopper' as const,
        actorId: customer.id,
        note: null,
      },
    ],
  }));
  const parts = await tx
    .insert(vendorOrders)
    .values(written)
    .returning({ id: vendorOrders.id, vendorId: vendorOrders.vendorId });
  const partByVendor = new Map(parts.map((part) => [part.vendorId, part.id]));

  await tx.insert(orderItems).values(
    priced.map((line) => ({
      orderId: order.id,
      vendorOrderId: partByVendor.get(line.fabric.vendorId) ?? '',
      vendorId: line.fabric.vendorId,
      ...partLine(line),
      discountPaise: line.discountPaise,
      ...taxColumns(line.tax),
    })),
  );
  return { order, parts: written.map((part) => ({ ...part, id: partByVendor.get(part.vendorId) ?? '' })) };
}
