import type { TcsReturn, TdsReturn } from '@fabric-store/shared';
import { formatRupees } from '@fabric-store/shared/money';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button';
import { DownloadLink } from '../../components/download-link';
import { PeriodPicker } from '../../components/period-picker';
import { useFormats } from '../../i18n/formats';
import { recentMonths, recentQuarters, type TaxPeriod } from '../../lib/tax-periods';
import { useTcsReturn, useTdsReturn } from './api';
import { ConsoleHeading, Loaded, tableClass, VendorLink } from './console-parts';

/** One return's section: its heading, the period picker, the CSV link, then its table. */
function ReturnSection({
  title,
  explanation,
  pickerLabel,
  periods,
  period,
  onPeriod,
  csvPath,
  children,
}: {
  title: string;
  explanation: string;
  pickerLabel: string;
  periods: TaxPeriod[];
  period: string;
  onPeriod: (value: string) => void;
  csvPath: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const label = periods.find((candidate) => candidate.value === period)?.label ?? period;
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <h2 id={headingId} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 mb-4 max-w-3xl text-sm text-muted">{explanation}</p>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <PeriodPicker label={pickerLabel} periods={periods} period={period} onPeriod={onPeriod} />
        <DownloadLink
          path={csvPath}
          accept="text/csv"
          fallbackName="tax.csv"
          failure={t('tax.downloadFailed')}
          aria-label={t('tax.downloadFor', { title, period: label })}
          className={buttonClass('secondary')}
        >
          {t('tax.download')}
        </DownloadLink>
      </div>
      {children}
    </section>
  );
}

/**
 * A return's table: a row per vendor (its naming cells, then its amounts) and the totals' row; `empty`
 * instead when the period has no row. `amounts` names the amount columns and reads them from a row and
 * from the totals alike.
 */
function ReturnTable<Row extends Totals, Totals>({
  empty,
  caption,
  naming,
  amounts,
  rows,
  totals,
  rowKey,
}: {
  empty: string;
  caption: string;
  naming: { column: string; cell: (row: Row) => ReactNode }[];
  amounts: { column: string; of: (row: Totals) => number }[];
  rows: Row[];
  totals: Totals;
  rowKey: (row: Row) => string;
}) {
  const { t } = useTranslation('admin');
  if (rows.length === 0) return <p className="text-muted">{empty}</p>;
  const amountCells = (row: Totals) =>
    amounts.map(({ column, of }) => (
      <td key={column} className="whitespace-nowrap text-right">
        {formatRupees(of(row))}
      </td>
    ));
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {[...naming, ...amounts].map(({ column }) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {naming.map(({ column, cell }) => (
                <td key={column}>{cell(row)}</td>
              ))}
              {amountCells(row)}
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold">
          <tr>
            <th scope="row" colSpan={naming.length} className="border-t border-ink/20 pt-3">
              {t('orders.columns.total')}
            </th>
            {amountCells(totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The rates a return was withheld at, as the server states them: the screen holds no figure of its own. */
function RatesLine({ children }: { children: string }) {
  return <p className="mb-4 text-sm text-ink">{children}</p>;
}

function TcsTable({ report }: { report: TcsReturn }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <RatesLine>{t('tax.tcsRate', { percent: report.tcsPercent })}</RatesLine>
      <ReturnTable
        empty={t('tax.tcsEmpty')}
        caption={t('tax.tcsCaption', { month: report.month })}
        naming={[
          { column: 'GSTIN', cell: (row) => <span className="font-mono">{row.gstin}</span> },
          { column: t('vendors.columns.vendor'), cell: (row) => <VendorLink vendor={row.vendor} /> },
        ]}
        amounts={[
          { column: t('tax.grossSupplies'), of: (row) => row.grossSupplies },
          { column: t('console.sections.returns'), of: (row) => row.returns },
          { column: t('tax.netSupplies'), of: (row) => row.netSupplies },
          { column: 'IGST', of: (row) => row.igst },
          { column: 'CGST', of: (row) => row.cgst },
          { column: 'SGST', of: (row) => row.sgst },
        ]}
        rows={report.rows}
        totals={report.totals}
        rowKey={(row) => `${row.gstin}-${row.vendor._id}`}
      />
    </>
  );
}

function TdsTable({ report }: { report: TdsReturn }) {
  const { t } = useTranslation('admin');
  const { tdsPercentWithPan: withPan, tdsPercentWithoutPan: withoutPan } = report;
  return (
    <>
      <RatesLine>{t('tax.tdsRates', { withPan, withoutPan })}</RatesLine>
      <ReturnTable
        empty={t('tax.tdsEmpty')}
        caption={t('tax.tdsCaption', { quarter: report.quarter })}
        naming={[
          { column: t('vendors.columns.vendor'), cell: (row) => <VendorLink vendor={row.vendor} /> },
          { column: 'PAN', cell: (row) => <span className="font-mono">{row.pan ?? t('tax.noPan')}</span> },
          { column: t('tax.rate'), cell: (row) => `${row.ratePercent}%` },
        ]}
        amounts={[
          { column: t('tax.grossAmount'), of: (row) => row.grossAmount },
          { column: t('console.sections.returns'), of: (row) => row.returns },
          { column: t('tax.netAmount'), of: (row) => row.netAmount },
          { column: 'TDS', of: (row) => row.tds },
        ]}
        rows={report.rows}
        totals={report.totals}
        rowKey={(row) => `${row.vendor._id}-${row.pan}-${row.ratePercent}`}
      />
    </>
  );
}

/**
 * What the marketplace withheld for the government, as its returns ask: TCS per vendor GSTIN for a
 * month (GSTR-8) and TDS per vendor for a quarter (section 194-O), each with its CSV.
 */
export function TaxPage() {
  const { t } = useTranslation('admin');
  const { language } = useFormats();
  const months = recentMonths(new Date(), 24, language);
  const [quarters] = useState(() => recentQuarters(new Date()));
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const [quarter, setQuarter] = useState(quarters[0]?.value ?? '');
  const tcs = useTcsReturn(month);
  const tds = useTdsReturn(quarter);
  return (
    <>
      <ConsoleHeading title={t('console.sections.tax')} />
      <ReturnSection
        title={t('tax.tcsTitle')}
        explanation={t('tax.tcsExplanation')}
        pickerLabel={t('tax.month')}
        periods={months}
        period={month}
        onPeriod={setMonth}
        csvPath={`/api/admin/tax/tcs.csv?month=${month}`}
      >
        <Loaded query={tcs}>{(report) => <TcsTable report={report} />}</Loaded>
      </ReturnSection>
      <ReturnSection
        title={t('tax.tdsTitle')}
        explanation={t('tax.tdsExplanation')}
        pickerLabel={t('tax.quarter')}
        periods={quarters}
        period={quarter}
        onPeriod={setQuarter}
        csvPath={`/api/admin/tax/tds.csv?quarter=${quarter}`}
      >
        <Loaded query={tds}>{(report) => <TdsTable report={report} />}</Loaded>
      </ReturnSection>
    </>
  );
}
