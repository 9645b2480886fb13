import type { VendorDashboard } from '@fabric-store/shared';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '../../components/price';
import { dayLabel } from './day-label';
import { useReaderLanguage } from './reader-language';

/**
 * Revenue per day for 30 days as bars (delivered stacked under the rest). Drawn by recharts, which
 * only this module imports, so it loads with the dashboard's figures and never on a shopper's page.
 * The chart is hidden from screen readers: the table beside it carries the same figures. For the same
 * reason recharts' keyboard layer is off: a focusable chart inside aria-hidden would be a Tab stop that
 * announces nothing.
 */
export default function RevenueChart({ days }: { days: VendorDashboard['revenueByDay'] }) {
  const { t } = useTranslation('vendor');
  const language = useReaderLanguage();
  const data = days.map((day) => ({
    label: dayLabel(day.day, language),
    delivered: day.revenueDelivered,
    notYetDelivered: Math.round((day.revenue - day.revenueDelivered) * 100) / 100,
  }));
  return (
    <div aria-hidden="true" className="h-64 w-full" data-testid="revenue-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2d4bf" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={4} />
          <YAxis
            tick={{ fontSize: 11 }}
            width={70}
            tickFormatter={(value: number) => `Rs. ${value.toLocaleString('en-IN')}`}
          />
          <Tooltip formatter={(value) => formatPrice(Number(value))} />
          <Bar dataKey="delivered" name={t('sales.delivered')} stackId="revenue" fill="#2f3e6b" />
          <Bar dataKey="notYetDelivered" name={t('sales.notYetDelivered')} stackId="revenue" fill="#c4622f" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
