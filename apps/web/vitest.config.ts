import { defineProject } from 'vitest/config';
import { preactCompatAliases } from './preact-compat-aliases.ts';

export default defineProject({
  resolve: {
    alias: [
      ...preactCompatAliases,
      // Node would load the CommonJS build, whose require('react-dom/test-utils') bypasses the aliases
      // and has no Preact counterpart on disk; the ES build imports the same names through them.
      {
        find: /^@testing-library\/react$/,
        replacement: '@testing-library/react/dist/@testing-library/react.esm.js',
      },
    ],
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Processed by Vite, not loaded by Node, so that its imports of React go through the aliases.
    server: { deps: { inline: ['@testing-library/react'] } },
  },
});
