import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-state';
import { CouponsScreen } from './coupons-screen';

/** The vendor's "Coupons": codes for its own fabrics, whose discount it funds (commission is taken after it). */
export function VendorCouponsPage() {
  const { t } = useTranslation('vendor');
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageTitle eyebrow={t('eyebrow')}>{t('coupons.title')}</PageTitle>
      <CouponsScreen base="/api/vendor/coupons" intro={t('coupons.intro')} />
    </section>
  );
}
