// The pattern repeat and shrinkage a vendor may state of a metre fabric, as the database
// keeps them and as the fabric JSON shows them (only for metre fabrics, like the cut lengths).
import type { FabricUnit, RepeatAndShrinkage, RepeatAndShrinkageFieldsSchema } from '@fabric-store/shared';
import type { z } from 'zod';
import { fabrics } from '../../db/schema';

export const repeatAndShrinkageColumns = {
  patternRepeatCm: fabrics.patternRepeatCm,
  shrinkagePercent: fabrics.shrinkagePercent,
};

export interface RepeatAndShrinkageRow {
  unit: FabricUnit;
  patternRepeatCm: number | null;
  shrinkagePercent: number | null;
}

export function toRepeatAndShrinkage(row: RepeatAndShrinkageRow): RepeatAndShrinkage {
  const metre = row.unit === 'per_metre';
  return {
    patternRepeatCm: metre ? row.patternRepeatCm : null,
    shrinkagePercent: metre ? row.shrinkagePercent : null,
  };
}

/** The columns a create or update writes: the fields given (null clears one), the others left as they are. */
export function repeatAndShrinkageWrite(input: Partial<z.output<typeof RepeatAndShrinkageFieldsSchema>>) {
  return {
    ...(input.patternRepeatCm !== undefined && { patternRepeatCm: input.patternRepeatCm }),
    ...(input.shrinkagePercent !== undefined && { shrinkagePercent: input.shrinkagePercent }),
  };
}
