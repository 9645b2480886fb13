import type { CommissionCreditNote, CommissionInvoice } from '@fabric-store/shared';
import { formatRupees } from '@fabric-store/shared/money';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormats } from '../i18n/formats';
import { apiRequest, errorMessage } from '../lib/api-client';
import { recentMonths } from '../lib/tax-periods';
import { DownloadLink } from './download-link';
import { PeriodPicker } from './period-picker';

/**
 * The marketplace's commission invoice, or credit note, to a vendor for a month (YYYY-MM), read under
 * `vendorPath` (the vendor's own `/api/vendor`, or the operator's `/api/admin/vendors/{id}`): issued once the
 * month is over, so a refusal (not issued yet, none that month) is an answer to show, not to retry.
 */
function useCommissionDocument<T>(vendorPath: string, document: string, month: string) {
  return useQuery({
    queryKey: ['commission-documents', vendorPath, document, month],
    queryFn: ({ signal }) => apiRequest<T>(`${vendorPath}/${document}/${month}`, { signal }),
    enabled: /^\d{4}-\d{2}$/.test(month),
    retry: false,
  });
}

/**
 * The marketplace's monthly documents to a vendor for its commission: the tax invoice of the month's
 * deliveries and the credit note of commission given back on an earlier month's invoice, for a month the
 * reader picks (the last one over, at first). The vendor's Payments and the operator's vendor page show it.
 */
export function CommissionDocuments({ vendorPath }: { vendorPath: string }) {
  const { t } = useTranslation('vendor');
  const { language } = useFormats();
  // The months over, newest first: a month's documents are issued once it ends.
  const [months] = useState(() => recentMonths(new Date(), 25, language).slice(1));
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const invoice = useCommissionDocument<CommissionInvoice>(vendorPath, 'commission-invoices', month);
  const creditNote = useCommissionDocument<CommissionCreditNote>(vendorPath, 'commission-credit-notes', month);
  return (
    <section aria-labelledby="commission-documents" className="mt-10 rounded-2xl border border-ink/10 bg-white p-6">
      <h2 id="commission-documents" className="text-2xl font-semibold text-ink">
        {t('payments.commissionDocuments')}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-muted">{t('payments.commissionDocumentsText')}</p>
      <div className="mt-4 max-w-xs">
        <PeriodPicker label={t('payments.month')} periods={months} period={month} onPeriod={setMonth} />
      </div>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <CommissionDocument
          title={t('payments.commissionInvoice')}
          query={invoice}
          pdfPath={`${vendorPath}/commission-invoices/${month}.pdf`}
          testId="commission-invoice"
        />
        <CommissionDocument
          title={t('payments.commissionCreditNote')}
          query={creditNote}
          pdfPath={`${vendorPath}/commission-credit-notes/${month}.pdf`}
          testId="commission-credit-note"
        />
      </div>
    </section>
  );
}

function CommissionDocument({
  title,
  query,
  pdfPath,
  testId,
}: {
  title: string;
  query: UseQueryResult<CommissionInvoice | CommissionCreditNote>;
  /** The issued document as a PDF, under the same reader's path. */
  pdfPath: string;
  testId: string;
}) {
  const { t } = useTranslation('vendor');
  const { date } = useFormats();
  const document = query.data;
  return (
    <article data-testid={testId} className="rounded-xl bg-sand/40 p-4 text-sm">
      <h3 className="font-semibold text-ink">{title}</h3>
      {query.isPending ? (
        <p className="mt-2 text-muted">{t('loading')}</p>
      ) : query.error || !document ? (
        <p className="mt-2 text-muted">{errorMessage(query.error, t('payments.documentFailed'))}</p>
      ) : (
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          <dt className="text-muted">{t('payments.documentNumber')}</dt>
          <dd className="font-mono">{document.number}</dd>
          <dt className="text-muted">{t('payments.issuedOn')}</dt>
          <dd>{date(document.issuedAt, 'longDay')}</dd>
          <dt className="text-muted">{t('payments.from')}</dt>
          <dd>{partyText(document.supplier.legalName, document.supplier.gstin, document.supplier.address)}</dd>
          <dt className="text-muted">{t('payments.to')}</dt>
          <dd>
            {partyText(
              document.recipient.legalName ?? document.recipient.name,
              document.recipient.gstin,
              document.recipient.address,
            )}
          </dd>
          {document.placeOfSupply.state ? (
            <>
              <dt className="text-muted">{t('payments.placeOfSupply')}</dt>
              <dd>{`${document.placeOfSupply.state} (${document.placeOfSupply.stateCode})`}</dd>
            </>
          ) : null}
          {'invoices' in document ? (
            <>
              <dt className="text-muted">{t('payments.reducesInvoices')}</dt>
              <dd className="font-mono">{document.invoices.map((invoice) => invoice.number).join(', ')}</dd>
            </>
          ) : null}
          <dt className="text-muted">{t('payments.commission')}</dt>
          <dd>{formatRupees(document.commission)}</dd>
          {(['cgst', 'sgst', 'igst'] as const)
            .filter((head) => document[head] !== 0)
            .map((head) => (
              <GstHead
                key={head}
                label={t(`payments.${head === 'sgst' && document.stateTax === 'UTGST' ? 'utgst' : head}`)}
                amount={document[head]}
              />
            ))}
          <dt className="font-semibold">{t('payments.documentTotal')}</dt>
          <dd className="font-semibold">{formatRupees(document.total)}</dd>
        </dl>
      )}
      {document ? (
        <DownloadLink
          path={pdfPath}
          accept="application/pdf"
          fallbackName={`${document.number.replace(/\//g, '-')}.pdf`}
          failure={t('payments.documentFailed')}
          className="mt-3 inline-block font-semibold text-clay-700 underline underline-offset-2"
        >
          {t('payments.documentPdf', { title })}
        </DownloadLink>
      ) : null}
    </article>
  );
}

/** A party as a document names it: its name, GSTIN and address, those it has. */
const partyText = (name: string, gstin: string | null, address: string | null) =>
  [name, gstin ? `GSTIN ${gstin}` : null, address].filter(Boolean).join(', ');

function GstHead({ label, amount }: { label: string; amount: number }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd>{formatRupees(amount)}</dd>
    </>
  );
}
