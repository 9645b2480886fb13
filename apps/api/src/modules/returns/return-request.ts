// A shopper asks to return lines of one vendor's delivered part (flows/request-return.ts): every rule is
// checked against the part locked, so two racing requests cannot together ask for more than was delivered.
import {
  commissionPaise,
  formatInIndia,
  formatQuantity,
  fromHundredths,
  type LineKind,
  lineKey,
  lineTotalPaise,
  RETURN_REASON_LABELS,
  RETURN_WINDOW_DAYS,
  type ReturnRequestSchema,
  returnReasonsFor,
  shareHalfUp,
  toHundredths,
} from '@fabric-store/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../../core/caller';
import { badRequest, conflict, notFound } from '../../core/errors';
import type { Executor } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { orders, type PartLine, type ReturnLineColumn, returns } from '../../db/schema';
import { historyEntry } from '../../db/state-machine';

export type ReturnRequest = z.output<typeof ReturnRequestSchema>;

interface LockedPart {
  id: string;
  vendorId: string;
  vendorName: string;
  status: string;
  lines: PartLine[];
  deliveredAt: string | null;
  windowOpen: boolean;
}

/** The order's parts, locked in id order, with when each was delivered and whether its return window is open. */
const lockParts = (tx: Executor, orderId: string) =>
  queryRows<LockedPart>(
    tx,
    sql`select vo.id, vo.vendor_id as "vendorId", u.name as "vendorName", vo.status, vo.lines, d.at as "deliveredAt",
        coalesce(d.at + make_interval(days => ${RETURN_WINDOW_DAYS}) >= now(), false) as "windowOpen"
      from vendor_orders vo join users u on u.id = vo.vendor_id
        left join lateral (select max((e->>'at')::timestamptz) as at from jsonb_array_elements(vo.history) e
          where e->>'status' = 'delivered') d on true
      where vo.order_id = ${orderId} order by vo.id for update of vo`,
  );

/**
 * Hundredths of each line already asked for or returned on the part, in returns of any status: a
 * rejected return is answered by escalating it, and one closed by the operator stays answered.
 */
async function alreadyAsked(tx: Executor, partId: string): Promise<Map<string, number>> {
  const rows = await queryRows<{ fabricId: string; kind: LineKind; quantity: number }>(
    tx,
    sql`select l->>'fabricId' as "fabricId", l->>'kind' as kind, sum((l->>'quantity')::int)::int as quantity
      from returns r, jsonb_array_elements(r.lines) l
      where r.vendor_order_id = ${partId} group by 1, 2`,
  );
  return new Map(rows.map((row) => [lineKey(row.fabricId, row.kind), row.quantity]));
}

const describeDate = (at: string) => formatInIndia(at, 'longDay');

/** The part the request's lines come from, refusing lines not in the order and lines of two vendors (400). */
function partOfLines(parts: LockedPart[], request: ReturnRequest): LockedPart {
  const ids = request.lines.map((line) => line.fabric_id);
  const found = ids.map((id) => parts.find((part) => part.lines.some((line) => line.fabricId === id)));
  if (found.some((part) => part === undefined))
    throw badRequest('RETURN_LINE_INVALID', 'A line you chose to return is not in this order.');
  const distinct = [...new Set(found as LockedPart[])];
  if (distinct.length > 1) {
    throw badRequest(
      'RETURN_LINE_INVALID',
      `These lines come from ${distinct.map((part) => part.vendorName).join(' and ')}: ask for one return per vendor.`,
    );
  }
  return distinct[0] as LockedPart;
}

/** The part must be delivered, and delivered within the return window (409). */
function assertReturnable(part: LockedPart): void {
  if (part.status !== 'delivered' || !part.deliveredAt) {
    throw conflict(
      'RETURN_NOT_ALLOWED',
      `${part.vendorName}'s part of this order is ${part.status}: items can be returned once they are delivered.`,
    );
  }
  if (!part.windowOpen) {
    const closed = new Date(Date.parse(part.deliveredAt) + RETURN_WINDOW_DAYS * 86_400_000).toISOString();
    throw conflict(
      'RETURN_NOT_ALLOWED',
      `The ${RETURN_WINDOW_DAYS}-day return window for ${part.vendorName}'s part closed on ${describeDate(closed)}.`,
    );
  }
}

/**
 * What the first `quantity` hundredths of a line returned come to: the gross (price × quantity, half up),
 * what the shopper paid for it (that gross's share of what was paid for the line, half up), the coupon's
 * discount as the rest, and the commission on the base the order's commission was taken on (a vendor's
 * coupon reduces it, a marketplace coupon does not). One share of what was paid, rather than a gross and
 * a discount each rounded on its own, never falls as the quantity grows: a return takes the difference
 * between the quantity returned with it and before it, so no return is priced below zero, none gives back
 * more than is left of what was paid, and returns of a whole line give back exactly its total, discount
 * and commission, to the paisa.
 */
