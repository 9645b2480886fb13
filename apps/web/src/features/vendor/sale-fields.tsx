import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import type { FabricFormInput } from './fabric-form-schema';
import { useFieldErrorWords } from './field-error-words';

/** The form's "Sale" section: a price below the regular one, from and until when. */
export function SaleFields({
  register,
  errors,
}: {
  register: UseFormRegister<FabricFormInput>;
  errors: FieldErrors<FabricFormInput>;
}) {
  const { t } = useTranslation('vendor');
  const errorWords = useFieldErrorWords();
  return (
    <fieldset className="grid gap-5 rounded-xl border border-ink/10 p-4 sm:col-span-2 sm:grid-cols-3">
      <legend className="px-1 text-sm font-semibold text-ink">{t('form.sale')}</legend>
      <Field
        label={t('form.salePrice')}
        inputMode="decimal"
        hint={t('form.salePriceHint')}
        error={errorWords(errors.salePrice?.message)}
        {...register('salePrice')}
      />
      <Field
        label={t('form.saleStarts')}
        type="datetime-local"
        hint={t('form.saleStartsHint')}
        error={errorWords(errors.saleStartsAt?.message)}
        {...register('saleStartsAt')}
      />
      <Field
        label={t('form.saleEnds')}
        type="datetime-local"
        hint={t('form.saleEndsHint')}
        error={errorWords(errors.saleEndsAt?.message)}
        {...register('saleEndsAt')}
      />
    </fieldset>
  );
}
