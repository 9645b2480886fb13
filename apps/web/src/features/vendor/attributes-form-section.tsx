import {
  attributeLabel,
  COLOUR_FAMILIES,
  CONSTRUCTIONS,
  FIBRES,
  PATTERNS,
} from '@fabric-store/shared/fabric-attribute-values';
import { type Control, type FieldErrors, type UseFormRegister, useFieldArray } from 'react-hook-form';
import { Button } from '../../components/button';
import { Field, SelectField, TextAreaField } from '../../components/field';
import type { FabricFormInput } from './fabric-form-schema';

/** A fabric rarely lists more fibres than this; the API refuses more. */
const MAX_FIBRE_ROWS = 6;

interface AttributesFormSectionProps {
  control: Control<FabricFormInput, unknown, unknown>;
  register: UseFormRegister<FabricFormInput>;
  errors: FieldErrors<FabricFormInput>['attributes'];
}

function Options({ values }: { values: readonly string[] }) {
  return (
    <>
      <option value="">Not stated</option>
      {values.map((value) => (
        <option key={value} value={value}>
          {attributeLabel(value)}
        </option>
      ))}
    </>
  );
}

/** The product form's "What it is made of" section: composition rows (fibre + percent) and the other attributes. */
export function AttributesFormSection({ control, register, errors }: AttributesFormSectionProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'attributes.composition' });
  const compositionError = errors?.composition?.message ?? errors?.composition?.root?.message;
  return (
    <fieldset className="grid gap-4 rounded-xl border border-ink/10 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-base font-semibold text-ink">What it is made of</legend>
      <div className="flex flex-col gap-2 sm:col-span-2">
        <p className="text-sm font-semibold text-ink">Composition</p>
        <ul className="flex flex-col gap-2">
          {fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] items-end gap-2">
              <SelectField label={`Fibre ${index + 1}`} {...register(`attributes.composition.${index}.fibre`)}>
                <option value="">Choose a fibre</option>
                {FIBRES.map((fibre) => (
                  <option key={fibre} value={fibre}>
                    {attributeLabel(fibre)}
                  </option>
                ))}
              </SelectField>
              <Field
                label={`Percent ${index + 1}`}
                inputMode="numeric"
                autoComplete="off"
                {...register(`attributes.composition.${index}.percent`)}
              />
              <Button
                type="button"
                variant="secondary"
                aria-label={`Remove fibre ${index + 1}`}
                disabled={fields.length === 1}
                onClick={() => remove(index)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
        {compositionError ? (
          <p role="alert" className="text-sm text-danger">
            {compositionError}
          </p>
        ) : (
          <p className="text-xs text-muted">Whole percentages adding up to 100, e.g. 55% linen and 45% cotton</p>
        )}
        {fields.length < MAX_FIBRE_ROWS ? (
          <Button
            type="button"
            variant="secondary"
            className="self-start"
            onClick={() => append({ fibre: '', percent: '' })}
          >
            Add a fibre
          </Button>
        ) : null}
      </div>
      <Field
        label="Width (cm)"
        inputMode="numeric"
        autoComplete="off"
        hint="e.g. 112 for 44 inches, 140 for 55"
        error={errors?.widthCm?.message}
        {...register('attributes.widthCm')}
      />
      <Field
        label="Weight (GSM)"
        inputMode="numeric"
        autoComplete="off"
        hint="Grams per square metre"
        error={errors?.weightGsm?.message}
        {...register('attributes.weightGsm')}
      />
      <SelectField label="Weave or knit" error={errors?.construction?.message} {...register('attributes.construction')}>
        <Options values={CONSTRUCTIONS} />
      </SelectField>
      <SelectField label="Pattern" error={errors?.pattern?.message} {...register('attributes.pattern')}>
        <Options values={PATTERNS} />
      </SelectField>
      <SelectField label="Colour family" error={errors?.colourFamily?.message} {...register('attributes.colourFamily')}>
        <Options values={COLOUR_FAMILIES} />
      </SelectField>
      <div className="sm:col-span-2">
        <TextAreaField
          label="Care notes"
          rows={2}
          hint="How to wash, dry and iron it"
          error={errors?.careNotes?.message}
          {...register('attributes.careNotes')}
        />
      </div>
    </fieldset>
  );
}