function takenUpTo(line: PartLine, quantity: number) {
  const grossPaise = lineTotalPaise(line.unitPricePaise, quantity);
  const linePaise = lineTotalPaise(line.unitPricePaise, line.quantity);
  const paidPaise = shareHalfUp(linePaise - (line.discountPaise ?? 0), grossPaise, linePaise);
  const discountPaise = grossPaise - paidPaise;
  const basePaise = line.discountFundedBy === 'vendor' ? paidPaise : grossPaise;
  return { grossPaise, discountPaise, commissionPaise: commissionPaise(basePaise, line.commissionHundredths ?? 0) };
}

/** The part's line a request's line names: its kind, or unsaid the cut length, else the remnant. */
function soldLine(part: LockedPart, wanted: ReturnRequest['lines'][number]): PartLine {
  const sold = part.lines.filter((line) => line.fabricId === wanted.fabric_id);
  const kinds = wanted.kind ? [wanted.kind] : ['length', 'remnant'];
  const line = kinds.map((kind) => sold.find((candidate) => candidate.kind === kind)).find(Boolean);
  if (line) return line;
  const name = sold[0]?.fabricName ?? 'This line';
  if (sold.every((candidate) => candidate.kind === 'swatch'))
    throw conflict('RETURN_NOT_ALLOWED', `${name} is a swatch: swatches cannot be returned.`);
  throw badRequest('RETURN_LINE_INVALID', 'A line you chose to return is not in this order.');
}

/** Each line as it will be returned: allowed for this reason, and no more than is left to return. */
function returnLines(part: LockedPart, request: ReturnRequest, asked: Map<string, number>): ReturnLineColumn[] {
  const lines = request.lines.map((wanted) => ({ wanted, line: soldLine(part, wanted) }));
  if (new Set(lines.map(({ line }) => lineKey(line.fabricId, line.kind))).size !== lines.length)
    throw badRequest('RETURN_LINE_INVALID', 'Each fabric may appear once in a return.');
  return lines.map(({ wanted, line }) => {
    if (!returnReasonsFor(line).includes(request.reason)) {
      throw conflict(
        'RETURN_NOT_ALLOWED',
        `${line.fabricName} was cut to order: it can be returned only if it arrived damaged, is the wrong item or is not as described, not for "${RETURN_REASON_LABELS[request.reason]}".`,
      );
    }
    if (line.unit === 'per_piece' && !Number.isInteger(wanted.quantity)) {
      throw badRequest('RETURN_LINE_INVALID', `${line.fabricName} is sold by the piece: return whole pieces.`);
    }
    const quantity = toHundredths(wanted.quantity);
    const taken = asked.get(lineKey(line.fabricId, line.kind)) ?? 0;
    const left = Math.max(line.quantity - taken, 0);
    if (quantity > left) {
      const delivered = formatQuantity(fromHundredths(line.quantity), line.unit);
      throw conflict(
        'RETURN_LINE_INVALID',
        left === 0
          ? `All ${delivered} of ${line.fabricName} is already asked for or returned.`
          : `You can return at most ${formatQuantity(fromHundredths(left), line.unit)} of ${line.fabricName} (${delivered} delivered, ${formatQuantity(fromHundredths(taken), line.unit)} already asked for or returned).`,
      );
    }
    const before = takenUpTo(line, taken);
    const after = takenUpTo(line, taken + quantity);
    const discountPaise = after.discountPaise - before.discountPaise;
    return {
      fabricId: line.fabricId,
      fabricName: line.fabricName,
      kind: line.kind,
      unit: line.unit,
      unitPricePaise: line.unitPricePaise,
      quantity,
      commissionHundredths: line.commissionHundredths ?? 0,
      amountPaise: after.grossPaise - before.grossPaise - discountPaise,
      commissionPaise: after.commissionPaise - before.commissionPaise,
      ...(line.discountFundedBy && discountPaise > 0 && { discountPaise, discountFundedBy: line.discountFundedBy }),
    };
  });
}

/**
 * Writes the shopper's request to return lines of one vendor's delivered part, answering the new
 * return's id and its vendor's. The part is locked for the checks and the insert, and the first history entry is written
 * with the row; a refusal (404 for another's order, 400 or 409 for what may not be returned) writes nothing.
 */
export async function writeReturnRequest(
  tx: Executor,
  shopper: Caller,
  orderId: string,
  request: ReturnRequest,
): Promise<{ id: string; vendorId: string }> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, shopper.id)));
  if (!order) throw notFound('ORDER_NOT_FOUND', 'Order not found.');
  const part = partOfLines(await lockParts(tx, orderId), request);
  assertReturnable(part);
  const lines = returnLines(part, request, await alreadyAsked(tx, part.id));
  const note = request.note ?? null;
  const [created] = await tx
    .insert(returns)
    .values({
      orderId,
      vendorOrderId: part.id,
      vendorId: part.vendorId,
      customerId: shopper.id,
      lines,
      reason: request.reason,
      note,
      amountPaise: lines.reduce((sum, line) => sum + line.amountPaise, 0),
      commissionPaise: lines.reduce((sum, line) => sum + line.commissionPaise, 0),
      history: historyEntry('requested', { actorRole: 'shopper', actorId: shopper.id, note }),
    })
    .returning({ id: returns.id, vendorId: returns.vendorId });
  if (!created) throw new Error('insert returned no row');
  return created;
}
