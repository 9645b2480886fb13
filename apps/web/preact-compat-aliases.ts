import type { Alias } from 'vite';

/**
 * The app is written against the React API and runs on Preact's compat layer (docs/decisions.md, 59).
 * The build and the unit tests both resolve React through these, so the tests run what production runs.
 * Each entry point is matched exactly and named with its Preact counterpart, so none is rewritten by
 * a prefix match into a path that happens to exist.
 */
export const preactCompatAliases: Alias[] = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  // The compat runtimes load preact/compat first, so its prop and event mapping applies to every element.
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // @testing-library/react takes `act` from here (Preact's compat has no React.act).
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
];
