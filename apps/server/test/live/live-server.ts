import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import { mtime, serverIsStale } from '../../../../scripts/builds.mjs';
import type { SuperviseOptions, SuperviseResult, Supervisor } from '../../../../scripts/supervise.mjs';
import { postgresUrlFor, tempDir, testEngine, uniqueName, withPostgresAdmin } from '../databases.js';

/**
 * The REAL built server (apps/server/dist/server.js) as a child process on a real port, with
 * the memory flags `npm start` gives it, on its own copy of the run's template database.
 * Tests that need what app.inject cannot show (memory, sockets, timeouts, crashes) use it.
 */

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const at = (...p: string[]) => path.join(repoRoot, ...p);
export const serverScript = at('apps/server/dist/server.js');
export const JWT_SECRET = 'live-test-secret-live-test-secret-0123456789';

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The node flags of `npm start` (scripts/server-flags.mjs). */
export async function serverNodeFlags(): Promise<string[]> {
  const mod = (await import(pathToFileURL(at('scripts/server-flags.mjs')).href)) as { SERVER_NODE_FLAGS: string[] };
  return mod.SERVER_NODE_FLAGS;
}

// ---------------------------------------------------------------- builds

const serverStale = () => serverIsStale(repoRoot);
const webMissing = () => !fs.existsSync(at('apps/web/dist/index.html'));

/** One build at a time across the test files running in parallel (a lock folder beside the other temp files). */
async function withBuildLock<T>(fn: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `shop-live-build-${crypto.createHash('sha1').update(repoRoot).digest('hex').slice(0, 12)}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (Date.now() - mtime(lock) > 5 * 60_000)
        fs.rmSync(lock, { recursive: true, force: true }); // left by a killed run
      else await sleep(250);
    }
  }
  try {
    return await fn();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

function npmBuild(workspace: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const p = spawn('npm', ['run', 'build', '-w', workspace], { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    p.stdout.on('data', (d) => (out += d));
    p.stderr.on('data', (d) => (out += d));
    p.on('error', reject);
    p.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build -w ${workspace} failed (${code}):\n${out.slice(-4000)}`))));
  });
}

/**
 * Makes sure the server is built and not older than its sources (apps/server/src,
 * packages/core/src), building it once if not; with `web`, also that the storefront is built.
 */
export async function ensureBuilt(options: { web?: boolean } = {}): Promise<void> {
  if (!serverStale() && !(options.web && webMissing())) return;
  await withBuildLock(async () => {
    if (options.web && webMissing()) await npmBuild('apps/web');
    if (serverStale()) await npmBuild('apps/server');
  });
}

// ---------------------------------------------------------------- databases

