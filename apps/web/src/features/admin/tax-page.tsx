import type { TcsReturn, TdsReturn } from '@fabric-store/shared';
import { formatRupees } from '@fabric-store/shared/money';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button';
import { DownloadLink } from '../../components/download-link';
import { SelectField } from '../../components/field';
import { useTcsReturn, useTdsReturn } from './api';
import { ConsoleHeading, Loaded, tableClass } from './console-parts';
import { recentMonths, recentQuarters, type TaxPeriod } from './tax-periods';

/** The console's link to a vendor's own page. */
function VendorLink({ vendor }: { vendor: { _id: string; name: string } }) {
  return (
    <Link to={`/admin/vendors/${vendor._id}`} className="font-semibold text-clay-700 underline underline-offset-2">
      {vendor.name}
    </Link>
  );
}

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
  const headingId = useId();
  const label = periods.find((candidate) => candidate.value === period)?.label ?? period;
  return (
    <section aria-labelledby={headingId} className="mb-10">
      <h2 id={headingId} className="text-2xl font-semibold text-ink">
        {title}
      </h2>
      <p className="mt-1 mb-4 max-w-3xl text-sm text-muted">{explanation}</p>
      <div className="mb-4 flex flex-wrap items-end gap-4">
        <SelectField label={pickerLabel} value={period} onChange={(event) => onPeriod(event.target.value)}>
          {periods.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <DownloadLink
          path={csvPath}
          accept="text/csv"
          fallbackName="tax.csv"
          failure="Could not download the CSV."
          aria-label={`Download ${title} for ${label} as CSV`}
          className={buttonClass('secondary')}
        >
          Download CSV
        </DownloadLink>
      </div>
      {children}
    </section>
  );
}

const amountCell = (rupees: number) => <td className="whitespace-nowrap text-right">{formatRupees(rupees)}</td>;

function TcsTable({ report }: { report: TcsReturn }) {
  if (report.rows.length === 0)
    return (
      <p className="text-muted">
        No TCS in this month: it is collected when a registered vendor's order paid by UPI is delivered.
      </p>
    );
  const amounts = (row: TcsReturn['totals']) => (
    <>
      {amountCell(row.grossSupplies)}
      {amountCell(row.returns)}
      {amountCell(row.netSupplies)}
      {amountCell(row.igst)}
      {amountCell(row.cgst)}
      {amountCell(row.sgst)}
    </>
  );
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">TCS per vendor GSTIN, {report.month}</caption>
        <thead>
          <tr>
            {['GSTIN', 'Vendor', 'Gross supplies', 'Returns', 'Net supplies', 'IGST', 'CGST', 'SGST'].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.gstin}-${row.vendor._id}`}>
              <td className="font-mono">{row.gstin}</td>
              <td>
                <VendorLink vendor={row.vendor} />
              </td>
              {amounts(row)}
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold">
          <tr>
            <th scope="row" colSpan={2} className="border-t border-ink/20 pt-3">
              Total
            </th>
            {amounts(report.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function TdsTable({ report }: { report: TdsReturn }) {
  if (report.rows.length === 0)
    return <p className="text-muted">No TDS in this quarter: it is deducted when an order paid by UPI is delivered.</p>;
  const amounts = (row: TdsReturn['totals']) => (
    <>
      {amountCell(row.grossAmount)}
      {amountCell(row.returns)}
      {amountCell(row.netAmount)}
      {amountCell(row.tds)}
    </>
  );
  return (
    <div className="overflow-x-auto">
      <table className={tableClass}>
        <caption className="sr-only">TDS per vendor, {report.quarter}</caption>
        <thead>
          <tr>
            {['Vendor', 'PAN', 'Rate', 'Gross amount', 'Returns', 'Net amount', 'TDS'].map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.rows.map((row) => (
            <tr key={`${row.vendor._id}-${row.pan}-${row.ratePercent}`}>
              <td>
                <VendorLink vendor={row.vendor} />
              </td>
              <td className="font-mono">{row.pan ?? 'No PAN'}</td>
              <td>{row.ratePercent}%</td>
              {amounts(row)}
            </tr>
          ))}
        </tbody>
        <tfoot className="font-semibold">
          <tr>
            <th scope="row" colSpan={3} className="border-t border-ink/20 pt-3">
              Total
            </th>
            {amounts(report.totals)}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/**
 * What the marketplace withheld for the government, as its returns ask: TCS per vendor GSTIN for a
 * month (GSTR-8) and TDS per vendor for a quarter (section 194-O), each with its CSV.
 */
export function TaxPage() {
  const [months] = useState(() => recentMonths(new Date()));
  const [quarters] = useState(() => recentQuarters(new Date()));
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const [quarter, setQuarter] = useState(quarters[0]?.value ?? '');
  const tcs = useTcsReturn(month);
  const tds = useTdsReturn(quarter);
  return (
    <>
      <ConsoleHeading title="Tax" />
      <ReturnSection
        title="TCS (GSTR-8)"
        explanation="Tax collected at source under section 52 of the CGST Act: 0.5% of the net taxable value of registered vendors' supplies paid by UPI, in the month they were delivered or returned."
        pickerLabel="Month"
        periods={months}
        period={month}
        onPeriod={setMonth}
        csvPath={`/api/admin/tax/tcs.csv?month=${month}`}
      >
        <Loaded query={tcs}>{(report) => <TcsTable report={report} />}</Loaded>
      </ReturnSection>
      <ReturnSection
        title="TDS (section 194-O)"
        explanation="Income-tax deducted at source: 0.1% of the gross amount of sales paid by UPI (5% for a vendor without a PAN), in the quarter of the financial year they were delivered or returned."
        pickerLabel="Quarter"
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
