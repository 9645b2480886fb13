import type { AdminSettings } from '@fabric-store/shared';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/field';

/** The settings' UPI values as the form holds them; the API checks each and answers what is wrong. */
export const upiSettingsOf = (form: FormData) => ({
  upiVpa: String(form.get('upiVpa') ?? '').trim(),
  upiPayeeName: String(form.get('upiPayeeName') ?? '').trim(),
  upiPaymentWindowMinutes: Number(form.get('upiPaymentWindowMinutes')),
});

/** Where shoppers' UPI payments go, and how long a UPI order waits for its payment before the store cancels it. */
export function UpiSettingsFields({ settings }: { settings: AdminSettings }) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="mt-8 grid gap-4">
      <legend className="text-lg font-semibold">{t('settings.upi.title')}</legend>
      <Field
        label={t('settings.upi.vpa')}
        name="upiVpa"
        defaultValue={settings.upiVpa}
        hint={t('settings.upi.vpaHint')}
        autoComplete="off"
      />
      <Field
        label={t('settings.upi.payee')}
        name="upiPayeeName"
        defaultValue={settings.upiPayeeName}
        autoComplete="off"
      />
      <Field
        label={t('settings.upi.window')}
        name="upiPaymentWindowMinutes"
        type="number"
        min={10}
        max={10_080}
        defaultValue={settings.upiPaymentWindowMinutes}
        hint={t('settings.upi.windowHint')}
      />
    </fieldset>
  );
}
