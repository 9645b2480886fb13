// `npm run bench`: seeds a large catalog into PGlite and PostgreSQL, loads the real server on each
// with autocannon and prints one table of figures. See docs/performance.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type DatabaseOptions, openDatabase } from '../src/db/client';
import { resolveTokenSecret } from '../src/modules/auth/tokens';
import { startPostgresServer } from '../test-support/postgres-server';
import { startServerProcess } from '../test-support/server-process';
import { captureStatements } from './capture-statements';
import { CleanupStack } from './cleanup-stack';
import { type LoadResult, type LoadSettings, type LoadTarget, runLoad } from './load';
import { measureOptimisations } from './optimisations';
import { type BenchOptions, type DatabaseKind, readOptions } from './options';
import { readPeakMemoryMib } from './peak-memory';
import { type PgbenchResult, runPgbench } from './pgbench';
import { timePhotoUploads } from './photo-upload';
import { startBareCatalogServer } from './reference-servers';
import {
  type DatabaseResult,
  describeRun,
  formatOptimisations,
  formatResults,
  type ScenarioResult,
  unexpectedAnswers,
} from './report';
import {
  buildOrderScenarios,
  buildScenarios,
  CATALOG_FIRST_PAGE,
  CATALOG_SCENARIO,
  FABRIC_BY_ID_SCENARIO,
  nextRequests,
  ORDERS_GROUP,
  PHOTO_VARIANT_SCENARIO,
  PRODUCT_PAGE_CACHED_SCENARIO,
  PRODUCT_PAGE_RENDERED_SCENARIO,
  type Scenario,
} from './scenarios';
import { type SeededCatalog, seedCatalog } from './seed-catalog';
import { type SeededOrders, seedOrders } from './seed-orders';
import { checkStock } from './stock-invariant';

// High enough that the limits never answer 429 during a run.
const UNLIMITED = '1000000000';

const log = (message: string) => process.stderr.write(`${message}\n`);

/** A fresh, empty database of the kind asked for; cleanup removes it. */
async function provideDatabase(kind: DatabaseKind, workDir: string, cleanup: CleanupStack): Promise<DatabaseOptions> {
  if (kind === 'pglite') return { dataDir: path.join(workDir, 'pglite-data') };
  const postgres = await startPostgresServer();
  cleanup.defer('stop PostgreSQL', postgres.stop);
  return { databaseUrl: postgres.url };
}

/**
 * Migrates and seeds; closes the connection, since PGlite allows one process at a time. The
 * seeding's writes (2 GB at a million fabrics) are then flushed to disk, checkpoint and all, so that
 * the kernel's writeback does not land in the middle of a measured scenario.
 */
async function prepareDatabase(connection: DatabaseOptions, fabrics: number, orderCount: number) {
  // One connection, without the server's statement timeout: a statement of the seeding (an insert of
  // 100,000 fabrics with its triggers, an index build, VACUUM) may outlast it on a busy machine.
  const database = await openDatabase({ ...connection, poolSize: 1 });
  try {
    await database.db.execute(sql`set statement_timeout = 0`);
    await database.migrate();
    const seeded = await seedCatalog(database.db, fabrics);
    const orders = orderCount > 0 ? await seedOrders(database.db, orderCount) : undefined;
    await database.db.execute(sql`checkpoint`);
    // The server gets the secret the customers' tokens were signed with, whatever JWT_SECRET says here.
    const jwtSecret = await resolveTokenSecret(database.db, undefined);
    return { seeded, orders, jwtSecret };
  } finally {
    await database.close();
    execFileSync('sync');
  }
}

/** Warms a target up unmeasured, then measures it; answers both, since a warm-up of checkout places orders too. */
async function measure(target: LoadTarget, options: BenchOptions) {
  const settings: LoadSettings = { connections: options.connections, seconds: options.seconds };
  const warmup =
    options.warmupSeconds > 0 ? await runLoad(target, { ...settings, seconds: options.warmupSeconds }) : undefined;
  return { warmup, load: await runLoad(target, settings) };
}

