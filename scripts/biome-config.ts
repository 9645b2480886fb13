// The source of biome.json: its import boundaries written once. Biome's overrides replace a rule's
// options, so the file itself repeats the shared patterns in every override that needs them; here each
// pattern is written once, and `npm run lint:config` writes biome.json from it (a test fails until it has).

interface Pattern {
  group: string[];
  message: string;
}

interface Override {
  includes: string[];
  linter: { rules: { style: { noRestrictedImports: { level: 'error'; options: { patterns: Pattern[] } } } } };
}

const restricting = (includes: string[], ...patterns: Pattern[]): Override => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
});

/** A folder and everything in it, as a pattern's group names it. */
const folder = (path: string) => [path, `${path}/**`];

const BASE = {
  $schema: './node_modules/@biomejs/biome/configuration_schema.json',
  vcs: { enabled: true, clientKind: 'git', useIgnoreFile: true },
  files: {
    includes: [
      '**',
      '!**/dist',
      '!**/dist-server',
      '!**/.data',
      '!**/migrations/meta',
      '!**/test-results',
      '!**/playwright-report',
      '!**/.tmp',
    ],
  },
  formatter: { enabled: true, indentStyle: 'space', indentWidth: 2, lineWidth: 120 },
  javascript: { formatter: { quoteStyle: 'single' } },
  linter: {
    enabled: true,
    rules: {
      preset: 'recommended',
      style: { noNonNullAssertion: 'error' },
      suspicious: { noExplicitAny: 'error', noImportCycles: { level: 'error', options: { ignoreTypes: false } } },
    },
  },
  assist: { actions: { source: { organizeImports: 'on' } } },
  css: { parser: { tailwindDirectives: true } },
};

// The web app: shared code → features → app, and the few imports between features each feature may make.

/** What each feature may import of another; a feature not named here imports none. */
const WEB_FEATURE_IMPORTS: Record<string, string[]> = {
  catalog: ['cart/api', 'fabric-photos/photo-gallery', 'reviews/api', 'reviews/fabric-reviews', 'wishlist/save-heart'],
  checkout: ['cart/api', 'cart/cart-math', 'cart/cart-summary', 'orders/api', 'addresses/api'],
  home: ['catalog/api', 'wishlist/save-heart'],
  wishlist: ['catalog/add-to-cart-button'],
  vendor: ['fabric-photos/photo-manager', 'vendor-profile/api'],
};

const FEATURE_IMPORTS_NO_APP: Pattern = {
  group: folder('../../app'),
  message: 'Features do not import the app: code flows shared → features → app.',
};

const otherFeatures = (allowed: string[]): Pattern => ({
  group: ['../*', '../*/**', '!../..', '!../../**', ...allowed.map((path) => `!../${path}`)],
  message:
    'A feature imports another feature only where scripts/biome-config.ts allows it: move shared code to components/ or lib/.',
});

const webOverrides = (): Override[] => [
  restricting(['apps/web/src/components/**', 'apps/web/src/lib/**'], {
    group: [...folder('../features'), ...folder('../app')],
    message: 'Shared code imports no feature and no app code: code flows shared → features → app.',
  }),
  restricting(['apps/web/src/features/**'], FEATURE_IMPORTS_NO_APP, otherFeatures([])),
  ...Object.entries(WEB_FEATURE_IMPORTS).map(([feature, allowed]) =>
    restricting([`apps/web/src/features/${feature}/**`], FEATURE_IMPORTS_NO_APP, otherFeatures(allowed)),
  ),
];

// The API: core → db → domains (in levels) → flows → jobs and routes → app.

/**
 * The API's domains by level, lowest first: a domain's service files import only domains of the levels
 * below its own. A domain in no level imports no other (categories sits there, below them all).
 */
const API_DOMAIN_LEVELS: string[][] = [
  [
    'addresses',
    'commission',
    'dashboard',
    'health',
    'inventory',
    'ledger',
    'mail',
    'newsletter',
    'settings',
    'swatches',
    'tax',
    'vendors',
  ],
  ['coupons', 'fabric-images', 'invoices'],
  ['fabrics', 'returns'],
  ['cart', 'checkout', 'orders', 'reviews', 'users', 'wishlist'],
  ['admin', 'auth', 'pages', 'payments'],
];

const NO_DEMO: Pattern = {
  group: folder('**/demo'),
  message: 'The demo data is seeded by server.ts alone: no layer of the store imports it.',
};

