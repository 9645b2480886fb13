import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import {
  ALSO_ON_POSTGRES,
  API_TEST_FILES,
  anywhereUnderApi,
  POSTGRES_ONLY,
} from './apps/api/test-support/test-databases.ts';

const postgresOnly = Object.keys(POSTGRES_ONLY).map(anywhereUnderApi);

/** The API's tests on one database: `api` on PGlite (or TEST_DATABASE), `api-postgres` on a PostgreSQL server it starts. */
const apiProject = (
  name: 'api' | 'api-postgres',
  include: string[],
  exclude: string[],
): TestProjectInlineConfiguration => ({
  test: {
    name,
    root: 'apps/api',
    environment: 'node',
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    globalSetup: ['test-support/global-setup.ts'],
    setupFiles: ['test-support/password-hash-cost.ts', 'test-support/built-server.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // One module graph per worker, not per file: Fastify, Drizzle, PGlite and the schemas load once
    // per worker instead of once per file, which halved the PGlite pass (206 s to 106 s on 2 cores).
    // Each file still opens its own app and database, so no test sees another's data.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'shared', root: 'packages/shared', environment: 'node', include: ['src/**/*.test.ts'] },
      },
      apiProject('api', [API_TEST_FILES], postgresOnly),
      apiProject('api-postgres', [...postgresOnly, ...Object.keys(ALSO_ON_POSTGRES).map(anywhereUnderApi)], []),
      'apps/web/vitest.config.ts',
    ],
  },
});
