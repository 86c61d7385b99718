// Building and running the real server: the built dist/server.js with the memory flag of
// `npm start`, on 127.0.0.1 and a free port, with its log kept to name the faults it reports.
import { spawn, spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import { serverIsStale } from '../builds.mjs';
import { getJson } from './http.mjs';

/** Builds the server (not the storefront) when dist/server.js is missing or older than its sources. */
export function ensureServerBuilt(root) {
  if (!serverIsStale(root)) return;
  console.log('fuzz: the server is missing or older than its sources: building it');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/server'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('the server build failed');
}

/** A port nothing listens on right now (the server cannot be told PORT=0). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** The shop's own environment variables, dropped from ours so the server gets its defaults. */
const SHOP_ENV = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'JWT_SECRET',
  'SEED',
  'SEED_PRODUCTS',
  'LOG_LEVEL',
  'TRUST_PROXY',
  'CATALOG_CACHE_MS',
  'STOREFRONT_ASSET_BASE',
  'WEB_DIST',
];

/**
 * Starts dist/server.js on the database and waits for GET /api/health. Returns
 * { port, jwtSecret, exited (null while running), inFlightAtExit, errors, tail(), stop() }.
 *
 * TRUST_PROXY=1 with a different X-Forwarded-For on each request (cases.mjs) gives every
 * request its own client address: the per-address limits of sign-up, login and the contact
 * form would otherwise answer 429 to almost everything after the first few requests, and
 * the input behind them would never be checked.
 */
export async function startServer(root, databaseUrl) {
  const port = await freePort();
  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  const env = { ...process.env };
  for (const name of SHOP_ENV) delete env[name];
  Object.assign(env, {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    SEED: 'demo',
    TRUST_PROXY: '1',
  });
  const child = spawn(process.execPath, ['--max-old-space-size=128', path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server = {
    port,
    jwtSecret,
    child,
    exited: null,
    /** error-level log messages and how often each was logged */
    errors: new Map(),
    lines: [],
    tail: (n = 15) => server.lines.slice(-n).join('\n'),
    stop: () => stopServer(server),
  };
  child.on('exit', (code, signal) => {
    server.exited = { code, signal };
  });
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop();
      parts.forEach((line) => keepLine(server, line));
    });
  }
  await waitForHealth(server);
  return server;
}

/** Keeps the last lines, and counts error-level log entries by message (their first line). */
function keepLine(server, line) {
  if (!line.trim()) return;
  server.lines.push(line.length > 500 ? `${line.slice(0, 500)}…` : line);
  if (server.lines.length > 200) server.lines.shift();
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return;
  }
  if (typeof entry.level !== 'number' || entry.level < 50) return;
  const message = String(entry.err?.message ?? entry.msg ?? '')
    .split('\n')[0]
    .slice(0, 200);
  const key = entry.err?.type ? `${entry.err.type}: ${message}` : message;
  server.errors.set(key, (server.errors.get(key) ?? 0) + 1);
}

async function waitForHealth(server, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  const target = { port: server.port, agent: false };
  while (Date.now() < until) {
    if (server.exited) throw new Error(`the server stopped while starting (exit ${server.exited.code ?? server.exited.signal}):\n${server.tail()}`);
    const res = await getJson(target, '/api/health', {}, 2000);
    if (res.status === 200 && res.json?.success) return res.json;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${server.tail()}`);
}

/** SIGTERM, then SIGKILL after 10 s; resolves once the process is gone. */
function stopServer(server) {
  server.stopping = true;
  if (server.exited) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => server.child.kill('SIGKILL'), 10_000);
    server.child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.child.kill('SIGTERM');
  });
}
