import type { AdminSettings } from '@fabric-store/shared';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSaveSettings, useSettings } from './api';
import { ConsoleHeading, Loaded } from './console-parts';
import { MarketplaceSettingsFields, marketplaceSettingsOf } from './marketplace-settings-fields';
import { UpiSettingsFields, upiSettingsOf } from './upi-settings-fields';

const CHOICES: AdminSettings['vendorApproval'][] = ['automatic', 'manual'];

/**
 * The operator's settings: how new vendors are approved (and whether they need a tax profile to list), where
 * and how soon shoppers pay by UPI, and the marketplace's legal name, GSTIN and address for its invoices.
 */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  const settings = useSettings();
  const save = useSaveSettings();
  return (
    <>
      <ConsoleHeading title={t('console.sections.settings')} />
      <Loaded query={settings}>
        {(data) => (
          <form
            className="max-w-xl rounded-2xl border border-ink/10 bg-white p-6"
            onSubmit={(event) => {
              event.preventDefault();
              const form = new FormData(event.currentTarget);
              const chosen = form.get('vendorApproval');
              save.mutate(
                {
                  vendorApproval: chosen === 'manual' ? 'manual' : 'automatic',
                  requireTaxProfile: form.get('requireTaxProfile') === 'on',
                  ...upiSettingsOf(form),
                  ...marketplaceSettingsOf(form),
                },
                {
                  onSuccess: () => toast.success(t('settings.saved')),
                  onError: (error) => toast.error(errorMessage(error, t('settings.couldNotSave'))),
                },
              );
            }}
          >
            <fieldset>
              <legend className="text-lg font-semibold">{t('settings.vendorApproval')}</legend>
              {CHOICES.map((choice) => (
                <label key={choice} className="mt-3 flex gap-3">
                  <input
                    type="radio"
                    name="vendorApproval"
                    value={choice}
                    defaultChecked={data.vendorApproval === choice}
                    className="mt-1"
                  />
                  <span>
                    <span className="block font-semibold">{t(`settings.approval.${choice}.label`)}</span>
                    <span className="text-sm text-muted">{t(`settings.approval.${choice}.hint`)}</span>
                  </span>
                </label>
              ))}
              <label className="mt-4 flex gap-3">
                <input
                  type="checkbox"
                  name="requireTaxProfile"
                  defaultChecked={data.requireTaxProfile}
                  className="mt-1"
                />
                <span>
                  <span className="block font-semibold">{t('settings.requireTaxProfile')}</span>
                  <span className="text-sm text-muted">{t('settings.requireTaxProfileHint')}</span>
                </span>
              </label>
            </fieldset>
            <UpiSettingsFields settings={data} />
            <MarketplaceSettingsFields settings={data} />
            <Button type="submit" className="mt-6" aria-disabled={save.isPending || undefined}>
              {t('settings.save')}
            </Button>
          </form>
        )}
      </Loaded>
    </>
  );
}
