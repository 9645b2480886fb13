import {
  ADDRESS_PARTS,
  type AddressParts,
  EMPTY_ADDRESS_PARTS,
  formatAddressLine,
  indianMobileDigits,
  indianMobileMessage,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type SavedAddress,
} from '@fabric-store/shared';
import { useForm } from 'react-hook-form';
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
  const blocker = placeOrderBlocker(watch());

  const submit = handleSubmit((values) => {
    // Enter in a field submits even while the button is disabled; the blocker message already says why.
    if (placeOrderBlocker(values) !== null || !isPaymentMethod(values.paymentMethod)) return;
    onPlaceOrder(values);
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-4 font-display text-2xl font-semibold">Shipping Address</legend>
        {savedAddresses.length > 0 ? (
          <div className="sm:col-span-2">
            <SelectField
              label="Saved addresses"
              defaultValue={savedAddresses.find((saved) => saved.isDefault)?._id ?? ''}
              onChange={(event) => {
                const chosen = savedAddresses.find((saved) => saved._id === event.target.value);
                for (const part of [...ADDRESS_PARTS, 'name', 'phone'] as const)
                  setValue(part, chosen ? chosen[part] : '', { shouldDirty: true, shouldValidate: true });
              }}
            >
              <option value="">Enter another address</option>
              {savedAddresses.map((saved) => (
                <option key={saved._id} value={saved._id}>
                  {[saved.name, formatAddressLine(saved)].filter(Boolean).join(': ')}
                </option>
              ))}
            </SelectField>
          </div>
        ) : null}
        <Field label="Recipient's name (optional)" autoComplete="name" {...register('name')} />
        <Field
          label="Phone (optional)"
          hint="A 10-digit mobile number the courier can call."
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone', {
            validate: (phone) => !phone?.trim() || indianMobileDigits(phone) !== null || indianMobileMessage('Phone'),
          })}
        />
        <AddressFields required fieldFor={(part) => register(part)} />
        <Field
          label="GSTIN (optional, for business purchases)"
          hint="Printed on your invoices so you can claim the tax."
          autoComplete="off"
          {...register('buyerGstin')}
        />
      </fieldset>
      <SelectField label="Payment Method" required {...register('paymentMethod')}>
        <option value={PAYMENT_PLACEHOLDER}>Select an option</option>
        {PAYMENT_METHODS.map((method) => (
          <option key={method} value={method}>
            {PAYMENT_METHOD_LABELS[method]}
          </option>
        ))}
      </SelectField>
      <div className="flex flex-col gap-2">
        <Button type="submit" size="lg" disabled={blocker !== null || placing}>
          {placing ? 'Placing Order...' : 'Place Order'}
        </Button>
        <p aria-live="polite" className="min-h-5 text-sm text-muted">
          {blocker}
        </p>
      </div>
    </form>
  );
}
