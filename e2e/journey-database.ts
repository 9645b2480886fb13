import { startPostgresServer } from '../apps/api/test-support/postgres-server';

/**
 * The PostgreSQL server the journeys' API runs on, started by Playwright before the API (playwright.config.ts)
 * on the port it is given, and removed with its data when Playwright stops it.
 */
const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) throw new Error('usage: journey-database.ts <port>');

const server = await startPostgresServer({ port });
console.log(`The journeys' PostgreSQL listens on ${server.url}`);

const stop = () => {
  server.stop();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
// Runs until Playwright stops it.
setInterval(() => undefined, 2 ** 30);
