// Which roll each length or remnant of one fabric is cut from: the rule checkout applies
// under its locks and the cutting-plan preview applies to tell the shopper about dye lots first.

export interface RollStock {
  id: string;
  number: number;
  /** Centimetres left. */
  lengthCm: number;
  dyeLot: string | null;
}

/** One line of one fabric wanting a cut: a length of `quantity` centimetres, or the remnant `rollId` whole. */
export interface CutWanted {
  kind: 'length' | 'remnant';
  quantity: number;
  rollId?: string | undefined;
}

export interface FabricCutPlan {
  /** Per wanted line, in the order given: the roll it is cut from, or undefined when none can give it. */
  rolls: (RollStock | undefined)[];
  /** The dye lots the lines come from (with the matched order's), when more than one: the shopper is told. */
  mixedLots: string[];
}

/** A roll shorter than the fabric's minimum cut, and not empty, is a remnant: it is sold whole. */
export const isRemnant = (lengthCm: number, minCutCm: number) => lengthCm > 0 && lengthCm < minCutCm;

/**
 * Plans one fabric's cuts: each remnant is its own roll, whole; each length comes from the shortest
 * roll that holds it (so long rolls stay long), preferring a roll of `preferredLot` (the matched earlier
 * order's) or else of a lot another line of this order is already cut from, when one can hold it.
 */
export function planFabricCuts(
  rolls: readonly RollStock[],
  wanted: readonly CutWanted[],
  minCutCm: number,
  preferredLot?: string | null,
): FabricCutPlan {
  const left = new Map(rolls.map((roll) => [roll.id, roll.lengthCm]));
  const planned: (RollStock | undefined)[] = wanted.map(() => undefined);
  const lots = new Set<string>(preferredLot ? [preferredLot] : []);
  const take = (index: number, roll: RollStock, quantity: number) => {
    planned[index] = roll;
    left.set(roll.id, (left.get(roll.id) ?? 0) - quantity);
    if (roll.dyeLot) lots.add(roll.dyeLot);
  };
  // Remnants first: their rolls are fixed, so their lots are the ones a length should match.
  wanted.forEach((line, index) => {
    if (line.kind !== 'remnant') return;
    const roll = rolls.find((candidate) => candidate.id === line.rollId);
    if (roll && roll.lengthCm === line.quantity && isRemnant(roll.lengthCm, minCutCm)) take(index, roll, line.quantity);
  });
  wanted.forEach((line, index) => {
    if (line.kind !== 'length') return;
    const fitting = rolls
      .filter((roll) => (left.get(roll.id) ?? 0) >= line.quantity)
      .sort((a, b) => (left.get(a.id) ?? 0) - (left.get(b.id) ?? 0) || a.number - b.number);
    const sameLot = fitting.find((roll) => roll.dyeLot !== null && lots.has(roll.dyeLot));
    const roll = sameLot ?? fitting[0];
    if (roll) take(index, roll, line.quantity);
  });
  return { rolls: planned, mixedLots: lots.size > 1 ? [...lots].sort() : [] };
}

/** The longest piece a length can be cut to, in centimetres: the longest roll at least the minimum cut. */
export const longestPieceCm = (rolls: readonly RollStock[], minCutCm: number) =>
  Math.max(0, ...rolls.filter((roll) => roll.lengthCm >= minCutCm).map((roll) => roll.lengthCm));
