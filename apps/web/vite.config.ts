import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';

// The API server during `vite dev` / `vite preview`; in production one Node process serves both.
const backend = { target: 'http://localhost:3000', changeOrigin: true };
const proxy = { '/api': backend, '/media': backend };

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532, #14102):
 * dev warnings, console.error from the default error element and its 'Hey developer' hint
 * would ship. A production build points both entry points at the package's production files.
 */
function reactRouterProductionAliases(): Alias[] {
  const require = createRequire(import.meta.url);
  const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: join(dist, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: join(dist, 'dom-export.mjs') },
  ];
}

export default defineConfig(({ command, mode }) => ({
  // Fixed to this folder, so `--config apps/web/vite.config.ts` (or vitest's) works from the repo root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  // VITE_API_BASE (read and checked in src/shared/config/env.ts) points the storefront at
  // another API host at build time; unset, it is the same-origin '/api/'.
  envPrefix: 'VITE_',
  resolve: {
    alias: command === 'build' && mode === 'production' ? reactRouterProductionAliases() : [],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
  },
  server: { proxy },
  preview: { proxy },
}));
