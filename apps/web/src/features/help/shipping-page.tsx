import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TaggedWords } from '../../i18n/tagged-words';
import { HelpPageFrame, HelpSection } from './help-page-frame';

const linkClass = 'font-semibold text-clay-700 underline hover:text-clay-600';

/** How an order reaches the shopper: each seller sends its own part, at no delivery charge. */
export function ShippingPage() {
  const { t } = useTranslation('help');
  return (
    <HelpPageFrame path="/shipping" heading={t('shipping.heading')} description={t('shipping.description')}>
      <HelpSection id="cost-heading" title={t('shipping.costTitle')}>
        <p>{t('shipping.costText')}</p>
      </HelpSection>

      <HelpSection id="parts-heading" title={t('shipping.partsTitle')}>
        <p>{t('shipping.partsText')}</p>
      </HelpSection>

      <HelpSection id="change-heading" title={t('shipping.changeTitle')}>
        <p>
          <TaggedWords
            sentence={t('shipping.changeText')}
            tags={{
              orders: <Link to="/orders" className={linkClass} />,
              returns: <Link to="/returns" className={linkClass} />,
            }}
          />
        </p>
      </HelpSection>

      <HelpSection id="pay-heading" title={t('shipping.payTitle')}>
        <p>{t('shipping.payText')}</p>
      </HelpSection>
    </HelpPageFrame>
  );
}
