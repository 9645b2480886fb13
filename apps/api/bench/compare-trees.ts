// `npm run bench:compare -- --trees /path/to/before,/path/to/after --only "All tab,dashboard"`: the same
// scenarios against the API of two checkouts (say main and a change) on one seeded PostgreSQL, loaded
// in turn round after round, so that a change is judged against the code before it in the same
// conditions (issue 14's 20% rule). See docs/performance.md.
import { startPostgresServer } from '../test-support/postgres-server';
import { startServerProcess } from '../test-support/server-process';
import { CleanupStack } from './cleanup-stack';
import { runLoad } from './load';
import { readComparisonOptions } from './options';
import { prepareDatabase } from './prepare-database';
import { buildOrderScenarios, buildScenarios, type Scenario } from './scenarios';

const UNLIMITED = '1000000000';
const log = (message: string) => process.stderr.write(`${message}\n`);

interface Contender {
  tree: string;
  scenarios: Scenario[];
}

async function compareTrees(cleanup: CleanupStack): Promise<void> {
  const options = readComparisonOptions(process.argv.slice(2));
  const postgres = await startPostgresServer();
  cleanup.defer('stop PostgreSQL', postgres.stop);
  log(`seeding ${options.fabrics} fabrics and ${options.orders} orders…`);
  const {
    seeded: catalog,
    orders,
    jwtSecret,
  } = await prepareDatabase({ databaseUrl: postgres.url }, options.fabrics, options.orders);
  if (!orders) throw new Error('--orders must seed orders for the order scenarios');

  const contenders: Contender[] = [];
  for (const [index, tree] of options.trees.entries()) {
    const server = await startServerProcess(
      {
        SEED_DEMO: '0',
        JWT_SECRET: jwtSecret,
        DATABASE_URL: postgres.url,
        AUTH_RATE_LIMIT: UNLIMITED,
        CHECKOUT_RATE_LIMIT: UNLIMITED,
      },
      { tree },
    );
    cleanup.defer(`stop the server of ${tree}`, server.stop);
    const all = [
      ...buildScenarios(server.base, catalog, '/images/none.webp'),
      // Each tree moves parts of its own, so that a status change finds its parts as placed as the other tree's did.
      ...buildOrderScenarios(server.base, {
        ...orders,
        placedParts: orders.placedParts.filter((_, part) => part % options.trees.length === index),
      }),
    ];
    const scenarios = all.filter((scenario) => options.only.some((word) => scenario.name.includes(word)));
    if (scenarios.length === 0) throw new Error(`--only ${options.only.join(',')} names no scenario`);
    contenders.push({ tree, scenarios });
  }

  const figures = new Map<string, string[]>();
  for (let round = 0; round < options.rounds; round++) {
    // Each round starts with the other tree, so neither always runs on the warmer or quieter side.
    const order = round % 2 === 0 ? contenders : [...contenders].reverse();
    for (const { tree, scenarios } of order) {
      for (const scenario of scenarios) {
        await runLoad(scenario.target, { connections: options.connections, seconds: 1 });
        const load = await runLoad(scenario.target, { connections: options.connections, seconds: options.seconds });
        const key = `${scenario.name} | ${tree}`;
        const figure = `${Math.round(load.requestsPerSecond)} req/s, p95 ${load.p95.toFixed(1)} ms${refusedNote(load.statuses)}`;
        log(`round ${round + 1}: ${key}: ${figure}`);
        figures.set(key, [...(figures.get(key) ?? []), figure]);
      }
    }
  }
  console.log('| Scenario | Tree | Each round |\n| --- | --- | --- |');
  for (const [key, rounds] of [...figures].sort(([a], [b]) => a.localeCompare(b))) {
    console.log(`| ${key} | ${rounds.join('; ')} |`);
  }
}

/** A run that ran out of placed parts to move answers 409s, which are cheaper: the figure says so. */
function refusedNote(statuses: Record<number, number>): string {
  const refused = Object.entries(statuses).filter(([status]) => Number(status) >= 300);
  return refused.length > 0 ? ` (${refused.map(([status, count]) => `${count} × ${status}`).join(', ')})` : '';
}

const cleanup = new CleanupStack();
try {
  await compareTrees(cleanup);
} catch (error) {
  console.error('bench:compare failed:', error);
  process.exitCode = 1;
} finally {
  await cleanup.runAll();
}
