// `npm run bench:catalog`: the catalog's read requests at growing catalog sizes, one database grown
// from one size to the next, each size measured by a freshly started server: req/s, p50 and p95,
// and what each request cost the server's CPU and the database, side by side with the size before.
// With `--explain <dir>`, the plan of every statement of each request, run with EXPLAIN (ANALYZE,
// BUFFERS) on the values the API sent, is written there per size. See docs/scale.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { startPostgresServer } from '../test-support/postgres-server';
import { startBenchServer } from './bench-server';
import { captureStatements } from './floor';
import { type LoadResult, unexpectedAnswers } from './load';
import { loadAverage, log, ms, whole } from './report-words';
import { costMeter, measureWithCost, type RequestCost } from './request-cost';
import { buildScenarios, type Scenario } from './scenarios';
import { addFabrics, type Seeded, seed } from './seed';

/** The catalog's read requests: the scenarios of `npm run bench` whose cost grows with the catalog. */
const CATALOG_REQUESTS = ['catalog first page', 'filtered page', 'search', 'facet counts', 'fabric by id'];
const isCatalogRequest = (scenario: Scenario) =>
  CATALOG_REQUESTS.some((name) => scenario.name.startsWith(name)) && !scenario.name.includes('Brotli');

function readOptions(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      sizes: { type: 'string', default: '100000,1000000' },
      duration: { type: 'string', default: '3' },
      warmup: { type: 'string', default: '1' },
      connections: { type: 'string', default: '32' },
      explain: { type: 'string' },
    },
  });
  const count = (text: string, name: string) => {
    const number = Number(text);
    if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} takes whole numbers, 1 or more`);
    return number;
  };
  const sizes = values.sizes.split(',').map((size) => count(size.trim(), 'sizes'));
  if (sizes.some((size, index) => index > 0 && size <= (sizes[index - 1] ?? 0))) throw new Error('--sizes must grow');
  return {
    sizes,
    seconds: count(values.duration, 'duration'),
    warmup: Number(values.warmup),
    connections: count(values.connections, 'connections'),
    explainDir: values.explain,
  };
}
type Options = ReturnType<typeof readOptions>;

interface Measured {
  load: LoadResult;
  cost: RequestCost;
}

interface SizeRun {
  size: number;
  /** Seconds to grow the catalog to this size from the one before (from empty, with the orders, for the first). */
  seedSeconds: number;
  loadAverage: string;
  results: Map<string, Measured>;
}

/** Writes the plan of every statement one request of each scenario sends, as EXPLAIN (ANALYZE, BUFFERS) gives it. */
async function explainScenarios(scenarios: Scenario[], client: pg.Client, databaseUrl: string, jwtSecret: string) {
  const plans: string[] = [];
  for (const scenario of scenarios) {
    // A request the API cannot answer (past its statement timeout, say) is captured no further than that.
    const [statements = []] = await captureStatements(databaseUrl, jwtSecret, scenario.target, { count: 1 }).catch(
      (error: Error) => {
        plans.push(`-- ${scenario.name}: not captured: ${error.message}\n`);
        return [];
      },
    );
    for (const { text, values } of statements) {
      if (!/^\s*(select|with|\()/i.test(text)) continue;
      const { rows } = await client
        .query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${text}`, values)
        .catch((error: Error) => ({ rows: [{ 'QUERY PLAN': `failed: ${error.message}` }] }));
      plans.push(
        `-- ${scenario.name}\n${text}\n-- ${JSON.stringify(values)}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}\n`,
      );
    }
  }
  return plans.join('\n');
}

/** Each catalog request measured on a freshly started server, so that every size starts alike. */
async function measureSize(
  size: number,
  seeded: Seeded,
  context: { client: pg.Client; databaseUrl: string; jwtSecret: string; options: Options },
) {
  const { client, databaseUrl, jwtSecret, options } = context;
  const server = await startBenchServer({
    databaseUrl,
    jwtSecret,
    poolMode: 'session',
    connections: options.connections,
  });
  try {
    const meter = await costMeter(server.process.pid ?? 0, client);
    const results = new Map<string, Measured>();
    for (const scenario of buildScenarios(server.base, seeded).filter(isCatalogRequest)) {
      log(`  ${whole(size)}: ${scenario.name}…`);
      results.set(scenario.name, await measureWithCost(scenario.target, options, meter));
    }
    return results;
  } finally {
    await server.stop();
  }
}

