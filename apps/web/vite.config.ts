import react from '@vitejs/plugin-react';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Alias, type Plugin } from 'vite';

const FIRST_LOAD_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|i18next|i18next-browser-languagedetector|react-i18next|use-sync-external-store)[\\/]/;

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

const webRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * `virtual:bundled-translations`: the English common namespace, read from
 * public/locales/en/common.json (the same file the browser can fetch) into the bundle, so
 * the first paint needs no translation request. Vite refuses plain imports from public/.
 */
function bundledTranslations(): Plugin {
  const id = 'virtual:bundled-translations';
  const resolved = `\0${id}`;
  const file = join(webRoot, 'public', 'locales', 'en', 'common.json');
  return {
    name: 'bundled-translations',
    resolveId: (source) => (source === id ? resolved : undefined),
    load(moduleId) {
      if (moduleId !== resolved) return undefined;
      this.addWatchFile(file);
      return `export const enCommon = ${readFileSync(file, 'utf8')};`;
    },
  };
}

/** Text files worth a compressed twin; pictures and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* filesBelow(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) yield* filesBelow(file);
    else yield file;
  }
}

/**
 * After the build, every text file of 1 kB or more in the output gets a brotli (quality 11)
 * and a gzip (level 9) twin beside it, which the server sends to a browser that accepts it
 * (@fastify/static's preCompressed): smaller than compressing on the fly, and no CPU per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesBelow(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length };
        writeFileSync(`${file}.br`, brotliCompressSync(body, { params }));
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

const BROWSER_BUILD = {
  outDir: 'dist',
  assetsDir: 'assets',
  emptyOutDir: true,
  // Which stylesheets each screen's chunk needs: the server links them in the head of a page
  // it renders (apps/server/src/pages/storefront-pages.ts), so the page is styled before any
  // script runs. Kept under .vite/, which the server never serves.
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        // The libraries every page needs, in one chunk of their own: it changes only when
        // they are upgraded, so browsers keep it across deploys. Libraries used later
        // (react-toastify, i18next-http-backend, form and carousel libraries) stay out of it.
        groups: [{ name: 'vendor', test: FIRST_LOAD_LIBRARIES }],
      },
    },
  },
};

/**
 * The storefront for the server to render pages with (`vite build --ssr src/entry-server.tsx`),
 * beside the browser's build, never inside it: apps/server loads dist-ssr/entry-server.js.
 */
const SERVER_BUILD = { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false };

/**
 * The server's bundle carries its libraries (React, React Router, i18next, TanStack Query)
 * built for production, whatever NODE_ENV the server runs with: React's development build
 * checks and records a stack for every element and costs the page about 2.5 times the CPU
 * (bench:render, decision 015). Node's own modules stay outside.
 */
const SERVER_BUNDLE = { noExternal: true as const };

export default defineConfig(({ command, mode, isSsrBuild }) => ({
  // Fixed to this folder, so `--config apps/web/vite.config.ts` (or vitest's) works from the repo root.
  root: webRoot,
  // The server's bundle (`vite build --ssr`, see package.json) is read from disk, never sent.
  plugins: [react(), bundledTranslations(), ...(isSsrBuild ? [] : [precompress()])],
  // VITE_API_BASE (read and checked in src/shared/config/env.ts) points the storefront at
  // another API host at build time; unset, it is the same-origin '/api/'.
  envPrefix: 'VITE_',
  resolve: {
    alias: command === 'build' && mode === 'production' ? reactRouterProductionAliases() : [],
  },
  build: isSsrBuild ? SERVER_BUILD : BROWSER_BUILD,
  ssr: isSsrBuild ? SERVER_BUNDLE : undefined,
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: { proxy },
  preview: { proxy },
}));
