// Each vendor's ledger (issue 32): entries are only appended, the balance is their sum, and every
// write holds the vendor's row lock, so deliveries, payouts and collections of one vendor queue.
import {
  ADMIN_PAGE_SIZE,
  type AdminBalancesQuery,
  formatRupees,
  type LedgerEntry,
  type LedgerKind,
  type LedgerMoveRequest,
  paiseToRupees,
  rupeesToPaise,
  type VendorBalancePage,
  type VendorLedger,
} from '@fabric-store/shared';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../core/errors';
import type { Database, Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { orders, users, vendorLedger, vendorOrders } from '../../db/schema';
import { recordAction } from '../admin/audit';
import { nameOrEmailHolds, readPage, whereAll } from '../admin/paging';

type LedgerRow = typeof vendorLedger.$inferSelect;

const toEntry = (row: LedgerRow): LedgerEntry => ({
  _id: row.id,
  at: new Date(row.createdAt).toISOString(),
  kind: row.kind,
  amount: paiseToRupees(Number(row.amountPaise)),
  ...(row.orderId && { orderId: row.orderId }),
  ...(row.reference && { reference: row.reference }),
  ...(row.note && { note: row.note }),
});

/** Locks the vendor's row, so that its ledger writes queue; undefined when there is no such vendor. */
async function lockVendor(tx: Executor, vendorId: string): Promise<{ id: string; name: string } | undefined> {
  const [vendor] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, vendorId), eq(users.role, 'vendor')))
    .for('update');
  return vendor;
}

async function balancePaise(db: Executor, vendorId: string): Promise<number> {
  const [row] = await db
    .select({ balance: sql<number>`coalesce(sum(${vendorLedger.amountPaise}), 0)::float8` })
    .from(vendorLedger)
    .where(eq(vendorLedger.vendorId, vendorId));
  return Number(row?.balance ?? 0);
}

/**
 * Posts a delivered part, in the delivery's transaction: paid by UPI, the marketplace holds the money and
 * owes the vendor its net (`earning`); paid in cash, the vendor holds it and owes the commission
 * (`commission_due`). The unique key on (vendor, order, kind) makes a second post of one part a no-op.
 *
 * With a coupon (issue 34) the shopper paid the subtotal less the part's discount. The vendor's net is
 * the subtotal less commission and the discount of its own coupon; a marketplace coupon's discount
 * the marketplace funds: by UPI it still owes the vendor the whole net, and in cash the vendor, who
 * took the discounted amount, owes the commission less that discount.
 */
export async function postDelivery(tx: Executor, orderId: string, vendorId: string): Promise<void> {
  const [part] = await tx
    .select({
      subtotalPaise: vendorOrders.subtotalPaise,
      commissionPaise: vendorOrders.commissionPaise,
      discountPaise: vendorOrders.discountPaise,
      discountFundedBy: vendorOrders.discountFundedBy,
      paymentMethod: orders.paymentMethod,
    })
    .from(vendorOrders)
    .innerJoin(orders, eq(orders.id, vendorOrders.orderId))
    .where(
      and(eq(vendorOrders.orderId, orderId), eq(vendorOrders.vendorId, vendorId), eq(vendorOrders.status, 'delivered')),
    );
  if (!part) return;
  await lockVendor(tx, vendorId);
  const commission = formatRupees(paiseToRupees(part.commissionPaise));
  const byUpi = part.paymentMethod === 'upi';
  const vendorFunded = part.discountFundedBy === 'vendor' ? part.discountPaise : 0;
  const marketplaceFunded = part.discountFundedBy === 'marketplace' ? part.discountPaise : 0;
  const discount =
    part.discountPaise > 0
      ? `, coupon discount ${formatRupees(paiseToRupees(part.discountPaise))} (${part.discountFundedBy === 'vendor' ? 'yours' : "the marketplace's"})`
      : '';
  await tx
    .insert(vendorLedger)
    .values({
      vendorId,
      orderId,
      kind: byUpi ? 'earning' : 'commission_due',
      amountPaise: byUpi
        ? part.subtotalPaise - part.commissionPaise - vendorFunded
        : marketplaceFunded - part.commissionPaise,
      note: `Subtotal ${formatRupees(paiseToRupees(part.subtotalPaise))}, commission ${commission}${discount}${byUpi ? '' : ', paid in cash to the vendor'}`,
    })
    .onConflictDoNothing();
}

