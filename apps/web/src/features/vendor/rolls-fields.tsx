import { useEffect } from 'react';
import {
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
  type UseFormWatch,
  useFieldArray,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import type { FabricFormInput, FabricFormOutput } from './fabric-form-schema';
import { useFieldErrorWords } from './field-error-words';
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
  const { t } = useTranslation('vendor');
  const errorWords = useFieldErrorWords();
  // An existing roll is called by its number, as on the cutting list; rolls added beside them are new.
  const numbered = rolls.filter((roll) => roll.number !== undefined).length;
  const rollName = (index: number) => {
    const number = rolls[index]?.number;
    if (number !== undefined) return t('form.roll', { number });
    return numbered > 0 ? t('form.newRoll', { number: index - numbered + 1 }) : t('form.roll', { number: index + 1 });
  };
  // A roll left shorter than the minimum cut is sold whole as a remnant; the hint says so as the vendor types.
  const remnantHint = (length: string | undefined) => {
    const metres = Number(length);
    return length?.trim() && metres > 0 && metres < minCut ? t('form.remnantHint', { minCut }) : undefined;
  };
  useEffect(() => {
    if (total !== undefined) setValue('stock', String(total), { shouldValidate: true });
  }, [total, setValue]);

  return (
    <fieldset className="grid gap-4 rounded-xl border border-ink/10 p-4 sm:col-span-2">
      <legend className="px-1 text-sm font-semibold text-ink">{t('form.rolls')}</legend>
      <p className="text-sm text-muted">{t('form.rollsIntro')}</p>
      {fields.map((field, index) => {
        const rollErrors = errors.rolls?.[index];
        return (
          <div key={field.id} className="grid items-end gap-3 sm:grid-cols-[1fr_1fr_auto]">
            <Field
              label={t('form.rollLength', { roll: rollName(index) })}
              inputMode="decimal"
              error={errorWords(rollErrors?.length?.message)}
              hint={remnantHint(rolls[index]?.length)}
              {...register(`rolls.${index}.length`)}
            />
            <Field
              label={t('form.rollDyeLot', { roll: rollName(index) })}
              autoComplete="off"
              error={errorWords(rollErrors?.dyeLot?.message)}
              {...register(`rolls.${index}.dyeLot`)}
            />
            <Button
              variant="secondary"
              onClick={() => remove(index)}
              aria-label={t('form.removeRoll', { roll: rollName(index).toLowerCase() })}
            >
              {t('form.remove')}
            </Button>
          </div>
        );
      })}
      <div className="flex flex-wrap items-end gap-4">
        <Button variant="secondary" onClick={() => append({ length: '', dyeLot: '' })}>
          {t('form.addRoll')}
        </Button>
        <Field
          label={t('form.remnantDiscount')}
          inputMode="numeric"
          hint={t('form.remnantDiscountHint')}
          error={errorWords(errors.remnantDiscount?.message)}
          {...register('remnantDiscount')}
        />
      </div>
    </fieldset>
  );
}
