// The vendor's ledger, statement and the operator's balances, read from the journal: each journal entry
// that touches a vendor's accounts is one line of its statement, and its balance is their sum.
import {
  ADMIN_PAGE_SIZE,
  type AdminBalancesQuery,
  type LedgerEntry,
  type LedgerKind,
  type PartMoneyLine,
  paiseToRupees,
  type VendorBalancePage,
  type VendorLedger,
} from '@fabric-store/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { nameOrEmailHolds, readPage, whereAll } from '../../db/paging';
import { queryRows } from '../../db/query-rows';
import { csvCell, csvDocument } from './csv';
import { EVENTS, type JournalEvent } from './journal';
import { ACCOUNTS } from './posting-rules';

const vendorAccounts = sql`(${ACCOUNTS.vendorPayable}, ${ACCOUNTS.vendorCash})`;
const tcsAccounts = sql`(${ACCOUNTS.tcsIgst}, ${ACCOUNTS.tcsCgst}, ${ACCOUNTS.tcsSgst})`;

/** The vendor's postings on its own accounts, as a condition on `p`. */
const ofVendor = (vendor: string | SQL) => sql`p.party_id = ${vendor} and p.account in ${vendorAccounts}`;

interface StatementRow {
  id: string;
  createdAt: Date | string;
  event: JournalEvent;
  paymentMethod: string | null;
  orderId: string | null;
  orderNumber: string | null;
  reference: string | null;
  note: string | null;
  amountPaise: number;
  /** The entry's sums on the vendor's payable and on the accounts of what was taken from it. */
  payablePaise: number;
  commissionPaise: number;
  gstOnCommissionPaise: number;
  tcsPaise: number;
  tdsPaise: number;
}

const PART_EVENTS: readonly JournalEvent[] = [EVENTS.partDelivered, EVENTS.returnRefunded];

/**
 * A part's heads, read from its entry: what reaches the vendor's payable is what it receives, each
 * account credited beside it what was taken, and the sale their sum.
 */
function partLine(row: StatementRow): PartMoneyLine {
  const [receives, commission, gst, tcs, tds] = [
    row.payablePaise,
    row.commissionPaise,
    row.gstOnCommissionPaise,
    row.tcsPaise,
    row.tdsPaise,
  ].map(Number) as [number, number, number, number, number];
  return {
    sales: paiseToRupees(receives + commission + gst + tcs + tds),
    commission: paiseToRupees(commission),
    gstOnCommission: paiseToRupees(gst),
    tcs: paiseToRupees(tcs),
    tds: paiseToRupees(tds),
    receives: paiseToRupees(receives),
  };
}

/** The statement's kind of each event that moves a vendor's balance; a delivery's depends on who holds the money. */
function kindOf(row: StatementRow): LedgerKind {
  switch (row.event) {
    case EVENTS.partDelivered:
      return row.paymentMethod === 'upi' ? 'earning' : 'commission_due';
    case EVENTS.returnRefunded:
      return 'refund';
    case EVENTS.payout:
      return 'payout';
    case EVENTS.collection:
      return 'collection';
    default:
      throw new Error(`the event ${row.event} has no kind on a vendor's statement`);
  }
}

const toEntry = (row: StatementRow): LedgerEntry => ({
  _id: row.id,
  at: new Date(row.createdAt).toISOString(),
  kind: kindOf(row),
  amount: paiseToRupees(Number(row.amountPaise)),
  ...(row.orderId && { orderId: row.orderId }),
  ...(row.orderNumber && { orderNumber: row.orderNumber }),
  ...(row.reference && { reference: row.reference }),
  ...(row.note && { note: row.note }),
  ...(PART_EVENTS.includes(row.event) && { part: partLine(row) }),
});

/**
 * The vendor's statement lines (those `where` selects, as a condition on its postings `p`), newest first:
 * the page's entries are picked from the vendor's postings by their own index, then only those are read.
 */
async function statementLines(db: Executor, vendorId: string, where: SQL, page?: number): Promise<LedgerEntry[]> {
  const rows = await queryRows<StatementRow>(
    db,
    sql`with lines as (
        select p.entry_id as id, p.created_at, sum(p.amount_paise) as amount
        from journal_postings p
        where ${ofVendor(vendorId)} and ${where}
        group by p.created_at, p.entry_id
        order by p.created_at desc, p.entry_id desc
        ${page === undefined ? sql`` : sql`limit ${ADMIN_PAGE_SIZE} offset ${(page - 1) * ADMIN_PAGE_SIZE}`}
      )
      select e.id, e.created_at as "createdAt", e.event, o.payment_method as "paymentMethod",
        e.order_id as "orderId", o.order_number as "orderNumber", e.reference, e.note, l.amount::float8 as "amountPaise",
        h.payable as "payablePaise", h.commission as "commissionPaise", h.gst as "gstOnCommissionPaise",
        h.tcs as "tcsPaise", h.tds as "tdsPaise"
      from lines l
      join journal_entries e on e.id = l.id
      left join orders o on o.id = e.order_id
      cross join lateral (select
          coalesce(sum(q.amount_paise) filter (where q.account = ${ACCOUNTS.vendorPayable} and q.party_id = ${vendorId}), 0)::float8 as payable,
          coalesce(sum(q.amount_paise) filter (where q.account = ${ACCOUNTS.commission}), 0)::float8 as commission,
          coalesce(sum(q.amount_paise) filter (where q.account = ${ACCOUNTS.gstOnCommission}), 0)::float8 as gst,
          coalesce(sum(q.amount_paise) filter (where q.account in ${tcsAccounts}), 0)::float8 as tcs,
          coalesce(sum(q.amount_paise) filter (where q.account = ${ACCOUNTS.tds}), 0)::float8 as tds
        from journal_postings q where q.entry_id = e.id) h
      order by l.created_at desc, l.id desc`,
  );
  return rows.map(toEntry);
}

