// Where one order's money went, as the journal says: every posting of the entries about the order, each
// account on its side of the equation. The entries sum to zero, so the two sides are equal.
import { type OrderMoney, paiseToRupees } from '@fabric-store/shared';
import { sql } from 'drizzle-orm';
import { notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { ACCOUNTS, type AccountCode } from './posting-rules';

interface AccountSum {
  account: AccountCode;
  partyId: string | null;
  amountPaise: number;
}

/** The order's sums in paise, each account read as what it means for the order. */
interface Buckets {
  paid: number;
  vendors: Map<string, number>;
  commission: number;
  couponDiscounts: number;
  refunded: number;
  owedToShopper: number;
  heldForDelivery: number;
  withheldForTaxes: number;
  /** Postings on an account this reading does not know: the sides differ. */
  unplaced: number;
}

/** Adds one account's sum to its bucket; the signs are credit-positive, so what came in is a debit. */
function place(buckets: Buckets, { account, partyId, amountPaise }: AccountSum): void {
  switch (account) {
    case ACCOUNTS.upiCollections:
      buckets.paid -= amountPaise;
      return;
    case ACCOUNTS.vendorCash:
      // The shopper's cash taken at delivery is a debit; a cash refund the vendor paid back, a credit.
      if (amountPaise < 0) buckets.paid -= amountPaise;
      else buckets.refunded += amountPaise;
      return;
    case ACCOUNTS.vendorPayable:
      buckets.vendors.set(partyId ?? '', (buckets.vendors.get(partyId ?? '') ?? 0) + amountPaise);
      return;
    case ACCOUNTS.commission:
      buckets.commission += amountPaise;
      return;
    case ACCOUNTS.marketplaceDiscounts:
      buckets.couponDiscounts -= amountPaise;
      return;
    case ACCOUNTS.moneySent:
      buckets.refunded += amountPaise;
      return;
    case ACCOUNTS.shopperRefundsOwed:
      buckets.owedToShopper += amountPaise;
      return;
    case ACCOUNTS.paidAwaitingDelivery:
      buckets.heldForDelivery += amountPaise;
      return;
    case ACCOUNTS.gstOnCommission:
    case ACCOUNTS.tcsIgst:
    case ACCOUNTS.tcsCgst:
    case ACCOUNTS.tcsSgst:
    case ACCOUNTS.tds:
      buckets.withheldForTaxes += amountPaise;
      return;
    default:
      buckets.unplaced += amountPaise;
  }
}

/** The order's money for the operator: what the shopper paid and where each paisa of it is; 404 for no such order. */
export async function orderMoney(db: Executor, orderId: string): Promise<OrderMoney> {
  const [order] = await queryRows<{ paymentMethod: OrderMoney['paymentMethod'] }>(
    db,
    sql`select payment_method as "paymentMethod" from orders where id = ${orderId}`,
  );
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order not found.');
  const [vendors, sums] = await Promise.all([
    queryRows<{ id: string; name: string }>(
      db,
      sql`select u.id, u.name from vendor_orders vo join users u on u.id = vo.vendor_id
        where vo.order_id = ${orderId} order by u.name, u.id`,
    ),
    // A cash refund and the cash taken are kept apart: they sit on one account with opposite signs.
    queryRows<AccountSum>(
      db,
      sql`select p.account, p.party_id as "partyId", sum(p.amount_paise)::float8 as "amountPaise"
        from journal_postings p join journal_entries e on e.id = p.entry_id
        where e.order_id = ${orderId}
        group by p.account, p.party_id, sign(p.amount_paise)`,
    ),
  ]);
  const buckets: Buckets = {
    paid: 0,
    vendors: new Map(),
    commission: 0,
    couponDiscounts: 0,
    refunded: 0,
    owedToShopper: 0,
    heldForDelivery: 0,
    withheldForTaxes: 0,
    unplaced: 0,
  };
  for (const sum of sums) place(buckets, { ...sum, amountPaise: Number(sum.amountPaise) });
  const vendorsKeep = [...buckets.vendors.values()].reduce((total, paise) => total + paise, 0);
  const marketplaceKeeps = buckets.commission - buckets.couponDiscounts;
  const accounted =
    vendorsKeep +
    marketplaceKeeps +
    buckets.refunded +
    buckets.owedToShopper +
    buckets.heldForDelivery +
    buckets.withheldForTaxes;
  return {
    orderId,
    paymentMethod: order.paymentMethod,
    paid: paiseToRupees(buckets.paid),
    vendors: vendors.map((vendor) => ({
      vendor: { _id: vendor.id, name: vendor.name },
      keeps: paiseToRupees(buckets.vendors.get(vendor.id) ?? 0),
    })),
    marketplace: {
      commission: paiseToRupees(buckets.commission),
      couponDiscounts: paiseToRupees(buckets.couponDiscounts),
      keeps: paiseToRupees(marketplaceKeeps),
    },
    refunded: paiseToRupees(buckets.refunded),
    owedToShopper: paiseToRupees(buckets.owedToShopper),
    heldForDelivery: paiseToRupees(buckets.heldForDelivery),
    withheldForTaxes: paiseToRupees(buckets.withheldForTaxes),
    balanced: buckets.unplaced === 0 && accounted === buckets.paid,
  };
}
