// `npm run topology`: the store as it runs past one machine, started on this one from deploy/'s files:
// a PostgreSQL primary, a streaming replica, PgBouncer (transaction mode), three API processes and
// nginx before them. Prints the URL and the demo accounts; Ctrl-C stops everything.
import path from 'node:path';
import { DEMO_OPERATOR, DEMO_PASSWORD, DEMO_SHOPPER, DEMO_VENDORS } from '../apps/api/src/demo/seed';
import { startTopology } from '../apps/api/test-support/topology';

const root = path.resolve(import.meta.dirname, '..');
const builtServer = path.join(root, 'apps/api/dist/server.js');

const topology = await startTopology({
  env: { SEED_DEMO: '1', LOG_LEVEL: 'warn', WEB_DIST: path.join(root, 'apps/web/dist') },
  command: [builtServer],
  log: (line) => console.log(line),
});

console.log(`
Fabric-Store is up at ${topology.nginx.base}
  nginx → API processes on ports ${topology.apis.map((api) => api.port).join(', ')}
  PgBouncer (transaction mode): ${topology.pgbouncer.url}
  primary: ${topology.directUrl}
  replica: port ${topology.replica.port}

Demo accounts (password ${DEMO_PASSWORD}):
  shopper   ${DEMO_SHOPPER.email}
${DEMO_VENDORS.map((vendor) => `  vendor    ${vendor.email}`).join('\n')}
  operator  ${DEMO_OPERATOR.email}

Ctrl-C stops everything.`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nstopping…');
  await topology.stop();
  process.exit(0);
};
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
