import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import type { FabricFormInput } from './fabric-form-schema';
import { useFieldErrorWords } from './field-error-words';

interface SellingFieldsProps {
  register: UseFormRegister<FabricFormInput>;
  watch: UseFormWatch<FabricFormInput>;
  errors: FieldErrors<FabricFormInput>;
}

/** The form's "Sold by" section: the metre or the piece, the cut lengths, and the swatch offer. */
export function SellingFields({ register, watch, errors }: SellingFieldsProps) {
  const byTheMetre = watch('unit') === 'per_metre';
  const swatchOffered = watch('swatchOffered');
  const { t } = useTranslation('vendor');
  const errorWords = useFieldErrorWords();
  return (
    <fieldset className="grid gap-5 rounded-xl border border-ink/10 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">{t('form.soldBy')}</legend>
      <div className="flex flex-wrap gap-5 sm:col-span-2" role="radiogroup" aria-label={t('form.soldBy')}>
        <label className="inline-flex items-center gap-2">
          <input type="radio" value="per_metre" {...register('unit')} />
          {t('form.byTheMetre')}
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" value="per_piece" {...register('unit')} />
          {t('form.byThePiece')}
        </label>
      </div>
      {byTheMetre ? (
        <>
          <Field
            label={t('form.minCut')}
            inputMode="decimal"
            hint={t('form.minCutHint')}
            error={errorWords(errors.minCut?.message)}
            {...register('minCut')}
          />
          <Field
            label={t('form.step')}
            inputMode="decimal"
            hint={t('form.stepHint')}
            error={errorWords(errors.step?.message)}
            {...register('step')}
          />
          <label className="inline-flex items-center gap-2 self-center text-sm font-semibold text-ink">
            <input type="checkbox" {...register('swatchOffered')} />
            {t('form.offerSwatch')}
          </label>
          {swatchOffered ? (
            <Field
              label={t('form.swatchPrice')}
              inputMode="decimal"
              error={errorWords(errors.swatchPrice?.message)}
              {...register('swatchPrice')}
            />
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
