import type { CartItem } from '@fabric-store/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../components/price';
import { cartTotal } from './cart-math';

/**
 * Shipping is always free; the total is price × quantity summed, to two decimals, less the
 * coupon's discount as the server worked it out.
 */
export function CartSummary({
  items,
  discount = 0,
  coupon,
  children,
}: {
  items: CartItem[];
  discount?: number | undefined;
  coupon?: string | undefined;
  children?: ReactNode;
}) {
  const { t } = useTranslation('orders');
  const subtotal = cartTotal(items);
  const total = Math.round((subtotal - discount) * 100) / 100;
  return (
    <section aria-labelledby="cart-summary-heading" className="rounded-2xl border border-ink/10 bg-white p-6 shadow-sm">
      <h2 id="cart-summary-heading" className="text-2xl font-semibold">
        {t('summary.heading')}
      </h2>
      <dl className="mt-5 space-y-3 text-sm">
        <div className="flex justify-between">
          <dt className="text-muted">{t('summary.subtotal')}</dt>
          <dd>{formatPrice(subtotal)}</dd>
        </div>
        {discount > 0 ? (
          <div className="flex justify-between text-green-800">
            <dt>
              {t('summary.discount')}
              {coupon ? ` (${coupon})` : ''}
            </dt>
            <dd data-testid="cart-discount">-{formatPrice(discount)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between">
          <dt className="text-muted">{t('summary.shipping')}</dt>
          <dd className="font-semibold text-green-800">{t('summary.free')}</dd>
        </div>
        <div className="flex justify-between border-t border-ink/10 pt-3 text-base font-semibold">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="cart-total">{formatPrice(total)}</dd>
        </div>
      </dl>
      {children ? <div className="mt-6 flex flex-col gap-3">{children}</div> : null}
    </section>
  );
}
