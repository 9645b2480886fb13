import type { CouponCreateRequest } from '@fabric-store/shared';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('vendor');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setRefusal(null);
    create.mutate(couponRequest(new FormData(form)), {
      onSuccess: (coupon) => {
        form.reset();
        toast.success(t('coupons.form.created', { code: coupon.code }));
      },
      onError: (failure) => setRefusal(errorMessage(failure, t('coupons.form.createFailed'))),
    });
  };

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={t('coupons.form.label')}
      className="grid gap-4 rounded-2xl border border-ink/10 bg-white p-6 sm:grid-cols-2 lg:grid-cols-4"
    >
      <Field label={t('coupons.form.code')} name="code" required autoComplete="off" hint={t('coupons.form.codeHint')} />
      <SelectField label={t('coupons.form.kind')} name="kind" defaultValue="percent">
        <option value="percent">{t('coupons.form.percent')}</option>
        <option value="fixed">{t('coupons.form.fixed')}</option>
      </SelectField>
      <Field
        label={t('coupons.form.value')}
        name="value"
        required
        inputMode="decimal"
        hint={t('coupons.form.valueHint')}
      />
      <Field label={t('coupons.form.minOrder')} name="minOrder" inputMode="decimal" />
      <Field label={t('coupons.form.starts')} name="startsAt" type="datetime-local" />
      <Field label={t('coupons.form.ends')} name="endsAt" type="datetime-local" />
      <Field label={t('coupons.form.mostUses')} name="maxUses" inputMode="numeric" />
      <Field label={t('coupons.form.mostPerShopper')} name="maxUsesPerShopper" inputMode="numeric" />
      {refusal ? (
        <p role="alert" className="text-sm text-danger sm:col-span-2 lg:col-span-4">
          {refusal}
        </p>
      ) : null}
      <div className="sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={create.isPending}>
          {t('coupons.form.create')}
        </Button>
      </div>
    </form>
  );
}
