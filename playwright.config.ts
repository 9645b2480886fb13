import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM, DEBIAN_HEADLESS_SHELL } from './e2e/debian-chromium';

// E2E_PORT lets two checkouts run their journeys side by side; their PostgreSQL listens on the port after it.
const PORT = Number(process.env.E2E_PORT ?? 4173);
const DATABASE_PORT = PORT + 1;
const baseURL = `http://127.0.0.1:${PORT}`;

// Every run starts from an empty database, seeded with the demo data. Kept in the environment, which the
// test workers inherit, so that a spec can read the mails the server writes under DATA_DIR/mail.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'fabric-store-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } };
const OPERATOR_JOURNEY = /operator\.spec\.ts$/;
// The journeys that hydrate every public page, with and without JavaScript, run in the whole browser.
const FULL_BROWSER_JOURNEYS = /server-rendered\.spec\.ts$/;
// One renderer process for every page a worker's browser opens, where each new context started one of its
// own: storefront.spec.ts on 2 cores took 103 s of CPU this way against 110 s (means of five runs and of four).
const inBrowser = (executablePath: string) => ({
  ...desktop,
  launchOptions: { executablePath, args: [...CHROMIUM_FLAGS, '--renderer-process-limit=1'] },
});
// The journeys that exist to picture screens for docs/screenshots run in `npm run screenshots` only.
const PICTURES_ONLY = process.env.SCREENSHOTS === '1' ? [] : [/screenshots\.spec\.ts$/];

export default defineConfig({
  testDir: 'e2e',
  // Each journey is scheduled on its own, not with its file: a long file no longer leaves one worker idle at the end.
  fullyParallel: true,
  // One worker per core, each driving a browser against the one server; `npm test` passes the same, as
  // --workers. No more than four: past that the single server, not the browsers, is what the journeys wait on.
  workers: Math.min(availableParallelism(), 4),
  retries: 0,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    // No trace: recording one for every journey, to keep it for the few that fail, cost a fifth of the
    // journeys' CPU (storefront.spec.ts on 2 cores: 252 s of CPU with it, 198 s without). A failure keeps
    // its screenshot and the page's accessibility tree; `--trace=retain-on-failure` records one when needed.
    screenshot: 'only-on-failure',
  },
  // The operator's journey changes a marketplace-wide setting: vendor approval switched to manual for a moment
  // would make a vendor another journey registers in that moment wait for approval. It runs first, alone, before
  // every other journey: its one worker leaves the other core to type checking beside it,
  // where at the end it would leave that core idle. A journey that changes such a setting belongs in it.
  // Debian's headless shell drives the journeys: the same Chromium 156 as the whole browser, for about a
  // third less CPU (docs/decisions/journeys-in-the-headless-shell.md); the whole browser runs the hydration ones.
  projects: [
    { name: 'operator', use: inBrowser(DEBIAN_HEADLESS_SHELL), testMatch: OPERATOR_JOURNEY },
    {
      name: 'chromium',
      use: inBrowser(DEBIAN_HEADLESS_SHELL),
      testIgnore: [OPERATOR_JOURNEY, FULL_BROWSER_JOURNEYS, ...PICTURES_ONLY],
      dependencies: ['operator'],
    },
    {
      name: 'whole-browser',
      use: inBrowser(DEBIAN_CHROMIUM),
      testMatch: FULL_BROWSER_JOURNEYS,
      dependencies: ['operator'],
    },
  ],
  // The API runs on a PostgreSQL server of its own, as a deployment does (docs/decisions/journeys-on-postgresql.md):
  // PGlite's own work was half the server's CPU in the journeys. The PGlite API pass and server.test.ts prove
  // what `npm start` does on the embedded database.
  webServer: [
    {
      command: `node --import tsx e2e/journey-database.ts ${DATABASE_PORT}`,
      port: DATABASE_PORT,
      reuseExistingServer: false,
      timeout: 120_000,
      // Stopped, not killed: its server and data directory go with it.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    },
    {
      // The server `npm start` runs, as `npm run build` (which `npm run test:e2e` runs first) compiled it.
      command: 'node apps/api/dist/server.js',
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      // A guard, not a pace: the run waits for /api/health, and a new store's first start (the database
      // migrated, the demo catalog and its photos) took 117 s under a load average of 17 on 2 cores.
      timeout: 300_000,
      env: {
        PORT: String(PORT),
        HOST: '127.0.0.1',
        DATABASE_URL: `postgres://postgres@127.0.0.1:${DATABASE_PORT}/postgres`,
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        AUTH_RATE_LIMIT: '1000',
        // The journeys register a few hundred accounts: argon2's cheapest cost, not OWASP's 19 MiB a password.
        PASSWORD_HASH_MEMORY_KIB: '1024',
        PASSWORD_HASH_PASSES: '1',
        CHECKOUT_RATE_LIMIT: '1000',
        LOG_LEVEL: 'warn',
        MAIL_POLL_MS: '200',
      },
    },
  ],
});
