import { createHash } from 'node:crypto';
import {
  type CheckoutRequestSchema,
  type FabricUnit,
  fromHundredths,
  type LineKind,
  lineKey,
  MAX_SWATCHES_PER_ORDER,
  toHundredths,
} from '@fabric-store/shared';
import type { z } from 'zod';
import { badRequest } from '../../core/errors';

export type CheckoutInput = z.output<typeof CheckoutRequestSchema>;

export interface Line {
  fabricId: string;
  kind: LineKind;
  /** Hundredths of the unit: centimetres of a metre fabric, 100 for a swatch. */
  quantity: number;
  /** The price each of the request's lines for this fabric showed the shopper, where it sent one. */
  clientPrices: number[];
  /** The unit each of the request's lines for this fabric showed the shopper, where it sent one. */
  clientUnits: FabricUnit[];
  /** A remnant line's roll; its quantity is the remnant's length, read when priced. */
  rollId?: string | undefined;
}

/**
 * One line per fabric and kind (a length and a swatch of one fabric are two lines), in id order:
 * stock rows are then always locked in the same order, so buyers never deadlock. A second swatch of
 * one fabric, or more swatches than an order may hold, is refused.
 */
export function orderedLines(items: CheckoutInput['items']): Line[] {
  const byFabric = new Map<string, Line>();
  for (const item of items) {
    const key = lineKey(item.fabric_id, item.kind);
    const earlier = byFabric.get(key);
    if (item.kind === 'swatch' && (earlier || (item.quantity !== undefined && item.quantity !== 1))) {
      throw badRequest('LINE_REPEATED', 'An order holds at most one swatch of each fabric.');
    }
    if (item.kind === 'remnant' && earlier)
      throw badRequest('LINE_REPEATED', 'An order holds at most one remnant of each fabric.');
    const line = earlier ?? {
      fabricId: item.fabric_id,
      kind: item.kind,
      quantity: 0,
      clientPrices: [],
      clientUnits: [],
      rollId: item.roll_id,
    };
    line.quantity += item.kind === 'swatch' ? 100 : toHundredths(item.quantity ?? 0);
    if (item.price !== undefined) line.clientPrices.push(item.price);
    if (item.unit !== undefined) line.clientUnits.push(item.unit);
    byFabric.set(key, line);
  }
  const lines = [...byFabric.values()];
  if (lines.filter((line) => line.kind === 'swatch').length > MAX_SWATCHES_PER_ORDER) {
    throw badRequest('TOO_MANY_SWATCHES', `An order may hold at most ${MAX_SWATCHES_PER_ORDER} swatches.`);
  }
  return lines.sort((a, b) => a.fabricId.localeCompare(b.fabricId) || a.kind.localeCompare(b.kind));
}

/**
 * What makes two requests "the same order" for an idempotency key. A length is [fabric, metres], as
 * before lengths had centimetres, so a key used before keeps matching its order.
 */
export function requestFingerprint(lines: Line[], input: CheckoutInput): string {
  const canonical = JSON.stringify({
    lines: lines.map((line) =>
      line.kind === 'remnant'
        ? [line.fabricId, 'remnant', line.rollId]
        : line.kind === 'swatch'
          ? [line.fabricId, fromHundredths(line.quantity), 'swatch']
          : [line.fabricId, fromHundredths(line.quantity)],
    ),
    paymentMethod: input.paymentMethod,
    shippingAddress: input.shippingAddress,
    ...(input.matchOrderId && { matchOrderId: input.matchOrderId }),
    // Each changes what is charged or invoiced; left out when absent, so a key used before keeps matching.
    ...(input.couponCode && { couponCode: input.couponCode }),
    ...(input.buyerGstin && { buyerGstin: input.buyerGstin }),
  });
  return createHash('sha256').update(canonical).digest('hex');
}
