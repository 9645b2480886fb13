import type { TcsReturn, TdsReturn } from '@fabric-store/shared';
import { formatRupees, paiseToRupees, rupeesToPaise } from '@fabric-store/shared/money';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PeriodPicker } from '../../components/period-picker';
import { useFormats } from '../../i18n/formats';
import { errorMessage } from '../../lib/api-client';
import { recentMonths, recentQuarters } from '../../lib/tax-periods';
import { useVendorTaxReturn } from './api';

/**
 * What the marketplace took from the vendor's sales for the government, as the vendor claims it back: a
 * month's TCS under each of its GSTINs (it appears in the vendor's GSTR-2X once the marketplace files
 * GSTR-8) and a quarter's TDS under section 194-O (in its Form 26AS), each as the marketplace's returns
 * report it.
 */
export function TaxWithheld() {
  const { t } = useTranslation('vendor');
  const { language } = useFormats();
  const [months] = useState(() => recentMonths(new Date(), 24, language));
  const [quarters] = useState(() => recentQuarters(new Date()));
  const [month, setMonth] = useState(months[0]?.value ?? '');
  const [quarter, setQuarter] = useState(quarters[0]?.value ?? '');
  const tcs = useVendorTaxReturn<TcsReturn>('tcs', month);
  const tds = useVendorTaxReturn<TdsReturn>('tds', quarter);
  return (
    <section aria-labelledby="tax-withheld" className="mt-10 rounded-2xl border border-ink/10 bg-white p-6">
      <h2 id="tax-withheld" className="text-2xl font-semibold text-ink">
        {t('payments.taxWithheld')}
      </h2>
      <p className="mt-2 max-w-2xl text-sm text-muted">{t('payments.taxWithheldText')}</p>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <Panel title={t('payments.tcsTitle')} testId="tcs-withheld">
          <PeriodPicker label={t('payments.tcsMonth')} periods={months} period={month} onPeriod={setMonth} />
          <Answer query={tcs}>{(report) => <TcsFigures report={report} />}</Answer>
        </Panel>
        <Panel title={t('payments.tdsTitle')} testId="tds-withheld">
          <PeriodPicker label={t('payments.tdsQuarter')} periods={quarters} period={quarter} onPeriod={setQuarter} />
          <Answer query={tds}>{(report) => <TdsFigures report={report} />}</Answer>
        </Panel>
      </div>
    </section>
  );
}

function Panel({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <article data-testid={testId} className="rounded-xl bg-sand/40 p-4 text-sm">
      <h3 className="mb-2 font-semibold text-ink">{title}</h3>
      {children}
    </article>
  );
}

function Answer<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation('vendor');
  if (query.error) return <p className="mt-3 text-muted">{errorMessage(query.error, t('payments.documentFailed'))}</p>;
  if (!query.data) return <p className="mt-3 text-muted">{t('loading')}</p>;
  return <>{children(query.data)}</>;
}

/** Figures as label and amount, one under another. */
function Figures({ rows }: { rows: [string, number][] }) {
  return (
    <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
      {rows.map(([label, amount]) => (
        <FigureRow key={label} label={label} amount={amount} />
      ))}
    </dl>
  );
}

function FigureRow({ label, amount }: { label: string; amount: number }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="whitespace-nowrap text-right">{formatRupees(amount)}</dd>
    </>
  );
}

/** The TCS of a return's figures, whatever heads it was collected under, summed in paise. */
const tcsOf = (figures: TcsReturn['totals']) =>
  paiseToRupees(rupeesToPaise(figures.igst) + rupeesToPaise(figures.cgst) + rupeesToPaise(figures.sgst));

function TcsFigures({ report }: { report: TcsReturn }) {
  const { t } = useTranslation('vendor');
  if (report.rows.length === 0) return <p className="mt-3 text-muted">{t('payments.tcsNone')}</p>;
  return (
    <>
      {report.rows.map((row) => (
        <div key={row.gstin} className="mt-3">
          <p className="font-mono">{`GSTIN ${row.gstin}`}</p>
          <Figures
            rows={[
              [t('payments.netSupplies', { percent: report.tcsPercent }), row.netSupplies],
              ...(['igst', 'cgst', 'sgst'] as const)
                .filter((head) => row[head] !== 0)
                .map((head): [string, number] => [t(`payments.tcsHead.${head}`), row[head]]),
            ]}
          />
        </div>
      ))}
      <Figures rows={[[t('payments.tcsTotal'), tcsOf(report.totals)]]} />
    </>
  );
}

function TdsFigures({ report }: { report: TdsReturn }) {
  const { t } = useTranslation('vendor');
  if (report.rows.length === 0) return <p className="mt-3 text-muted">{t('payments.tdsNone')}</p>;
  return (
    <>
      {report.rows.map((row) => (
        <div key={`${row.pan}-${row.ratePercent}`} className="mt-3">
          <p>{t('payments.tdsAt', { pan: row.pan ?? t('payments.noPan'), percent: row.ratePercent })}</p>
          <Figures
            rows={[
              [t('payments.netAmount'), row.netAmount],
              ['TDS', row.tds],
            ]}
          />
        </div>
      ))}
      <Figures rows={[[t('payments.tdsTotal'), report.totals.tds]]} />
    </>
  );
}
