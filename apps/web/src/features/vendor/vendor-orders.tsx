import type { PartStatus, PartStatusChange, VendorOrderCounts } from '@fabric-store/shared';
import { useEffect } from 'react';
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
  /** The value of ?tab= (absent for All). */
  id: string;
  label: string;
  status: PartStatus | undefined;
  empty: string;
}

const ORDER_TABS: OrderTab[] = [
  { id: 'all', label: 'All', status: undefined, empty: 'No orders yet.' },
  { id: 'to-accept', label: 'To accept', status: 'placed', empty: 'No new orders are waiting for you.' },
  { id: 'to-ship', label: 'To ship', status: 'accepted', empty: 'Nothing is waiting to be shipped.' },
  { id: 'shipped', label: 'Shipped', status: 'shipped', empty: 'No orders are on their way.' },
  { id: 'delivered', label: 'Delivered', status: 'delivered', empty: 'No orders have been delivered yet.' },
  { id: 'cancelled', label: 'Cancelled', status: 'cancelled', empty: 'No orders were cancelled.' },
];

const SUCCESS_TOASTS: Record<PartStatusChange['status'], string> = {
  accepted: 'Order accepted.',
  shipped: 'Order marked as shipped.',
  delivered: 'Order marked as delivered.',
  cancelled: 'Order cancelled.',
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

  async function deleteVendorOrder(orderId: string) {
    if (!window.confirm('Are you sure you want to delete this order?')) return;
    try {
      await deleteOrder.mutateAsync(orderId);
      toast.success('Order deleted successfully!');
    } catch (error) {
      // The spec's words, then why (an order on its way cannot be deleted).
      const reason = errorMessage(error, '');
      toast.error(reason ? `Failed to delete order. ${reason}` : 'Failed to delete order.');
    }
  }

  async function changeOrderStatus(orderId: string, change: PartStatusChange): Promise<boolean> {
    try {
      await changeStatus.mutateAsync({ orderId, change });
      toast.success(SUCCESS_TOASTS[change.status]);
      return true;
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to update the order.'));
      return false;
    }
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageTitle eyebrow="Vendor">Your Orders</PageTitle>
      <nav aria-label="Orders by status" className="-mx-1 mb-6 overflow-x-auto">
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
                  {candidate.label}
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
              Returns
              {/* The returns waiting for the vendor's move, not all of them: what the badge asks to do. */}
              <span
                // Relative, so that the hidden words are placed inside the tab strip, which scrolls on a
                // phone, and do not widen the page.
                className={`relative rounded-full px-2 text-xs ${showingReturns ? 'bg-white/25' : 'bg-sand'}`}
                data-testid="tab-count-returns"
              >
                {returnsToHandle ?? '…'}
                <span className="sr-only"> to handle</span>
              </span>
            </Link>
          </li>
        </ul>
      </nav>
      {showingReturns ? (
        <VendorReturns />
      ) : isPending ? (
        <Loading />
      ) : isError ? (
        <ErrorMessage>Failed to fetch orders.</ErrorMessage>
      ) : orders.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink/20 bg-white px-6 py-14 text-center">
          <p className="font-display text-xl font-semibold text-ink">{tab.empty}</p>
          {tab.status === undefined ? (
            <>
              <p className="mt-2 text-muted">When shoppers buy your fabrics, their orders appear here.</p>
              <ButtonLink to="/vendor/products" variant="secondary" className="mt-6">
                Review your products
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
