import type { AdminSettings } from '@fabric-store/shared';
import { Field } from '../../components/field';

/** The settings' UPI values as the form holds them; the API checks each and answers what is wrong. */
export const upiSettingsOf = (form: FormData) => ({
  upiVpa: String(form.get('upiVpa') ?? '').trim(),
  upiPayeeName: String(form.get('upiPayeeName') ?? '').trim(),
  upiPaymentWindowMinutes: Number(form.get('upiPaymentWindowMinutes')),
});

/** Where shoppers' UPI payments go, and how long a UPI order waits for its payment before the store cancels it. */
export function UpiSettingsFields({ settings }: { settings: AdminSettings }) {
  return (
    <fieldset className="mt-8 grid gap-4">
      <legend className="text-lg font-semibold">UPI payments</legend>
      <Field
        label="UPI ID (VPA)"
        name="upiVpa"
        defaultValue={settings.upiVpa}
        hint="The marketplace's account, like fabricstore@okaxis. Left empty, shoppers are told UPI is not set up yet."
        autoComplete="off"
      />
      <Field label="Payee name" name="upiPayeeName" defaultValue={settings.upiPayeeName} autoComplete="off" />
      <Field
        label="Time to pay (minutes)"
        name="upiPaymentWindowMinutes"
        type="number"
        min={10}
        max={10_080}
        defaultValue={settings.upiPaymentWindowMinutes}
        hint="An order still unpaid after this long is cancelled and its stock returned; 1440 is a day."
      />
    </fieldset>
  );
}