/** A fresh database made from the run's template exactly as test-app.ts makes one, and how to drop it. */
export async function createLiveDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const template = inject('templateDatabase');
  if (testEngine === 'postgres') {
    const name = uniqueName('shop_live');
    await withPostgresAdmin((c) => c.query(`create database ${name} template ${template}`));
    return {
      url: postgresUrlFor(name),
      drop: () => withPostgresAdmin(async (c) => void (await c.query(`drop database if exists ${name} with (force)`))),
    };
  }
  const dir = tempDir('shop-live');
  const file = path.join(dir, 'shop.db');
  fs.copyFileSync(template, file);
  return { url: `file:${file}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A port nothing listens on right now (the kernel's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.unref();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------- the server

/** Resident memory of a process in MB (VmRSS of /proc/<pid>/status), NaN once it is gone. */
export function rssMbOf(pid: number | null | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

export interface LiveServer {
  baseUrl: string;
  port: number;
  /** the server process (the current child when supervised), null while none runs */
  readonly pid: number | null;
  rssMb(): number;
  /** everything the server wrote so far (the last 2 MB of each) */
  stdout(): string;
  stderr(): string;
  /** how the (last) server process ended, null while it runs */
  readonly exit: { code: number | null; signal: NodeJS.Signals | null } | null;
  /** supervised only: the supervisor and the lines it logged */
  supervisor?: Supervisor;
  supervisorLog: string[];
  /** Stops the server (SIGTERM, SIGKILL after 10 s) and drops its database; safe to call twice. */
  stop(): Promise<SuperviseResult | { code: number | null; signal: NodeJS.Signals | null } | null>;
}

export interface LiveServerOptions {
  /** extra environment for the server (e.g. CATALOG_CACHE_MS, REQUEST_TIMEOUT_MS) */
  env?: Record<string, string>;
  /** run it through scripts/supervise.mjs, as `npm start` does (options passed on) */
  supervised?: boolean | Partial<SuperviseOptions>;
  /** how long to wait for /api/health (default 30 s) */
  readyTimeoutMs?: number;
}

const OUTPUT_KEEP = 2 * 1024 * 1024;
const live = new Set<ChildProcess>();
// A test worker that ends without its afterAll (a timeout, a crash) leaves no server behind.
process.on('exit', () => {
  for (const c of live) c.kill('SIGKILL');
});

/** Answers true once GET /api/health says success. */
export async function healthy(baseUrl: string, timeoutMs = 2000): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    const body = (await res.json()) as { success?: boolean };
    return res.status === 200 && body.success === true;
  } catch {
    return false;
  }
}

/**
 * Starts the built server on a free port and a fresh database (SEED=none: the template is
 * already seeded), waits for /api/health, and returns it. Call stop() in afterAll.
 */
export async function startLiveServer(options: LiveServerOptions = {}): Promise<LiveServer> {
  await ensureBuilt();
  const flags = await serverNodeFlags();
  const db = await createLiveDatabase();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // A clean environment: nothing of the test runner's (NODE_OPTIONS, VITEST_*) reaches the server.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: process.env.TMPDIR,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: db.url,
    JWT_SECRET,
    SEED: 'none',
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  let out = '';
  let err = '';
  let exit: LiveServer['exit'] = null;
  let direct: ChildProcess | null = null;
  const watch = (c: ChildProcess) => {
    live.add(c);
    exit = null;
    c.stdout?.on('data', (d: Buffer) => (out = (out + d.toString()).slice(-OUTPUT_KEEP)));
    c.stderr?.on('data', (d: Buffer) => (err = (err + d.toString()).slice(-OUTPUT_KEEP)));
    c.on('exit', (code, signal) => {
      live.delete(c);
      exit = { code, signal };
    });
  };

  const supervisorLog: string[] = [];
  let supervisor: Supervisor | undefined;
  const args = [...flags, serverScript];
  if (options.supervised) {
    const { supervise } = await import('../../../../scripts/supervise.mjs');
    supervisor = supervise({
      command: process.execPath,
      args,
      cwd: repoRoot,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      log: (line) => supervisorLog.push(line),
      onSpawn: watch,
      ...(typeof options.supervised === 'object' ? options.supervised : {}),
    });
  } else {
    direct = spawn(process.execPath, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
    watch(direct);
  }

  let gaveUp: SuperviseResult | null = null;
  void supervisor?.done.then((r) => (gaveUp = r));
  let stopped: ReturnType<LiveServer['stop']> | null = null;
  const server: LiveServer = {
    baseUrl,
    port,
    get pid() {
      return supervisor ? supervisor.pid : direct && !exit ? (direct.pid ?? null) : null;
    },
    rssMb: () => rssMbOf(server.pid),
    stdout: () => out,
    stderr: () => err,
    get exit() {
      return exit;
    },
    supervisor,
    supervisorLog,
    stop() {
      stopped ??= (async () => {
        let result: Awaited<ReturnType<LiveServer['stop']>> = null;
        try {
          if (supervisor) result = await supervisor.stop('SIGTERM');
          else if (direct) result = await stopChild(direct);
        } finally {
          await db.drop();
        }
        return result;
      })();
      return stopped;
    },
  };

  // Ready once /api/health answers; a server that dies first fails at once with its output.
  const deadline = Date.now() + (options.readyTimeoutMs ?? 30_000);
  for (;;) {
    if (await healthy(baseUrl, 1000)) return server;
    const gone = supervisor ? gaveUp : exit;
    if (gone || Date.now() > deadline) {
      await server.stop().catch(() => undefined);
      throw new Error(
        `the server did not become ready on ${baseUrl} (${gone ? `it ended: ${JSON.stringify(gone)}` : 'timed out'})\n` +
          `stderr:\n${err.slice(-4000)}\nstdout:\n${out.slice(-4000)}\n${supervisorLog.join('\n')}`,
      );
    }
    await sleep(100);
  }
}

/** SIGTERM, then SIGKILL if the process is still there 10 s later; resolves with how it ended. */
function stopChild(c: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  if (c.exitCode !== null || c.signalCode !== null) return Promise.resolve({ code: c.exitCode, signal: c.signalCode });
  return new Promise((resolve) => {
    const kill = setTimeout(() => c.kill('SIGKILL'), 10_000);
    c.once('exit', (code, signal) => {
      clearTimeout(kill);
      resolve({ code, signal });
    });
    c.kill('SIGTERM');
  });
}

// ---------------------------------------------------------------- raw HTTP

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** what the socket ended with, when it was not a clean close */
  error?: string;
}

/**
 * Sends `request` (the exact bytes, e.g. a malformed path or an oversized header) on a new
 * connection and reads the answer until the server closes it (send `Connection: close`).
 */
export function rawRequest(port: number, request: string, timeoutMs = 10_000): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    let error: string | undefined;
    socket.setTimeout(timeoutMs, () => {
      error = 'timeout';
      socket.destroy();
    });
    socket.on('data', (d) => chunks.push(d));
    socket.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const head = split >= 0 ? text.slice(0, split) : text;
      const m = /^HTTP\/1\.[01] (\d{3})/.exec(head);
      if (!m) {
        reject(new Error(`no HTTP answer (${error ?? 'closed'}): ${JSON.stringify(text.slice(0, 200))}`));
        return;
      }
      const headers: Record<string, string> = {};
      for (const line of head.split('\r\n').slice(1)) {
        const i = line.indexOf(':');
        if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
      }
      let body = split >= 0 ? text.slice(split + 4) : '';
      if (/chunked/i.test(headers['transfer-encoding'] ?? '')) body = unchunk(body);
      resolve({ status: Number(m[1]), headers, body, error });
    });
    socket.on('connect', () => socket.write(request));
  });
}

/** The data of a chunked body (sizes counted in characters: the answers read here are ASCII). */
function unchunk(body: string): string {
  let out = '';
  for (let i = 0; ;) {
    const eol = body.indexOf('\r\n', i);
    const size = eol < 0 ? 0 : parseInt(body.slice(i, eol), 16);
    if (!size) return out;
    out += body.slice(eol + 2, eol + 2 + size);
    i = eol + 2 + size + 2;
  }
}

/** Nearest-rank percentile of a list of numbers (p in 0–100). */
export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}
