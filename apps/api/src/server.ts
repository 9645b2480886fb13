import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDemoCatalog } from './db/seed';
import { pruneRateLimits } from './plugins/rate-limit';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await database.migrate();
if (config.seedDemo) await seedDemoCatalog(database.db);
await pruneRateLimits(database.db);

const app = await buildApp(database, config);

async function shutdown(signal: string): Promise<void> {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await database.close();
  process.exit(0);
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
