// The money events of a vendor's part (its delivery, a return refunded) and the operator's payouts and
// collections, posted to the journal. Every write holds the vendor's row lock, so the events of one
// vendor queue, and each posts once under its event key.
import {
  formatRupees,
  type LedgerEntry,
  type LedgerKind,
  type LedgerMoveRequest,
  paiseToRupees,
  rupeesToPaise,
} from '@fabric-store/shared';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { orders, users, vendorOrders } from '../../db/schema';
import { appendEntry, type EntryToAppend, EVENTS, eventKey } from './journal';
import {
  collectionPostings,
  deliveryPostings,
  type PartMoney,
  payoutPostings,
  type ReturnRefunder,
  returnRefundPostings,
} from './posting-rules';
import { vendorBalancePaise, vendorStatementLine } from './vendor-statement';
import { deliveryWithholding, type PendingWithholding, returnWithholding } from './withholding-postings';
import { tcsOf, type Withholding } from './withholding-rules';

/** Locks the vendor's row, so that its journal writes queue; undefined when there is no such vendor. */
async function lockVendor(tx: Executor, vendorId: string): Promise<{ id: string; name: string } | undefined> {
  const [vendor] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.id, vendorId), eq(users.role, 'vendor')))
    .for('update');
  return vendor;
}

const rupees = (paise: number) => formatRupees(paiseToRupees(paise));

/** What the statement says of a withholding taken (or, on a return, given back), each head that moved. */
function withheldNote(withheld: Withholding, verb: string): string {
  const heads = [
    ['GST on commission', withheld.gstOnCommissionPaise],
    ['TCS', tcsOf(withheld)],
    ['TDS', withheld.tdsPaise],
  ] as const;
  const moved = heads.filter(([, paise]) => paise !== 0).map(([head, paise]) => `${head} ${rupees(paise)}`);
  return moved.length > 0 ? `; ${verb} ${moved.join(', ')}` : '';
}

/** What the vendor's statement says of a delivered part. */
function deliveryNote(part: PartMoney, byUpi: boolean, withheld: Withholding): string {
  const discount =
    part.discountPaise > 0
      ? `, coupon discount ${rupees(part.discountPaise)} (${part.discountFundedBy === 'vendor' ? 'yours' : "the marketplace's"})`
      : '';
  return `Subtotal ${rupees(part.subtotalPaise)}, commission ${rupees(part.commissionPaise)}${discount}${byUpi ? '' : ', paid in cash to the vendor'}${withheldNote(withheld, 'withheld')}`;
}

/** Appends the entry, then registers its withholding beside it (not when the entry was posted before). */
async function appendWithholding(tx: Executor, entry: EntryToAppend, withholding: PendingWithholding) {
  const appended = await appendEntry(tx, entry);
  if (appended) await withholding.register(appended.id);
}

/**
 * Posts a delivered part, in the delivery's transaction (`deliveryPostings`): paid by UPI, the
 * marketplace holds the money and owes the vendor its net; paid in cash, the vendor holds it and owes the
 * commission, less a marketplace coupon's discount, which the marketplace funds. The part's event key
 * makes a second post of one part a no-op.
 */