/** A refunded return, as its ledger entry needs it. */
export interface RefundPosting {
  returnId: string;
  orderId: string;
  vendorId: string;
  amountPaise: number;
  /** The commission on the returned amount, each line at the percent it was sold with. */
  commissionPaise: number;
  /** The returned lines' share of a marketplace coupon's discount, which the marketplace funded. */
  marketplaceFundedPaise: number;
  /** The vendor's refund transfer on cash on delivery; null on UPI, where the marketplace sends the refund. */
  reference: string | null;
}

/**
 * Posts a refunded return, in the transaction that marks it refunded: paid by UPI, the marketplace
 * refunds the shopper from what it holds (a refund it owes, sent by the operator) and takes it from the
 * vendor's share, so the vendor's balance goes down by the amount less the commission on it; paid in cash, the vendor refunded the shopper, and the marketplace gives back the
 * commission it took (+commission). A marketplace coupon's share of the returned lines was credited to
 * the vendor at delivery, so it is taken back too: the vendor's entries for a line returned whole sum
 * to nothing. The unique key on the return makes a second post a no-op.
 */
export async function postRefund(tx: Executor, refund: RefundPosting): Promise<void> {
  const [order] = await tx
    .select({ paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  if (!order) return;
  await lockVendor(tx, refund.vendorId);
  const byUpi = order.paymentMethod === 'upi';
  const amount = formatRupees(paiseToRupees(refund.amountPaise));
  const commission = formatRupees(paiseToRupees(refund.commissionPaise));
  const funded = refund.marketplaceFundedPaise;
  const discount =
    funded > 0 ? `; the marketplace's coupon discount ${formatRupees(paiseToRupees(funded))} taken back` : '';
  await tx
    .insert(vendorLedger)
    .values({
      vendorId: refund.vendorId,
      orderId: refund.orderId,
      returnId: refund.returnId,
      kind: 'refund',
      amountPaise: byUpi ? -(refund.amountPaise + funded - refund.commissionPaise) : refund.commissionPaise - funded,
      reference: refund.reference,
      note: byUpi
        ? `Return refunded by the marketplace from the UPI payment: ${amount}, less commission ${commission}${discount}`
        : `Return refunded in cash by the vendor: ${amount}; commission ${commission} given back${discount}`,
    })
    .onConflictDoNothing({ target: vendorLedger.returnId, where: sql`${vendorLedger.returnId} is not null` });
}

/** True when the vendor already gave this reference for another refund. */
export async function refundReferenceUsed(db: Executor, vendorId: string, reference: string): Promise<boolean> {
  const [row] = await db
    .select({ id: vendorLedger.id })
    .from(vendorLedger)
    .where(
      and(eq(vendorLedger.vendorId, vendorId), eq(vendorLedger.kind, 'refund'), eq(vendorLedger.reference, reference)),
    );
  return row !== undefined;
}

/** The vendor's balance and one page of its entries, newest first. */
export async function vendorLedgerPage(db: Executor, vendorId: string, page: number): Promise<VendorLedger> {
  const [balance, rows, [counted]] = await Promise.all([
    balancePaise(db, vendorId),
    db
      .select()
      .from(vendorLedger)
      .where(eq(vendorLedger.vendorId, vendorId))
      .orderBy(sql`${vendorLedger.createdAt} desc, ${vendorLedger.id} desc`)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(vendorLedger).where(eq(vendorLedger.vendorId, vendorId)),
  ]);
  return {
    balance: paiseToRupees(balance),
    entries: rows.map(toEntry),
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: Number(counted?.total ?? 0),
  };
}

/** A CSV cell: quoted, and a text a spreadsheet would run as a formula made plain text. */
const csvCell = (value: string) => `"${(/^[=+\-@\t\r]/.test(value) ? `'${value}` : value).replace(/"/g, '""')}"`;

/** Every entry of the vendor's ledger, newest first, as CSV with the balance on its last line. */
export async function vendorLedgerCsv(db: Executor, vendorId: string): Promise<string> {
  const [balance, rows] = await Promise.all([
    balancePaise(db, vendorId),
    db
      .select()
      .from(vendorLedger)
      .where(eq(vendorLedger.vendorId, vendorId))
      .orderBy(sql`${vendorLedger.createdAt} desc, ${vendorLedger.id} desc`),
  ]);
  const lines = rows.map((row) => {
    const entry = toEntry(row);
    return [
      entry.at,
      entry.kind,
      entry.amount.toFixed(2),
      entry.orderId ?? '',
      csvCell(entry.reference ?? ''),
      csvCell(entry.note ?? ''),
    ].join(',');
  });
  return `${['date,kind,amount,order,reference,note', ...lines, `,balance,${paiseToRupees(balance).toFixed(2)},,,`].join('\r\n')}\r\n`;
}

/** One page of the vendors' balances (those whose name or email holds `q`, when given), by name. */
export function balancesPage(db: Executor, { q, page }: AdminBalancesQuery): Promise<VendorBalancePage> {
  return readPage<{ id: string; name: string; email: string; balance: number }, VendorBalancePage['items'][number]>(
    db,
    {
      columns: sql`u.id, u.name, u.email,
        coalesce((select sum(l.amount_paise) from vendor_ledger l where l.vendor_id = u.id), 0)::float8 as balance`,
      from: sql`from users u ${whereAll(sql`u.role = 'vendor'`, nameOrEmailHolds(q))}`,
      orderBy: sql`u.name, u.id`,
    },
    page,
    (row) => ({
      vendor: { _id: row.id, name: row.name, email: row.email },
      balance: paiseToRupees(Number(row.balance)),
    }),
  );
}

/** The ledger's totals, for the operator's overview: what is owed each way, and commission earned on delivered parts. */
export async function ledgerTotals(db: Executor) {
  const [row] = await queryRows<{ owedToVendors: number; owedByVendors: number; commissionEarned: number }>(
    db,
    sql`select coalesce(sum(greatest(b.balance, 0)), 0)::float8 as "owedToVendors",
        coalesce(sum(greatest(-b.balance, 0)), 0)::float8 as "owedByVendors",
        (select coalesce(sum(vo.commission_paise), 0)::float8 from vendor_orders vo
          where exists (select 1 from vendor_ledger l where l.vendor_id = vo.vendor_id and l.order_id = vo.order_id
            and l.kind in ('earning', 'commission_due'))) as "commissionEarned"
      from (select sum(amount_paise) as balance from vendor_ledger group by vendor_id) b`,
  );
  return {
    owedToVendors: paiseToRupees(Number(row?.owedToVendors ?? 0)),
    owedByVendors: paiseToRupees(Number(row?.owedByVendors ?? 0)),
    commissionEarned: paiseToRupees(Number(row?.commissionEarned ?? 0)),
  };
}

const MOVES = {
  payout: { sign: -1, limit: 'balance', word: 'payout' },
  collection: { sign: 1, limit: 'dues', word: 'collection' },
} as const;

/**
 * The operator records a payout (it paid the vendor) or a collection (the vendor paid its dues). The
 * vendor's row is locked first, so two racing payouts queue and the second sees the first's entry: the
 * balance never goes below zero (nor dues below nothing), and a reference given again answers the entry
 * it made (`created: false`) when the amount is the same, 409 when it is not.
 */
export async function recordLedgerMove(
  db: Database,
  operatorId: string,
  vendorId: string,
  kind: Extract<LedgerKind, 'payout' | 'collection'>,
  request: LedgerMoveRequest,
): Promise<{ entry: LedgerEntry; created: boolean }> {
  const move = MOVES[kind];
  const amountPaise = rupeesToPaise(request.amount);
  return db.transaction(async (tx) => {
    const vendor = await lockVendor(tx, vendorId);
    if (!vendor) throw notFound('Vendor not found.');
    const [earlier] = await tx
      .select()
      .from(vendorLedger)
      .where(
        and(
          eq(vendorLedger.vendorId, vendorId),
          eq(vendorLedger.kind, kind),
          eq(vendorLedger.reference, request.reference),
        ),
      );
    if (earlier) {
      if (Number(earlier.amountPaise) !== move.sign * amountPaise) {
        throw conflict(
          `The ${move.word} ${request.reference} was already recorded for ${formatRupees(paiseToRupees(Math.abs(Number(earlier.amountPaise))))}.`,
        );
      }
      return { entry: toEntry(earlier), created: false };
    }
    const balance = await balancePaise(tx, vendorId);
    const room = move.limit === 'balance' ? balance : -balance;
    if (amountPaise > room) {
      throw conflict(
        move.limit === 'balance'
          ? `The marketplace owes ${vendor.name} ${formatRupees(paiseToRupees(Math.max(room, 0)))}; a payout cannot be more.`
          : `${vendor.name} owes ${formatRupees(paiseToRupees(Math.max(room, 0)))}; a collection cannot be more.`,
      );
    }
    const [row] = await tx
      .insert(vendorLedger)
      .values({
        vendorId,
        kind,
        amountPaise: move.sign * amountPaise,
        reference: request.reference,
        recordedBy: operatorId,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordAction(tx, {
      actorId: operatorId,
      action: `recorded a ${move.word} of ${formatRupees(request.amount)} (${request.reference})`,
      targetType: 'vendor',
      targetId: vendorId,
    });
    return { entry: toEntry(row), created: true };
  });
}
