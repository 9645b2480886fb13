import type { AdminOverview } from '@fabric-store/shared';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatPrice } from '../../components/price';

/**
 * The marketplace's gross merchandise value per day for 30 days, drawn by recharts as the vendor's
 * revenue chart is. Hidden from screen readers (with recharts' keyboard layer off): the figures
 * beside it carry the same numbers.
 */
export default function OverviewChart({ days }: { days: AdminOverview['daily'] }) {
  const { t } = useTranslation('admin');
  const data = days.map((day) => ({ label: day.day.slice(5), gmv: day.gmv }));
  return (
    <div aria-hidden="true" className="h-64 w-full" data-testid="overview-chart">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="#e2d4bf" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={4} />
          {/* A no-break space: recharts wraps a tick at spaces, which printed "Rs." above "6,000". */}
          <YAxis
            tick={{ fontSize: 11 }}
            width={84}
            tickFormatter={(value: number) => `Rs.\u00a0${value.toLocaleString('en-IN')}`}
          />
          <Tooltip formatter={(value) => formatPrice(Number(value))} />
          <Bar dataKey="gmv" name={t('overview.gmv')} fill="#2f3e6b" />
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