export async function postDelivery(tx: Executor, orderId: string, vendorId: string): Promise<void> {
  const [part] = await tx
    .select({
      id: vendorOrders.id,
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
  const money: PartMoney = { ...part, vendorId, discountFundedBy: part.discountFundedBy ?? null };
  const withholding = await deliveryWithholding(tx, part.id, part.paymentMethod);
  const entry = {
    event: EVENTS.partDelivered,
    key: eventKey(EVENTS.partDelivered, part.id),
    orderId,
    vendorOrderId: part.id,
    note: deliveryNote(money, part.paymentMethod === 'upi', withholding.withheld),
    postings: deliveryPostings(money, part.paymentMethod, withholding.withheld),
  };
  await appendWithholding(tx, entry, withholding);
}

/** A refunded return, as its journal entry needs it. */
export interface RefundPosting {
  returnId: string;
  orderId: string;
  vendorId: string;
  amountPaise: number;
  /** The commission on the returned amount, each line at the percent it was sold with. */
  commissionPaise: number;
  /** The returned lines' share of a marketplace coupon's discount, which the marketplace funded. */
  marketplaceFundedPaise: number;
  /** The refund's bank reference, given by whoever sent it; null while the marketplace still owes it. */
  reference: string | null;
}

const REFUND_NOTES: Record<ReturnRefunder, (amount: string, commission: string) => string> = {
  marketplace_owes: (amount, commission) =>
    `Return refunded by the marketplace: ${amount}, less commission ${commission}`,
  vendor_in_cash: (amount, commission) =>
    `Return refunded in cash by the vendor: ${amount}; commission ${commission} given back`,
};

/** Posts a refunded return, refunded by `refunder`, once per return (`returnRefundPostings`). */
async function postReturnRefund(tx: Executor, refund: RefundPosting, refunder: ReturnRefunder): Promise<void> {
  const [order] = await tx.select({ shopperId: orders.customerId }).from(orders).where(eq(orders.id, refund.orderId));
  if (!order) return;
  await lockVendor(tx, refund.vendorId);
  // Under the vendor's lock a racing refund with the same reference has committed: it is seen here.
  if (refund.reference && (await refundReferenceUsed(tx, refund.vendorId, refund.reference, refund.returnId))) {
    throw conflict(
      'REFUND_REFERENCE_TAKEN',
      `The refund reference ${refund.reference} is already recorded for another return.`,
    );
  }
  const funded = refund.marketplaceFundedPaise;
  const discount = funded > 0 ? `; the marketplace's coupon discount ${rupees(funded)} taken back` : '';
  const withholding = await returnWithholding(tx, {
    returnId: refund.returnId,
    commissionPaise: refund.commissionPaise,
    grossPaise: refund.amountPaise + funded,
  });
  const given = withheldNote(withholding.withheld, 'given back');
  const entry = {
    event: EVENTS.returnRefunded,
    key: eventKey(EVENTS.returnRefunded, refund.returnId),
    orderId: refund.orderId,
    returnId: refund.returnId,
    reference: refund.reference,
    note: `${REFUND_NOTES[refunder](rupees(refund.amountPaise), rupees(refund.commissionPaise))}${discount}${given}`,
    postings: returnRefundPostings({ ...refund, shopperId: order.shopperId }, refunder, withholding.withheld),
  };
  await appendWithholding(tx, entry, withholding);
}

/**
 * Posts a refunded return, in the transaction that marks it refunded: paid by UPI, the marketplace
 * refunds the shopper from what it holds (owed to the shopper until the operator sends it and marks the
 * refund row refunded), taking it from the vendor's share, so the vendor's balance goes down by the
 * amount less the commission on it; paid in cash, the vendor refunded the shopper from the cash it
 * collected, and the marketplace gives back the commission it took. A marketplace coupon's share of the
 * returned lines was credited to the vendor at delivery, so it is taken back too: the vendor's entries
 * for a line returned whole sum to nothing.
 */
export async function postRefund(tx: Executor, refund: RefundPosting): Promise<void> {
  const [order] = await tx
    .select({ paymentMethod: orders.paymentMethod })
    .from(orders)
    .where(eq(orders.id, refund.orderId));
  if (!order) return;
  await postReturnRefund(tx, refund, order.paymentMethod === 'upi' ? 'marketplace_owes' : 'vendor_in_cash');
}

/** True when the vendor already gave this reference for the refund of a return (other than `returnId`). */
export async function refundReferenceUsed(
  db: Executor,
  vendorId: string,
  reference: string,
  returnId?: string,
): Promise<boolean> {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select e.id from journal_entries e
      where e.event = ${EVENTS.returnRefunded} and e.reference = ${reference}
        ${returnId === undefined ? sql`` : sql`and e.return_id <> ${returnId}`}
        and exists (select 1 from journal_postings p where p.entry_id = e.id and p.party_id = ${vendorId})`,
  );
  return row !== undefined;
}

const MOVES = {
  payout: { event: EVENTS.payout, postings: payoutPostings, sign: -1, limit: 'balance', word: 'payout' },
  collection: { event: EVENTS.collection, postings: collectionPostings, sign: 1, limit: 'dues', word: 'collection' },
} as const;

/** A payout (the operator paid the vendor) or a collection (the vendor paid its dues). */
export type LedgerMoveKind = Extract<LedgerKind, 'payout' | 'collection'>;

/** The vendor whose ledger is written, its row locked so that its journal writes queue; 404 when there is none. */
export async function lockLedgerVendor(tx: Executor, vendorId: string): Promise<{ id: string; name: string }> {
  const vendor = await lockVendor(tx, vendorId);
  if (!vendor) throw notFound('VENDOR_NOT_FOUND', 'Vendor not found.');
  return vendor;
}

/**
 * The entry a payout or collection with this reference already made, read under the vendor's lock; 409
 * when its amount differs from the one asked now, undefined when there is none.
 */
export async function earlierLedgerMove(
  tx: Executor,
  vendorId: string,
  kind: LedgerMoveKind,
  request: LedgerMoveRequest,
): Promise<LedgerEntry | undefined> {
  const move = MOVES[kind];
  const key = eventKey(move.event, vendorId, request.reference);
  const [earlier] = await queryRows<{ id: string }>(tx, sql`select id from journal_entries where event_key = ${key}`);
  if (!earlier) return undefined;
  const entry = await vendorStatementLine(tx, vendorId, earlier.id);
  if (rupeesToPaise(entry.amount) !== move.sign * rupeesToPaise(request.amount)) {
    throw conflict(
      'LEDGER_MOVE_REFUSED',
      `The ${move.word} ${request.reference} was already recorded for ${formatRupees(Math.abs(entry.amount))}.`,
    );
  }
  return entry;
}

/**
 * Appends a payout or a collection to the journal of a vendor locked by `lockLedgerVendor`: the balance
 * never goes below zero (nor dues below nothing), 409 saying how much may be recorded. Answers the entry
 * as the vendor's statement shows it.
 */
export async function appendLedgerMove(
  tx: Executor,
  operatorId: string,
  vendor: { id: string; name: string },
  kind: LedgerMoveKind,
  request: LedgerMoveRequest,
): Promise<LedgerEntry> {
  const move = MOVES[kind];
  const amountPaise = rupeesToPaise(request.amount);
  const balance = await vendorBalancePaise(tx, vendor.id);
  const room = move.limit === 'balance' ? balance : -balance;
  if (amountPaise > room) {
    throw conflict(
      'LEDGER_MOVE_REFUSED',
      move.limit === 'balance'
        ? `The marketplace owes ${vendor.name} ${rupees(Math.max(room, 0))}; a payout cannot be more.`
        : `${vendor.name} owes ${rupees(Math.max(room, 0))}; a collection cannot be more.`,
    );
  }
  const appended = await appendEntry(tx, {
    event: move.event,
    key: eventKey(move.event, vendor.id, request.reference),
    reference: request.reference,
    recordedBy: operatorId,
    postings: move.postings(vendor.id, amountPaise),
  });
  if (!appended) throw new Error('the entry was appended by another transaction holding no lock');
  return vendorStatementLine(tx, vendor.id, appended.id);
}

/** What the audit log says of a payout or collection recorded. */
export const ledgerMoveAction = (kind: LedgerMoveKind, request: LedgerMoveRequest) =>
  `recorded a ${MOVES[kind].word} of ${formatRupees(request.amount)} (${request.reference})`;
