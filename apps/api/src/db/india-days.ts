import { STORE_TIME_ZONE } from '@fabric-store/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The instant the India date `day` (YYYY-MM-DD), or the date `daysLater` after it, begins: a period of
 * India days is `column >= indiaDayStarts(first) and column < indiaDayStarts(last, 1)`.
 */
export const indiaDayStarts = (day: string, daysLater = 0): SQL =>
  sql`((${day}::date + ${sql.raw(String(Math.trunc(daysLater)))})::timestamp at time zone ${STORE_TIME_ZONE})`;
