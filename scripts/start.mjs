#!/usr/bin/env node
// `npm start`: builds whatever is missing or older than its sources, then runs the server
// (which migrates, seeds an empty database and listens) with the flags of server-flags.mjs,
// restarting it when it crashes (supervise.mjs).
// `--migrate-only` and `--reseed` run the database commands instead; `--admin-create` makes a
// back-office account (npm run admin:create -- --email … --name …).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminIsStale, serverIsStale, webIsStale } from './builds.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';
import { supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const at = (...p) => path.join(root, ...p);

function run(args, label) {
  console.log(`> ${label}`);
  const r = spawnSync('npm', args, { cwd: root, stdio: 'inherit', shell: false });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

if (webIsStale(root)) run(['run', 'build', '-w', 'apps/web'], 'building the storefront');
if (adminIsStale(root)) run(['run', 'build', '-w', 'apps/admin'], 'building the back office');
if (serverIsStale(root)) run(['run', 'build', '-w', 'apps/server'], 'building the server');

const arg = process.argv[2];
const commands = { '--migrate-only': 'migrate', '--reseed': 'seed', '--admin-create': 'admin:create' };
if (arg in commands) {
  const r = spawnSync(process.execPath, [at('apps/server/dist/cli.js'), commands[arg], ...process.argv.slice(3)], { cwd: root, stdio: 'inherit' });
  process.exit(r.status ?? 1);
}
// The server runs as a child with its memory flags, supervised: a crash (an out-of-memory
// abort, a killed process) is logged and the server started again (scripts/supervise.mjs).
// SIGTERM and SIGINT pass through to it, and `npm start` ends with its status. npm runs this
// script through `sh -c`, and a SIGTERM sent to npm alone ends that shell without passing the
// signal on: under npm, losing the parent process counts as a SIGTERM too.
// MALLOC_ARENA_MAX=2: glibc gives each thread that allocates (libvips converting an upload,
// the hashing and render workers) an arena of its own, which it keeps; with two, four
// 40-megapixel uploads at once grow the server by 80 MiB instead of 126 (npm run
// bench:uploads). An operator's own value is kept.
const server = supervise({
  command: process.execPath,
  args: [...SERVER_NODE_FLAGS, at('apps/server/dist/server.js')],
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
  cwd: root,
  stdio: 'inherit',
  forwardSignals: true,
  stopWithParent: Boolean(process.env.npm_lifecycle_event),
});
server.done.then(({ code }) => process.exit(code));
