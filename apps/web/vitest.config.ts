import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    // Forms typed through user-event take seconds in jsdom on a busy 2-core machine; no test asserts a duration.
    testTimeout: 20_000,
  },
});
