import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The API's layers are kept by `npm run lint` (biome.json's noRestrictedImports overrides): each
// probe below is an import, on a line of its own, in a file at a real path of the tree, linted by the
// repository's own rules in a scratch folder, so that the tree itself is never touched. The probes are
// linted in one run of Biome (a run per probe took 17 s), each judged by what Biome says of its line.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const biome = path.join(repoRoot, 'node_modules/.bin/biome');
let scratch = '';

/** A probe: what it tries, the file it sits in, and where its import is from. */
type Probe = [what: string, file: string, from: string];

const REFUSED: [...Probe, message: string][] = [
  [
    'a service imports an HTTP plugin',
    'apps/api/src/modules/orders/service.ts',
    '../../plugins/errors',
    'A service imports no HTTP layer',
  ],
  [
    'a service file imports fastify',
    'apps/api/src/modules/orders/vendor-orders.ts',
    'fastify',
    'A service imports no HTTP layer',
  ],
  ['a plugin imports a module', 'apps/api/src/plugins/auth.ts', '../modules/auth/tokens', 'below the modules'],
  ['db imports a module', 'apps/api/src/db/schema/users.ts', '../../modules/auth/service', 'below the modules'],
  ['db imports a plugin', 'apps/api/src/db/client.ts', '../plugins/errors', 'db/ imports only core/'],
  ['core imports db', 'apps/api/src/core/errors.ts', '../db/client', 'core/ is the bottom layer'],
  [
    'photos import the catalog',
    'apps/api/src/modules/fabric-images/service.ts',
    '../fabrics/catalog-changes',
    'This is a level-2 domain',
  ],
  [
    'a domain imports one of a level above its own',
    'apps/api/src/modules/inventory/service.ts',
    '../orders/service',
    'This is a level-1 domain',
  ],
  [
    'a domain imports one of its own level, as the orders and the cart',
    'apps/api/src/modules/orders/service.ts',
    '../cart/service',
    'This is a level-4 domain',
  ],
  [
    'a domain placed in no level imports another',
    'apps/api/src/modules/gift-cards/service.ts',
    '../inventory/service',
    'A domain not yet placed in a level',
  ],
  [
    'a domain imports a flow',
    'apps/api/src/modules/orders/service.ts',
    '../../flows/cancel-part',
    'A service imports no HTTP layer, no flow',
  ],
  [
    'a domain imports a job',
    'apps/api/src/modules/payments/service.ts',
    '../../jobs/payment-expiry',
    'A service imports no HTTP layer, no flow, no job',
  ],
  [
    'a flow imports a route',
    'apps/api/src/flows/place-order.ts',
    '../modules/orders/routes',
    'A flow is named steps over the domains',
  ],
  ['a job imports an HTTP plugin', 'apps/api/src/jobs/payment-expiry.ts', '../plugins/auth', 'A job calls flows'],
  [
    'a route imports the app',
    'apps/api/src/modules/orders/routes.ts',
    '../../app',
    'Nothing below the app imports app.ts',
  ],
  [
    'a module imports the demo data',
    'apps/api/src/modules/auth/service.ts',
    '../../demo/seed',
    'The demo data is seeded by server.ts alone',
  ],
  ['the demo data imports a plugin', 'apps/api/src/demo/seed.ts', '../plugins/errors', 'never the HTTP layer'],
];

const ALLOWED: Probe[] = [
  ['a route imports an HTTP plugin', 'apps/api/src/modules/orders/routes.ts', '../../plugins/auth'],
  ['a service imports core', 'apps/api/src/modules/orders/service.ts', '../../core/errors'],
  ['a service imports db', 'apps/api/src/modules/orders/service.ts', '../../db/client'],
  ['a service imports another module', 'apps/api/src/modules/checkout/service.ts', '../inventory/service'],
  ['the catalog imports photos', 'apps/api/src/modules/fabrics/fabric-row.ts', '../fabric-images/service'],
  ['a domain imports one of a lower level', 'apps/api/src/modules/orders/order-views.ts', '../returns/return-views'],
  ['a flow imports domains', 'apps/api/src/flows/place-order.ts', '../modules/cart/service'],
  ['a route calls a flow', 'apps/api/src/modules/orders/routes.ts', '../../flows/cancel-part'],
  ['a job calls a flow', 'apps/api/src/jobs/payment-expiry.ts', '../flows/cancel-part'],
  ['a plugin imports db', 'apps/api/src/plugins/auth.ts', '../db/query-rows'],
  ['the demo data imports a service', 'apps/api/src/demo/seed.ts', '../modules/auth/service'],
];

