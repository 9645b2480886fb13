import { formatInIndia } from '@fabric-store/shared';
import type { Language } from '@fabric-store/shared/languages';

/** A period a reader of the tax figures can pick: its query value (`2026-11`, `2026-Q3`) and how it reads. */
export interface TaxPeriod {
  value: string;
  label: string;
}

const monthName = (language: Language) =>
  new Intl.DateTimeFormat(`${language}-IN`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The India-time year and month (1–12) of an instant. */
function indiaMonth(now: Date): [number, number] {
  const [year, month] = formatInIndia(now, 'sortable').slice(0, 7).split('-').map(Number) as [number, number];
  return [year, month];
}

/** The month `back` months before year-month, as [year, month]. */
function monthBefore(year: number, month: number, back: number): [number, number] {
  const index = year * 12 + (month - 1) - back;
  return [Math.floor(index / 12), (index % 12) + 1];
}

/** This month in India and the `count − 1` before it, newest first, named in `language`: GSTR-8 is filed month by month. */
export function recentMonths(now: Date, count = 24, language: Language = 'en'): TaxPeriod[] {
  const [year, month] = indiaMonth(now);
  const names = monthName(language);
  return Array.from({ length: count }, (_, back) => {
    const [y, m] = monthBefore(year, month, back);
    return { value: `${y}-${String(m).padStart(2, '0')}`, label: names.format(Date.UTC(y, m - 1, 1)) };
  });
}

/**
 * This quarter of the financial year (April–June is Q1) and the `count − 1` before it, newest first,
 * as TDS returns are filed: "Q3 2026-27 (Oct–Dec 2026)".
 */
export function recentQuarters(now: Date, count = 8): TaxPeriod[] {
  const [year, month] = indiaMonth(now);
  const firstYear = month >= 4 ? year : year - 1;
  const current = firstYear * 4 + Math.floor(((month + 8) % 12) / 3);
  return Array.from({ length: count }, (_, back) => {
    const index = current - back;
    const fy = Math.floor(index / 4);
    const n = (index % 4) + 1;
    const [startYear, startMonth] = monthBefore(fy, 4, -(n - 1) * 3);
    const [endYear, endMonth] = monthBefore(startYear, startMonth, -2);
    const span = `${SHORT_MONTHS[startMonth - 1]}–${SHORT_MONTHS[endMonth - 1]} ${endYear}`;
    return { value: `${fy}-Q${n}`, label: `Q${n} ${fy}-${String((fy + 1) % 100).padStart(2, '0')} (${span})` };
  });
}
