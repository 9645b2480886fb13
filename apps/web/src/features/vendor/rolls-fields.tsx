import { useEffect } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  type UseFormWatch,
  useFieldArray,
} from 'react-hook-form';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import type { FabricFormInput, FabricFormOutput } from './fabric-form-schema';
import { rollsTotal } from './selling-form-schema';

interface RollsFieldsProps {
  control: Control<FabricFormInput, unknown, FabricFormOutput>;
  register: UseFormRegister<FabricFormInput>;
  watch: UseFormWatch<FabricFormInput>;
  setValue: UseFormSetValue<FabricFormInput>;
  errors: FieldErrors<FabricFormInput>;
}

/**
 * A metre fabric's rolls: each roll's length and dye lot. With rolls listed, the stock is
 * their sum, written into the Stock field; without, the stock is one roll. Also the remnant discount.
 */
export function RollsFields({ control, register, watch, setValue, errors }: RollsFieldsProps) {
  const { fields, append, remove } = useFieldArray({ control, name: 'rolls' });
  const rolls = watch('rolls');
  const total = rolls.length > 0 ? rollsTotal(rolls) : undefined;
  const minCut = Number(watch('minCut'));
  // An existing roll is called by its number, as on the cutting list; rolls added beside them are new.
  const numbered = rolls.filter((roll) => roll.number !== undefined).length;
  const rollName = (index: number) => {
    const number = rolls[index]?.number;
    if (number !== undefined) return `Roll ${number}`;
    return numbered > 0 ? `New roll ${index - numbered + 1}` : `Roll ${index + 1}`;
  };
  // A roll left shorter than the minimum cut is sold whole as a remnant; the hint says so as the vendor types.
  const remnantHint = (length: string | undefined) => {
    const metres = Number(length);
    return length?.trim() && metres > 0 && metres < minCut
      ? `Remnant: under the ${minCut} m minimum cut, sold whole`
      : undefined;
  };
  useEffect(() => {
    if (total !== undefined) setValue('stock', String(total), { shouldValidate: true });
  }, [total, setValue]);

  return (
    <fieldset className="grid gap-4 rounded-xl border border-ink/10 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold text-ink">Rolls</legend>
      <p className="text-sm text-muted">
        Each length is cut in one piece from one roll. List your rolls and their dye lots; the stock is their sum.
        Without rolls, the stock is one roll.
      </p>
      {fields.map((field, index) => {
        const rollErrors = errors.rolls?.[index];
        return (
          <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <Field
              label={`${rollName(index)} length (m)`}
              inputMode="decimal"
              error={rollErrors?.length?.message}
              hint={remnantHint(rolls[index]?.length)}
              {...register(`rolls.${index}.length`)}
            />
            <Field
              label={`${rollName(index)} dye lot (optional)`}
              autoComplete="off"
              error={rollErrors?.dyeLot?.message}
              {...register(`rolls.${index}.dyeLot`)}
            />
            <Button
              variant="secondary"
              onClick={() => remove(index)}
              aria-label={`Remove ${rollName(index).toLowerCase()}`}
            >
              Remove
            </Button>
          </div>
        );
      })}
      <div className="flex flex-wrap items-end gap-4">
        <Button variant="secondary" onClick={() => append({ length: '', dyeLot: '' })}>
          Add roll
        </Button>
        <Field
          label="Remnant discount (%)"
          inputMode="numeric"
          hint="Off the price per metre of a roll end shorter than the minimum cut, sold whole"
          error={errors.remnantDiscount?.message}
          {...register('remnantDiscount')}
        />
      </div>
    </fieldset>
  );
}
