import type { FieldErrors, UseFormRegister, UseFormWatch } from 'react-hook-form';
import { Field } from '../../components/field';
import type { FabricFormInput } from './fabric-form-schema';

interface SellingFieldsProps {
  register: UseFormRegister<FabricFormInput>;
  watch: UseFormWatch<FabricFormInput>;
  errors: FieldErrors<FabricFormInput>;
}

/** The form's "Sold by" section: the metre or the piece, the cut lengths, and the swatch offer. */
export function SellingFields({ register, watch, errors }: SellingFieldsProps) {
  const byTheMetre = watch('unit') === 'per_metre';
  const swatchOffered = watch('swatchOffered');
  return (
    <fieldset className="grid gap-5 rounded-xl border border-ink/10 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-sm font-semibold text-ink">Sold by</legend>
      <div className="flex flex-wrap gap-5 sm:col-span-2" role="radiogroup" aria-label="Sold by">
        <label className="inline-flex items-center gap-2">
          <input type="radio" value="per_metre" {...register('unit')} />
          The metre (cut to length)
        </label>
        <label className="inline-flex items-center gap-2">
          <input type="radio" value="per_piece" {...register('unit')} />
          The piece (pre-cut packs, fat quarters)
        </label>
      </div>
      {byTheMetre ? (
        <>
          <Field
            label="Minimum cut (m)"
            inputMode="decimal"
            hint="The shortest length you cut, e.g. 0.5"
            error={errors.minCut?.message}
            {...register('minCut')}
          />
          <Field
            label="Step (m)"
            inputMode="decimal"
            hint="Lengths go up from the minimum by this, e.g. 0.1, 0.25 or 0.5"
            error={errors.step?.message}
            {...register('step')}
          />
          <label className="inline-flex items-center gap-2 self-center text-sm font-semibold text-ink">
            <input type="checkbox" {...register('swatchOffered')} />
            Offer a swatch
          </label>
          {swatchOffered ? (
            <Field
              label="Swatch price (Rs.)"
              inputMode="decimal"
              error={errors.swatchPrice?.message}
              {...register('swatchPrice')}
            />
          ) : null}
        </>
      ) : null}
    </fieldset>
  );
}
