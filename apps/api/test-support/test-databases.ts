/**
 * Which database each API test file runs on. Every file runs on PGlite, except the few that need a
 * PostgreSQL server; the files listed in ALSO_ON_POSTGRES run on PostgreSQL as well, because what they
 * prove could differ between the two (docs/decisions/which-tests-run-on-postgresql.md gives the rule).
 * Entries name a file by its folder and name, wherever under the API it lives.
 */

/** Where the API's test files live, relative to apps/api. */
export const API_TEST_FOLDERS = ['src', 'test', 'test-support'] as const;
export const API_TEST_FILES = `{${API_TEST_FOLDERS.join(',')}}/**/*.test.ts`;

/**
 * Files that need a PostgreSQL server, and why: PGlite is one process with one connection, so nothing races
 * on it. A file that proves a race runs whole on PostgreSQL, its one-at-a-time cases too: run again on PGlite
 * they would prove the same SQL on the same engine a second time.
 */
export const POSTGRES_ONLY: Record<string, string> = {
  'db/prepared-statements.test.ts': 'named statements prepared per connection of the pool, and their plans',
  'resilience/database-restart.test.ts': 'the server restarted under load, and the API started before it',
  'resilience/two-processes.test.ts': 'two API processes racing on one database',
  'resilience/mail-exactly-once.test.ts': 'two API processes sending one outbox: each mail once',
  'resilience/topology.test.ts':
    'primary, streaming replica, PgBouncer, three API processes and nginx, under faults (its own servers)',
  'cluster.test.ts': 'API_WORKERS: several processes, allowed on PostgreSQL only',
  'server-shutdown.test.ts':
    'SIGTERM under load: the signal handling is the same on both databases, and the PostgreSQL pass has the room',
  'modules/checkout/checkout.test.ts': 'buyers racing for stock; one order for concurrent repeats of a key',
  'modules/checkout/by-the-metre.test.ts':
    'buyers racing for the last centimetres of a bolt, for the one roll that holds a length, for one remnant',
  'modules/orders/lifecycle.test.ts': 'racing cancels and moves of one part; stock returned once',
  'modules/coupons/coupons.test.ts': 'ten shoppers racing for a coupon of one use under its row lock',
  'modules/ledger/ledger.test.ts': 'racing deliveries of one part and racing payouts under the vendor’s row lock',
  'modules/ledger/commission-invoices.test.ts':
    'two processes running the issuing job at once: each due invoice claimed once under skip locked, numbered without a gap',
  'modules/invoices/racing-invoices.test.ts':
    'racing shipments of one vendor take consecutive invoice numbers under the counter’s row lock, with no gap',
  'modules/returns/racing-returns.test.ts':
    'racing return requests under the part lock; racing moves restock and refund once',
  'modules/payments/expiry.test.ts': 'two sweeps racing for one expired order under skip locked; stock returned once',
  'modules/payments/payments.test.ts':
    'a part’s cancel racing the payment’s confirmation under the order’s row lock; racing marks of one refund',
  'modules/addresses/addresses.test.ts':
    'one default and at most 20 addresses under concurrent saves (row lock, partial unique index)',
};

/** Files that run on PGlite and on PostgreSQL, and what in them depends on the database. */
export const ALSO_ON_POSTGRES: Record<string, string> = {
  'db/indexes.test.ts': 'query plans',
  'modules/fabrics/search.test.ts': 'more search shapes than the pool keeps prepared per connection',
  'modules/fabrics/price-band-facets.test.ts':
    'the price-band counters’ triggers and sums, and the bounded facet counts, as PostgreSQL 15 runs them',
  'modules/ledger/journal.test.ts':
    'the deferred trigger that refuses an unbalanced commit, and the triggers that refuse changes, as each server runs them',
  'modules/dashboard/dashboard.test.ts': 'sums and days read through the driver, in the store’s time zone',
  'resilience/crash-safety.test.ts': 'a server process killed mid-checkout: what the database kept',
  'app.test.ts': 'what the driver puts in a failed statement’s error, which the log must not leak',
  'security/unstorable-text.test.ts': 'text the driver and the server cannot store, refused before it reaches them',
  'security/fuzz.test.ts': 'hostile values through the driver; refused writes rolled back',
  'model/marketplace-model.test.ts':
    'the journal’s deferred balance trigger, bigint sums and row locks as PostgreSQL runs them, under every operation in random order',
};

/** The include glob of a file listed above. */
export const anywhereUnderApi = (file: string) => `**/${file}`;

/** The databases a file (a path relative to apps/api) runs on: none means the selection above missed it. */
export function databasesOf(file: string): ('pglite' | 'postgres')[] {
  const named = (list: Record<string, string>) => Object.keys(list).some((entry) => `/${file}`.endsWith(`/${entry}`));
  const inApiTests = API_TEST_FOLDERS.some((folder) => file.startsWith(`${folder}/`)) && file.endsWith('.test.ts');
  if (named(POSTGRES_ONLY)) return ['postgres'];
  if (!inApiTests) return [];
  return named(ALSO_ON_POSTGRES) ? ['pglite', 'postgres'] : ['pglite'];
}
