import cluster from 'node:cluster';
import { buildApp } from './app';
import { runClusterPrimary } from './cluster';
import { type AppConfig, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { addDemoPhotos } from './demo/demo-photos';
import { seedDemoCatalog } from './demo/seed';
import { hashPassword, setPasswordHashCost } from './modules/auth/service';
import { createVariantStore } from './modules/fabric-images/variant-store';
import { ensureOperator } from './modules/users/people';
import { pruneRateLimits } from './plugins/rate-limit';
import { PREPARE_ONLY, prepareInChildProcess, preparesInChild } from './prepare-in-child';
import { answerStarting, retryUntilReady } from './startup';

/** How long a stopping server lets the requests in flight finish before it exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** Once per start, before any request: migrations, the demo catalog when asked for, old rate-limit rows. */
async function prepareDatabase(database: DatabaseHandle, config: AppConfig): Promise<void> {
  await database.migrate();
  // Photos only for a catalog seeded just now: a vendor's own fabric without photos keeps its own image.
  if (config.seedDemo && (await seedDemoCatalog(database.db)))
    await addDemoPhotos(database.db, createVariantStore(database.db, config.s3));
  await pruneRateLimits(database.db);
  const { operator } = config;
  if (operator) await ensureOperator(database.db, operator.email, () => hashPassword(operator.password));
}

async function serve(database: DatabaseHandle, config: AppConfig, starting?: { close: () => void }) {
  const app = await buildApp(database, config);
  await app.ready();
  // The stand-in gives up the port only now, so the gap before the app listens is as short as it can be.
  starting?.close();
  let stopping = false;
  // A terminal's Ctrl+C reaches a cluster's workers and its primary, which then sends SIGTERM too.
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Status 1: a stop that had to cut something off is not a clean one, and a supervisor's log says so.
    setTimeout(() => {
      app.log.warn({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still running at the end of the grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  app.jobs.start();
}

const config = loadConfig();
setPasswordHashCost(config.passwordHashCost);
const openConfigured = () =>
  openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    poolMode: config.databasePoolMode,
    directUrl: config.databaseDirectUrl,
    replicaUrls: config.databaseReplicaUrls,
    replicaMaxLagMs: config.replicaMaxLagMs,
  });

if (cluster.isWorker) {
  await serve(await openConfigured(), config);
} else if (config.apiWorkers > 1) {
  await runClusterPrimary(config.apiWorkers, async () => {
    const database = await openConfigured();
    try {
      await retryUntilReady(() => prepareDatabase(database, config));
    } finally {
      await database.close();
    }
  });
} else if (process.argv.includes(PREPARE_ONLY)) {
  const database = await openConfigured();
  try {
    await prepareDatabase(database, config);
  } finally {
    await database.close();
  }
} else {
  const starting = await answerStarting(config.port, config.host);
  if (preparesInChild(config)) await prepareInChildProcess();
  const database = await openConfigured();
  await retryUntilReady(() => prepareDatabase(database, config));
  await serve(database, config, starting);
}