/** What Biome says of each probe's line, by `file:line`. */
const findings = new Map<string, string[]>();
/** Where each probe's import was written, by the probe's description. */
const probeLine = new Map<string, string>();

/** Writes every probe, each file's imports one a line, lints them in one run and keeps what Biome says of each line. */
function lintEveryProbe(): void {
  const byFile = new Map<string, Probe[]>();
  const probes: Probe[] = [...REFUSED.map(([what, file, from]): Probe => [what, file, from]), ...ALLOWED];
  for (const probe of probes) byFile.set(probe[1], [...(byFile.get(probe[1]) ?? []), probe]);
  for (const [file, inFile] of byFile) {
    const imports = inFile.map(([what, , from], index) => {
      probeLine.set(what, `${file}:${index + 1}`);
      return `import { imported as imported${index} } from '${from}';`;
    });
    const used = inFile.map((_, index) => `imported${index}`).join(', ');
    mkdirSync(path.join(scratch, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(scratch, file), `${imports.join('\n')}\n\nexport const used = [${used}];\n`);
  }
  const run = spawnSync(biome, ['lint', '--colors=off', '--reporter=github', 'apps'], {
    cwd: scratch,
    encoding: 'utf8',
  });
  for (const match of run.stdout.matchAll(/^::error title=([^,]+),file=([^,]+),line=(\d+),[^:]*::(.*)$/gm)) {
    const [, rule, file, line, message] = match;
    const key = `${path.relative(scratch, file ?? '')}:${line}`;
    findings.set(key, [...(findings.get(key) ?? []), `${rule}: ${message}`]);
  }
  rmSync(path.join(scratch, 'apps'), { recursive: true });
}

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'import-boundaries-'));
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8'));
  // The scratch folder is no git checkout, and the schema path is relative to the repository.
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
  lintEveryProbe();
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** What the lint says of the probe's import line. */
const saidOf = (what: string): string => (findings.get(probeLine.get(what) ?? '') ?? []).join('\n');

describe('the import boundaries of the API', () => {
  it.each(REFUSED)('fails the lint when %s', (what, _file, _from, message) => {
    const said = saidOf(what);
    expect(said).toContain('lint/style/noRestrictedImports');
    expect(said).toContain(message);
  });

  // Only the layer rule is asked of an allowed import: probes side by side may import each other in a circle.
  it.each(ALLOWED)('passes the lint when %s', (what) => {
    expect(probeLine.has(what)).toBe(true);
    expect(saidOf(what)).not.toContain('noRestrictedImports');
  });

  it('fails the lint on an import circle, such as the one fabrics/catalog.ts and facets.ts had', () => {
    const folder = path.join(scratch, 'apps/api/src/modules/fabrics');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'catalog.ts'),
      "import { facets } from './facets';\n\nexport const catalog = () => facets;\n",
    );
    writeFileSync(
      path.join(folder, 'facets.ts'),
      "import { catalog } from './catalog';\n\nexport const facets = () => catalog;\n",
    );
    const run = spawnSync(biome, ['lint', '--colors=off', 'apps/api/src/modules/fabrics'], {
      cwd: scratch,
      encoding: 'utf8',
    });
    rmSync(folder, { recursive: true });
    expect(run.status).not.toBe(0);
    expect(`${run.stdout}${run.stderr}`).toContain('lint/suspicious/noImportCycles');
  });
});
