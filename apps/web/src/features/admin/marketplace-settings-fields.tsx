import type { AdminSettings } from '@fabric-store/shared';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';

/** The marketplace's own tax facts as the form holds them; the API checks each and answers what is wrong. */
export const marketplaceSettingsOf = (form: FormData) => ({
  marketplaceLegalName: String(form.get('marketplaceLegalName') ?? '').trim(),
  marketplaceGstin: String(form.get('marketplaceGstin') ?? '')
    .trim()
    .toUpperCase(),
  marketplaceAddress: String(form.get('marketplaceAddress') ?? '').trim(),
});

/**
 * The marketplace as a business: the legal name, GSTIN and address its commission invoices and credit notes
 * name it by, and every tax invoice names it as the e-commerce operator. No commission invoice is issued
 * until the GSTIN is given.
 */
export function MarketplaceSettingsFields({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="mt-8 grid gap-4">
      <legend className="text-lg font-semibold">{t('settings.marketplace.title')}</legend>
      <Field
        label={t('settings.marketplace.legalName')}
        name="marketplaceLegalName"
        defaultValue={settings.marketplaceLegalName ?? ''}
        autoComplete="organization"
      />
      <Field
        label={t('settings.marketplace.gstin')}
        name="marketplaceGstin"
        defaultValue={settings.marketplaceGstin ?? ''}
        hint={t('settings.marketplace.gstinHint')}
        autoComplete="off"
      />
      <Field
        label={t('settings.marketplace.address')}
        name="marketplaceAddress"
        defaultValue={settings.marketplaceAddress ?? ''}
        hint={t('settings.marketplace.addressHint')}
        autoComplete="street-address"
      />
    </fieldset>
  );
}
