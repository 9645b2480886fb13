import { PatternRepeatCmSchema, type RepeatAndShrinkage, ShrinkagePercentSchema } from '@fabric-store/shared';
import { wholeOrNull } from './attributes-form-schema';

/** The section's inputs as typed; '' for not stated. */
export interface RepeatAndShrinkageFormInput {
  patternRepeatCm: string;
  shrinkagePercent: string;
}

export const EMPTY_REPEAT_AND_SHRINKAGE_FORM: RepeatAndShrinkageFormInput = {
  patternRepeatCm: '',
  shrinkagePercent: '',
};

export function repeatAndShrinkageFormValues(fabric: RepeatAndShrinkage): RepeatAndShrinkageFormInput {
  return {
    patternRepeatCm: fabric.patternRepeatCm === null ? '' : String(fabric.patternRepeatCm),
    shrinkagePercent: fabric.shrinkagePercent === null ? '' : String(fabric.shrinkagePercent),
  };
}

export const repeatAndShrinkageFormFields = {
  patternRepeatCm: wholeOrNull('validation.patternRepeatWhole', PatternRepeatCmSchema),
  shrinkagePercent: wholeOrNull('validation.shrinkageWhole', ShrinkagePercentSchema),
};
