import type { OrderMoney } from '@fabric-store/shared';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../components/price';
import { useOrderMoney } from './api';
import { Loaded } from './console-parts';

/** One line of the sum: its words and its amount, right-aligned so the column adds up by eye. */
function Line({ label, amount, strong = false }: { label: string; amount: number; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? 'font-semibold' : 'text-muted'}>{label}</dt>
      <dd className={`text-right tabular-nums ${strong ? 'font-semibold' : ''}`}>{formatPrice(amount)}</dd>
    </>
  );
}

function MoneySum({ money }: { money: OrderMoney }) {
  const { t } = useTranslation('admin');
  const { marketplace } = money;
  return (
    <>
      <dl className="mt-3 grid max-w-md grid-cols-[1fr_max-content] gap-x-6 gap-y-2 text-sm">
        <Line label={t('orderMoney.shopperPaid')} amount={money.paid} strong />
        {money.vendors.map((row) => (
          <Line
            key={row.vendor._id}
            label={t('orderMoney.vendorKeeps', { vendor: row.vendor.name })}
            amount={row.keeps}
          />
        ))}
        <Line
          label={
            marketplace.couponDiscounts > 0
              ? t('orderMoney.marketplaceKeepsLessCoupon', {
                  commission: formatPrice(marketplace.commission),
                  coupon: formatPrice(marketplace.couponDiscounts),
                })
              : t('orderMoney.marketplaceKeeps')
          }
          amount={marketplace.keeps}
        />
        <Line label={t('orderMoney.refunded')} amount={money.refunded} />
        <Line label={t('orderMoney.owedToShopper')} amount={money.owedToShopper} />
        <Line label={t('orderMoney.held')} amount={money.heldForDelivery} />
        {(money.withheldForTaxes ?? 0) !== 0 && (
          <Line label={t('orderMoney.withheldForTaxes')} amount={money.withheldForTaxes ?? 0} />
        )}
      </dl>
      {money.balanced ? (
        <p className="mt-3 text-sm">{t('orderMoney.balanced')}</p>
      ) : (
        <p role="alert" className="mt-3 text-sm font-semibold text-danger">
          {t('orderMoney.unbalanced')}
        </p>
      )}
    </>
  );
}

/**
 * The order's money, read from the journal: what the shopper paid equals what each vendor keeps, plus
 * what the marketplace keeps, plus what was refunded or is owed back, plus what is held until delivery.
 */
export function OrderMoneySection({ orderId }: { orderId: string }) {
  const { t } = useTranslation('admin');
  const money = useOrderMoney(orderId);
  return (
    <section aria-labelledby="order-money" className="rounded-2xl border border-ink/10 bg-white p-6">
      <h2 id="order-money" className="text-xl font-semibold">
        {t('overview.money')}
      </h2>
      <Loaded query={money}>{(data) => <MoneySum money={data} />}</Loaded>
    </section>
  );
}
