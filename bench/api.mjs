#!/usr/bin/env node
// `npm run bench:api`: builds and starts the real server on SQLite with a 20,000-product
// catalog, drives it with autocannon (50 connections, 10 s per call after a 2 s warm-up)
// on four calls, and, in the same run, a bare node:http server answering a JSON body of the
// same size as each call. Prints requests/s, p50 and p99 latency, peak server memory, and
// each call's throughput as a ratio of the bare server's.
// Options (environment): BENCH_PRODUCTS (20000), BENCH_SECONDS (10), BENCH_CONNECTIONS (50).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 20_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = 3190;
const BARE_PORT = 3191;

function log(msg) {
  process.stdout.write(msg + '\n');
}

/** Peak resident memory of a process so far (VmHWM), in MB. */
function peakMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function waitFor(url, ms = 300_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

function cannon(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: seconds }, (err, res) => (err ? reject(err) : resolve(res)));
  });
}

function stop(child) {
  return new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

log('Building the server');
const build = spawnSync('npm', ['run', 'build', '-w', 'apps/server', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) process.exit(1);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
const env = { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATABASE_URL: `file:${dir}/bench.db`, SEED_PRODUCTS: String(PRODUCTS), LOG_LEVEL: 'error' };
// Seed in its own process first, so the server's peak memory is what serving takes.
const seedStart = Date.now();
const seed = spawnSync(process.execPath, [path.join(root, 'apps/server/dist/cli.js'), 'seed'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
if (seed.status !== 0) process.exit(1);
log(`Seeded ${PRODUCTS} products on SQLite in ${((Date.now() - seedStart) / 1000).toFixed(1)} s (${dir})`);
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...env, SEED: 'none' } });
await waitFor(`http://127.0.0.1:${PORT}/api/health`);

const base = `http://127.0.0.1:${PORT}/api`;
const first = await (await fetch(`${base}/Home/GetProductsByCategory?limit=10&page=1`)).json();
const totalPages = first.data.total_pages;
const productId = first.data.data[3].product_id;
const calls = [
  { name: 'listing page 1, price low to high', url: `${base}/Home/GetProductsByCategory?limit=10&page=1&sort_by=price_asc` },
  { name: `listing page ${Math.floor(totalPages * 0.75)}, price high to low`, url: `${base}/Home/GetProductsByCategory?limit=10&page=${Math.floor(totalPages * 0.75)}&sort_by=price_desc` },
  { name: 'product detail', url: `${base}/Products/GetProductDetails?product_id=${productId}` },
  { name: 'search "amethyst"', url: `${base}/Home/GetProductSearchList?keyword=amethyst&limit=10` },
];

const rows = [];
for (const call of calls) {
  const body = await (await fetch(call.url)).text();
  await cannon(call.url, 2);
  const r = await cannon(call.url, SECONDS);
  const bad = r.non2xx + r.errors;
  rows.push({ call: call.name, bytes: Buffer.byteLength(body), rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: bad });
  log(`  ${call.name}: ${r.requests.average.toFixed(0)} req/s, p99 ${r.latency.p99} ms${bad ? `, ${bad} errors` : ''}`);
}
const serverPeak = peakMb(server.pid);
await stop(server);

// The bare baseline: node:http answering a fixed JSON of the same size, nothing else.
for (const row of rows) {
  const bare = spawn(process.execPath, ['-e', `
    const body = JSON.stringify({ success: true, data: 'x'.repeat(${Math.max(0, row.bytes - 30)}) });
    require('node:http').createServer((req, res) => { res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }); res.end(body); }).listen(${BARE_PORT}, '127.0.0.1');`], { stdio: 'inherit' });
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
  await cannon(`http://127.0.0.1:${BARE_PORT}/`, 2);
  const r = await cannon(`http://127.0.0.1:${BARE_PORT}/`, SECONDS);
  row.bareRps = r.requests.average;
  row.bareP99 = r.latency.p99;
  row.barePeak = peakMb(bare.pid);
  await stop(bare);
}
fs.rmSync(dir, { recursive: true, force: true });

log('');
log(`API benchmark: SQLite, ${PRODUCTS} products, ${CONNECTIONS} connections, ${SECONDS} s per call, Node ${process.version}, ${os.cpus().length} cores`);
log('| call | body bytes | req/s | p50 ms | p99 ms | bare req/s | ratio | errors |');
log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows) {
  log(`| ${r.call} | ${r.bytes} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bareRps.toFixed(0)} | ${(r.rps / r.bareRps).toFixed(2)} | ${r.errors} |`);
}
log(`Peak server memory (VmHWM): shop ${serverPeak.toFixed(0)} MB; bare server ${Math.max(...rows.map((r) => r.barePeak)).toFixed(0)} MB`);
const aims = rows.every((r) => r.rps / r.bareRps >= 0.35 && r.p99 < 50) && serverPeak < 200;
log(`Aims (ratio >= 0.35, p99 < 50 ms, memory < 200 MB): ${aims ? 'met' : 'NOT met'}`);
