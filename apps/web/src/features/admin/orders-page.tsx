import { PART_STATUSES } from '@fabric-store/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '../../components/price';
import { useOrderSearch } from './api';
import { ConsoleHeading, ConsoleTable, ListFilters, useDateTime, useListControls } from './console-parts';

/** Every order, searchable by its id, the shopper's email or a vendor, each opening read-only. */
export function OrdersPage() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const dateTime = useDateTime();
  const statusOptions = PART_STATUSES.map((status) => ({ value: status, label: tCommon(`orderStatus.${status}`) }));
  const controls = useListControls();
  const orders = useOrderSearch({ q: controls.q, status: controls.filter, page: controls.page });
  return (
    <>
      <ConsoleHeading title={t('console.sections.orders')} />
      <ListFilters
        controls={controls}
        searchLabel={t('orders.search')}
        filterLabel={t('orders.filter')}
        anyLabel={t('orders.anyStatus')}
        options={statusOptions}
      />
      <ConsoleTable
        query={orders}
        page={controls.page}
        onPage={controls.setPage}
        empty={t('orders.empty')}
        columns={[
          t('orders.columns.order'),
          t('orders.columns.placed'),
          t('orders.columns.shopper'),
          t('orders.columns.vendors'),
          t('orders.columns.total'),
          t('orders.columns.status'),
        ]}
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
            <td className="capitalize">{tCommon(`orderStatus.${order.status}`)}</td>
          </>
        )}
      />
    </>
  );
}
