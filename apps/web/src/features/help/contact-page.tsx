import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TaggedWords } from '../../i18n/tagged-words';
import { HelpPageFrame, HelpSection } from './help-page-frame';

const linkClass = 'font-semibold text-clay-700 underline hover:text-clay-600';

/** Where each kind of question gets answered: in the place in the store that can act on it. */
export function ContactPage() {
  const { t } = useTranslation('help');
  return (
    <HelpPageFrame path="/contact" heading={t('contact.heading')} description={t('contact.description')}>
      <HelpSection id="order-heading" title={t('contact.orderTitle')}>
        <p>
          <TaggedWords
            sentence={t('contact.orderText')}
            tags={{ orders: <Link to="/orders" className={linkClass} /> }}
          />
        </p>
      </HelpSection>

      <HelpSection id="account-heading" title={t('contact.accountTitle')}>
        <p>
          <TaggedWords
            sentence={t('contact.accountText')}
            tags={{
              profile: <Link to="/profile" className={linkClass} />,
              reset: <Link to="/forgot-password" className={linkClass} />,
            }}
          />
        </p>
      </HelpSection>

      <HelpSection id="selling-heading" title={t('contact.sellingTitle')}>
        <p>
          <TaggedWords sentence={t('contact.sellingText')} tags={{ sell: <Link to="/sell" className={linkClass} /> }} />
        </p>
      </HelpSection>
    </HelpPageFrame>
  );
}
