import { MAX_PATTERN_REPEAT_CM, MAX_SHRINKAGE_PERCENT } from '@fabric-store/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/field';
import type { FabricFormInput } from './fabric-form-schema';

interface RepeatAndShrinkageFieldsProps {
  register: UseFormRegister<FabricFormInput>;
  errors: FieldErrors<FabricFormInput>;
}

/**
 * The product form's "For the shopper's calculator" section, for metre fabrics: what
 * makes a garment take more of this cloth. Both optional; the calculator adds for them when stated.
 */
export function RepeatAndShrinkageFields({ register, errors }: RepeatAndShrinkageFieldsProps) {
  return (
    <fieldset className="grid gap-5 rounded-xl border border-ink/10 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">Pattern repeat and shrinkage (optional)</legend>
      <Field
        label="Pattern repeat (cm)"
        inputMode="numeric"
        hint={`Length after which the print repeats, up to ${MAX_PATTERN_REPEAT_CM} cm; empty for plain cloth`}
        error={errors.patternRepeatCm?.message}
        {...register('patternRepeatCm')}
      />
      <Field
        label="Shrinkage (%)"
        inputMode="numeric"
        hint={`How much it shrinks in the first wash (cotton, linen), up to ${MAX_SHRINKAGE_PERCENT}%`}
        error={errors.shrinkagePercent?.message}
        {...register('shrinkagePercent')}
      />
    </fieldset>
  );
}