/** What the marketplace owes the vendor (negative: what the vendor owes), in paise. */
export async function vendorBalancePaise(db: Executor, vendorId: string): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    db,
    sql`select coalesce(sum(p.amount_paise), 0)::float8 as balance from journal_postings p where ${ofVendor(vendorId)}`,
  );
  return Number(row?.balance ?? 0);
}

/** One line of the vendor's statement, by its entry. */
export async function vendorStatementLine(db: Executor, vendorId: string, entryId: string): Promise<LedgerEntry> {
  const [line] = await statementLines(db, vendorId, sql`p.entry_id = ${entryId}`);
  if (!line) throw new Error(`the entry ${entryId} does not touch the vendor's accounts`);
  return line;
}

/** The vendor's balance and one page of its entries, newest first. */
export async function vendorLedgerPage(db: Executor, vendorId: string, page: number): Promise<VendorLedger> {
  const [balance, entries, [counted]] = await Promise.all([
    vendorBalancePaise(db, vendorId),
    statementLines(db, vendorId, sql`true`, page),
    queryRows<{ total: number }>(
      db,
      sql`select count(distinct p.entry_id)::int as total from journal_postings p where ${ofVendor(vendorId)}`,
    ),
  ]);
  return {
    balance: paiseToRupees(balance),
    entries,
    page,
    pageSize: ADMIN_PAGE_SIZE,
    total: Number(counted?.total ?? 0),
  };
}

const PART_COLUMNS = ['sales', 'commission', 'gstOnCommission', 'tcs', 'tds', 'receives'] as const;

/** Every entry of the vendor's ledger, newest first, as CSV with the balance on its last line. */
export async function vendorLedgerCsv(db: Executor, vendorId: string): Promise<string> {
  const [balance, entries] = await Promise.all([
    vendorBalancePaise(db, vendorId),
    statementLines(db, vendorId, sql`true`),
  ]);
  const lines = entries.map((entry) => [
    entry.at,
    entry.kind,
    entry.amount.toFixed(2),
    entry.orderId ?? '',
    entry.orderNumber ?? '',
    csvCell(entry.reference ?? ''),
    csvCell(entry.note ?? ''),
    ...PART_COLUMNS.map((column) => entry.part?.[column].toFixed(2) ?? ''),
  ]);
  // `order` keeps the id where it always was, for whoever reads by column; the number people quote follows it.
  const header =
    'date,kind,amount,order,order_number,reference,note,sales,commission,gst_on_commission,tcs,tds,receives';
  const total = ['', 'balance', paiseToRupees(balance).toFixed(2), ...Array(10).fill('')];
  return csvDocument(header, [...lines, total]);
}

/** One page of the vendors' balances (those whose name or email holds `q`, when given), by name. */
export function balancesPage(db: Executor, { q, page }: AdminBalancesQuery): Promise<VendorBalancePage> {
  return readPage<{ id: string; name: string; email: string; balance: number }, VendorBalancePage['items'][number]>(
    db,
    {
      columns: sql`u.id, u.name, u.email,
        coalesce((select sum(p.amount_paise) from journal_postings p where ${ofVendor(sql`u.id`)}), 0)::float8 as balance`,
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

/** The journal's totals, for the operator's overview: what is owed each way, and commission earned on delivered parts. */
export async function ledgerTotals(db: Executor) {
  const [row] = await queryRows<{ owedToVendors: number; owedByVendors: number; commissionEarned: number }>(
    db,
    sql`select coalesce(sum(greatest(b.balance, 0)), 0)::float8 as "owedToVendors",
        coalesce(sum(greatest(-b.balance, 0)), 0)::float8 as "owedByVendors",
        (select coalesce(sum(p.amount_paise), 0)::float8 from journal_postings p
          join journal_entries e on e.id = p.entry_id
          where p.account = ${ACCOUNTS.commission} and e.event = ${EVENTS.partDelivered}) as "commissionEarned"
      from (select sum(p.amount_paise) as balance from journal_postings p
        where p.party_id is not null and p.account in ${vendorAccounts} group by p.party_id) b`,
  );
  return {
    owedToVendors: paiseToRupees(Number(row?.owedToVendors ?? 0)),
    owedByVendors: paiseToRupees(Number(row?.owedByVendors ?? 0)),
    commissionEarned: paiseToRupees(Number(row?.commissionEarned ?? 0)),
  };
}
