#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (which migrates, seeds an empty database and listens). `--migrate-only` and `--reseed`
// run the database commands instead.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

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
  process.argv = [process.argv[0], at('apps/server/dist/cli.js'), arg === '--reseed' ? 'seed' : 'migrate'];
  await import(at('apps/server/dist/cli.js'));
} else {
  await import(at('apps/server/dist/server.js'));
}
