import { ButtonLink } from '../../components/button';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { errorMessage } from '../../lib/api-client';
import { toast } from '../../lib/toast';
import { useDeleteVendorOrder, useVendorOrders } from './api';
import { VendorOrderCard } from './vendor-order-card';

/** 'Your Orders': orders holding the vendor's fabrics, newest first, each with View and Delete. */
export function VendorOrders() {
  const { data: orders, isPending, isError } = useVendorOrders();
  const deleteOrder = useDeleteVendorOrder();

  async function deleteVendorOrder(orderId: string) {
    if (!window.confirm('Are you sure you want to delete this order?')) return;
    try {
      await deleteOrder.mutateAsync(orderId);
      toast.success('Order deleted successfully!');
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to delete order.'));
    }
  }

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageTitle eyebrow="Vendor">Your Orders</PageTitle>
      {isPending ? (
        <Loading />
      ) : isError ? (
        <ErrorMessage>Failed to fetch orders.</ErrorMessage>
      ) : orders.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-ink/20 bg-white px-6 py-14 text-center">
          <p className="font-display text-xl font-semibold text-ink">No orders yet.</p>
          <p className="mt-2 text-muted">When shoppers buy your fabrics, their orders appear here.</p>
          <ButtonLink to="/vendor/products" variant="secondary" className="mt-6">
            Review your products
          </ButtonLink>
        </div>
      ) : (
        <ul className="space-y-6">
          {orders.map((order) => (
            <li key={order._id}>
              <VendorOrderCard
                order={order}
                onDelete={() => deleteVendorOrder(order._id)}
                deleting={deleteOrder.isPending && deleteOrder.variables === order._id}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
