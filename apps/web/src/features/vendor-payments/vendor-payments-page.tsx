import { formatInIndia, type LedgerEntry } from '@fabric-store/shared';
import { formatRupees } from '@fabric-store/shared/money';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { CommissionDocuments } from '../../components/commission-documents';
import { DownloadLink } from '../../components/download-link';
import { ErrorMessage, Loading, PageTitle } from '../../components/page-state';
import { Pager } from '../../components/pager';
import { errorMessage } from '../../lib/api-client';
import { STATEMENT_CSV_PATH, useVendorLedger } from './api';
import { balanceInWords, ENTRY_KIND_WORDS } from './statement-words';
import { TaxWithheld } from './tax-withheld';

/** '+Rs. 1,120.00' or '−Rs. 160.00': what an entry adds to or takes from what the marketplace owes the vendor. */
const signedAmount = (amount: number) => `${amount < 0 ? '−' : '+'}${formatRupees(Math.abs(amount))}`;

/**
 * 'Payments': what the marketplace and the vendor owe each other, every entry that made it so, and the
 * marketplace's monthly commission invoices and credit notes, and the TCS and TDS taken from its sales.
 */
export function VendorPaymentsPage() {
  const [page, setPage] = useState(1);
  const ledger = useVendorLedger(page);
  const { t } = useTranslation('vendor');

  if (ledger.error) return <ErrorMessage>{errorMessage(ledger.error, t('payments.loadFailed'))}</ErrorMessage>;
  if (ledger.isPending) return <Loading label={t('loading')} />;
  const { balance, entries, total, pageSize } = ledger.data;

  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageTitle eyebrow={t('eyebrow')}>{t('payments.title')}</PageTitle>
      <section aria-labelledby="balance-heading" className="rounded-2xl border border-ink/10 bg-white p-6">
        <h2 id="balance-heading" className="text-sm font-semibold uppercase tracking-widest text-muted">
          {t('payments.balanceHeading')}
        </h2>
        <p className="mt-2 text-2xl font-semibold text-ink" data-testid="vendor-balance">
          {balanceInWords(balance, t)}
        </p>
        <p className="mt-3 max-w-2xl text-sm text-muted">{t('payments.howItWorks')}</p>
      </section>

      <div className="mt-10 mb-4 flex flex-wrap items-end justify-between gap-4">
        <h2 className="text-2xl font-semibold text-ink">{t('payments.statement')}</h2>
        <DownloadLink
          path={STATEMENT_CSV_PATH}
          accept="text/csv"
          fallbackName="statement.csv"
          failure={t('payments.downloadFailed')}
          className={buttonClass('secondary')}
        >
          {t('payments.downloadCsv')}
        </DownloadLink>
      </div>
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink/20 bg-white px-6 py-10 text-center text-muted">
          {t('payments.empty')}
        </p>
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl border border-ink/10 bg-white px-4">
            <table className="w-full border-collapse text-left text-sm [&_td]:border-t [&_td]:border-ink/10 [&_td]:py-3 [&_td]:pr-4 [&_th]:py-3 [&_th]:pr-4 [&_th]:font-semibold">
              <caption className="sr-only">{t('payments.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('payments.date')}</th>
                  <th scope="col">{t('payments.entry')}</th>
                  <th scope="col">{t('payments.order')}</th>
                  <th scope="col">{t('payments.reference')}</th>
                  <th scope="col" className="text-right">
                    {t('payments.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <StatementRow key={entry._id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} total={total} pageSize={pageSize} onPage={setPage} />
        </>
      )}
      <CommissionDocuments vendorPath="/api/vendor" />
      <TaxWithheld />
    </section>
  );
}

function StatementRow({ entry }: { entry: LedgerEntry }) {
  const { t, i18n } = useTranslation('vendor');
  return (
    <tr>
      <td className="whitespace-nowrap">
        <time dateTime={entry.at}>{formatInIndia(entry.at, 'dayAndTime', i18n.language === 'hi' ? 'hi' : 'en')}</time>
      </td>
      <td>
        <span className="block font-semibold text-ink">{t(ENTRY_KIND_WORDS[entry.kind])}</span>
        {entry.note ? <span className="text-muted">{entry.note}</span> : null}
      </td>
      <td>
        {entry.orderId ? (
          <Link to={`/vendor/orders#order-${entry.orderId}`} className="font-mono text-clay-700 underline">
            <span className="sr-only">{t('payments.orderPrefix')}</span>
            {entry.orderNumber}
          </Link>
        ) : null}
      </td>
      <td className="break-all">{entry.reference ?? ''}</td>
      <td className={`whitespace-nowrap text-right font-semibold ${entry.amount < 0 ? 'text-danger' : 'text-ink'}`}>
        {signedAmount(entry.amount)}
      </td>
    </tr>
  );
}
