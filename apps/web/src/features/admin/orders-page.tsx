import { PART_STATUSES } from '@fabric-store/shared';
import { Link } from 'react-router';
import { formatPrice } from '../../components/price';
import { useOrderSearch } from './api';
import { ConsoleHeading, ConsoleTable, dateTime, ListFilters, useListControls } from './console-parts';

const STATUS_OPTIONS = PART_STATUSES.map((status) => ({ value: status, label: status }));

/** Every order, searchable by its id, the shopper's email or a vendor, each opening read-only. */
export function OrdersPage() {
  const controls = useListControls();
  const orders = useOrderSearch({ q: controls.q, status: controls.filter, page: controls.page });
  return (
    <>
      <ConsoleHeading title="Orders" />
      <ListFilters
        controls={controls}
        searchLabel="Order id, shopper email or vendor"
        filterLabel="With a part that is"
        anyLabel="Any status"
        options={STATUS_OPTIONS}
      />
      <ConsoleTable
        query={orders}
        page={controls.page}
        onPage={controls.setPage}
        empty="No orders match."
        columns={['Order', 'Placed', 'Shopper', 'Vendors', 'Total', 'Status']}
        row={(order) => (
          <>
            <td>
              <Link to={`/admin/orders/${order._id}`} className="font-semibold text-clay-700 underline">
                {order.orderNumber}
              </Link>
            </td>
            <td>{dateTime(order.orderDate)}</td>
            <td>
              <span className="block">{order.customerName}</span>
              <span className="text-muted">{order.customerEmail}</span>
            </td>
            <td>{order.vendors.join(', ')}</td>
            <td>{formatPrice(order.totalPrice)}</td>
            <td className="capitalize">{order.status}</td>
          </>
        )}
      />
    </>
  );
}