/** How many of a scenario's requests pgbench replays, each as one script of the API's statements. */
const CAPTURED_REQUESTS = 50;

/** pgbench beside a database-bound scenario: the API's own statements for it, at the same load. */
type PgbenchBeside = (scenario: Scenario) => Promise<PgbenchResult>;

async function loadServer(
  base: string,
  seeded: SeededCatalog,
  photoVariantPath: string,
  orders: SeededOrders | undefined,
  options: BenchOptions,
  pgbench?: PgbenchBeside,
) {
  const scenarios: ScenarioResult[] = [];
  let ordersCreated = 0;
  const all = [...buildScenarios(base, seeded, photoVariantPath), ...(orders ? buildOrderScenarios(base, orders) : [])];
  // The catalog's first page always runs: it is the yardstick the order scenarios are given against.
  const chosen = (scenario: Scenario) =>
    options.only.length === 0 ||
    scenario.name === CATALOG_SCENARIO ||
    options.only.some((word) => scenario.name.includes(word) || scenario.group === word);
  for (const scenario of all.filter(chosen)) {
    log(`  ${scenario.name}…`);
    const { warmup, load } = await measure(scenario.target, options);
    const orders = load.statuses[201] ?? 0;
    if (scenario.placesOrders) ordersCreated += orders + (warmup?.statuses[201] ?? 0);
    const notes = [scenario.placesOrders ? `${Math.round(orders / load.seconds)} orders/s` : ''];
    if (pgbench && scenario.readsDatabase) {
      log(`  ${scenario.name}: pgbench with the same statements…`);
      const beside = await pgbench(scenario);
      const share = (load.requestsPerSecond / beside.transactionsPerSecond) * 100;
      notes.push(
        `${share.toFixed(0)}% of pgbench (${whole(beside.transactionsPerSecond)} tps, p95 ${beside.p95.toFixed(2)} ms)`,
      );
    }
    notes.push(unexpectedAnswers(load));
    scenarios.push({ name: scenario.name, group: scenario.group, load, note: notes.filter(Boolean).join('; ') });
  }
  return { scenarios, ordersCreated };
}

/**
 * pgbench on the PostgreSQL database at `databaseUrl`: each scenario's statements are captured
 * from the API first (on requests of the scenario's own rotation), then replayed.
 */
