/**
 * `npm run bench:web`: builds the web app, starts the real server on a fresh PGlite database with the
 * demo catalog (fabrics with photos), and prints one table: per storefront page, the gzip bytes of the
 * scripts and styles its first paint fetches, those the app adds once the pointer moves over the page
 * and how long after that it has taken the page over (boot.ts), and Lighthouse's scores (default mobile settings, the
 * median of `--runs` runs, default 3, since one run on a shared machine moves by a few points).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from '../../../e2e/debian-chromium';
import { handOnThePage } from '../../../e2e/hand-on-the-page';

const webDir = path.resolve(import.meta.dirname, '..');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** Everything started here, stopped in reverse order however the run ends. */
const cleanups: (() => unknown)[] = [];

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(): Promise<string> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fabric-store-web-bench-'));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', '../api/src/server.ts'], {
    cwd: webDir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: '1',
      LOG_LEVEL: 'warn',
    },
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  cleanups.push(() => (server.exitCode === null && server.kill('SIGTERM') ? exited : undefined));
  const origin = `http://127.0.0.1:${port}`;
  // Drawing the demo photos at first start takes a while on a busy machine.
  for (const deadline = Date.now() + 240_000; Date.now() < deadline; ) {
    if (server.exitCode !== null) throw new Error(`the server exited with code ${server.exitCode}`);
    if (
      await fetch(`${origin}/api/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return origin;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not become healthy within 240 s');
}

/** The storefront pages measured: home, the catalog, a product with photos (its gallery) and one without, if any. */
async function storefrontPages(origin: string): Promise<{ path: string; label: string }[]> {
  const fabrics = (await (await fetch(`${origin}/api/fabrics?limit=24`)).json()) as {
    _id: string;
    images: unknown[];
  }[];
  const withPhotos = fabrics.find((fabric) => fabric.images.length > 1);
  const withoutPhotos = fabrics.find((fabric) => fabric.images.length === 0);
  if (!withPhotos) throw new Error('no demo fabric has photos');
  return [
    { path: '/', label: '/' },
    { path: '/products', label: '/products' },
    { path: `/product/${withPhotos._id}`, label: '/product/{id}, with photos' },
    ...(withoutPhotos ? [{ path: `/product/${withoutPhotos._id}`, label: '/product/{id}, no photo' }] : []),
  ];
}

/** Gzip bytes of the scripts and stylesheets a page fetched: by its first paint, and once a hand is on it. */
interface PageBytes {
  /** Every script until the network is quiet after loading, with no hand on the page. */
  firstPaintJs: number;
  /** And what the app fetches as it takes the page over, once the pointer moves over it (boot.ts). */
  takeOverJs: number;
  /** Milliseconds from the pointer's first move to the app having taken the page over, unthrottled. */
  takeOverMs: number;
  css: number;
}

/** Waits until no new resource has come for a second (the route's screen is imported as the app starts). */
async function untilNoNewResource(page: Page): Promise<void> {
  for (let seen = -1; ; ) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length);
    if (now === seen) return;
    seen = now;
    await page.waitForTimeout(1000);
  }
}

/** Loads the page in a fresh Chromium context and gzips every script and stylesheet it fetched, before and after a hand is on it. */
async function firstPaintBytes(origin: string, pagePath: string): Promise<PageBytes> {
  const browser = await chromium.launch({ executablePath: DEBIAN_CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    const sizes: Promise<{ kind: 'js' | 'css'; gzip: number } | null>[] = [];
    page.on('response', (response) => {
      const kind = /\.(js|css)$/.exec(new URL(response.url()).pathname)?.[1] as 'js' | 'css' | undefined;
      if (kind)
        sizes.push(
          response.body().then(
            (body) => ({ kind, gzip: gzipSync(body).length }),
            () => null,
          ),
        );
    });
    const total = async (kind: string) =>
      (await Promise.all(sizes)).reduce((sum, file) => sum + (file?.kind === kind ? file.gzip : 0), 0);
    await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
    await untilNoNewResource(page);
    const firstPaintJs = await total('js');
    // A visitor's page starts the app when the pointer moves over it.
    const handAt = await page.evaluate(() => performance.now());
    await handOnThePage(page);
    const takeOverMs = (await page.evaluate(() => performance.now())) - handAt;
    await untilNoNewResource(page);
    return { firstPaintJs, takeOverJs: await total('js'), takeOverMs, css: await total('css') };
  } finally {
    await browser.close();
  }
}

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
const score = (report: Report, id: string) => Math.round((report.categories[id]?.score ?? 0) * 100);

/** `runs` Lighthouse runs of a page (a run whose trace failed, as happens on a busy machine, runs again). */
async function lighthouseRuns(origin: string, pagePath: string, port: number, runs: number): Promise<Report[]> {
  const reports: Report[] = [];
  for (let failures = 0; reports.length < runs; ) {
    const result = await lighthouse(`${origin}${pagePath}`, {
      port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: [...CATEGORIES],
    });
    if (result && !result.lhr.runtimeError) reports.push(result.lhr);
    else if (++failures > runs)
      throw new Error(`Lighthouse failed on ${pagePath}: ${result?.lhr.runtimeError?.message}`);
  }
  return reports.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
}

/** The audits that cost the median run points, so that a score below 100 says why. */
function findings(page: string, report: Report): string[] {
  return CATEGORIES.flatMap((category) =>
    (report.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = report.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 0.9 || ref.weight === 0) return [];
      return [
        `- ${page} [${category}] ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
      ];
    }),
  );
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number, 1 or more');
  console.error('Building the web app and its server entry (npm run build)…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: webDir, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error(`npm run build failed with status ${build.status}`);
  const origin = await startServer();
  const pages = await storefrontPages(origin);
  const chrome = await chromeLauncher.launch({
    chromePath: DEBIAN_CHROMIUM,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  cleanups.push(() => chrome.kill());
  const loadAtStart = loadavg()[0] ?? 0;
  const rows: string[] = [];
  const notes: string[] = [];
  for (const { path: pagePath, label } of pages) {
    console.error(`  ${label}…`);
    const { firstPaintJs, takeOverJs, takeOverMs, css } = await firstPaintBytes(origin, pagePath);
    const reports = await lighthouseRuns(origin, pagePath, chrome.port, runs);
    const median = reports[Math.floor((reports.length - 1) / 2)] as Report;
    const metric = (id: string) => median.audits[id]?.displayValue ?? '–';
    const performance = reports.map((report) => score(report, 'performance')).join(', ');
    rows.push(
      `| ${[label, ...[firstPaintJs, takeOverJs, css].map((bytes) => (bytes / 1024).toFixed(1)), Math.round(takeOverMs), performance, ...CATEGORIES.slice(1).map((id) => score(median, id)), ...['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'].map(metric)].join(' | ')} |`,
    );
    notes.push(...findings(label, median));
  }
  console.log(
    `npm run bench:web -- --runs ${runs} · ${new Date().toISOString().slice(0, 16)} UTC · Lighthouse 12, mobile, median of ${runs} · load average ${loadAtStart.toFixed(2)} → ${(loadavg()[0] ?? 0).toFixed(2)}\n`,
  );
  console.log(
    '| Page | First-paint JS gzip KB | JS once a hand is on it, gzip KB | CSS gzip KB | Hand to take-over, ms | Performance (every run) | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | --- | --- | --- | --- |');
  for (const row of rows) console.log(row);
  if (notes.length > 0) console.log(`\nAudits under 0.9 in the median runs:\n${notes.join('\n')}`);
}

let failed = false;
try {
  await main();
} catch (error) {
  failed = true;
  console.error('bench:web failed:', error);
} finally {
  for (const cleanup of cleanups.reverse())
    await Promise.resolve()
      .then(cleanup)
      .catch((error) => console.error('cleanup failed:', error));
}
process.exit(failed ? 1 : 0);
