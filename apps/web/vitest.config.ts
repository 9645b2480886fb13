import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Forms typed through user-event take seconds in jsdom on a busy 2-core machine; no test asserts a duration.
    testTimeout: 20_000,
    // One module graph per worker, not per file: React, the router and the screens load once per worker
    // (81 s to 17 s on 2 cores). Each file still gets a fresh jsdom, and setup.ts empties it after each test.
    isolate: false,
  },
});
