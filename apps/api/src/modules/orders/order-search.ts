import {
  type AdminOrderPage,
  type AdminOrdersQuerySchema,
  IdSchema,
  overallOrderStatus,
  type PartStatus,
  paiseToRupees,
} from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Executor } from '../../db/client';
import { containsPattern, isoDate, readPage, textArray, whereAll } from '../../db/paging';

/** What every console list of orders shows first: the order, when it was placed, its shopper; and its total. */
export const orderHeadColumns = sql`o.id, o.order_number as "orderNumber", o.order_date as "orderDate", o.customer_name as "customerName",
  o.customer_email as "customerEmail", o.total_paise::float8 as "totalPaise"`;

export interface OrderHeadRow {
  id: string;
  orderNumber: string;
  orderDate: Date | string;
  customerName: string;
  customerEmail: string;
  totalPaise: number;
}

export const orderHead = (row: OrderHeadRow) => ({
  _id: row.id,
  orderNumber: row.orderNumber,
  orderDate: isoDate(row.orderDate),
  customerName: row.customerName,
  customerEmail: row.customerEmail,
});

interface OrderRow extends OrderHeadRow {
  statuses: PartStatus[] | string;
  vendors: string[] | string;
}

/**
 * Every order, newest first: by its id, its order number (whole, or a part such as `0042`), its shopper's
 * email or a vendor's name, by the status of any of its parts, and by a vendor it has a part of.
 */
export function searchOrders(db: Executor, query: z.output<typeof AdminOrdersQuerySchema>): Promise<AdminOrderPage> {
  const q = query.q;
  const byText =
    q === undefined
      ? undefined
      : IdSchema.safeParse(q).success
        ? sql`o.id = ${q}::uuid`
        : sql`(o.order_number ilike ${containsPattern(q)} or o.customer_email ilike ${containsPattern(q)} or exists (select 1 from vendor_orders vo
            join users u on u.id = vo.vendor_id where vo.order_id = o.id and u.name ilike ${containsPattern(q)}))`;
  const where = whereAll(
    sql`true`,
    byText,
    query.status
      ? sql`exists (select 1 from vendor_orders vo where vo.order_id = o.id and vo.status = ${query.status})`
      : undefined,
    query.vendorId
      ? sql`exists (select 1 from vendor_orders vo where vo.order_id = o.id and vo.vendor_id = ${query.vendorId})`
      : undefined,
  );
  return readPage<OrderRow, AdminOrderPage['items'][number]>(
    db,
    {
      columns: sql`${orderHeadColumns},
        (select array_agg(vo.status::text) from vendor_orders vo where vo.order_id = o.id) as "statuses",
        (select array_agg(u.name order by u.name) from vendor_orders vo join users u on u.id = vo.vendor_id
          where vo.order_id = o.id) as "vendors"`,
      from: sql`from orders o ${where}`,
      orderBy: sql`o.order_date desc, o.id desc`,
    },
    query.page,
    (row) => ({
      ...orderHead(row),
      totalPrice: paiseToRupees(row.totalPaise),
      status: overallOrderStatus(textArray(row.statuses)),
      vendors: textArray(row.vendors),
    }),
  );
}
