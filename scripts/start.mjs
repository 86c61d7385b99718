#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (which migrates, seeds an empty database and listens) with the flags of server-flags.mjs.
// `--migrate-only` and `--reseed` run the database commands instead.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

/** Newest modification time of any file below the given paths. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    let st;
    try {
      st = fs.statSync(p);
    } catch {
      return;
    }
    if (st.isDirectory()) {
      for (const name of fs.readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(path.join(p, name));
    } else if (!/\.test\.tsx?$/.test(p)) max = Math.max(max, st.mtimeMs);
  };
  paths.forEach(walk);
  return max;
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

function run(args, label) {
  console.log(`> ${label}`);
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit', shell: false });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const core = newest([at('packages/core/src')]);
const webBuilt = mtime(at('apps/web/dist/index.html'));
if (!webBuilt || webBuilt < Math.max(core, newest([at('apps/web/src'), at('apps/web/public'), at('apps/web/index.html'), at('apps/web/vite.config.ts')]))) {
  run(['run', 'build', '-w', 'apps/web'], 'building the storefront');
}
const serverBuilt = Math.min(mtime(at('apps/server/dist/server.js')), mtime(at('apps/server/dist/cli.js')));
if (!serverBuilt || serverBuilt < Math.max(core, newest([at('apps/server/src')]))) {
  run(['run', 'build', '-w', 'apps/server'], 'building the server');
}

const arg = process.argv[2];
if (arg === '--migrate-only' || arg === '--reseed') {
  const r = spawnSync(process.execPath, [at('apps/server/dist/cli.js'), arg === '--reseed' ? 'seed' : 'migrate'], { cwd: root, stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
// The server runs as a child with its memory flags; signals pass through so it stops cleanly.
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, at('apps/server/dist/server.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
