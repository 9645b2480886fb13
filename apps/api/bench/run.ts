// `npm run bench`: seeds a large catalog into PGlite and PostgreSQL, loads the real server on each
// with autocannon and prints one table of figures. See docs/performance.md.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type DatabaseOptions, openDatabase } from '../src/db/client';
import { startPostgresServer } from '../test-support/postgres-server';
import { startServerProcess } from '../test-support/server-process';
import { captureStatements } from './capture-statements';
import { CleanupStack } from './cleanup-stack';
import { type LoadResult, type LoadSettings, type LoadTarget, runLoad } from './load';
import { measureOptimisations } from './optimisations';
import { type BenchOptions, type DatabaseKind, readOptions } from './options';
import { readPeakMemoryMib } from './peak-memory';
import { type PgbenchResult, runPgbench, writePgbenchScripts } from './pgbench';
import { timePhotoUploads } from './photo-upload';
import { prepareDatabase } from './prepare-database';
import {
  type ReferenceServer,
  type SentBytes,
  startBareCatalogServer,
  startBareStatementsServer,
} from './reference-servers';
import {
  type DatabaseResult,
  describeRun,
  formatOptimisations,
  formatResults,
  type ScenarioResult,
  unexpectedAnswers,
} from './report';
import {
  BROWSER_ENCODINGS,
  buildOrderScenarios,
  buildScenarios,
  CATALOG_BROWSER_SCENARIO,
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
import type { SeededCatalog } from './seed-catalog';
import type { SeededOrders } from './seed-orders';
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

/** Warms a target up unmeasured, then measures it; answers both, since a warm-up of checkout places orders too. */
async function measure(target: LoadTarget, options: BenchOptions) {
  const settings: LoadSettings = { connections: options.connections, seconds: options.seconds };
  const warmup =
    options.warmupSeconds > 0 ? await runLoad(target, { ...settings, seconds: options.warmupSeconds }) : undefined;
  return { warmup, load: await runLoad(target, settings) };
}

/**
 * An order scenario and then the catalog's first page, each sent one request at a time at
 * `options.steadyRate` a second: what one request costs when none waits behind another. (autocannon
 * paces each connection, so 32 paced connections send in bursts of 32 and measure that queue again.)
 * With `replay`, pgbench then sends the scenario's statements the same way: PostgreSQL's own part of
 * that cost, round trips included.
 */
async function measureSteadily(
  target: LoadTarget,
  catalogPage: LoadTarget,
  options: BenchOptions,
  replay?: PgbenchReplay,
): Promise<NonNullable<Round['steady']>> {
  const settings: LoadSettings = { connections: 1, seconds: options.seconds, rate: options.steadyRate };
  const load = await runLoad(target, settings);
  const page = await runLoad(catalogPage, settings);
  return { load, catalogPage: page, ...(replay && { pgbench: await replay(settings) }) };
}

/** How many of a scenario's requests pgbench replays: their values, in one script per statement shape. */
const CAPTURED_REQUESTS = 50;

/** pgbench on a scenario's captured statements, at the scenario's load or at the `load` given. */
type PgbenchReplay = (load?: Pick<LoadSettings, 'connections' | 'rate'>) => Promise<PgbenchResult>;

/**
 * What a database-bound scenario is measured beside, on the statements the API runs for it: pgbench,
 * and bare node:http with node-postgres running them (the floor of any Node API, decision 224).
 */
interface StatementsBeside {
  pgbench: PgbenchReplay;
  bareStatements: LoadTarget;
  stop: () => Promise<void>;
}

/** Captures a scenario's statements once, for everything measured beside it. */
type MeasureBeside = (scenario: Scenario) => Promise<StatementsBeside>;

/** One round of a scenario: its load, and the yardsticks measured right beside it. */
interface Round {
  load: LoadResult;
  ordersPlaced: number;
  pgbench?: PgbenchResult;
  /** Bare node:http with node-postgres running the statements pgbench runs, loaded as the API is. */
  bareStatements?: LoadResult;
  /** The catalog's first page, loaded just before an order scenario (issue 17's 3× yardstick). */
  catalogPage?: LoadResult;
  /** Bare node:http with the catalog page's bytes, loaded just after that page (plain, or as a browser asks). */
  bare?: LoadResult;
  /**
   * The order scenario and then the catalog's first page, each one request at a time at
   * `--steady-rate` a second, and pgbench on the scenario's statements sent the same way.
   */
  steady?: { load: LoadResult; catalogPage: LoadResult; pgbench?: PgbenchResult };
}

/** The name of the bare node:http row, after the API's. */
const bareScenario = (scenario: string) => `bare node:http, same bytes as the ${scenario}`;

/** The API's req/s as a share of bare node:http's in that round, in percent. */
const bareShare = (round: Round) =>
  round.bare ? (round.load.requestsPerSecond / round.bare.requestsPerSecond) * 100 : Number.NaN;

/** The API's req/s as a share of pgbench's tps in that round, in percent. */
const pgbenchShare = (round: Round) =>
  round.pgbench ? (round.load.requestsPerSecond / round.pgbench.transactionsPerSecond) * 100 : Number.NaN;

/** The floor's req/s (bare node:http with node-postgres on the same statements) as a share of pgbench's tps, in percent. */
const floorShare = (round: Round) =>
  round.pgbench && round.bareStatements
    ? (round.bareStatements.requestsPerSecond / round.pgbench.transactionsPerSecond) * 100
    : Number.NaN;

/** The API's req/s as a share of that floor's, in percent. */
const shareOfFloor = (round: Round) =>
  round.bareStatements ? (round.load.requestsPerSecond / round.bareStatements.requestsPerSecond) * 100 : Number.NaN;

/** The floor's p95 as a multiple of the catalog first page's p95 in that round. */
const floorP95Ratio = (round: Round) =>
  round.bareStatements && round.catalogPage ? round.bareStatements.p95 / round.catalogPage.p95 : Number.NaN;

/** The scenario's p95 as a multiple of the catalog first page's p95 in that round. */
const catalogP95Ratio = (round: Round) => (round.catalogPage ? round.load.p95 / round.catalogPage.p95 : Number.NaN);

/** The scenario's p95 as a multiple of the catalog first page's when both are sent one request at a time. */
const steadyP95Ratio = (round: Round) =>
  round.steady ? round.steady.load.p95 / round.steady.catalogPage.p95 : Number.NaN;

/**
 * pgbench's p95 on the scenario's statements as a multiple of the catalog first page's at the same
 * load: the multiple PostgreSQL alone reaches, below which no API running those statements can go.
 */
const pgbenchP95Ratio = (round: Round) =>
  round.pgbench && round.catalogPage ? round.pgbench.p95 / round.catalogPage.p95 : Number.NaN;

/** The same, both sent one request at a time. */
const steadyPgbenchRatio = (round: Round) =>
  round.steady?.pgbench ? round.steady.pgbench.p95 / round.steady.catalogPage.p95 : Number.NaN;

/** The round whose `figure` is the median of all rounds' (the lower middle of an even number). */
function medianRound(rounds: Round[], figure: (round: Round) => number): Round {
  const sorted = [...rounds].sort((a, b) => figure(a) - figure(b));
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('a scenario ran no round');
  return median;
}

/** Issue 17's target: each order scenario's p95 within 3× the catalog first page's p95 beside it. */
const ORDER_P95_TARGET = 3;

/** The notes of a scenario measured in rounds: each yardstick's figure in its median round, and every round's. */
function roundNotes(rounds: Round[]): string[] {
  const every = (figure: (round: Round) => number, digits: number, unit: string) =>
    rounds.length > 1
      ? ` (rounds: ${rounds.map((round) => `${figure(round).toFixed(digits)}${unit}`).join(', ')})`
      : '';
  const notes: string[] = [];
  const { bare, bareStatements, catalogPage, pgbench, steady } = rounds[0] ?? {};
  if (bare) {
    const share = bareShare(medianRound(rounds, bareShare));
    notes.push(`${share.toFixed(0)}% of bare node:http${every(bareShare, 0, '%')}`);
  }
  if (catalogPage) {
    const ratio = catalogP95Ratio(medianRound(rounds, catalogP95Ratio));
    const verdict = ratio <= ORDER_P95_TARGET ? 'within' : 'over';
    notes.push(
      `p95 ${ratio.toFixed(1)}× the catalog first page's beside it (${verdict} ${ORDER_P95_TARGET}×)${every(catalogP95Ratio, 1, '×')}`,
    );
    if (pgbench) {
      const floor = pgbenchP95Ratio(medianRound(rounds, pgbenchP95Ratio));
      notes.push(
        `pgbench's p95 on its statements ${floor.toFixed(1)}× the catalog first page's${every(pgbenchP95Ratio, 1, '×')}`,
      );
    }
    if (bareStatements) {
      const floor = floorP95Ratio(medianRound(rounds, floorP95Ratio));
      notes.push(
        `bare node:http + node-postgres's p95 on its statements ${floor.toFixed(1)}× the catalog first page's${every(floorP95Ratio, 1, '×')}`,
      );
    }
  }
  if (steady) {
    const median = medianRound(rounds, steadyP95Ratio);
    const ratio = steadyP95Ratio(median);
    const verdict = ratio <= ORDER_P95_TARGET ? 'within' : 'over';
    const { load, catalogPage: page, pgbench: database } = median.steady ?? steady;
    const refused = unexpectedAnswers(load);
    notes.push(
      `one request at a time, ${whole(load.requestsPerSecond)} a second: p95 ${load.p95.toFixed(1)} ms ` +
        `(p50 ${load.p50.toFixed(1)}) against the catalog first page's ${page.p95.toFixed(1)} ms ` +
        `(p50 ${page.p50.toFixed(1)}): ${ratio.toFixed(1)}× (${verdict} ${ORDER_P95_TARGET}×)` +
        `${every(steadyP95Ratio, 1, '×')}${refused ? `, ${refused}` : ''}`,
    );
    if (database) {
      notes.push(
        `pgbench on its statements, one at a time: p95 ${database.p95.toFixed(2)} ms (p50 ${database.p50.toFixed(2)}), ` +
          `${(database.p95 / page.p95).toFixed(1)}× the catalog first page's${every(steadyPgbenchRatio, 1, '×')}`,
      );
    }
  }
  if (pgbench) {
    const median = medianRound(rounds, pgbenchShare);
    const { transactionsPerSecond, p95 } = median.pgbench ?? pgbench;
    notes.push(
      `${pgbenchShare(median).toFixed(0)}% of pgbench (${whole(transactionsPerSecond)} tps, p95 ${p95.toFixed(2)} ms)${every(pgbenchShare, 0, '%')}`,
    );
  }
  if (bareStatements) {
    const median = medianRound(rounds, floorShare);
    const floor = median.bareStatements ?? bareStatements;
    // A floor whose statements failed would look fast: its own errors are named.
    const failed = rounds.map((round) => (round.bareStatements ? unexpectedAnswers(round.bareStatements) : ''));
    notes.push(
      `bare node:http + node-postgres on the same statements ${whole(floor.requestsPerSecond)} req/s (p95 ${floor.p95.toFixed(2)} ms), ` +
        `${floorShare(median).toFixed(0)}% of pgbench${every(floorShare, 0, '%')}; the API ` +
        `${shareOfFloor(medianRound(rounds, shareOfFloor)).toFixed(0)}% of it${every(shareOfFloor, 0, '%')}` +
        `${failed.some(Boolean) ? ` (its answers other than 200: ${failed.filter(Boolean).join('; ')})` : ''}`,
    );
  }
  return notes;
}

/**
 * Loads each chosen scenario. A database-bound one runs `options.rounds` times, each round beside
 * pgbench on its statements (and an order scenario after the catalog's first page too); the row
 * shows the round of median share, so that a burst of other work on the machine moves one round,
 * not the verdict.
 */
async function loadServer(
  base: string,
  seeded: SeededCatalog,
  photoVariantPath: string,
  orders: SeededOrders | undefined,
  options: BenchOptions,
  bareBeside: Map<string, LoadTarget>,
  statementsBeside?: MeasureBeside,
) {
  const scenarios: ScenarioResult[] = [];
  let ordersCreated = 0;
  const all = [...buildScenarios(base, seeded, photoVariantPath), ...(orders ? buildOrderScenarios(base, orders) : [])];
  const catalogPage = all.find((scenario) => scenario.name === CATALOG_SCENARIO);
  // The catalog's first page always runs: it is the yardstick the order scenarios are given against.
  const chosen = (scenario: Scenario) =>
    options.only.length === 0 ||
    scenario.name === CATALOG_SCENARIO ||
    options.only.some((word) => scenario.name.includes(word) || scenario.group === word);
  for (const scenario of all.filter(chosen)) {
    log(`  ${scenario.name}…`);
    const statements = statementsBeside && scenario.readsDatabase ? await statementsBeside(scenario) : undefined;
    const replay = statements?.pgbench;
    const besideCatalog = scenario.group === ORDERS_GROUP ? catalogPage : undefined;
    const besideBare = bareBeside.get(scenario.name);
    const rounds: Round[] = [];
    for (let round = 0; round < (replay || besideCatalog || besideBare ? options.rounds : 1); round++) {
      const catalog = besideCatalog ? (await measure(besideCatalog.target, options)).load : undefined;
      const { warmup, load } = await measure(scenario.target, options);
      const placed = scenario.placesOrders ? (load.statuses[201] ?? 0) + (warmup?.statuses[201] ?? 0) : 0;
      const steady = besideCatalog
        ? await measureSteadily(scenario.target, besideCatalog.target, options, replay)
        : undefined;
      if (replay) log(`  ${scenario.name}: pgbench with the same statements, round ${round + 1}…`);
      rounds.push({
        load,
        ordersPlaced: placed,
        ...(replay && { pgbench: await replay() }),
        ...(statements && { bareStatements: (await measure(statements.bareStatements, options)).load }),
        ...(catalog && { catalogPage: catalog }),
        ...(steady && { steady }),
        ...(besideBare && { bare: (await measure(besideBare, options)).load }),
      });
    }
    await statements?.stop();
    ordersCreated += rounds.reduce((sum, round) => sum + round.ordersPlaced, 0);
    const median = medianRound(rounds, replay ? pgbenchShare : besideBare ? bareShare : catalogP95Ratio);
    const { load } = median;
    const notes = [
      scenario.placesOrders ? `${Math.round((load.statuses[201] ?? 0) / load.seconds)} orders/s` : '',
      ...roundNotes(rounds),
      unexpectedAnswers(load),
    ];
    scenarios.push({ name: scenario.name, group: scenario.group, load, note: notes.filter(Boolean).join('; ') });
    if (median.bare) {
      scenarios.push({ name: bareScenario(scenario.name), load: median.bare, note: unexpectedAnswers(median.bare) });
    }
  }
  return { scenarios, ordersCreated };
}

/**
 * pgbench and bare node:http + node-postgres on the PostgreSQL database at `databaseUrl`: each
 * scenario's statements are captured from the API first (on requests of the scenario's own rotation,
 * or on its `replayRequests`, rolled back), then replayed by both, pgbench on each call.
 */
function measureBeside(
  databaseUrl: string,
  jwtSecret: string,
  options: BenchOptions,
  workDir: string,
  cleanup: CleanupStack,
): MeasureBeside {
  return async (scenario) => {
    const rollBack = scenario.replayRequests !== undefined;
    const requests = scenario.replayRequests ?? nextRequests(scenario, CAPTURED_REQUESTS);
    const captured = await captureStatements(databaseUrl, jwtSecret, requests, { rollBack });
    const settings = {
      connections: options.connections,
      seconds: options.seconds,
      warmupSeconds: options.warmupSeconds,
    };
    let replays = 0;
    const name = scenario.name.replace(/\W+/g, '-');
    const scripts = await writePgbenchScripts(databaseUrl, captured, rollBack, workDir, name);
    const bare = await startBareStatementsServer(databaseUrl, captured, path.join(workDir, `${name}.json`), {
      workers: options.postgresWorkers,
      rollBack,
    });
    cleanup.defer('stop a bare statements server', bare.stop);
    return {
      pgbench: (load) => runPgbench(databaseUrl, scripts, { ...settings, ...load }, workDir, `${name}-${++replays}`),
      bareStatements: { url: `${bare.base}/` },
      stop: bare.stop,
    };
  };
}

const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/** A page's bytes as the server sends them to a client asking with `headers` (compressed, if it asks so). */
function fetchPage(base: string, page: string, headers: Record<string, string> = {}): Promise<SentBytes> {
  return new Promise((resolve, reject) => {
    get(`${base}${page}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        if (response.statusCode !== 200) return reject(new Error(`${page} answered ${response.statusCode}`));
        resolve({
          body: Buffer.concat(chunks),
          contentType: response.headers['content-type'] ?? 'application/json',
          contentEncoding: response.headers['content-encoding'],
        });
      });
    }).on('error', reject);
  });
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
  // The ceiling for the catalog's first page: node:http sending the same bytes, loaded in turn with it,
  // as it is sent to a client that asks for it plain and to a browser.
  const bareBeside = new Map<string, LoadTarget>();
  const bareServers: ReferenceServer[] = [];
  for (const [scenario, headers, file] of [
    [CATALOG_SCENARIO, {}, `${kind}.json`],
    [CATALOG_BROWSER_SCENARIO, BROWSER_ENCODINGS, `${kind}.json.br`],
  ] as const) {
    const bare = await startBareCatalogServer(
      await fetchPage(server.base, CATALOG_FIRST_PAGE, headers),
      path.join(workDir, file),
      workers,
    );
    cleanup.defer('stop a bare server', bare.stop);
    bareServers.push(bare);
    bareBeside.set(scenario, { url: `${bare.base}${CATALOG_FIRST_PAGE}`, headers });
  }
  const statementsBeside = connection.databaseUrl
    ? measureBeside(connection.databaseUrl, jwtSecret, options, workDir, cleanup)
    : undefined;
  log(`${kind}: uploading a 12-megapixel photo…`);
  const photoUpload = await timePhotoUploads(server.base, seeded.photoOwner);
  const { scenarios, ordersCreated } = await loadServer(
    server.base,
    seeded,
    photoUpload.variantPath,
    orders,
    options,
    bareBeside,
    statementsBeside,
  );
  noteShareOfJson(scenarios);
  noteShareOfCatalogPage(scenarios);
  const pid = server.process.pid;
  const peakMemoryMib = pid ? readPeakMemoryMib(pid) : Number.NaN;
  await server.stop();
  for (const bare of bareServers) await bare.stop();

  log(`${kind}: checking stock and timing the optimisations`);
  const { stock, optimisations } = await inspectDatabase(connection);

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
