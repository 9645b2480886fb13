import type { CheckoutRequest } from '@fabric-store/shared';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ButtonLink } from '../../components/button';
import { LineAmount } from '../../components/line-amount';
import { ErrorMessage, Loading } from '../../components/page-state';
import { formatPrice } from '../../components/price';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useSavedAddresses } from '../addresses/api';
import { useCart } from '../cart/api';
import { cartTotal, lineTotal } from '../cart/cart-math';
import { CartSummary } from '../cart/cart-summary';
import { usePlaceOrder } from './api';
import { CheckoutForm } from './checkout-form';
import { DyeLotNotices } from './dye-lot-notices';
import { newIdempotencyKey } from './idempotency-key';
import { matchOrderIdOf, orderLines } from './order-lines';
import { type CheckoutFormValues, isPaymentMethod } from './place-order-rules';

interface Attempt {
  key: string;
  body: string;
}

/** A retry is the same attempt only if it would send the same order; a network or server failure keeps its key. */
function isRetryable(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 0 || error.status >= 500);
}

export function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const { user } = useSession();
  const navigate = useNavigate();
  const { data: cart, error, isPending } = useCart();
  const saved = useSavedAddresses();
  const placeOrder = usePlaceOrder();
  const attempt = useRef<Attempt | null>(null);
  const inFlight = useRef(false);
  const [matchOrder, setMatchOrder] = useState('');

  // The form's fields start from the default address, so it waits for the saved ones (a failure leaves the profile's).
  if (isPending || (saved.isPending && saved.fetchStatus !== 'idle')) return <Loading />;
  if (error) {
    return (
      <ErrorMessage>
        {t('page.loadFailed', { message: errorMessage(error, t('page.loadFailedFallback')) })}
      </ErrorMessage>
    );
  }

  const items = cart.items;
  if (items.length === 0 && !placeOrder.isPending && !placeOrder.isSuccess) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold">{t('page.heading')}</h1>
        <p className="mt-4 text-lg text-muted">{t('page.empty')}</p>
        <ButtonLink to="/" size="lg" className="mt-8">
          {t('page.continue')}
        </ButtonLink>
      </section>
    );
  }

  const submit = (values: CheckoutFormValues) => {
    if (!user) {
      toast.error(t('page.loginToCheckout'));
      navigate('/login');
      return;
    }
    // A second click that lands before React re-renders the disabled button must not place a second order.
    if (inFlight.current || !isPaymentMethod(values.paymentMethod)) return;
    const request: CheckoutRequest = {
      userId: user._id,
      items: orderLines(items),
      // What the shopper is shown: less the coupon's discount, when the cart has one.
      totalPrice: Math.round((cartTotal(items) - (cart.discount ?? 0)) * 100) / 100,
      matchOrderId: matchOrderIdOf(matchOrder),
      paymentMethod: values.paymentMethod,
      shippingAddress: {
        address: values.address.trim(),
        city: values.city.trim(),
        state: values.state.trim(),
        postalCode: values.postalCode.trim(),
        country: values.country.trim(),
        ...(values.name?.trim() && { name: values.name.trim() }),
        ...(values.phone?.trim() && { phone: values.phone.trim() }),
      },
      ...(values.buyerGstin?.trim() && { buyerGstin: values.buyerGstin.trim() }),
    };
    const body = JSON.stringify(request);
    if (attempt.current?.body !== body) attempt.current = { key: newIdempotencyKey(), body };

    inFlight.current = true;
    placeOrder.mutate(
      { request, idempotencyKey: attempt.current.key },
      {
        onSuccess: (order) => {
          attempt.current = null;
          toast.success(t('page.placed'));
          navigate(`/order-confirmation/${order._id}`);
        },
        onError: (failure) => {
          if (!isRetryable(failure)) attempt.current = null;
          toast.error(errorMessage(failure, t('page.placeFailed')));
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <title>{t('page.title')}</title>
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">{t('page.heading')}</h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="rounded-2xl border border-ink/10 bg-white p-6 shadow-sm">
          <CheckoutForm
            defaultAddress={saved.data?.addresses.find((address) => address.isDefault) ?? user?.shippingAddress}
            savedAddresses={saved.data?.addresses}
            placing={placeOrder.isPending}
            onPlaceOrder={submit}
          />
          {user ? (
            <DyeLotNotices userId={user._id} items={items} matchOrder={matchOrder} onMatchOrderChange={setMatchOrder} />
          ) : null}
        </div>
        <CartSummary items={items} discount={cart.discount} coupon={cart.coupon?.code}>
          <ul className="space-y-2 border-t border-ink/10 pt-4 text-sm">
            {items.map((item) => (
              <li key={`${item.product._id}:${item.kind}`} className="flex justify-between gap-3">
                <span>
                  {item.product.name}
                  <LineAmount
                    className="block text-muted"
                    quantity={item.quantity}
                    unit={item.product.unit}
                    kind={item.kind}
                    price={item.unitPrice}
                  />
                </span>
                <span className="whitespace-nowrap">{formatPrice(lineTotal(item))}</span>
              </li>
            ))}
          </ul>
        </CartSummary>
      </div>
    </div>
  );
}
