import { suggestedHsnCode } from '@fabric-store/shared';
import type { FieldErrors, UseFormRegister, UseFormSetValue, UseFormWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import type { AttributesFormInput } from './attributes-form-schema';
import type { FabricFormInput } from './fabric-form-schema';
import { useFieldErrorWords } from './field-error-words';

/** The heading the store would suggest from the attributes as typed so far; null without a fibre. */
function suggestionFor(attributes: AttributesFormInput): string | null {
  const weight = attributes.weightGsm.trim();
  return suggestedHsnCode({
    composition: attributes.composition
      .filter((row) => row.fibre !== '')
      .map((row) => ({ fibre: row.fibre, percent: Number(row.percent) || 0 })),
    weightGsm: /^\d+$/.test(weight) ? Number(weight) : null,
    construction: attributes.construction || null,
    pattern: attributes.pattern || null,
  });
}

interface HsnCodeFieldProps {
  register: UseFormRegister<FabricFormInput>;
  watch: UseFormWatch<FabricFormInput>;
  setValue: UseFormSetValue<FabricFormInput>;
  errors: FieldErrors<FabricFormInput>;
}

/**
 * The fabric's HSN code, which its GST rate is looked up by: the vendor's own, or, left empty, the
 * heading its fibre and weight suggest, which the field shows as they are chosen.
 */
export function HsnCodeField({ register, watch, setValue, errors }: HsnCodeFieldProps) {
  const suggestion = suggestionFor(watch('attributes'));
  const typed = watch('hsnCode').trim();
  const { t } = useTranslation('vendor');
  const errorWords = useFieldErrorWords();
  return (
    <div className="flex flex-col gap-2">
      <Field
        label={t('form.hsnCode')}
        inputMode="numeric"
        autoComplete="off"
        placeholder={suggestion ?? undefined}
        hint={suggestion ? t('form.hsnSuggested', { code: suggestion }) : t('form.hsnHint')}
        error={errorWords(errors.hsnCode?.message)}
        {...register('hsnCode')}
      />
      {suggestion && typed !== suggestion ? (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setValue('hsnCode', suggestion, { shouldValidate: true, shouldDirty: true })}
        >
          {t('form.useCode', { code: suggestion })}
        </Button>
      ) : null}
    </div>
  );
}
