import type { CartItem } from '@fabric-store/shared';
import { formatMetres, fromHundredths, toHundredths } from '@fabric-store/shared/lengths';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { FabricImage } from '../../components/fabric-image';
import { MinusIcon, PlusIcon, TrashIcon } from '../../components/icons';
import { LineAmount } from '../../components/line-amount';
import { ErrorMessage, Loading } from '../../components/page-state';
import { Price } from '../../components/price';
import { errorMessage } from '../../lib/api-client';
import { useSession } from '../../lib/session';
import { toast } from '../../lib/toast';
import { useCart, useClearCart, useRemoveFromCart, useUpdateCartQuantity } from './api';
import { ApplyCouponForm } from './apply-coupon-form';
import { lineTotal } from './cart-math';
import { CartSummary } from './cart-summary';

/** The cart's thumbnail: 72 px wide on a phone, 80 px from the small breakpoint. */
const CART_IMAGE_SIZES = '(min-width: 640px) 80px, 72px';
/** Lines that show in the first screenful on a phone load at once; the rest when scrolled to. */
const LINES_ABOVE_THE_FOLD = 3;

/** How far minus and plus move a line: the fabric's step for a cut, one piece otherwise. */
function stepOf(item: CartItem): number {
  return item.product.unit === 'per_metre' && item.product.step !== null ? item.product.step : 1;
}

function CartLine({ item, busy, aboveTheFold }: { item: CartItem; busy: boolean; aboveTheFold: boolean }) {
  const { t } = useTranslation('orders');
  const updateQuantity = useUpdateCartQuantity();
  const remove = useRemoveFromCart();
  const { product, quantity, kind } = item;
  const onError = (error: Error) => toast.error(errorMessage(error, t('cart.updateFailed')));
  const removeLine = () => remove.mutate({ fabricId: product._id, kind }, { onError });
  const step = stepOf(item);
  const smallest = product.minCut ?? 1;

  const change = (next: number) => {
    // The spec's minus at 1 removes the line (quantity 0); a cut's minus at its minimum does too.
    if (next < smallest) removeLine();
    else updateQuantity.mutate({ fabricId: product._id, quantity: next }, { onError });
  };
  const moved = (direction: 1 | -1) => fromHundredths(toHundredths(quantity) + direction * toHundredths(step));
  const pending = busy || updateQuantity.isPending || remove.isPending;
  const shown =
    kind === 'swatch'
      ? t('cart.swatch')
      : product.unit === 'per_metre'
        ? t('cart.metres', { metres: formatMetres(quantity) })
        : quantity;
  const kindName = t(`cart.kinds.${kind}`);

  return (
    // On a phone each line is a card of its own: the picture and the name across the top, then price
    // and total (labelled, since the column headers are hidden there), then the quantity and Remove,
    // each row as wide as the card so that no price or stepper is squeezed into the name's column.
    <tr className="border-b border-ink/10 last:border-0 max-sm:grid max-sm:grid-cols-[4.5rem_minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-3 max-sm:gap-y-2 max-sm:py-4">
      <td className="py-4 pr-4 max-sm:col-start-1 max-sm:row-start-1 max-sm:self-start max-sm:p-0">
        <Link to={`/product/${product._id}`} className="block w-18 overflow-hidden rounded-xl sm:w-20" tabIndex={-1}>
          <FabricImage
            src={product.image}
            alt={product.name}
            photo={product.photo}
            colourFamily={product.colourFamily}
            sizes={CART_IMAGE_SIZES}
            loading={aboveTheFold ? 'eager' : 'lazy'}
          />
        </Link>
      </td>
      <td className="py-4 pr-4 max-sm:col-span-2 max-sm:col-start-2 max-sm:row-start-1 max-sm:p-0 max-sm:break-words">
        <Link to={`/product/${product._id}`} className="font-display text-lg font-semibold hover:text-clay-700">
          {product.name}
        </Link>
        {product.available ? null : (
          <strong className="block text-sm font-semibold text-danger">{t('cart.unavailable')}</strong>
        )}
        <LineAmount
          className="block text-sm text-muted"
          quantity={quantity}
          unit={product.unit}
          kind={kind}
          price={item.unitPrice}
        />
      </td>
      {/* On a phone "/piece" may drop below the price rather than run under the line total beside it. */}
      <td className="py-4 pr-4 whitespace-nowrap max-sm:col-span-2 max-sm:col-start-1 max-sm:row-start-2 max-sm:p-0 max-sm:text-sm max-sm:whitespace-normal">
        <span className="block text-xs text-muted sm:hidden">{t('cart.price')}</span>
        <Price amount={item.unitPrice} className="whitespace-nowrap" />
        {kind !== 'swatch' ? (
          <>
            <wbr />
            <span className="whitespace-nowrap text-muted">
              {t(product.unit === 'per_metre' ? 'cart.perMetre' : 'cart.perPiece')}
            </span>
          </>
        ) : null}
      </td>
      <td className="py-4 pr-4 max-sm:col-span-2 max-sm:col-start-1 max-sm:row-start-3 max-sm:p-0">
        {kind !== 'length' ? (
          // A swatch is one swatch and a remnant its whole roll: neither has a stepper.
          <output
            aria-label={t('cart.quantityOfKind', { name: product.name, kind: kindName })}
            className="font-semibold"
          >
            {shown}
          </output>
        ) : (
          <div className="inline-flex items-center rounded-full border border-ink/20 bg-white">
            <button
              type="button"
              aria-label={t('cart.decreaseOf', { name: product.name })}
              onClick={() => change(moved(-1))}
              disabled={pending}
              className="grid size-9 place-items-center rounded-full hover:bg-sand disabled:opacity-40"
            >
              <MinusIcon className="size-4" />
            </button>
            <output
              aria-label={t('cart.quantityOf', { name: product.name })}
              className="min-w-10 px-1 text-center font-semibold whitespace-nowrap"
            >
              {shown}
            </output>
            <button
              type="button"
              aria-label={t('cart.increaseOf', { name: product.name })}
              onClick={() => change(moved(1))}
              disabled={pending || moved(1) > Math.min(product.stock, product.longestPiece ?? product.stock)}
              className="grid size-9 place-items-center rounded-full hover:bg-sand disabled:opacity-40"
            >
              <PlusIcon className="size-4" />
            </button>
          </div>
        )}
      </td>
      <td className="py-4 pr-4 font-semibold whitespace-nowrap max-sm:col-start-3 max-sm:row-start-2 max-sm:p-0 max-sm:text-right">
        <span className="block text-xs font-normal text-muted sm:hidden">{t('cart.total')}</span>
        <Price amount={lineTotal(item)} />
      </td>
      <td className="py-4 max-sm:col-start-3 max-sm:row-start-3 max-sm:justify-self-end max-sm:p-0">
        <button
          type="button"
          aria-label={
            kind === 'length'
              ? t('cart.remove', { name: product.name })
              : t('cart.removeKind', { name: product.name, kind: kindName })
          }
          onClick={removeLine}
          disabled={pending}
          className="grid size-9 place-items-center rounded-full text-danger hover:bg-danger/10 disabled:opacity-40"
        >
          <TrashIcon className="size-5" />
        </button>
      </td>
    </tr>
  );
}

