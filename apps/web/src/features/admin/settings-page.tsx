import type { AdminSettings } from '@fabric-store/shared';
import { Button } from '../../components/button';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useSaveSettings, useSettings } from './api';
import { ConsoleHeading, Loaded } from './console-parts';
import { UpiSettingsFields, upiSettingsOf } from './upi-settings-fields';

const CHOICES: { value: AdminSettings['vendorApproval']; label: string; hint: string }[] = [
  { value: 'automatic', label: 'Automatic', hint: 'A new vendor sells at once.' },
  {
    value: 'manual',
    label: 'Manual',
    hint: 'A new vendor can sign in and prepare fabrics; shoppers see them once you approve it.',
  },
];

/** The operator's settings: how new vendors are approved (and whether they need a tax profile to list), and where and how soon shoppers pay by UPI. */
export function SettingsPage() {
  const settings = useSettings();
  const save = useSaveSettings();
  return (
    <>
      <ConsoleHeading title="Settings" />
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
                },
                {
                  onSuccess: () => toast.success('Settings saved.'),
                  onError: (error) => toast.error(errorMessage(error, 'Could not save the settings.')),
                },
              );
            }}
          >
            <fieldset>
              <legend className="text-lg font-semibold">Vendor approval</legend>
              {CHOICES.map((choice) => (
                <label key={choice.value} className="mt-3 flex gap-3">
                  <input
                    type="radio"
                    name="vendorApproval"
                    value={choice.value}
                    defaultChecked={data.vendorApproval === choice.value}
                    className="mt-1"
                  />
                  <span>
                    <span className="block font-semibold">{choice.label}</span>
                    <span className="text-sm text-muted">{choice.hint}</span>
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
                  <span className="block font-semibold">Require a complete tax profile to list fabrics</span>
                  <span className="text-sm text-muted">
                    GSTIN or PAN, pickup and return address, invoice prefix and bank account. Off, a vendor sells
                    without invoices until its profile is complete.
                  </span>
                </span>
              </label>
            </fieldset>
            <UpiSettingsFields settings={data} />
            <Button type="submit" className="mt-6" aria-disabled={save.isPending || undefined}>
              Save settings
            </Button>
          </form>
        )}
      </Loaded>
    </>
  );
}
