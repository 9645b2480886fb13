import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';
import type { FabricFormInput } from './fabric-form-schema';

interface HindiTextFieldsProps {
  register: UseFormRegister<FabricFormInput>;
  errors: FieldErrors<FabricFormInput>;
}

/** The fabric's optional name and description in Hindi, shown to shoppers who read the store in Hindi. */
export function HindiTextFields({ register, errors }: HindiTextFieldsProps) {
  const { t } = useTranslation('vendor');
  const descriptionId = useId();
  return (
    <>
      <div className="sm:col-span-2">
        <Field
          label={t('form.nameHi')}
          lang="hi"
          autoComplete="off"
          error={errors.nameHi?.message}
          {...register('nameHi')}
        />
      </div>
      {/* The shared Field renders inputs only; this textarea follows its markup and classes, as Description's does. */}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={descriptionId} className="text-sm font-semibold text-ink">
          {t('form.descriptionHi')}
        </label>
        <textarea
          id={descriptionId}
          lang="hi"
          rows={4}
          aria-invalid={errors.descriptionHi ? true : undefined}
          aria-describedby={errors.descriptionHi ? `${descriptionId}-error` : undefined}
          className="w-full rounded-lg border border-ink/20 bg-white px-3 py-2.5 text-ink transition-colors hover:border-ink/40 focus-visible:border-loom aria-invalid:border-danger"
          {...register('descriptionHi')}
        />
        {errors.descriptionHi ? (
          <p id={`${descriptionId}-error`} className="text-sm text-danger">
            {errors.descriptionHi.message}
          </p>
        ) : null}
      </div>
    </>
  );
}