export function CartPage() {
  const { t } = useTranslation('orders');
  const { user } = useSession();
  const navigate = useNavigate();
  const { data, error, isPending, isFetching } = useCart();
  const clearCart = useClearCart();

  if (isPending) return <Loading />;
  if (error)
    return (
      <ErrorMessage>
        {t('cart.loadFailed', { message: errorMessage(error, t('cart.loadFailedFallback')) })}
      </ErrorMessage>
    );

  const items = data.items;
  if (items.length === 0) {
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
        <h1 className="text-3xl font-semibold">{t('cart.heading')}</h1>
        <p className="mt-4 text-lg text-muted">{t('cart.empty')}</p>
        <ButtonLink to="/" size="lg" className="mt-8">
          {t('cart.continue')}
        </ButtonLink>
      </section>
    );
  }

  const proceedToCheckout = () => {
    if (!user) {
      toast.error(t('cart.loginToCheckout'));
      navigate('/login');
      return;
    }
    navigate('/checkout');
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <title>{t('cart.title')}</title>
      <h1 className="mb-8 text-3xl font-semibold sm:text-4xl">
        {t('cart.heading')} <span className="text-muted">({items.length})</span>
      </h1>
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div
          data-testid="cart-lines"
          className="overflow-x-auto rounded-2xl border border-ink/10 bg-white px-5 shadow-sm max-sm:px-4 lg:self-start"
        >
          <table className="w-full text-left max-sm:block sm:min-w-[40rem]">
            <thead className="border-b border-ink/10 text-xs uppercase tracking-wider text-muted max-sm:sr-only">
              <tr>
                <th scope="col" className="py-3 pr-4 font-semibold">
                  {t('cart.product')}
                </th>
                <th scope="col" className="py-3 pr-4 font-semibold">
                  {t('cart.name')}
                </th>
                <th scope="col" className="py-3 pr-4 font-semibold">
                  {t('cart.price')}
                </th>
                <th scope="col" className="py-3 pr-4 font-semibold">
                  {t('cart.quantity')}
                </th>
                <th scope="col" className="py-3 pr-4 font-semibold">
                  {t('cart.total')}
                </th>
                <th scope="col" className="py-3 font-semibold">
                  {t('cart.removeColumn')}
                </th>
              </tr>
            </thead>
            <tbody className="max-sm:block">
              {items.map((item, index) => (
                <CartLine
                  key={`${item.product._id}:${item.kind}`}
                  item={item}
                  busy={isFetching || clearCart.isPending}
                  aboveTheFold={index < LINES_ABOVE_THE_FOLD}
                />
              ))}
            </tbody>
          </table>
        </div>
        <CartSummary items={items} discount={data.discount} coupon={data.coupon?.code}>
          <ApplyCouponForm cart={data} />
          <Button size="lg" onClick={proceedToCheckout}>
            {t('cart.checkout')}
          </Button>
          <Button
            variant="secondary"
            size="lg"
            disabled={clearCart.isPending}
            onClick={() => {
              // Emptying a cart is not undone in one click, so it is asked first.
              if (!window.confirm(t('cart.clearQuestion'))) return;
              clearCart.mutate(undefined, {
                onSuccess: () => toast.success(t('cart.cleared')),
                onError: (failure) => toast.error(errorMessage(failure, t('cart.clearFailed'))),
              });
            }}
          >
            {t('cart.clear')}
          </Button>
        </CartSummary>
      </div>
    </div>
  );
}
