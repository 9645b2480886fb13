import {
  COLOUR_FAMILIES,
  CONSTRUCTIONS,
  type ColourFamily,
  type Construction,
  FIBRES,
  type Fibre,
  PATTERNS,
  type Pattern,
} from '@fabric-store/shared/fabric-attribute-values';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Field, SelectField, TextAreaField } from '../../components/field';
import type { FabricFormInput } from './fabric-form-schema';
import { useFieldErrorWords } from './field-error-words';

/** A fabric rarely lists more fibres than this; the API refuses more. */
const MAX_FIBRE_ROWS = 6;

interface AttributesFormSectionProps {
  control: Control<FabricFormInput, unknown, unknown>;
  register: UseFormRegister<FabricFormInput>;
  errors: FieldErrors<FabricFormInput>['attributes'];
}

/** A value a fabric's attribute takes, which the catalogue words under `attributeValues`. */
type AttributeValue = Fibre | Construction | Pattern | ColourFamily;

function Options({ values }: { values: readonly AttributeValue[] }) {
  const { t } = useTranslation('vendor');
  return (
    <>
      <option value="">{t('form.notStated')}</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {t(`attributeValues.${value}`)}
        </option>
      ))}
    </>
  );
}

/** The product form's "What it is made of" section: composition rows (fibre + percent) and the other attributes. */
export function AttributesFormSection({ control, register, errors }: AttributesFormSectionProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'attributes.composition' });
  const { t } = useTranslation('vendor');
  const errorWords = useFieldErrorWords();
  const compositionError = errorWords(errors?.composition?.message ?? errors?.composition?.root?.message);
  return (
    <fieldset className="grid gap-4 rounded-xl border border-ink/10 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-base font-semibold text-ink">{t('form.madeOf')}</legend>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <p className="text-sm font-semibold text-ink">{t('form.composition')}</p>
        <ul className="flex flex-col gap-2">
          {fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] items-end gap-2">
              <SelectField
                label={t('form.fibre', { number: index + 1 })}
                {...register(`attributes.composition.${index}.fibre`)}
              >
                <option value="">{t('form.chooseFibre')}</option>
                {FIBRES.map((fibre) => (
                  <option key={fibre} value={fibre}>
                    {t(`attributeValues.${fibre}`)}
                  </option>
                ))}
              </SelectField>
              <Field
                label={t('form.percent', { number: index + 1 })}
                inputMode="numeric"
                autoComplete="off"
                {...register(`attributes.composition.${index}.percent`)}
              />
              <Button
                type="button"
                variant="secondary"
                aria-label={t('form.removeFibre', { number: index + 1 })}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                {t('form.remove')}
              </Button>
            </li>
          ))}
        </ul>
        {compositionError ? (
          <p role="alert" className="text-sm text-danger">
            {compositionError}
          </p>
        ) : (
          <p className="text-xs text-muted">{t('form.compositionHint')}</p>
        )}
        {fields.length < MAX_FIBRE_ROWS ? (
          <Button
            type="button"
            variant="secondary"
            className="self-start"
            onClick={() => append({ fibre: '', percent: '' })}
          >
            {t('form.addFibre')}
          </Button>
        ) : null}
      </div>
      <Field
        label={t('form.width')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('form.widthHint')}
        error={errorWords(errors?.widthCm?.message)}
        {...register('attributes.widthCm')}
      />
      <Field
        label={t('form.weight')}
        inputMode="numeric"
        autoComplete="off"
        hint={t('form.weightHint')}
        error={errorWords(errors?.weightGsm?.message)}
        {...register('attributes.weightGsm')}
      />
      <SelectField
        label={t('form.construction')}
        error={errorWords(errors?.construction?.message)}
        {...register('attributes.construction')}
      >
        <Options values={CONSTRUCTIONS} />
      </SelectField>
      <SelectField
        label={t('form.pattern')}
        error={errorWords(errors?.pattern?.message)}
        {...register('attributes.pattern')}
      >
        <Options values={PATTERNS} />
      </SelectField>
      <SelectField
        label={t('form.colourFamily')}
        error={errorWords(errors?.colourFamily?.message)}
        {...register('attributes.colourFamily')}
      >
        <Options values={COLOUR_FAMILIES} />
      </SelectField>
      <div className="sm:col-span-2">
        <TextAreaField
          label={t('form.careNotes')}
          rows={2}
          hint={t('form.careNotesHint')}
          error={errorWords(errors?.careNotes?.message)}
          {...register('attributes.careNotes')}
        />
      </div>
    </fieldset>
  );
}
