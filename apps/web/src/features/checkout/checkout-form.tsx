import {
  ADDRESS_PARTS,
  type AddressParts,
  EMPTY_ADDRESS_PARTS,
  formatAddressLine,
  indianMobileDigits,
  PAYMENT_METHODS,
  type SavedAddress,
} from '@fabric-store/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../components/address-fields';
import { Button } from '../../components/button';
import { Field, SelectField } from '../../components/field';
import { type CheckoutFormValues, isPaymentMethod, PAYMENT_PLACEHOLDER, placeOrderBlocker } from './place-order-rules';

interface CheckoutFormProps {
  /** The profile's address, part for part: what is pre-filled is what is shipped to. */
  defaultAddress?: AddressParts | undefined;
  placing: boolean;
  onPlaceOrder: (values: CheckoutFormValues) => void;
  /** The shopper's saved addresses, offered above the fields; choosing one fills them in. */
  savedAddresses?: SavedAddress[] | undefined;
}

/** The shipping address and payment method; Place Order stays disabled until both are complete. */
export function CheckoutForm({
  defaultAddress = EMPTY_ADDRESS_PARTS,
  placing,
  onPlaceOrder,
  savedAddresses = [],
}: CheckoutFormProps) {
  const { t } = useTranslation('checkout');
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    formState: { errors },
  } = useForm<CheckoutFormValues>({
    defaultValues: { name: '', phone: '', ...defaultAddress, paymentMethod: PAYMENT_PLACEHOLDER },
    mode: 'onBlur',
  });
  const blocker = placeOrderBlocker(watch(), t);

  const submit = handleSubmit((values) => {
    // Enter in a field submits even while the button is disabled; the blocker message already says why.
    if (placeOrderBlocker(values) !== null || !isPaymentMethod(values.paymentMethod)) return;
    onPlaceOrder(values);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 font-display text-2xl font-semibold">{t('form.shippingAddress')}</legend>
        {savedAddresses.length > 0 ? (
          <div className="sm:col-span-2">
            <SelectField
              label={t('form.savedAddresses')}
              defaultValue={savedAddresses.find((saved) => saved.isDefault)?._id ?? ''}
              onChange={(event) => {
                const chosen = savedAddresses.find((saved) => saved._id === event.target.value);
                for (const part of [...ADDRESS_PARTS, 'name', 'phone'] as const)
                  setValue(part, chosen ? chosen[part] : '', { shouldDirty: true, shouldValidate: true });
              }}
            >
              <option value="">{t('form.anotherAddress')}</option>
              {savedAddresses.map((saved) => (
                <option key={saved._id} value={saved._id}>
                  {[saved.name, formatAddressLine(saved)].filter(Boolean).join(': ')}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}
        <Field label={t('form.recipient')} autoComplete="name" {...register('name')} />
        <Field
          label={t('form.phone')}
          hint={t('form.phoneHint')}
          type="tel"
          autoComplete="tel"
          // Worded where it shows, so a switch of language rewords a message already on screen.
          error={errors.phone ? t('form.phoneInvalid') : undefined}
          {...register('phone', { validate: (phone) => !phone?.trim() || indianMobileDigits(phone) !== null })}
        />
        <AddressFields required fieldFor={(part) => register(part)} />
        <Field label={t('form.gstin')} hint={t('form.gstinHint')} autoComplete="off" {...register('buyerGstin')} />
      </fieldset>
      <SelectField label={t('form.paymentMethod')} required {...register('paymentMethod')}>
        <option value={PAYMENT_PLACEHOLDER}>{t('form.selectOption')}</option>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {t(`paymentMethods.${method}`)}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" disabled={blocker !== null || placing}>
          {placing ? t('form.placing') : t('form.placeOrder')}
        </Button>
        <p aria-live="polite" className="min-h-5 text-sm text-muted">
          {blocker}
        </p>
      </div>
    </form>
  );
}
