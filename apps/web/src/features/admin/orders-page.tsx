import { PART_STATUSES } from '@fabric-store/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { SelectField } from '../../components/field';
import { formatPrice } from '../../components/price';
import { useOrderSearch } from './api';
import { ConsoleHeading, ConsoleSearch, dateTime, Loaded, Pager, tableClass } from './console-parts';

/** Every order, searchable by its id, the shopper's email or a vendor, each opening read-only. */
export function OrdersPage() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const orders = useOrderSearch({ q, status, page });
  return (
    <>
      <ConsoleHeading title="Orders" />
      <div className="flex flex-wrap items-start gap-4">
        <ConsoleSearch
          label="Order id, shopper email or vendor"
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
        <SelectField
          label="With a part that is"
          value={status}
          onChange={(event) => {
            setStatus(event.target.value);
            setPage(1);
          }}
        >
          <option value="">Any status</option>
          {PART_STATUSES.map((value) => (
            <option key={value} value={value} className="capitalize">
              {value}
            </option>
          ))}
        </SelectField>
      </div>
      <Loaded query={orders}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-muted">No orders match.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className={tableClass}>
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Placed</th>
                    <th scope="col">Shopper</th>
                    <th scope="col">Vendors</th>
                    <th scope="col">Total</th>
                    <th scope="col">Status</th>
                  </tr>
                </thead>
                <tbody>
                  {data.items.map((order) => (
                    <tr key={order._id}>
                      <td>
                        <Link to={`/admin/orders/${order._id}`} className="font-semibold text-clay-700 underline">
                          #{order._id.slice(0, 8)}
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
                    </tr>
                  ))}
                </tbody>
              </table>
              <Pager page={page} total={data.total} pageSize={data.pageSize} onPage={setPage} />
            </div>
          )
        }
      </Loaded>
    </>
  );
}
