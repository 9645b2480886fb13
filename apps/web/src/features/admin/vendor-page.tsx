import type { VendorTaxProfile } from '@fabric-store/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { CommissionDocuments } from '../../components/commission-documents';
import { formatPrice } from '../../components/price';
import { useAudit, useListings, useOrderSearch, useVendorSummary, useVendorTaxProfile } from './api';
import { auditSentence } from './audit-sentence';
import { useBalanceForOperator } from './balance-words';
import { ConsoleHeading, ConsoleTable, Loaded, useDateTime, useListingWords } from './console-parts';

const sectionHeading = 'mt-10 mb-3 text-2xl font-semibold text-ink';

/** An address of the profile on one line, or "Not given". */
const addressLine = (address: VendorTaxProfile['pickupAddress'], t: TFunction<'admin'>) =>
  address.line
    ? [address.line, address.city, `${address.state ?? ''} ${address.pin ?? ''}`.trim()].join(', ')
    : t('vendor.notGiven');

/** The tax profile as the operator reads it before approving: the bank account is masked by the API. */
function TaxProfileFacts({ profile }: { profile: VendorTaxProfile }) {
  const { t } = useTranslation('admin');
  const notGiven = t('vendor.notGiven');
  const facts: [string, string][] = [
    [t('vendor.legalName'), profile.legalName ?? notGiven],
    [t('vendor.tradeName'), profile.tradeName ?? '—'],
    ['GSTIN', profile.gstin ?? t('vendor.unregistered')],
    ['PAN', profile.pan ?? notGiven],
    [t('vendor.pickupAddress'), addressLine(profile.pickupAddress, t)],
    [t('vendor.returnAddress'), addressLine(profile.returnAddress, t)],
    [t('vendor.invoicePrefix'), profile.invoicePrefix ?? notGiven],
    [
      t('vendor.bankAccount'),
      profile.bankAccountNumber
        ? `${profile.bankHolder ?? ''}, ${profile.bankAccountNumber}, IFSC ${profile.bankIfsc ?? ''}`
        : notGiven,
    ],
    [t('vendor.signatory'), profile.signatoryName ?? notGiven],
  ];
  return (
    <>
      <p className={profile.profileComplete ? 'text-green-800' : 'text-danger'}>
        {profile.profileComplete
          ? t('vendor.complete')
          : t('vendor.incomplete', { missing: profile.missing.join(', ') })}
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
 * A vendor's own page in the console: its standing and balance, its tax profile, the marketplace's commission
 * invoices and credit notes to it, its fabrics, its orders and the operator's actions about it, each read
 * from the console's own endpoints.
 */
export function VendorPage() {
  const { t } = useTranslation('admin');
  const { t: tCommon } = useTranslation('common');
  const dateTime = useDateTime();
  const listingWords = useListingWords();
  const balanceForOperator = useBalanceForOperator();
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
              {t('vendor.allVendors')}
            </Link>
          </ConsoleHeading>
          <section aria-label={t('vendor.standing')}>
            <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
              <dt className="font-semibold text-ink">{t('vendor.email')}</dt>
              <dd>{vendor.email}</dd>
              <dt className="font-semibold text-ink">{t('vendor.standing')}</dt>
              <dd>
                <span className="capitalize">{t(`vendors.statuses.${vendor.status}`)}</span>
                {vendor.statusReason ? t('vendor.standingReason', { reason: vendor.statusReason }) : ''}
              </dd>
              <dt className="font-semibold text-ink">{t('vendor.joined')}</dt>
              <dd>{dateTime(vendor.createdAt)}</dd>
              <dt className="font-semibold text-ink">{t('vendor.balance')}</dt>
              <dd>{balanceForOperator(vendor.balance)}</dd>
              <dt className="font-semibold text-ink">{t('vendor.ordersIn30Days')}</dt>
              <dd>{vendor.ordersLast30Days}</dd>
            </dl>
          </section>
          <section aria-labelledby="vendor-profile">
            <h2 id="vendor-profile" className={sectionHeading}>
              {t('vendor.taxProfile')}
            </h2>
            <Loaded query={profile}>{(data) => <TaxProfileFacts profile={data} />}</Loaded>
          </section>
          <CommissionDocuments vendorPath={`/api/admin/vendors/${vendorId}`} />
          <section aria-labelledby="vendor-fabrics">
            <h2 id="vendor-fabrics" className={sectionHeading}>
              {t('vendor.fabrics', { count: vendor.fabricCount })}
            </h2>
            <ConsoleTable
              query={fabrics}
              page={fabricsPage}
              onPage={setFabricsPage}
              pagerLabel={t('vendor.fabricPages')}
              empty={t('fabrics.none')}
              columns={[t('fabrics.columns.fabric'), t('fabrics.columns.price'), t('fabrics.statuses.listed')]}
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
              {t('console.sections.orders')}
            </h2>
            <ConsoleTable
              query={orders}
              page={ordersPage}
              onPage={setOrdersPage}
              pagerLabel={t('vendor.orderPages')}
              empty={t('orders.noOrders')}
              columns={[
                t('orders.columns.order'),
                t('orders.columns.placed'),
                t('orders.columns.shopper'),
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
                  <td>{order.customerName}</td>
                  <td>{formatPrice(order.totalPrice)}</td>
                  <td className="capitalize">{tCommon(`orderStatus.${order.status}`)}</td>
                </>
              )}
            />
          </section>
          <section aria-labelledby="vendor-history">
            <h2 id="vendor-history" className={sectionHeading}>
              {t('vendor.history')}
            </h2>
            <ConsoleTable
              query={history}
              page={historyPage}
              onPage={setHistoryPage}
              pagerLabel={t('vendor.historyPages')}
              empty={t('vendor.noHistory')}
              columns={[t('audit.columns.when'), t('audit.columns.what'), t('audit.columns.reason')]}
              row={(entry) => (
                <>
                  <td>{dateTime(entry.at)}</td>
                  <td>{auditSentence(entry, t)}</td>

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
