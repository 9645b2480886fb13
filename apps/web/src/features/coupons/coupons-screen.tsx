import { type Coupon, formatInIndia } from '@fabric-store/shared';
import { useState } from 'react';
import { Button } from '../../components/button';
import { ErrorMessage, Loading } from '../../components/page-state';
import { formatPrice } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { type CouponsBase, useCoupons, useCouponUses, useDisableCoupon } from './api';
import { NewCouponForm } from './new-coupon-form';

const when = (iso: string | null) => (iso ? formatInIndia(iso, 'dayAndTime') : '—');

const valueLabel = (coupon: Pick<Coupon, 'kind' | 'value'>) =>
  coupon.kind === 'percent' ? `${coupon.value}% off` : `${formatPrice(coupon.value)} off`;

function Uses({ base, coupon }: { base: CouponsBase; coupon: Coupon }) {
  const uses = useCouponUses(base, coupon._id);
  if (uses.error) return <ErrorMessage>{errorMessage(uses.error, 'Could not load the uses.')}</ErrorMessage>;
  if (uses.isPending) return <Loading />;
  if (uses.data.length === 0) return <p className="text-sm text-muted">No order has used {coupon.code} yet.</p>;
  return (
    <ul aria-label={`Uses of ${coupon.code}`} className="space-y-1 text-sm">
      {uses.data.map((use) => (
        <li key={use.orderId}>
          {when(use.at)}: {use.shopper.name}, order {use.orderNumber}, {formatPrice(use.discount)} off
        </li>
      ))}
    </ul>
  );
}

function CouponRow({ base, coupon, showVendor }: { base: CouponsBase; coupon: Coupon; showVendor: boolean }) {
  const disable = useDisableCoupon(base);
  const [showUses, setShowUses] = useState(false);
  const limits = [
    coupon.minOrder ? `min. ${formatPrice(coupon.minOrder)}` : null,
    coupon.maxUses ? `${coupon.maxUses} uses` : null,
    coupon.maxUsesPerShopper ? `${coupon.maxUsesPerShopper} per shopper` : null,
  ].filter(Boolean);
  return (
    <li className="rounded-2xl border border-ink/10 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="font-mono text-lg font-semibold">{coupon.code}</h2>
          <p className="text-sm text-muted">
            {valueLabel(coupon)}
            {showVendor ? ` · ${coupon.vendor ? `${coupon.vendor.name}'s fabrics` : 'every fabric'}` : ''}
            {limits.length > 0 ? ` · ${limits.join(', ')}` : ''}
            {coupon.startsAt ? ` · from ${when(coupon.startsAt)}` : ''}
            {coupon.endsAt ? ` · until ${when(coupon.endsAt)}` : ''}
          </p>
          <p className="text-sm">
            Used {coupon.uses} {coupon.uses === 1 ? 'time' : 'times'}, {formatPrice(coupon.discountGiven)} off in all
            {coupon.disabled ? <strong className="ml-2 text-danger">Disabled</strong> : null}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" aria-expanded={showUses} onClick={() => setShowUses(!showUses)}>
            {showUses ? 'Hide uses' : 'Show uses'}
          </Button>
          {coupon.disabled ? null : (
            <Button
              variant="danger"
              disabled={disable.isPending}
              onClick={() =>
                disable.mutate(coupon._id, {
                  onSuccess: () => toast.success(`Coupon ${coupon.code} disabled.`),
                  onError: (failure) => toast.error(errorMessage(failure, 'Could not disable the coupon.')),
                })
              }
            >
              Disable {coupon.code}
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
  return (
    <div className="space-y-6">
      <p className="text-muted">{intro}</p>
      <NewCouponForm base={base} />
      {coupons.error ? (
        <ErrorMessage>{errorMessage(coupons.error, 'Could not load the coupons.')}</ErrorMessage>
      ) : coupons.isPending ? (
        <Loading />
      ) : coupons.data.length === 0 ? (
        <p className="text-muted">No coupons yet.</p>
      ) : (
        <ul aria-label="Coupons" className="space-y-3">
          {coupons.data.map((coupon) => (
            <CouponRow key={coupon._id} base={base} coupon={coupon} showVendor={base === '/api/admin/coupons'} />
          ))}
        </ul>
      )}
    </div>
  );
}
