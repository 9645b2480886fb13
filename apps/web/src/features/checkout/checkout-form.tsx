import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@fabric-store/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../components/button';
import { Field, SelectField } from '../../components/field';
import {
  type CheckoutFormValues,
  isPaymentMethod,
  PAYMENT_PLACEHOLDER,
  placeOrderBlocker,
  SHIPPING_FIELDS,
} from './place-order-rules';

const FIELD_LABELS: Record<(typeof SHIPPING_FIELDS)[number], { label: string; autoComplete: string }> = {
  address: { label: 'Address', autoComplete: 'street-address' },
  city: { label: 'City', autoComplete: 'address-level2' },
  state: { label: 'State', autoComplete: 'address-level1' },
  postalCode: { label: 'Postal Code', autoComplete: 'postal-code' },
  country: { label: 'Country', autoComplete: 'country-name' },
};

interface CheckoutFormProps {
  defaultAddress?: string;
  placing: boolean;
  onPlaceOrder: (values: CheckoutFormValues) => void;
}

/** The shipping address and payment method; Place Order stays disabled until both are complete. */
export function CheckoutForm({ defaultAddress = '', placing, onPlaceOrder }: CheckoutFormProps) {
  const { register, handleSubmit, watch } = useForm<CheckoutFormValues>({
    defaultValues: {
      address: defaultAddress,
      city: '',
      state: '',
      postalCode: '',
      country: '',
      paymentMethod: PAYMENT_PLACEHOLDER,
    },
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
        {SHIPPING_FIELDS.map((field) => (
          <div key={field} className={field === 'address' ? 'sm:col-span-2' : undefined}>
            <Field
              label={FIELD_LABELS[field].label}
              autoComplete={FIELD_LABELS[field].autoComplete}
              required
              {...register(field)}
            />
          </div>
        ))}
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
