import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { queryRows } from '../src/db/query-rows';
import { INITIAL_STOCK } from './seed-catalog';

export interface StockCheck {
  orders: number;
  unitsOrdered: number;
  /** Fabrics whose stock is not INITIAL_STOCK minus what orders took of them: 0 means no oversell or lost sale. */
  mismatchedFabrics: number;
}

/** Compares every fabric's stock with what the orders not cancelled took of it (a cancel gives it back). */
export async function checkStock(db: Database): Promise<StockCheck> {
  const [row] = await queryRows<StockCheck>(
    db,
    sql`select
      (select count(*) from orders)::int as "orders",
      (select coalesce(sum(quantity), 0) from order_items)::int as "unitsOrdered",
      (select count(*) from fabrics f
        left join (select oi.fabric_id, sum(oi.quantity) as sold from order_items oi
          join vendor_orders vo on vo.id = oi.vendor_order_id where vo.status <> 'cancelled' group by oi.fabric_id) s
          on s.fabric_id = f.id
        where f.stock <> ${INITIAL_STOCK} - coalesce(s.sold, 0) or f.stock < 0)::int as "mismatchedFabrics"`,
  );
  if (!row) throw new Error('the stock check returned no row');
  return row;
}
