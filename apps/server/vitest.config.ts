import { configDefaults, defineConfig } from 'vitest/config';

// Server tests. TEST_ENGINE=sqlite (default) or postgres picks the database the API tests run on;
// the global setup builds one seeded template per run and each test file gets its own copy.
// TEST_LIVE=1 runs only test/live/ (the built server as a child process, timed floods), one
// file at a time so their timings are not shared with other test files; otherwise those are left out.
const live = process.env.TEST_LIVE === '1';

export default defineConfig({
  test: {
    name: `server-${process.env.TEST_ENGINE ?? 'sqlite'}${live ? '-live' : ''}`,
    root: new URL('.', import.meta.url).pathname,
    include: live ? ['test/live/**/*.test.ts'] : ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: live ? configDefaults.exclude : [...configDefaults.exclude, 'test/live/**'],
    fileParallelism: !live,
    globalSetup: ['test/global-setup.ts'],
    setupFiles: ['test/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
