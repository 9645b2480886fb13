import { STORE_TIME_ZONE } from '@fabric-store/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The instant the India date `day` (YYYY-MM-DD), or the date `daysLater` after it, begins: a period of
 * India days is `column >= indiaDayStarts(first) and column < indiaDayStarts(last, 1)`.
 */
export const indiaDayStarts = (day: string, daysLater = 0): SQL =>
  sql`((${day}::date + ${sql.raw(String(Math.trunc(daysLater)))})::timestamp at time zone ${STORE_TIME_ZONE})`;

/** The first day (YYYY-MM-DD) of the month `monthsLater` after `month` (YYYY-MM). */
export function firstDayOfMonth(month: string, monthsLater = 0): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + Math.trunc(monthsLater);
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/**
 * `instant` falls in the month (YYYY-MM) in India time: a range on the India days that begin it and the
 * next month, so an index on the column serves it.
 */
export const inIndiaMonth = (instant: SQL, month: string): SQL =>
  sql`${instant} >= ${indiaDayStarts(firstDayOfMonth(month))} and ${instant} < ${indiaDayStarts(firstDayOfMonth(month, 1))}`;