function formatTable(runs: SizeRun[], names: string[]): string {
  const heads = runs.flatMap(({ size }) => [
    `${whole(size)}: req/s`,
    'p50 ms',
    'p95 ms',
    'API CPU ms/req',
    'DB CPU ms/req',
    'DB statement ms/req',
  ]);
  const [first, last] = [runs[0], runs.at(-1)];
  const compared = runs.length > 1 ? ['p95 ×', 'DB CPU ×'] : [];
  const lines = [
    `| Request | ${[...heads, ...compared].join(' | ')} |`,
    `| --- | ${[...heads, ...compared].map(() => '---:').join(' | ')} |`,
  ];
  for (const name of names) {
    const cells = runs.flatMap(({ results }) => {
      const measured = results.get(name);
      if (!measured) return ['', '', '', '', '', ''];
      const { load, cost } = measured;
      const refused = unexpectedAnswers(load);
      return [
        `${whole(load.requestsPerSecond)}${refused && ` (${refused})`}`,
        ms(load.p50),
        ms(load.p95),
        ms(cost.apiCpuMs),
        ms(cost.databaseCpuMs),
        ms(cost.databaseMs),
      ];
    });
    const [from, to] = [first?.results.get(name), last?.results.get(name)];
    const ratios =
      runs.length > 1 && from && to
        ? [(to.load.p95 / from.load.p95).toFixed(2), (to.cost.databaseCpuMs / from.cost.databaseCpuMs).toFixed(2)]
        : compared.map(() => '');
    lines.push(`| ${[name, ...cells, ...ratios].join(' | ')} |`);
  }
  return lines.join('\n');
}

async function runCatalogBench(options: Options) {
  const postgres = await startPostgresServer({ statementStatistics: true });
  stopPostgres = postgres.stop;
  const client = new pg.Client(postgres.url);
  try {
    const databaseUrl = postgres.url;
    const jwtSecret = crypto.randomUUID() + crypto.randomUUID();
    const database = await openDatabase({ databaseUrl, poolSize: 1 });
    await database.migrate().finally(database.close);
    await client.connect();
    const runs: SizeRun[] = [];
    let seeded: Seeded | undefined;
    for (const [index, size] of options.sizes.entries()) {
      const before = options.sizes[index - 1] ?? 0;
      log(`growing the catalog from ${whole(before)} to ${whole(size)} fabrics…`);
      const started = performance.now();
      // The orders (a thousand) are there for the scenarios' sake; only the catalog grows.
      seeded = seeded
        ? { ...seeded, fabricIds: await addFabrics(client, size - before, size) }
        : await seed(client, size, 1000, jwtSecret);
      const seedSeconds = (performance.now() - started) / 1000;
      const startLoad = loadAverage();
      log(`  grown in ${seedSeconds.toFixed(0)} s`);
      const results = await measureSize(size, seeded, { client, databaseUrl, jwtSecret, options });
      runs.push({ size, seedSeconds, loadAverage: `${startLoad} → ${loadAverage()}`, results });
      // Each size's figures as soon as they are measured, in case a larger size does not finish.
      log(formatTable(runs, [...results.keys()]));
      if (options.explainDir) {
        mkdirSync(options.explainDir, { recursive: true });
        const scenarios = buildScenarios('http://127.0.0.1', seeded).filter(isCatalogRequest);
        const plans = await explainScenarios(scenarios, client, databaseUrl, jwtSecret);
        writeFileSync(path.join(options.explainDir, `plans-${size}.txt`), plans);
      }
    }
    const names = [...(runs[0]?.results.keys() ?? [])];
    console.log(
      `npm run bench:catalog -- ${process.argv.slice(2).join(' ')} · ${new Date().toISOString().slice(0, 16)} UTC`,
    );
    console.log(
      `${options.connections} connections · ${options.seconds} s per load after ${options.warmup} s warm-up · ` +
        `${os.cpus().length} CPUs, Node ${process.version}`,
    );
    for (const run of runs) {
      console.log(
        `- ${whole(run.size)} fabrics: grown in ${run.seedSeconds.toFixed(0)} s; load average ${run.loadAverage}`,
      );
    }
    console.log(`\n${formatTable(runs, names)}`);
  } finally {
    await client.end().catch(() => undefined);
    postgres.stop();
  }
}

/** Stops the run's PostgreSQL when the run is interrupted. */
let stopPostgres = (): void => undefined;
const stopThenExit = (code: number) => () => {
  stopPostgres();
  process.exit(code);
};
process.once('SIGINT', stopThenExit(130));
process.once('SIGTERM', stopThenExit(143));
await runCatalogBench(readOptions(process.argv.slice(2)));
