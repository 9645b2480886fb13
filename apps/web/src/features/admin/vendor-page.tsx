import type { VendorTaxProfile } from '@fabric-store/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { formatPrice } from '../../components/price';
import { useAudit, useListings, useOrderSearch, useVendorSummary, useVendorTaxProfile } from './api';
import { auditSentence } from './audit-sentence';
import { balanceForOperator } from './balance-words';
import { ConsoleHeading, ConsoleTable, dateTime, Loaded, listingWords } from './console-parts';

const sectionHeading = 'mt-10 mb-3 text-2xl font-semibold text-ink';

/** An address of the profile on one line, or "Not given". */
const addressLine = (address: VendorTaxProfile['pickupAddress']) =>
  address.line
    ? [address.line, address.city, `${address.state ?? ''} ${address.pin ?? ''}`.trim()].join(', ')
    : 'Not given';

/** The tax profile as the operator reads it before approving: the bank account is masked by the API. */
function TaxProfileFacts({ profile }: { profile: VendorTaxProfile }) {
  const facts: [string, string][] = [
    ['Legal name', profile.legalName ?? 'Not given'],
    ['Trade name', profile.tradeName ?? '—'],
    ['GSTIN', profile.gstin ?? 'Unregistered (no GSTIN)'],
    ['PAN', profile.pan ?? 'Not given'],
    ['Pickup address', addressLine(profile.pickupAddress)],
    ['Return address', addressLine(profile.returnAddress)],
    ['Invoice prefix', profile.invoicePrefix ?? 'Not given'],
    [
      'Bank account',
      profile.bankAccountNumber
        ? `${profile.bankHolder ?? ''}, ${profile.bankAccountNumber}, IFSC ${profile.bankIfsc ?? ''}`
        : 'Not given',
    ],
    ['Signatory', profile.signatoryName ?? 'Not given'],
  ];
  return (
    <>
      <p className={profile.profileComplete ? 'text-green-800' : 'text-danger'}>
        {profile.profileComplete ? 'Complete.' : `Incomplete: missing ${profile.missing.join(', ')}.`}
      </p>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="font-semibold text-ink">{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/**
 * A vendor's own page in the console: its standing and balance, its tax profile, its fabrics, its
 * orders and the operator's actions about it, each list read from the console's own endpoints.
 */
export function VendorPage() {
  const { vendorId = '' } = useParams();
  const summary = useVendorSummary(vendorId);
  const profile = useVendorTaxProfile(vendorId);
  const [fabricsPage, setFabricsPage] = useState(1);
  const [ordersPage, setOrdersPage] = useState(1);
  const [historyPage, setHistoryPage] = useState(1);
  const fabrics = useListings({ vendorId, page: fabricsPage });
  const orders = useOrderSearch({ vendorId, page: ordersPage });
  const history = useAudit({ page: historyPage, about: vendorId });
  return (
    <Loaded query={summary}>
      {(vendor) => (
        <>
          <ConsoleHeading title={vendor.name}>
            <Link to="/admin/vendors" className="font-semibold text-clay-700 underline underline-offset-2">
              All vendors
            </Link>
          </ConsoleHeading>
          <section aria-label="Standing">
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
              <dt className="font-semibold text-ink">Email</dt>
              <dd>{vendor.email}</dd>
              <dt className="font-semibold text-ink">Standing</dt>
              <dd>
                <span className="capitalize">{vendor.status}</span>
                {vendor.statusReason ? ` (reason: ${vendor.statusReason})` : ''}
              </dd>
              <dt className="font-semibold text-ink">Joined</dt>
              <dd>{dateTime(vendor.createdAt)}</dd>
              <dt className="font-semibold text-ink">Balance</dt>
              <dd>{balanceForOperator(vendor.balance)}</dd>
              <dt className="font-semibold text-ink">Orders in 30 days</dt>
              <dd>{vendor.ordersLast30Days}</dd>
            </dl>
          </section>
          <section aria-labelledby="vendor-profile">
            <h2 id="vendor-profile" className={sectionHeading}>
              Tax profile
            </h2>
            <Loaded query={profile}>{(data) => <TaxProfileFacts profile={data} />}</Loaded>
          </section>
          <section aria-labelledby="vendor-fabrics">
            <h2 id="vendor-fabrics" className={sectionHeading}>
              Fabrics ({vendor.fabricCount})
            </h2>
            <ConsoleTable
              query={fabrics}
              page={fabricsPage}
              onPage={setFabricsPage}
              pagerLabel="Pages of fabrics"
              empty="No fabrics."
              columns={['Fabric', 'Price', 'In the storefront']}
              row={(fabric) => (
                <>
                  <td>
                    <Link to={`/product/${fabric._id}`} className="font-semibold text-clay-700 underline">
                      {fabric.name}
                    </Link>
                  </td>
                  <td>{formatPrice(fabric.price)}</td>
                  <td>{listingWords(fabric)}</td>
                </>
              )}
            />
          </section>
          <section aria-labelledby="vendor-orders">
            <h2 id="vendor-orders" className={sectionHeading}>
              Orders
            </h2>
            <ConsoleTable
              query={orders}
              page={ordersPage}
              onPage={setOrdersPage}
              pagerLabel="Pages of orders"
              empty="No orders."
              columns={['Order', 'Placed', 'Shopper', 'Total', 'Status']}
              row={(order) => (
                <>
                  <td>
                    <Link to={`/admin/orders/${order._id}`} className="font-semibold text-clay-700 underline">
                      {order.orderNumber}
                    </Link>
                  </td>
                  <td>{dateTime(order.orderDate)}</td>
                  <td>{order.customerName}</td>
                  <td>{formatPrice(order.totalPrice)}</td>
                  <td className="capitalize">{order.status}</td>
                </>
              )}
            />
          </section>
          <section aria-labelledby="vendor-history">
            <h2 id="vendor-history" className={sectionHeading}>
              History
            </h2>
            <ConsoleTable
              query={history}
              page={historyPage}
              onPage={setHistoryPage}
              pagerLabel="Pages of history"
              empty="No operator action about this vendor yet."
              columns={['When', 'What happened', 'Reason']}
              row={(entry) => (
                <>
                  <td>{dateTime(entry.at)}</td>
                  <td>{auditSentence(entry)}</td>
                  <td>{entry.reason ?? ''}</td>
                </>
              )}
            />
          </section>
        </>
      )}
    </Loaded>
  );
}
