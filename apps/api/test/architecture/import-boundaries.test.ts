import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The API's layers are kept by `npm run lint` (biome.json's noRestrictedImports overrides): each
// probe below is a file at a real path of the tree, with one import, linted by the repository's own
// rules in a scratch folder, so that the tree itself is never touched.
const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const biome = path.join(repoRoot, 'node_modules/.bin/biome');
let scratch = '';

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'import-boundaries-'));
  const config = JSON.parse(readFileSync(path.join(repoRoot, 'biome.json'), 'utf8'));
  // The scratch folder is no git checkout, and the schema path is relative to the repository.
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(path.join(scratch, 'biome.json'), JSON.stringify(config));
});

afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Lints a file holding only `import { imported } from '<from>'` at `file`, as `npm run lint` would. */
function lintImport(file: string, from: string): { passes: boolean; output: string } {
  const probe = path.join(scratch, file);
  mkdirSync(path.dirname(probe), { recursive: true });
  writeFileSync(probe, `import { imported } from '${from}';\n\nexport const used = imported;\n`);
  const run = spawnSync(biome, ['lint', '--colors=off', file], { cwd: scratch, encoding: 'utf8' });
  rmSync(probe);
  return { passes: run.status === 0, output: `${run.stdout}${run.stderr}` };
}

describe('the import boundaries of the API', () => {
  it.each([
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
  ])('fails the lint when %s', (_what, file, from, message) => {
    const { passes, output } = lintImport(file, from);
    expect(passes).toBe(false);
    expect(output).toContain('lint/style/noRestrictedImports');
    expect(output).toContain(message);
  });

  it.each([
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
  ])('passes the lint when %s', (_what, file, from) => {
    const { passes, output } = lintImport(file, from);
    expect(output).not.toContain('noRestrictedImports');
    expect(passes).toBe(true);
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
