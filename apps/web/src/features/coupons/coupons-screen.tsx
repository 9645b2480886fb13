import type { Coupon } from '@fabric-store/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { ErrorMessage, Loading } from '../../components/page-state';
import { formatPrice } from '../../components/price';
import { useFormats } from '../../i18n/formats';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { type CouponsBase, useCoupons, useCouponUses, useDisableCoupon } from './api';
import { NewCouponForm } from './new-coupon-form';

/** A coupon's time in India time, in the reader's language. */
function useWhen() {
  const formats = useFormats();
  return (iso: string) => formats.date(iso, 'dayAndTime');
}

const valueLabel = (coupon: Pick<Coupon, 'kind' | 'value'>, t: TFunction<'vendor'>) =>
  coupon.kind === 'percent'
    ? t('coupons.percentOff', { value: coupon.value })
    : t('coupons.amountOff', { amount: formatPrice(coupon.value) });

function Uses({ base, coupon }: { base: CouponsBase; coupon: Coupon }) {
  const uses = useCouponUses(base, coupon._id);
  const { t } = useTranslation('vendor');
  const when = useWhen();
  if (uses.error) return <ErrorMessage>{errorMessage(uses.error, t('coupons.usesFailed'))}</ErrorMessage>;
  if (uses.isPending) return <Loading label={t('loading')} />;
  if (uses.data.length === 0) return <p className="text-sm text-muted">{t('coupons.noUses', { code: coupon.code })}</p>;
  return (
    <ul aria-label={t('coupons.usesOf', { code: coupon.code })} className="space-y-1 text-sm">
      {uses.data.map((use) => (
        <li key={use.orderId}>
          {t('coupons.use', {
            when: when(use.at),
            shopper: use.shopper.name,
            order: use.orderNumber,
            amount: formatPrice(use.discount),
          })}
        </li>
      ))}
    </ul>
  );
}

/** What the coupon takes off, on which fabrics, within which limits and when: one line of short phrases. */
function couponTerms(coupon: Coupon, showVendor: boolean, t: TFunction<'vendor'>, when: (iso: string) => string) {
  const limits = [
    coupon.minOrder ? t('coupons.minOrder', { amount: formatPrice(coupon.minOrder) }) : null,
    coupon.maxUses ? t('coupons.mostUses', { most: coupon.maxUses }) : null,
    coupon.maxUsesPerShopper ? t('coupons.mostPerShopper', { most: coupon.maxUsesPerShopper }) : null,
  ].filter(Boolean);
  const fabrics = coupon.vendor
    ? t('coupons.vendorsFabrics', { vendor: coupon.vendor.name })
    : t('coupons.everyFabric');
  return [
    valueLabel(coupon, t),
    showVendor ? ` · ${fabrics}` : '',
    limits.length > 0 ? ` · ${limits.join(', ')}` : '',
    coupon.startsAt ? ` · ${t('coupons.from', { when: when(coupon.startsAt) })}` : '',
    coupon.endsAt ? ` · ${t('coupons.until', { when: when(coupon.endsAt) })}` : '',
  ].join('');
}

function CouponRow({ base, coupon, showVendor }: { base: CouponsBase; coupon: Coupon; showVendor: boolean }) {
  const disable = useDisableCoupon(base);
  const [showUses, setShowUses] = useState(false);
  const { t } = useTranslation('vendor');
  const when = useWhen();
  return (
    <li className="rounded-2xl border border-ink/10 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-mono text-lg font-semibold">{coupon.code}</h2>
          <p className="text-sm text-muted">{couponTerms(coupon, showVendor, t, when)}</p>
          <p className="text-sm">
            {t('coupons.used', { count: coupon.uses, amount: formatPrice(coupon.discountGiven) })}
            {coupon.disabled ? <strong className="ml-2 text-danger">{t('coupons.disabled')}</strong> : null}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" aria-expanded={showUses} onClick={() => setShowUses(!showUses)}>
            {showUses ? t('coupons.hideUses') : t('coupons.showUses')}
          </Button>
          {coupon.disabled ? null : (
            <Button
              variant="danger"
              disabled={disable.isPending}
              onClick={() =>
                disable.mutate(coupon._id, {
                  onSuccess: () => toast.success(t('coupons.disabledToast', { code: coupon.code })),
                  onError: (failure) => toast.error(errorMessage(failure, t('coupons.disableFailed'))),
                })
              }
            >
              {t('coupons.disable', { code: coupon.code })}
            </Button>
          )}
        </div>
      </div>
      {showUses ? (
        <div className="mt-3 border-t border-ink/10 pt-3">
          <Uses base={base} coupon={coupon} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * The "Coupons" screen of the operator's console and of the vendor's pages: a new
 * coupon's form, then every coupon with its uses and a way to disable it.
 */
export function CouponsScreen({ base, intro }: { base: CouponsBase; intro: string }) {
  const coupons = useCoupons(base);
  const { t } = useTranslation('vendor');
  return (
    <div className="space-y-6">
      <p className="text-muted">{intro}</p>
      <NewCouponForm base={base} />
      {coupons.error ? (
        <ErrorMessage>{errorMessage(coupons.error, t('coupons.loadFailed'))}</ErrorMessage>
      ) : coupons.isPending ? (
        <Loading label={t('loading')} />
      ) : coupons.data.length === 0 ? (
        <p className="text-muted">{t('coupons.none')}</p>
      ) : (
        <ul aria-label={t('coupons.list')} className="space-y-3">
          {coupons.data.map((coupon) => (
            <CouponRow key={coupon._id} base={base} coupon={coupon} showVendor={base === '/api/admin/coupons'} />
          ))}
        </ul>
      )}
    </div>
  );
}