const NOT_THE_APP: Pattern = {
  group: ['**/{app,server,cluster,startup,config}'],
  message:
    'Nothing below the app imports app.ts, server.ts, cluster.ts, startup.ts or config.ts: imports flow core → db → domains → flows → jobs and routes → app.',
};

const BELOW_THE_MODULES: Pattern = {
  group: folder('**/modules'),
  message: 'This layer sits below the modules and imports none of them: move what both need into core/ (or db/).',
};

/** A domain's service files: its routes, http.ts and the page server sit above the flows. */
const serviceFiles = (modules: string): string[] => [
  modules,
  '!**/*routes.ts',
  '!**/http.ts',
  '!**/*.test.ts',
  '!apps/api/src/modules/pages/page-server.ts',
];

const SERVICE_LAYER: Pattern = {
  group: [
    ...folder('**/{plugins,flows,jobs,demo}'),
    'fastify',
    '@fastify/**',
    '**/{app,server,cluster,startup,config}',
  ],
  message:
    "A service imports no HTTP layer, no flow, no job and no app: it throws core/errors.ts and takes core/caller.ts's Caller; only routes.ts, *-routes.ts and http.ts files (and the page server) import plugins and flows. The demo data is seeded by server.ts alone.",
};

/** The override of one level: no domain of its own level or above. */
const levelOverride = (levels: string[][], index: number): Override => {
  const own = levels[index] ?? [];
  const refused = levels.slice(index).flat().sort().join(',');
  return restricting(serviceFiles(`apps/api/src/modules/{${own.join(',')}}/**`), SERVICE_LAYER, {
    group: folder(`../{${refused}}`),
    message: `This is a level-${index + 1} domain (scripts/biome-config.ts): it imports only core/, db/, @fabric-store/shared and the domains of the levels below its own, never one of its own level or above; what crosses them otherwise is a flow (flows/).`,
  });
};

const apiOverrides = (): Override[] => [
  restricting(['apps/api/src/core/**'], {
    group: ['../*', '../**'],
    message: 'core/ is the bottom layer and imports nothing of the app; everything else may import it.',
  }),
  restricting(
    ['apps/api/src/db/**', '!**/*.test.ts'],
    { group: folder('**/plugins'), message: 'db/ imports only core/: the HTTP layer sits above it.' },
    BELOW_THE_MODULES,
    NO_DEMO,
    NOT_THE_APP,
  ),
  restricting(['apps/api/src/plugins/**', '!**/*.test.ts'], BELOW_THE_MODULES, NO_DEMO, NOT_THE_APP),
  restricting(serviceFiles('apps/api/src/modules/**'), SERVICE_LAYER, {
    group: ['../*', '../*/**', '!../..', '!../../**'],
    message:
      'A domain not yet placed in a level (scripts/biome-config.ts) imports no other domain: place it in the lowest level above the domains it needs.',
  }),
  ...API_DOMAIN_LEVELS.map((_, index) => levelOverride(API_DOMAIN_LEVELS, index)),
  restricting(
    ['apps/api/src/flows/**', '!**/*.test.ts'],
    {
      group: [...folder('**/{plugins,jobs}'), 'fastify', '@fastify/**', '**/{*routes,http}'],
      message:
        'A flow is named steps over the domains in one transaction: it imports no HTTP layer, no routes and no job; routes and jobs call flows.',
    },
    NO_DEMO,
    NOT_THE_APP,
  ),
  restricting(
    ['apps/api/src/jobs/**', '!**/*.test.ts'],
    {
      group: [...folder('**/plugins'), '**/{*routes,http}'],
      message: 'A job calls flows and domains, never the HTTP layer.',
    },
    NO_DEMO,
    NOT_THE_APP,
  ),
  restricting(
    [
      'apps/api/src/modules/**/*routes.ts',
      'apps/api/src/modules/**/http.ts',
      'apps/api/src/modules/pages/page-server.ts',
    ],
    NO_DEMO,
    NOT_THE_APP,
  ),
  restricting(
    ['apps/api/src/demo/**', '!**/*.test.ts'],
    { group: folder('**/plugins'), message: 'The demo data goes through the services, never the HTTP layer.' },
    {
      group: NOT_THE_APP.group,
      message:
        'Nothing below the app imports app.ts, server.ts, cluster.ts, startup.ts or config.ts: imports flow core → db → services and plugins (neither imports the other) → routes → app.',
    },
  ),
];

/** biome.json as it must be. */
export const biomeConfig = () => ({ ...BASE, overrides: [...webOverrides(), ...apiOverrides()] });
