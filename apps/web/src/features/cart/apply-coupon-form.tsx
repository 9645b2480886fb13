import type { Cart } from '@fabric-store/shared';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { TaggedWords } from '../../i18n/tagged-words';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useApplyCoupon, useRemoveCoupon } from './api';

/**
 * The cart's coupon: a code to apply, or the applied one with Remove. Why the server
 * refused a code, or why an applied one takes nothing off now, is shown under the field.
 */
export function ApplyCouponForm({ cart }: { cart: Cart }) {
  const { t } = useTranslation('shop');
  const [code, setCode] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const inputId = useId();
  const messageId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) return;
    setRefusal(null);
    apply.mutate(code.trim(), {
      onSuccess: (answer) => {
        setCode('');
        toast.success(answer.message);
      },
      onError: (failure) => setRefusal(errorMessage(failure, t('coupon.applyFailed'))),
    });
  };

  if (cart.coupon) {
    return (
      <div className="rounded-xl border border-ink/10 bg-sand/40 p-3 text-sm">
        <p className="flex items-center justify-between gap-2">
          <span>
            <TaggedWords sentence={t('coupon.applied', { code: cart.coupon.code })} tags={{ strong: <strong /> }} />
          </span>
          <Button
            variant="secondary"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: (answer) => toast.success(answer.message),
                onError: (failure) => toast.error(errorMessage(failure, t('coupon.removeFailed'))),
              })
            }
          >
            {t('coupon.remove')}
          </Button>
        </p>
        {cart.couponProblem ? (
          <p role="alert" className="mt-2 text-danger">
            {cart.couponProblem}
          </p>
        ) : null}
      </div>
    );
  }

  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5" noValidate>
      <label htmlFor={inputId} className="text-sm font-semibold text-ink">
        {t('coupon.label')}
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="off"
          aria-invalid={refusal ? true : undefined}
          aria-describedby={refusal ? messageId : undefined}
          className="w-full min-w-0 rounded-lg border border-ink/20 bg-white px-3 py-2 uppercase text-ink focus-visible:border-loom aria-invalid:border-danger"
        />
        <Button type="submit" variant="secondary" disabled={apply.isPending}>
          {t('coupon.apply')}
        </Button>
      </div>
      {refusal ? (
        <p id={messageId} role="alert" className="text-sm text-danger">
          {refusal}
        </p>
      ) : null}
    </form>
  );
}
