import type { PartStatus, PartStatusChange, VendorOrderCounts } from '@fabric-store/shared';
import type { ParseKeys } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../components/button';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import {
  useChangeOrderStatus,
  useDeleteVendorOrder,
  useVendorOrderCounts,
  useVendorOrders,
  useVendorReturnsToHandle,
} from './api';
import { VendorOrderCard } from './vendor-order-card';
import { VendorReturns } from './vendor-returns';

interface OrderTab {
  /** The value of ?tab= (absent for All); its label and empty state are `orders.tabs.<id>` and `orders.empty.<id>`. */
  id: 'all' | 'to-accept' | 'to-ship' | 'shipped' | 'delivered' | 'cancelled';
  status: PartStatus | undefined;
}

const ORDER_TABS: OrderTab[] = [
  { id: 'all', status: undefined },
  { id: 'to-accept', status: 'placed' },
  { id: 'to-ship', status: 'accepted' },
  { id: 'shipped', status: 'shipped' },
  { id: 'delivered', status: 'delivered' },
  { id: 'cancelled', status: 'cancelled' },
];

const SUCCESS_TOASTS: Record<PartStatusChange['status'], ParseKeys<'vendor'>> = {
  accepted: 'orders.toasts.accepted',
  shipped: 'orders.toasts.shipped',
  delivered: 'orders.toasts.delivered',
  cancelled: 'orders.toasts.cancelled',
};

const tabClass = (current: boolean) =>
  `inline-flex items-center gap-2 whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold transition-colors ${
    current ? 'border-clay-600 bg-clay-600 text-white' : 'border-ink/15 bg-white text-ink hover:bg-sand'
  }`;

const countOf = (counts: VendorOrderCounts | undefined, tab: OrderTab) => counts?.[tab.status ?? 'all'];

/** 'Your Orders': orders holding the vendor's fabrics, by status tab, each with its next steps, View and Delete. */
export function VendorOrders() {
  const [searchParams] = useSearchParams();
  const tab = ORDER_TABS.find((candidate) => candidate.id === searchParams.get('tab')) ?? (ORDER_TABS[0] as OrderTab);
  const showingReturns = searchParams.get('tab') === 'returns';
  const { data: orders, isPending, isError } = useVendorOrders(tab.status);
  const { hash } = useLocation();
  const loaded = orders !== undefined;
  // A statement's order link (#order-<id>) lands on that order's card once the list has arrived.
  useEffect(() => {
    if (loaded && hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, loaded]);
  const { data: counts } = useVendorOrderCounts();
  const returnsToHandle = useVendorReturnsToHandle();
  const deleteOrder = useDeleteVendorOrder();
  const changeStatus = useChangeOrderStatus();
  const { t } = useTranslation('vendor');

  async function deleteVendorOrder(orderId: string) {
    if (!window.confirm(t('orders.confirmDelete'))) return;
    try {
      await deleteOrder.mutateAsync(orderId);
      toast.success(t('orders.deleted'));
    } catch (error) {
      // The spec's words, then why (an order on its way cannot be deleted).
      const reason = errorMessage(error, '');
      toast.error(reason ? t('orders.deleteFailedBecause', { reason }) : t('orders.deleteFailed'));
    }
  }

  async function changeOrderStatus(orderId: string, change: PartStatusChange): Promise<boolean> {
    try {
      await changeStatus.mutateAsync({ orderId, change });
      toast.success(t(SUCCESS_TOASTS[change.status]));
      return true;
    } catch (error) {
      toast.error(errorMessage(error, t('orders.updateFailed')));
      return false;
    }
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageTitle eyebrow={t('eyebrow')}>{t('orders.title')}</PageTitle>
      <nav aria-label={t('orders.tabsAria')} className="-mx-1 mb-6 overflow-x-auto">
        <ul className="flex gap-2 px-1 pb-1">
          {ORDER_TABS.map((candidate) => {
            const current = !showingReturns && candidate.id === tab.id;
            const count = countOf(counts, candidate);
            return (
              <li key={candidate.id}>
                <Link
                  to={candidate.id === 'all' ? '/vendor/orders' : `/vendor/orders?tab=${candidate.id}`}
                  aria-current={current ? 'page' : undefined}
                  className={tabClass(current)}
                >
                  {t(`orders.tabs.${candidate.id}`)}
                  <span
                    className={`rounded-full px-2 text-xs ${current ? 'bg-white/25' : 'bg-sand'}`}
                    data-testid={`tab-count-${candidate.id}`}
                  >
                    {count ?? '…'}
                  </span>
                </Link>
              </li>
            );
          })}
          <li>
            <Link
              to="/vendor/orders?tab=returns"
              aria-current={showingReturns ? 'page' : undefined}
              className={tabClass(showingReturns)}
            >
              {t('orders.tabs.returns')}
              {/* The returns waiting for the vendor's move, not all of them: what the badge asks to do. */}
              <span
                // Relative, so that the hidden words are placed inside the tab strip, which scrolls on a
                // phone, and do not widen the page.
                className={`relative rounded-full px-2 text-xs ${showingReturns ? 'bg-white/25' : 'bg-sand'}`}
                data-testid="tab-count-returns"
              >
                {returnsToHandle ?? '…'}
                <span className="sr-only">{t('orders.toHandle')}</span>
              </span>
            </Link>
          </li>
        </ul>
      </nav>
      {showingReturns ? (
        <VendorReturns />
      ) : isPending ? (
        <Loading label={t('loading')} />
      ) : isError ? (
        <ErrorMessage>{t('orders.loadFailed')}</ErrorMessage>
      ) : orders.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink/20 bg-white px-6 py-14 text-center">
          <p className="font-display text-xl font-semibold text-ink">{t(`orders.empty.${tab.id}`)}</p>
          {tab.status === undefined ? (
            <>
              <p className="mt-2 text-muted">{t('orders.emptyHint')}</p>
              <ButtonLink to="/vendor/products" variant="secondary" className="mt-6">
                {t('orders.reviewProducts')}
              </ButtonLink>
            </>
          ) : null}
        </div>
      ) : (
        <ul className="space-y-6">
          {orders.map((order) => (
            <li key={order._id}>
              <VendorOrderCard
                order={order}
                onDelete={() => deleteVendorOrder(order._id)}
                deleting={deleteOrder.isPending && deleteOrder.variables === order._id}
                onChangeStatus={(change) => changeOrderStatus(order._id, change)}
                changing={changeStatus.isPending && changeStatus.variables?.orderId === order._id}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
