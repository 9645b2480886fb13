import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button, ButtonLink } from '../../components/button';
import { OrderStatusBadge } from '../../components/order-status';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { formatPrice } from '../../components/price';
import { useFormats } from '../../i18n/formats';
import { TaggedWords } from '../../i18n/tagged-words';
import { errorMessage } from '../../lib/api-client';
import { MY_ORDERS_PAGE_SIZE, useMyOrders } from './api';
import { paymentWords } from './payment-words';

/** The page number from ?page=, 1 when absent or not a whole number above 0. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** My Orders: the shopper's orders, newest first, a page at a time, each linking to its own page. */
export function MyOrdersPage() {
  const { t } = useTranslation('orders');
  const { t: tCheckout } = useTranslation('checkout');
  const { date } = useFormats();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const { data, error, isPending, isPlaceholderData } = useMyOrders(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / MY_ORDERS_PAGE_SIZE)) : 1;
  const goTo = (next: number) => setSearchParams(next === 1 ? {} : { page: String(next) });

  return (
    <section className="mx-auto max-w-4xl px-4 py-10 sm:px-6">
      <title>{t('myOrders.title')}</title>
      <PageTitle eyebrow={t('myOrders.eyebrow')}>{t('myOrders.heading')}</PageTitle>
      {isPending ? (
        <Loading />
      ) : error ? (
        <ErrorMessage>{errorMessage(error, t('myOrders.loadFailed'))}</ErrorMessage>
      ) : data.total === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink/20 bg-white px-6 py-14 text-center">
          <p className="font-display text-xl font-semibold text-ink">{t('myOrders.none')}</p>
          <ButtonLink to="/products" className="mt-6">
            {t('myOrders.browse')}
          </ButtonLink>
        </div>
      ) : (
        <>
          <ul aria-label={t('myOrders.listAria')} aria-busy={isPlaceholderData} className="space-y-4">
            {data.orders.map((order) => (
              <li key={order._id}>
                <Link
                  to={`/orders/${order._id}`}
                  className="grid gap-3 rounded-2xl border border-ink/10 bg-white p-5 shadow-sm transition hover:border-clay-500 sm:grid-cols-[1fr_auto_auto_auto] sm:items-center sm:gap-6"
                >
                  <span>
                    <span className="block font-semibold text-ink">
                      <TaggedWords
                        sentence={t('myOrders.orderOf', { date: date(order.orderDate, 'day') })}
                        tags={{ time: <time dateTime={order.orderDate} /> }}
                      />
                    </span>
                    <span className="block font-mono text-xs text-muted">{order.orderNumber}</span>
                  </span>
                  <span className="text-sm text-muted">{t('myOrders.items', { count: order.itemCount })}</span>
                  <span>
                    <span className="block font-semibold text-ink">{formatPrice(order.totalPrice)}</span>
                    <span className="block text-xs text-muted" data-testid="payment-status">
                      {paymentWords(order, tCheckout)}
                    </span>
                  </span>
                  <OrderStatusBadge status={order.status} />
                </Link>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav aria-label={t('myOrders.pagesAria')} className="mt-8 flex items-center justify-between gap-4">
              <Button variant="secondary" onClick={() => goTo(page - 1)} disabled={page <= 1}>
                {t('myOrders.newer')}
              </Button>
              <p className="text-sm text-muted">{t('myOrders.pageOf', { page, pages })}</p>
              <Button variant="secondary" onClick={() => goTo(page + 1)} disabled={page >= pages}>
                {t('myOrders.older')}
              </Button>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}
