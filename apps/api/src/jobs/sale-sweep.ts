// A sale's start or end changes what a shopper pays without a write to the fabric, so every process
// rewrites the listed prices that went stale (rows claimed with `skip locked`, in fabrics/listed-price.ts).
import { type Repeating, repeatEvery } from '../core/repeat';
import type { Database } from '../db/client';
import type { CatalogChanged } from '../modules/fabrics/catalog-changes';
import { sweepStaleListedPrices } from '../modules/fabrics/listed-price';
import type { JobLog } from './job-log';

/** How often each process sweeps: a fabric sorts and filters by its new price within this of a sale boundary. */
const LISTED_PRICE_SWEEP_MS = 15_000;

/** The job: every process moves the listed prices past a sale's start or end every 15 s, then clears its caches. */
export const saleSweepJob = (db: Database, catalogChanged: CatalogChanged, log: JobLog): Repeating =>
  repeatEvery(
    LISTED_PRICE_SWEEP_MS,
    () => sweepStaleListedPrices(db, catalogChanged),
    (error) => log.warn({ err: error }, 'could not sweep listed prices'),
  );
