import path from 'node:path';
import { startServerProcess } from '../test-support/server-process';
import { runLoad } from './load';

/** The store's public address, as a deployment sets it (`PUBLIC_URL`). */
export const BENCH_PUBLIC_URL = 'https://fabric-store.example';

/**
 * The real server as a bench loads it: built for production as `npm start` runs it, with its public
 * address as a deployment has it (so no request carries its own origin for the mails), rate limits out
 * of the way, and warmed with 5 s of load on the catalog page, since the first load after a start
 * would otherwise measure the JIT at work.
 */
export async function startBenchServer(options: {
  databaseUrl: string;
  jwtSecret: string;
  poolMode: 'session' | 'transaction';
  connections: number;
  /** Where the server writes a V8 CPU profile (`node --cpu-prof`) when it stops; none when empty. */
  cpuProfileDir?: string;
}) {
  const entry = path.resolve(import.meta.dirname, '../src/server.ts');
  const profiling = options.cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`] : [];
  const unlimited = '1000000000';
  const server = await startServerProcess(
    {
      // As `npm start` runs it (dist/server.js sets it): React renders the mails with its production build.
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      DATABASE_POOL_MODE: options.poolMode,
      DATABASE_DIRECT_URL: options.databaseUrl,
      JWT_SECRET: options.jwtSecret,
      SEED_DEMO: '0',
      PUBLIC_URL: BENCH_PUBLIC_URL,
      AUTH_RATE_LIMIT: unlimited,
      CHECKOUT_RATE_LIMIT: unlimited,
    },
    { command: [...profiling, '--import', 'tsx', entry] },
  );
  await runLoad({ url: `${server.base}/api/fabrics?limit=24` }, options.connections, 5);
  return server;
}
