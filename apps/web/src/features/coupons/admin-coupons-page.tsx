import { useTranslation } from 'react-i18next';
import { CouponsScreen } from './coupons-screen';

/** The console's "Coupons": marketplace coupons, which the marketplace funds from its commission, and every vendor's. */
export function AdminCouponsPage() {
  const { t } = useTranslation('admin');
  return (
    <>
      <title>{t('console.tabTitle', { title: t('coupons.title') })}</title>
      <h1 className="mb-6 text-3xl font-semibold text-ink">{t('coupons.title')}</h1>
      <CouponsScreen base="/api/admin/coupons" intro={t('coupons.intro')} />
    </>
  );
}
