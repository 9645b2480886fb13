import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Field, SelectField } from '../../components/field';
import { PhotoManager, type PhotoManagerState } from '../fabric-photos/photo-manager';
import { useCategories } from './api';
import { EMPTY_ATTRIBUTES_FORM } from './attributes-form-schema';
import { AttributesFormSection } from './attributes-form-section';
import {
  AddFabricFormSchema,
  EditFabricFormSchema,
  type FabricFormInput,
  type FabricFormOutput,
} from './fabric-form-schema';
import { useFieldErrorWords } from './field-error-words';
import { HindiTextFields } from './hindi-text-fields';
import { HsnCodeField } from './hsn-code-field';
import { RepeatAndShrinkageFields } from './repeat-and-shrinkage-fields';
import { EMPTY_REPEAT_AND_SHRINKAGE_FORM } from './repeat-and-shrinkage-form-schema';
import { RollsFields } from './rolls-fields';
import { SaleFields } from './sale-fields';
import { EMPTY_SALE_FORM } from './sale-form-schema';
import { SellingFields } from './selling-fields';
import { DEFAULT_SELLING_FORM } from './selling-form-schema';

export const EMPTY_FABRIC_FORM: FabricFormInput = {
  name: '',
  price: '',
  description: '',
  nameHi: '',
  descriptionHi: '',
  stock: '',
  category: '',
  image: '',
  hsnCode: '',
  ...DEFAULT_SELLING_FORM,
  ...EMPTY_REPEAT_AND_SHRINKAGE_FORM,
  ...EMPTY_SALE_FORM,
  attributes: EMPTY_ATTRIBUTES_FORM,
};

interface FabricFormProps {
  /** Add asks for a category; edit does not, because the spec's update sends none. */
  mode: 'add' | 'edit';
  defaultValues: FabricFormInput;
  submitLabel: string;
  submittingLabel: string;
  onSubmit: (values: FabricFormOutput) => Promise<void>;
  /** Shown beside the submit button, such as a Cancel link. */
  secondaryAction?: ReactNode;
  /** The fabric's photos, managed beside the form's fields. */
  photos?: PhotoManagerState;
}

/** The vendor's product form, shared by Add New Product and Edit Product. */
export function FabricForm({
  mode,
  defaultValues,
  submitLabel,
  submittingLabel,
  onSubmit,
  secondaryAction,
  photos,
}: FabricFormProps) {
  const {
    register,
    watch,
    control,
    setValue,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FabricFormInput, unknown, FabricFormOutput>({
    resolver: zodResolver(mode === 'add' ? AddFabricFormSchema : EditFabricFormSchema),
    defaultValues,
    // On leaving a field, not on touch: under onTouched a roll row just added is checked at once
    // and greets the vendor with "Roll length is required" before they could type it.
    mode: 'onBlur',
  });
  const categories = useCategories();
  const descriptionId = useId();
  const { t } = useTranslation('vendor');
  const errorWords = useFieldErrorWords();

  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      className="grid gap-5 rounded-2xl border border-ink/10 bg-white p-6 shadow-sm sm:grid-cols-2 sm:p-8"
    >
      <div className="sm:col-span-2">
        <Field
          label={t('form.name')}
          required
          autoComplete="off"
          error={errorWords(errors.name?.message)}
          {...register('name')}
        />
      </div>
      <Field
        label={t('form.price')}
        required
        inputMode="decimal"
        hint={t('form.priceHint')}
        error={errorWords(errors.price?.message)}
        {...register('price')}
      />
      <Field
        label={t('form.stock')}
        required
        inputMode="decimal"
        hint={
          watch('unit') !== 'per_metre'
            ? defaultValues.unit === 'per_metre' && mode === 'edit'
              ? t('form.stockPiecesEmptiesRolls')
              : t('form.stockPieces')
            : watch('rolls').length > 0
              ? t('form.stockFromRolls')
              : t('form.stockMetres')
        }
        readOnly={watch('unit') === 'per_metre' && watch('rolls').length > 0}
        error={errorWords(errors.stock?.message)}
        {...register('stock')}
      />
      {mode === 'add' ? (
        <SelectField
          label={t('form.category')}
          required
          error={errorWords(errors.category?.message)}
          {...register('category')}
        >
          <option value="">{t('form.chooseCategory')}</option>
          {(categories.data?.categories ?? []).map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </SelectField>
      ) : null}
      <SellingFields register={register} watch={watch} errors={errors} />
      {watch('unit') === 'per_metre' ? <RepeatAndShrinkageFields register={register} errors={errors} /> : null}
      <SaleFields register={register} errors={errors} />
      {watch('unit') === 'per_metre' ? (
        <RollsFields control={control} register={register} watch={watch} setValue={setValue} errors={errors} />
      ) : null}
      <AttributesFormSection control={control} register={register} errors={errors.attributes} />
      <HsnCodeField register={register} watch={watch} setValue={setValue} errors={errors} />
      {photos ? <PhotoManager state={photos} /> : null}
      <div className={mode === 'add' ? undefined : 'sm:col-span-2'}>
        <Field
          label={t('form.imageUrl')}
          type="url"
          hint={photos ? t('form.imageUrlWithPhotos') : t('form.imageUrlHint')}
          error={errorWords(errors.image?.message)}
          {...register('image')}
        />
      </div>
      {/* The shared Field renders inputs only; this textarea follows its markup and classes. */}
      <div className="flex flex-col gap-1.5 sm:col-span-2">
        <label htmlFor={descriptionId} className="text-sm font-semibold text-ink">
          {t('form.description')}
        </label>
        <textarea
          id={descriptionId}
          rows={5}
          aria-invalid={errors.description ? true : undefined}
          aria-describedby={errors.description ? `${descriptionId}-error` : undefined}
          className="w-full rounded-lg border border-ink/20 bg-white px-3 py-2.5 text-ink transition-colors hover:border-ink/40 focus-visible:border-loom aria-invalid:border-danger"
          {...register('description')}
        />
        {errors.description ? (
          <p id={`${descriptionId}-error`} className="text-sm text-danger">
            {errorWords(errors.description.message)}
          </p>
        ) : null}
      </div>
      <HindiTextFields register={register} errors={errors} />
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </Button>
        {secondaryAction}
      </div>
    </form>
  );
}
