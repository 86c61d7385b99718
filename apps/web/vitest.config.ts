import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((configEnv) =>
  mergeConfig(viteConfig(configEnv), {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // One jsdom per worker thread, reused by the files it runs: the setup file resets
      // storage, stores, language and mocks after every test, and a fresh jsdom per file
      // cost three quarters of the run on two cores (105 s against 32 s).
      pool: 'threads',
      isolate: false,
      testTimeout: 30_000,
    },
  }),
);
