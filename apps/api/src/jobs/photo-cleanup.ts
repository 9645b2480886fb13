// A fabric or account deleted elsewhere takes its photos' rows with it (a trigger notes the released
// objects); with an object store, this job deletes the bytes no variant uses any more, claiming the
// notes with `skip locked` (fabric-images/variant-store.ts).
import { type Repeating, repeatEvery } from '../core/repeat';
import type { VariantStore } from '../modules/fabric-images/variant-store';
import type { JobLog } from './job-log';

/** Unreferenced bytes are deleted within a minute. */
const PHOTO_CLEANUP_MS = 60_000;

/** The job: every process deletes released photo objects every minute (a no-op when the database keeps the photos). */
export const photoCleanupJob = (store: VariantStore, log: JobLog): Repeating =>
  repeatEvery(
    PHOTO_CLEANUP_MS,
    () => store.sweep(),
    (error) => log.warn({ err: error }, 'could not delete released photo objects'),
  );