function pgbenchBeside(databaseUrl: string, jwtSecret: string, options: BenchOptions, workDir: string): PgbenchBeside {
  return async (scenario) => {
    const captured = await captureStatements(databaseUrl, jwtSecret, nextRequests(scenario, CAPTURED_REQUESTS));
    const settings = {
      connections: options.connections,
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
      rollBack: scenario.changesDatabase === true,
    };
    return runPgbench(databaseUrl, captured, settings, workDir, scenario.name.replace(/\W+/g, '-'));
  };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

async function fetchPage(base: string, page: string) {
  const response = await fetch(`${base}${page}`);
  if (!response.ok) throw new Error(`${page} answered ${response.status}`);
  return {
    body: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? 'application/json',
  };
}

/** After the load, with the server stopped: the stock invariant and the optimisations' timings. */
async function inspectDatabase(connection: DatabaseOptions) {
  const database = await openDatabase(connection);
  try {
    return { stock: await checkStock(database.db), optimisations: await measureOptimisations(database.db) };
  } finally {
    await database.close();
  }
}

/** The ceiling: a bare node:http process serving the catalog page's bytes, loaded the same way. */
async function loadBareServer(
  catalogPage: { body: Buffer; contentType: string },
  bodyFile: string,
  workers: number,
  options: BenchOptions,
  cleanup: CleanupStack,
) {
  const bare = await startBareCatalogServer(catalogPage.body, catalogPage.contentType, bodyFile, workers);
  cleanup.defer('stop the bare server', bare.stop);
  const { load } = await measure({ url: `${bare.base}${CATALOG_FIRST_PAGE}` }, options);
  await bare.stop();
  return load;
}

/**
 * Adds a reference server's row (`name`) after the API's, and to the note of the scenario it mirrors
 * that scenario's req/s as a share of the reference's (`label`).
 */
function addReference(scenarios: ScenarioResult[], mirrored: string, label: string, name: string, load: LoadResult) {
  const scenario = scenarios.find((candidate) => candidate.name === mirrored);
  if (scenario) {
    const share = (scenario.load.requestsPerSecond / load.requestsPerSecond) * 100;
    scenario.note = [`${share.toFixed(0)}% of ${label}`, scenario.note].filter(Boolean).join('; ');
  }
  scenarios.push({ name, load, note: unexpectedAnswers(load) });
}

async function benchDatabase(
  kind: DatabaseKind,
  options: BenchOptions,
  workDir: string,
  cleanup: CleanupStack,
): Promise<DatabaseResult> {
  log(`${kind}: seeding ${options.fabrics.toLocaleString('en-US')} fabrics…`);
  const connection = await provideDatabase(kind, workDir, cleanup);
  const { seeded, orders, jwtSecret } = await prepareDatabase(connection, options.fabrics, options.orders);
  const workers = kind === 'postgres' ? options.postgresWorkers : 1;
  const orderSeconds = orders
    ? `, ${options.orders.toLocaleString('en-US')} orders in ${orders.seconds.toFixed(1)} s`
    : '';
  log(`${kind}: seeded in ${seeded.seconds.toFixed(1)} s${orderSeconds}; starting the server (${workers} process(es))`);

  const server = await startServerProcess({
    API_WORKERS: String(workers),
    SEED_DEMO: '0',
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT: UNLIMITED,
    CHECKOUT_RATE_LIMIT: UNLIMITED,
    JWT_SECRET: jwtSecret,
    // The built web app, whose server entry renders the product page scenarios.
    WEB_DIST,
    ...(connection.databaseUrl ? { DATABASE_URL: connection.databaseUrl } : { DATA_DIR: connection.dataDir ?? '' }),
  });
  cleanup.defer(`stop the ${kind} server`, server.stop);
  const catalogPage = await fetchPage(server.base, CATALOG_FIRST_PAGE);
  const pgbench = connection.databaseUrl
    ? pgbenchBeside(connection.databaseUrl, jwtSecret, options, workDir)
    : undefined;
  log(`${kind}: uploading a 12-megapixel photo…`);
  const photoUpload = await timePhotoUploads(server.base, seeded.photoOwner);
  const { scenarios, ordersCreated } = await loadServer(
    server.base,
    seeded,
    photoUpload.variantPath,
    orders,
    options,
    pgbench,
  );
  noteShareOfJson(scenarios);
  noteShareOfCatalogPage(scenarios);
  noteRatioToCatalogP95(scenarios);
  const pid = server.process.pid;
  const peakMemoryMib = pid ? readPeakMemoryMib(pid) : Number.NaN;
  await server.stop();

  log(`${kind}: checking stock and timing the optimisations`);
  const { stock, optimisations } = await inspectDatabase(connection);

  log(`${kind}: bare node:http with the same catalog bytes…`);
  const bareLoad = await loadBareServer(catalogPage, path.join(workDir, `${kind}.json`), workers, options, cleanup);
  addReference(
    scenarios,
    CATALOG_SCENARIO,
    'bare node:http',
    'bare node:http, same bytes as the catalog page',
    bareLoad,
  );
  return {
    kind,
    workers,
    seedSeconds: seeded.seconds,
    scenarios,
    peakMemoryMib,
    stock,
    ordersCreated,
    optimisations,
    photoUploadSeconds: photoUpload.seconds,
  };
}

/** Notes the photo variant's req/s as a share of the catalog's first page, measured in the same run. */
function noteShareOfCatalogPage(scenarios: ScenarioResult[]): void {
  const page = scenarios.find((scenario) => scenario.name === CATALOG_SCENARIO);
  const photo = scenarios.find((scenario) => scenario.name === PHOTO_VARIANT_SCENARIO);
  if (!page || !photo) return;
  const share = (photo.load.requestsPerSecond / page.load.requestsPerSecond) * 100;
  photo.note = [`${share.toFixed(0)}% of the catalog first page's req/s`, photo.note].filter(Boolean).join('; ');
}

/** Issue 17's target: each order scenario's p95 within 3× the catalog first page's p95 of the same run. */
const ORDER_P95_TARGET = 3;

/** Notes each order scenario's p95 as a multiple of the catalog first page's p95, measured in the same run. */
function noteRatioToCatalogP95(scenarios: ScenarioResult[]): void {
  const page = scenarios.find((scenario) => scenario.name === CATALOG_SCENARIO);
  if (!page) return;
  for (const scenario of scenarios.filter((candidate) => candidate.group === ORDERS_GROUP)) {
    const ratio = scenario.load.p95 / page.load.p95;
    const verdict = ratio <= ORDER_P95_TARGET ? 'within' : 'over';
    scenario.note = [
      `p95 ${ratio.toFixed(1)}× the catalog first page's (${verdict} ${ORDER_P95_TARGET}×)`,
      scenario.note,
    ]
      .filter(Boolean)
      .join('; ');
  }
}

/** Notes each server-rendered product page's req/s as a share of the same fabric's JSON (`GET /api/fabrics/{id}`). */
function noteShareOfJson(scenarios: ScenarioResult[]): void {
  const json = scenarios.find((scenario) => scenario.name === FABRIC_BY_ID_SCENARIO);
  if (!json) return;
  for (const name of [PRODUCT_PAGE_CACHED_SCENARIO, PRODUCT_PAGE_RENDERED_SCENARIO]) {
    const page = scenarios.find((scenario) => scenario.name === name);
    if (!page) continue;
    const share = (page.load.requestsPerSecond / json.load.requestsPerSecond) * 100;
    page.note = [`${share.toFixed(0)}% of the JSON's req/s`, page.note].filter(Boolean).join('; ');
  }
}

const WEB_DIR = path.resolve(import.meta.dirname, '../../web');
const WEB_DIST = path.join(WEB_DIR, 'dist');

/** The server renders the product pages with the web app's build: make one if there is none. */
function ensureWebBuild(): void {
  if (existsSync(path.join(WEB_DIR, 'dist-server/entry-server.js')) && existsSync(path.join(WEB_DIST, 'index.html'))) {
    return;
  }
  log('building the web app for the server-rendered pages (npm run build -w apps/web)…');
  execFileSync('npm', ['run', 'build', '--silent'], { cwd: WEB_DIR, stdio: ['ignore', 'ignore', 'inherit'] });
}

/** Benchmarks each database in turn, then prints the conditions, the results and the optimisations. */
async function runBench(options: BenchOptions, cleanup: CleanupStack): Promise<void> {
  ensureWebBuild();
  const conditionsAtStart = describeRun(options);
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'fabric-store-bench-'));
  cleanup.defer('remove the work directory', () => rmSync(workDir, { recursive: true, force: true }));
  const results: DatabaseResult[] = [];
  for (const kind of options.databases) results.push(await benchDatabase(kind, options, workDir, cleanup));
  console.log(`At the start: ${conditionsAtStart}`);
  console.log(`At the end:   ${describeRun(options)}`);
  console.log();
  console.log(formatResults(results));
  console.log();
  console.log(formatOptimisations(results));
}

async function main(): Promise<void> {
  const cleanup = new CleanupStack();
  const stopOnSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: cleaning up`);
    void cleanup.runAll().finally(() => process.exit(130));
  };
  process.once('SIGINT', stopOnSignal);
  process.once('SIGTERM', stopOnSignal);
  try {
    await runBench(readOptions(process.argv.slice(2)), cleanup);
  } catch (error) {
    // A failed query's message holds the whole statement and its parameters; its cause says what went wrong.
    console.error('bench failed:', error instanceof Error && error.cause ? error.cause : error);
    process.exitCode = 1;
  } finally {
    await cleanup.runAll();
  }
}

await main();
