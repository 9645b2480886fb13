/**
 * `npm run bench:web`: builds the web app, starts the real server on a fresh database holding the demo
 * catalog (30 fabrics with photos) and 1,000 more fabrics, then reports the gzip size of the scripts and
 * styles each storefront page needs for its first paint, and the Lighthouse scores (default mobile
 * settings) of the same pages: the median of `--runs` runs per page (default 3), since one run on a
 * shared machine moves by a few points. It prints figures; it asserts nothing.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FABRIC_CATEGORIES } from '@fabric-store/shared';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from '../../../e2e/debian-chromium';

const FABRIC_COUNT = 1000;
const LIGHTHOUSE_RUNS = runsOption(process.argv.slice(2));
const SEED_CONCURRENCY = 8;
const JS_BUDGET_KB = 80;

const webDir = path.resolve(import.meta.dirname, '..');
const rootDir = path.resolve(webDir, '../..');

function runsOption(args: string[]): number {
  const index = args.indexOf('--runs');
  if (index === -1) return 3;
  const runs = Number(args[index + 1]);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, at least 1');
  return runs;
}

/** Everything started here, stopped in reverse order however the run ends. */
const cleanups: (() => Promise<void> | void)[] = [];

function buildWebApp(): void {
  console.log('Building the web app and its server entry (npm run build)...');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`npm run build failed with status ${build.status}`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

async function startServer(): Promise<string> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fabric-store-web-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: rootDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // The demo catalog brings fabrics with photos (issue 19), whose product page is measured too.
      SEED_DEMO: '1',
      AUTH_RATE_LIMIT: '100000',
      LOG_LEVEL: 'warn',
    },
  });
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  );
  const origin = `http://127.0.0.1:${port}`;
  // Drawing the demo photos at first start takes a while on a busy machine.
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    const healthy = await fetch(`${origin}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return origin;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy within 240 s');
}

async function postJson<T>(url: string, body: unknown, token?: string): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Seeds the catalog the way a vendor would: register, login, then create fabrics a few at a time. */
async function seedCatalog(origin: string): Promise<string> {
  const vendor = {
    name: 'Bench Mills',
    email: `bench-${Date.now()}@bench.example`,
    password: 'bench-password-1234',
    phone: '9876543210',
    address: '1 Loom Street',
    role: 'vendor',
  };
  await postJson(`${origin}/api/auth/register`, vendor);
  const { token } = await postJson<{ token: string }>(`${origin}/api/auth/login`, {
    email: vendor.email,
    password: vendor.password,
  });
  console.log(`Seeding ${FABRIC_COUNT} fabrics through the API...`);
  let next = 0;
  const createNext = async (): Promise<void> => {
    while (next < FABRIC_COUNT) {
      const index = next++;
      const category = FABRIC_CATEGORIES[index % FABRIC_CATEGORIES.length] ?? 'cotton';
      await postJson(
        `${origin}/api/fabrics`,
        {
          name: `Bench ${category} weave ${index + 1}`,
          price: 99 + ((index * 37) % 4900),
          description: `A ${category} fabric for the web benchmark.`,
          stock: 10 + (index % 90),
          category,
          image: `/swatches/${category}-b${index.toString(36)}.svg`,
        },
        token,
      );
    }
  };
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, createNext));
  const response = await fetch(`${origin}/api/fabrics?limit=1`);
  const [first] = (await response.json()) as { _id: string }[];
  if (!first) throw new Error('the seeded catalog is empty');
  return first._id;
}

/** A demo fabric with more than one photo: its product page shows the gallery (issue 19). */
async function fabricWithPhotos(origin: string): Promise<string> {
  const response = await fetch(`${origin}/api/fabrics?limit=24`);
  const fabrics = (await response.json()) as { _id: string; images: unknown[] }[];
  const withPhotos = fabrics.find((fabric) => fabric.images.length > 1);
  if (!withPhotos) throw new Error('no demo fabric has photos');
  return withPhotos._id;
}

interface PageWeight {
  page: string;
  files: { url: string; kind: 'js' | 'css'; gzip: number }[];
}

/** Loads the page in a fresh Chromium context and gzips every script and stylesheet it fetched. */
async function measureFirstPaint(origin: string, pages: string[]): Promise<PageWeight[]> {
  const browser = await chromium.launch({ executablePath: DEBIAN_CHROMIUM, args: CHROMIUM_FLAGS });
  cleanups.push(() => browser.close());
  const weights: PageWeight[] = [];
  for (const pagePath of pages) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending: Promise<PageWeight['files'][number] | null>[] = [];
    page.on('response', (response) => {
      const pathname = new URL(response.url()).pathname;
      const kind = pathname.endsWith('.js') ? 'js' : pathname.endsWith('.css') ? 'css' : null;
      if (!kind) return;
      pending.push(
        response.body().then(
          (body) => ({ url: pathname, kind, gzip: gzipSync(body).length }),
          () => null,
        ),
      );
    });
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    const files = (await Promise.all(pending)).filter((file) => file !== null);
    weights.push({ page: pagePath, files });
    await context.close();
  }
  return weights;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function printWeights(weights: PageWeight[]): void {
  console.log(`\nFirst paint: scripts and styles fetched until idle, gzip (target JS <= ${JS_BUDGET_KB} KB)\n`);
  for (const { page, files } of weights) {
    console.log(`${page}`);
    for (const file of files) console.log(`  ${file.kind.padEnd(4)}${kb(file.gzip).padStart(8)} KB  ${file.url}`);
  }
  console.log('\n| Page | JS gzip (KB) | CSS gzip (KB) | JS files | JS <= 80 KB |');
  console.log('|---|---:|---:|---:|---|');
  for (const { page, files } of weights) {
    const js = files.filter((file) => file.kind === 'js');
    const jsBytes = js.reduce((sum, file) => sum + file.gzip, 0);
    const cssBytes = files.filter((file) => file.kind === 'css').reduce((sum, file) => sum + file.gzip, 0);
    const met = jsBytes <= JS_BUDGET_KB * 1024 ? 'yes' : 'no';
    console.log(`| ${page} | ${kb(jsBytes)} | ${kb(cssBytes)} | ${js.length} | ${met} |`);
  }
}

const CATEGORY_IDS = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

interface LcpNode {
  nodeLabel?: string;
  snippet?: string;
}

/**
 * Names the page's largest contentful paint element (Lighthouse's `largest-contentful-paint-element`)
 * and says whether the HTML the server sends holds it, before any script runs: an image by its
 * `src`, text by its words.
 */
async function lcpSource(origin: string, pagePath: string, audit: unknown): Promise<string> {
  const details = (audit as { details?: { items?: { items?: { node?: LcpNode }[] }[] } } | undefined)?.details;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node?.snippet) return 'not reported';
  const html = await (await fetch(`${origin}${pagePath}`)).text();
  // Chromium writes an image's source as an absolute URL; the server's HTML holds its path.
  const src = /\ssrc="([^"]+)"/.exec(node.snippet)?.[1]?.replace(/^https?:\/\/[^/]+/, '');
  // Lighthouse shortens long labels with an ellipsis; their start is enough to find the text.
  const words = (node.nodeLabel ?? '').replace(/…$/, '').slice(0, 40);
  const inHtml = src ? html.includes(src) : words.length > 0 && html.includes(words);
  return `${node.snippet.slice(0, 120)} (${node.nodeLabel ?? ''}) — in the server's HTML: ${inHtml ? 'yes' : 'no'}`;
}

