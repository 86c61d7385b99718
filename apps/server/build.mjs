// Bundles the server and its CLI (with the workspace's TypeScript core) into dist/; npm packages stay external.
import { build } from 'esbuild';
import fs from 'node:fs';

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@shop/'));

await build({
  // The render worker (e-mails and invoice PDFs, off the main thread) is a script of its own.
  entryPoints: { server: 'src/server.ts', cli: 'src/cli.ts', 'render-worker': 'src/modules/messages/render-worker.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  // Code loaded with import() (the invoice PDF renderer) goes to its own chunk, so that its
  // packages are loaded when first used, not at start.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
