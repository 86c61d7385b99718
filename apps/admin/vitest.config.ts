import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default defineConfig((configEnv) =>
  mergeConfig(viteConfig(configEnv), {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: ['./src/test/setup.ts'],
      restoreMocks: true,
      // As in apps/web: one jsdom per worker thread (the setup file cleans up after each test).
      pool: 'threads',
      isolate: false,
      testTimeout: 30_000,
    },
  }),
);
