import type { CouponCreateRequest } from '@fabric-store/shared';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/button';
import { Field, SelectField } from '../../components/field';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { type CouponsBase, useCreateCoupon } from './api';

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const optionalNumber = (form: FormData, name: string) => (text(form, name) ? Number(text(form, name)) : undefined);
const optionalDate = (form: FormData, name: string) =>
  text(form, name) ? new Date(text(form, name)).toISOString() : undefined;

/** The coupon a filled-in form asks for; the server checks every field and says what is wrong. */
function couponRequest(form: FormData): CouponCreateRequest {
  const fields = {
    minOrder: optionalNumber(form, 'minOrder'),
    startsAt: optionalDate(form, 'startsAt'),
    endsAt: optionalDate(form, 'endsAt'),
    maxUses: optionalNumber(form, 'maxUses'),
    maxUsesPerShopper: optionalNumber(form, 'maxUsesPerShopper'),
  };
  return {
    code: text(form, 'code'),
    kind: text(form, 'kind') === 'fixed' ? 'fixed' : 'percent',
    value: Number(text(form, 'value')),
    ...Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)),
  };
}

/** New coupon: a code, a percent or an amount off, and the optional limits. */
export function NewCouponForm({ base }: { base: CouponsBase }) {
  const create = useCreateCoupon(base);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setRefusal(null);
    create.mutate(couponRequest(new FormData(form)), {
      onSuccess: (coupon) => {
        form.reset();
        toast.success(`Coupon ${coupon.code} created.`);
      },
      onError: (failure) => setRefusal(errorMessage(failure, 'The coupon could not be created.')),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="New coupon"
      className="grid gap-4 rounded-2xl border border-ink/10 bg-white p-6 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field label="Code" name="code" required autoComplete="off" hint="Letters, digits, - and _" />
      <SelectField label="Kind" name="kind" defaultValue="percent">
        <option value="percent">Percent off</option>
        <option value="fixed">Rupees off</option>
      </SelectField>
      <Field label="Value" name="value" required inputMode="decimal" hint="e.g. 10 (%) or 150 (Rs.)" />
      <Field label="Minimum order (Rs.)" name="minOrder" inputMode="decimal" />
      <Field label="Starts" name="startsAt" type="datetime-local" />
      <Field label="Ends" name="endsAt" type="datetime-local" />
      <Field label="Most uses" name="maxUses" inputMode="numeric" />
      <Field label="Most uses per shopper" name="maxUsesPerShopper" inputMode="numeric" />
      {refusal ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2 lg:col-span-4">
          {refusal}
        </p>
      ) : null}
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={create.isPending}>
          Create coupon
        </Button>
      </div>
    </form>
  );
}
