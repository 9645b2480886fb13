// What checkout would cut for a shopper's lines, told before paying: the lengths of one
// fabric that would come from two dye lots. The same rule as checkout's (planFabricCuts), without locks.
import { type CuttingPlan, type CuttingPlanRequestSchema, type DyeLotNotice, toHundredths } from '@fabric-store/shared';
import { and, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Caller } from '../../core/caller';
import type { Executor } from '../../db/client';
import { fabrics } from '../../db/schema';
import { type CutWanted, planFabricCuts } from '../inventory/cutting-plan';
import { dyeLotsOfOrder, rollsOf } from '../inventory/rolls';

type CuttingPlanRequest = z.output<typeof CuttingPlanRequestSchema>;

/** "These lengths of Indigo Mulmul come from two dye lots (A and B): …" */
export const twoDyeLotsMessage = (name: string, lots: string[]) =>
  `These lengths of ${name} come from ${lots.length === 2 ? 'two' : lots.length} dye lots (${lots.join(' and ')}): their shades may differ slightly. You may still place the order.`;

export async function planCuts(db: Executor, customer: Caller, input: CuttingPlanRequest): Promise<CuttingPlan> {
  const matched = input.matchOrderId ? await dyeLotsOfOrder(db, customer.id, input.matchOrderId) : new Map();
  const wanted = new Map<string, CutWanted[]>();
  for (const item of input.items) {
    if (item.kind === 'swatch') continue;
    const line: CutWanted = { kind: item.kind, quantity: toHundredths(item.quantity ?? 0), rollId: item.roll_id };
    const lines = wanted.get(item.fabric_id) ?? [];
    const same = lines.find((earlier) => earlier.kind === 'length' && line.kind === 'length');
    if (same) same.quantity += line.quantity;
    else wanted.set(item.fabric_id, [...lines, line]);
  }
  if (wanted.size === 0) return { dyeLotNotices: [] };
  const metreFabrics = await db
    .select({ id: fabrics.id, name: fabrics.name, minCutCm: fabrics.minCutCm, unit: fabrics.unit })
    .from(fabrics)
    .where(and(inArray(fabrics.id, [...wanted.keys()]), isNull(fabrics.deletedAt)));
  const dyeLotNotices: DyeLotNotice[] = [];
  for (const fabric of metreFabrics) {
    if (fabric.unit !== 'per_metre') continue;
    const rolls = await rollsOf(db, fabric.id);
    const lines = (wanted.get(fabric.id) ?? []).map((line) =>
      // A remnant sent without its length is the whole roll.
      line.kind === 'remnant' && line.quantity === 0
        ? { ...line, quantity: rolls.find((roll) => roll.id === line.rollId)?.lengthCm ?? 0 }
        : line,
    );
    const { mixedLots } = planFabricCuts(rolls, lines, fabric.minCutCm, matched.get(fabric.id));
    if (mixedLots.length > 0) {
      dyeLotNotices.push({
        fabric_id: fabric.id,
        name: fabric.name,
        lots: mixedLots,
        message: twoDyeLotsMessage(fabric.name, mixedLots),
      });
    }
  }
  return { dyeLotNotices };
}