type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const performanceOf = (lhr: LighthouseResult) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/** The main thread's tasks over 50 ms (what total blocking time counts), with the script each is charged to. */
function longTasks(lhr: LighthouseResult): string {
  const items = (lhr.audits['long-tasks']?.details as { items?: { url?: string; duration?: number }[] } | undefined)
    ?.items;
  if (!items?.length) return 'none';
  return items
    .map(({ url = '', duration = 0 }) => `${Math.round(duration)} ms ${url.replace(/^https?:\/\/[^/]+/, '')}`)
    .join(', ');
}

/**
 * Runs Lighthouse's default (mobile, simulated throttling) audit `LIGHTHOUSE_RUNS` times on each page
 * and prints the run with the median performance score, every run's score and the load average.
 */
async function runLighthouse(origin: string, pages: string[]): Promise<void> {
  const chrome = await chromeLauncher.launch({
    chromePath: DEBIAN_CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  cleanups.push(() => chrome.kill());
  const rows: string[] = [];
  const spreads: string[] = [];
  const tasks: string[] = [];
  const findings: string[] = [];
  const lcpSources: string[] = [];
  const loads: number[] = [];
  for (const pagePath of pages) {
    const runs: LighthouseResult[] = [];
    let failures = 0;
    while (runs.length < LIGHTHOUSE_RUNS) {
      loads.push(loadavg()[0] ?? 0);
      const result = await lighthouse(`${origin}${pagePath}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORY_IDS],
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${pagePath}`);
      const { runtimeError } = result.lhr;
      if (!runtimeError) {
        runs.push(result.lhr);
        continue;
      }
      // On a busy machine a trace now and then lacks its navigation start (NO_NAVSTART): run it again.
      failures += 1;
      console.error(`Lighthouse run on ${pagePath} failed (${runtimeError.code}), running it again`);
      if (failures > LIGHTHOUSE_RUNS) throw new Error(`Lighthouse failed on ${pagePath}: ${runtimeError.message}`);
    }
    const sorted = [...runs].sort((a, b) => performanceOf(a) - performanceOf(b));
    const median = sorted[Math.floor((sorted.length - 1) / 2)];
    if (!median) throw new Error(`no Lighthouse run for ${pagePath}`);
    const { categories, audits } = median;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    lcpSources.push(`  ${pagePath}: ${await lcpSource(origin, pagePath, audits['largest-contentful-paint-element'])}`);
    const metric = (id: string) => audits[id]?.displayValue ?? '-';
    rows.push(
      `| ${pagePath} | ${CATEGORY_IDS.map(score).join(' | ')} | ${metric('first-contentful-paint')} | ${metric('largest-contentful-paint')} | ${metric('total-blocking-time')} | ${metric('cumulative-layout-shift')} |`,
    );
    spreads.push(
      `  ${pagePath}: ${runs.map((lhr) => `${performanceOf(lhr)} (TBT ${lhr.audits['total-blocking-time']?.displayValue ?? '-'})`).join(', ')}`,
    );
    tasks.push(`  ${pagePath}: ${longTasks(median)}`);
    // The audits that cost points, so that a score below 100 says why.
    for (const id of CATEGORY_IDS) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (!audit || audit.score === null || audit.score >= 0.9) continue;
        // Unweighted performance audits are the opportunities (compression, caching) behind the metrics.
        const opportunity = id === 'performance' && audit.scoreDisplayMode === 'metricSavings' && audit.score < 0.5;
        if (ref.weight === 0 && !opportunity) continue;
        findings.push(
          `  ${pagePath} [${id}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
        );
      }
    }
  }
  const load = `${Math.min(...loads).toFixed(2)}–${Math.max(...loads).toFixed(2)}`;
  console.log(
    `\nLighthouse 12, default mobile config, median of ${LIGHTHOUSE_RUNS} run(s) per page (1-minute load average ${load})\n`,
  );
  console.log('| Page | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |');
  console.log('|---|---:|---:|---:|---:|---|---|---|---|');
  for (const row of rows) console.log(row);
  console.log(`\nPerformance of every run, in order:\n${spreads.join('\n')}`);
  console.log(
    `\nLong tasks of the median run, as Lighthouse reports them, and the script each is charged to:\n${tasks.join('\n')}`,
  );
  console.log(
    `\nLargest contentful paint element, and whether the server's HTML already holds it:\n${lcpSources.join('\n')}`,
  );
  if (findings.length > 0) console.log(`\nAudits below 0.9 (median run):\n${findings.join('\n')}`);
}

async function stopEverything(): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  }
}

async function main(): Promise<void> {
  buildWebApp();
  const origin = await startServer();
  // Asked before the bench's fabrics, which are newer and would fill the first page.
  const photoFabricId = await fabricWithPhotos(origin);
  const fabricId = await seedCatalog(origin);
  const pages = ['/', '/products', `/product/${fabricId}`, `/product/${photoFabricId}`];
  printWeights(await measureFirstPaint(origin, pages));
  await runLighthouse(origin, pages);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error('bench:web failed:', error);
} finally {
  await stopEverything();
}
process.exit(failed ? 1 : 0);
