import { defineConfig } from 'vitest/config';

// Server tests. TEST_ENGINE=sqlite (default) or postgres picks the database the API tests run on;
// the global setup builds one seeded template per run and each test file gets its own copy.
export default defineConfig({
  test: {
    name: `server-${process.env.TEST_ENGINE ?? 'sqlite'}`,
    root: new URL('.', import.meta.url).pathname,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
