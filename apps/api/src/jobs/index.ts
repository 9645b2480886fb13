import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { VariantStore } from '../modules/fabric-images/variant-store';
import type { CatalogChanged } from '../modules/fabrics/catalog-changes';
import { commissionInvoicingJob } from './commission-invoicing';
import { mailSenderJob } from './mail-sender';
import { paymentExpiryJob } from './payment-expiry';
import { photoCleanupJob } from './photo-cleanup';
import { saleSweepJob } from './sale-sweep';

declare module 'fastify' {
  interface FastifyInstance {
    /** This process's background jobs: the server starts them once it listens; a test app never does. */
    jobs: { start: () => void };
  }
}

/**
 * Every background job, one file each, all alike: every serving process runs each one, and each
 * claims its rows with `FOR UPDATE SKIP LOCKED`, so processes never take the same row. They stop,
 * each after its round in flight, when the app closes.
 */
export function registerJobs(
  app: FastifyInstance,
  parts: { db: Database; catalogChanged: CatalogChanged; variantStore: VariantStore },
): void {
  const jobs = [
    mailSenderJob(app.mail, app.log),
    paymentExpiryJob(parts.db, app.log),
    saleSweepJob(parts.db, parts.catalogChanged, app.log),
    photoCleanupJob(parts.variantStore, app.log),
    commissionInvoicingJob(parts.db, app.log),
  ];
  app.decorate('jobs', {
    start: () => {
      for (const job of jobs) job.start();
    },
  });
  app.addHook('onClose', async () => {
    await Promise.all(jobs.map((job) => job.stop()));
  });
}
