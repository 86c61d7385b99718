import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias } from 'vite';

// The API server during `vite dev`; in production the one Node process serves /admin too
// (apps/server/src/http/admin-host.ts).
const backend = { target: 'http://localhost:3000', changeOrigin: true };
const proxy = { '/api': backend, '/media': backend, '/Invoice': backend };

/**
 * react-router 7 exports only its development build (remix-run/react-router#12532, #14102);
 * as in apps/web, a production build points its entry points at the production files.
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
  // Fixed to this folder, so `--config apps/admin/vite.config.ts` works from the repo root.
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Served under /admin by the shop's server: hashed files at /admin/assets/.
  base: '/admin/',
  plugins: [react()],
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
