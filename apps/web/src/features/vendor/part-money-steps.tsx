import type { PartWithholding, VendorOrder } from '@fabric-store/shared';
import { paiseToRupees, rupeesToPaise } from '@fabric-store/shared/money';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../components/price';

/** What the commission is taken on: the subtotal, less the vendor's own coupon (a marketplace coupon is not the vendor's). */
export function commissionBase(total: number, discount: number | undefined, fundedByVendor: boolean): number {
  return fundedByVendor && discount ? paiseToRupees(rupeesToPaise(total) - rupeesToPaise(discount)) : total;
}

/** "12% of Rs. 2,430.00" when every line has one percent, "on Rs. 2,430.00 (each line's percent, above)" when they differ. */
function commissionLabel(order: VendorOrder, base: number, t: TFunction<'vendor'>): string {
  const percents = new Set(order.items.map((line) => line.commissionPercent));
  const [only] = percents;
  if (percents.size === 1 && only !== undefined)
    return t('money.commissionOf', { percent: only, base: formatPrice(base) });
  if (percents.size > 1) return t('money.commissionMixed', { base: formatPrice(base) });
  return t('money.commission');
}

/** A step that takes from the vendor's sum. */
function Deduction({ label, amount }: { label: string; amount: number }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className="whitespace-nowrap text-right">−{formatPrice(amount)}</dd>
    </>
  );
}

/** What the marketplace withholds for the government at delivery, each at the rate the server took it at and on what. */
function WithholdingSteps({ withholding, base }: { withholding: PartWithholding; base: number }) {
  const { t } = useTranslation('vendor');
  return (
    <>
      {withholding.gstOnCommission ? (
        <Deduction
          label={t('money.gst', { percent: withholding.gstOnCommissionPercent })}
          amount={withholding.gstOnCommission}
        />
      ) : null}
      {withholding.tcsBase ? (
        <Deduction
          label={t('money.tcs', { percent: withholding.tcsPercent, base: formatPrice(withholding.tcsBase) })}
          amount={withholding.tcs}
        />
      ) : null}
      {withholding.tdsPercent ? (
        <Deduction
          label={t('money.tds', { percent: withholding.tdsPercent, base: formatPrice(base) })}
          amount={withholding.tds}
        />
      ) : null}
      {withholding.tdsExempt ? (
        <>
          <dt>{t('money.tdsExempt')}</dt>
          <dd className="whitespace-nowrap text-right">{formatPrice(0)}</dd>
        </>
      ) : null}
    </>
  );
}

/**
 * The vendor's part as one sum read top to bottom: its subtotal, the coupon and who pays it, the
 * marketplace's commission and what it is a percent of, the GST on the commission, TCS and TDS withheld
 * at delivery where they apply, and what the vendor receives (as its ledger posts it).
 */
export function PartMoneySteps({ order }: { order: VendorOrder }) {
  const fundedByVendor = order.discountFundedBy === 'vendor';
  const base = commissionBase(order.totalPrice, order.discount, fundedByVendor);
  const { t } = useTranslation('vendor');
  return (
    <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 text-sm text-muted">
      <dt className="font-semibold text-ink">{t('money.subtotal')}</dt>
      <dd className="whitespace-nowrap text-right font-semibold text-ink">{formatPrice(order.totalPrice)}</dd>
      {order.discount ? (
        fundedByVendor ? (
          <>
            <dt className="text-green-800">{t('money.yourCoupon')}</dt>
            <dd className="whitespace-nowrap text-right text-green-800">−{formatPrice(order.discount)}</dd>
          </>
        ) : (
          <>
            <dt className="text-green-800">{t('money.marketplaceCoupon', { amount: formatPrice(order.discount) })}</dt>
            <dd className="whitespace-nowrap text-right text-green-800">−{formatPrice(0)}</dd>
          </>
        )
      ) : null}
      <Deduction label={commissionLabel(order, base, t)} amount={order.commission} />
      {order.withholding ? <WithholdingSteps withholding={order.withholding} base={base} /> : null}
      <dt className="font-semibold text-ink">{t('money.youReceive')}</dt>
      <dd className="whitespace-nowrap text-right font-semibold text-ink">
        {formatPrice(order.withholding?.receives ?? order.net)}
      </dd>
    </dl>
  );
}
