import { MAX_PATTERN_REPEAT_CM, MAX_SHRINKAGE_PERCENT } from '@fabric-store/shared';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import type { FabricFormInput } from './fabric-form-schema';
import { useFieldErrorWords } from './field-error-words';

interface RepeatAndShrinkageFieldsProps {
  register: UseFormRegister<FabricFormInput>;
  errors: FieldErrors<FabricFormInput>;
}

/**
 * The product form's "For the shopper's calculator" section, for metre fabrics: what
 * makes a garment take more of this cloth. Both optional; the calculator adds for them when stated.
 */
export function RepeatAndShrinkageFields({ register, errors }: RepeatAndShrinkageFieldsProps) {
  const { t } = useTranslation('vendor');
  const errorWords = useFieldErrorWords();
  return (
    <fieldset className="grid gap-5 rounded-xl border border-ink/10 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">{t('form.repeatAndShrinkage')}</legend>
      <Field
        label={t('form.patternRepeat')}
        inputMode="numeric"
        hint={t('form.patternRepeatHint', { max: MAX_PATTERN_REPEAT_CM })}
        error={errorWords(errors.patternRepeatCm?.message)}
        {...register('patternRepeatCm')}
      />
      <Field
        label={t('form.shrinkage')}
        inputMode="numeric"
        hint={t('form.shrinkageHint', { max: MAX_SHRINKAGE_PERCENT })}
        error={errorWords(errors.shrinkagePercent?.message)}
        {...register('shrinkagePercent')}
      />
    </fieldset>
  );
}
