import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/field';
import type { FabricFormInput } from './fabric-form-schema';

/** The form's "Sale" section: a price below the regular one, from and until when. */
export function SaleFields({
  register,
  errors,
}: {
  register: UseFormRegister<FabricFormInput>;
  errors: FieldErrors<FabricFormInput>;
}) {
  return (
    <fieldset className="grid gap-5 rounded-xl border border-ink/10 p-4 sm:col-span-2 sm:grid-cols-3">
      <legend className="px-1 text-sm font-semibold text-ink">Sale</legend>
      <Field
        label="On sale for (Rs.)"
        inputMode="decimal"
        hint="Below the price; leave empty for no sale"
        error={errors.salePrice?.message}
        {...register('salePrice')}
      />
      <Field
        label="Sale starts"
        type="datetime-local"
        hint="Empty: now"
        error={errors.saleStartsAt?.message}
        {...register('saleStartsAt')}
      />
      <Field
        label="Sale ends"
        type="datetime-local"
        hint="Empty: until you end it"
        error={errors.saleEndsAt?.message}
        {...register('saleEndsAt')}
      />
    </fieldset>
  );
}
