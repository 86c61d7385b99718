#!/usr/bin/env node
// `npm run bench:web`: builds the storefront and the server, starts the real server on a
// fresh temporary SQLite database with the demo catalog, and measures three pages: `/`, the
// listing of the first category, and the detail page of a popular product.
//  1. Bytes: each page is loaded once in headless Chromium (Playwright) with a cold cache and
//     `accept-encoding: gzip`; the encoded (transfer) body sizes of the script and
//     stylesheet responses from the shop's own origin are summed up to network idle.
//  2. Lighthouse (programmatic, one Chromium started by chrome-launcher): default mobile
//     emulation and simulated throttling, categories performance, accessibility,
//     best-practices and SEO, BENCH_RUNS runs per page (pages interleaved, run by run);
//     the table shows the median of each score and of LCP, CLS and TBT over the runs that
//     succeeded. A failed attempt (a thrown error or Lighthouse's runtimeError, e.g. the
//     intermittent NO_NAVSTART of headless Chromium) is listed and the run tried again, up to
//     RETRIES more times; a run that never succeeds is left out of the medians and counted.
//  3. What the server alone shows: each page in Chromium with JavaScript disabled (its main
//     heading, how many prices its main area shows, the HTML's transfer size), and the time
//     to the first byte of the server's HTML (node:http, gzip), BENCH_RUNS times each:
//     uncached (after the server's 5 s page cache has expired) and cached (right after).
// Prints markdown tables and whether the aims are met per page. kB = 1000 bytes, as Vite prints.
// Options (environment): BENCH_RUNS (5), CHROMIUM_PATH (/usr/bin/chromium).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { SERVER_NODE_FLAGS } from '../scripts/server-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5) || 5);
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const PREFERRED_PORT = 3290;
const BROWSER_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Issue 12's aims, on every page: first-load JS <= 130 kB gzip; Lighthouse mobile performance >= 95,
// accessibility, best practices and SEO 100; LCP <= 1.5 s, CLS <= 0.02, TBT <= 150 ms.
const AIMS = { jsKb: 130, performance: 95, accessibility: 100, bestPractices: 100, seo: 100, lcpS: 1.5, cls: 0.02, tbtMs: 150 };
const NETWORK_IDLE_MS = 20_000;
const RETRIES = 2;

function log(msg) {
  process.stdout.write(msg + '\n');
}

/** The preferred port when it is free on 127.0.0.1, else one the system hands out. */
function freePort(preferred) {
  const tryListen = (port) =>
    new Promise((resolve) => {
      const srv = net.createServer();
      srv.once('error', () => resolve(null));
      srv.listen(port, '127.0.0.1', () => {
        const { port: got } = srv.address();
        srv.close(() => resolve(got));
      });
    });
  return tryListen(preferred).then((port) => port ?? tryListen(0));
}

async function waitFor(url, child, ms = 120_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) before ${url} answered`);
    try {
      const r = await fetch(url);
      if (r.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${ms / 1000} s`);
}

function stop(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function getJson(url) {
  const r = await fetch(url);
  if (!r.ok) throw new Error(`GET ${url}: HTTP ${r.status}`);
  return r.json();
}

/** A title as one path segment (spec 2.1 slugs: whitespace runs → '-', path breakers escaped). */
function segment(title) {
  return String(title)
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[%/\\?#]/g, (ch) => encodeURIComponent(ch));
}

function median(values) {
  const v = values.filter((x) => typeof x === 'number' && Number.isFinite(x)).sort((a, b) => a - b);
  if (!v.length) return null;
  const mid = Math.floor(v.length / 2);
  return v.length % 2 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

const kb = (bytes) => (bytes / 1000).toFixed(1);
const fmt = (value, digits = 0) => (value === null ? '–' : value.toFixed(digits));

/**
 * Loads a page with a cold cache and sums the encoded sizes of its own-origin script and
 * stylesheet responses, up to network idle (or NETWORK_IDLE_MS, noted, if it never idles).
 */
async function measureBytes(browser, url) {
  const origin = new URL(url).origin;
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  try {
    const page = await context.newPage();
    const responses = [];
    page.on('response', (response) => responses.push(response));
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    let idle = true;
    await page.waitForLoadState('networkidle', { timeout: NETWORK_IDLE_MS }).catch(() => (idle = false));
    const out = { js: 0, css: 0, jsCount: 0, cssCount: 0, uncompressed: 0, idle, status: responses.find((r) => r.url() === url)?.status() ?? null };
    for (const response of responses.slice()) {
      const request = response.request();
      const type = request.resourceType();
      if ((type !== 'script' && type !== 'stylesheet') || new URL(response.url()).origin !== origin) continue;
      await response.finished().catch(() => {});
      const { responseBodySize } = await request.sizes();
      if (!(await response.headerValue('content-encoding'))) out.uncompressed += 1;
      if (type === 'script') {
        out.js += responseBodySize;
        out.jsCount += 1;
      } else {
        out.css += responseBodySize;
        out.cssCount += 1;
      }
    }
    return out;
  } finally {
    await context.close();
  }
}

/** The page with JavaScript disabled: what the server's HTML alone shows. */
async function measureNoJs(browser, url) {
  const context = await browser.newContext({ javaScriptEnabled: false, extraHTTPHeaders: { 'accept-encoding': 'gzip' } });
  try {
    const page = await context.newPage();
    const response = await page.goto(url, { waitUntil: 'load', timeout: 60_000 });
    const sizes = await response.request().sizes();
    const main = page.locator('main');
    const heading = (
      (await main
        .locator('h1')
        .first()
        .textContent({ timeout: 2000 })
        .catch(() => null)) ?? ''
    ).trim();
    const prices = await main.getByText(/₹\s?[\d,]+/).count();
    const text = ((await main.textContent().catch(() => '')) ?? '').replace(/\s+/g, ' ').trim();
    return { status: response.status(), heading, prices, textChars: text.length, htmlBytes: sizes.responseBodySize };
  } finally {
    await context.close();
  }
}

/** Milliseconds to the first byte of the page's HTML (headers in), as a browser asks for it. */
function timeToFirstByte(url) {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = http.get(url, { headers: { accept: 'text/html', 'accept-encoding': 'gzip' } }, (res) => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      res.resume();
      res.on('end', () => resolve(ms));
    });
    req.on('error', reject);
  });
}

/** The server's page cache lives CATALOG_CACHE_MS (5 s by default); a little longer makes a sample uncached. */
const PAGE_CACHE_EXPIRED_MS = 5_300;

async function measureTtfb(url) {
  const uncached = [];
  const cached = [];
  for (let i = 0; i < RUNS; i++) {
    await new Promise((r) => setTimeout(r, PAGE_CACHE_EXPIRED_MS));
    uncached.push(await timeToFirstByte(url));
    cached.push(await timeToFirstByte(url));
  }
  return { uncachedMs: median(uncached), cachedMs: median(cached) };
}

/** One Lighthouse run; returns the scores and metrics, or { error } when the run failed. */
async function lighthouseRun(url, port) {
  let result;
  try {
    result = await lighthouse(url, { port, logLevel: 'error', output: 'json', onlyCategories: CATEGORIES });
  } catch (err) {
    return { error: err?.code ? `${err.code}: ${err.friendlyMessage ?? err.message}` : String(err?.message ?? err) };
  }
  const lhr = result?.lhr;
  if (!lhr) return { error: 'Lighthouse returned no result' };
  if (lhr.runtimeError) return { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  const score = (id) => (typeof lhr.categories[id]?.score === 'number' ? Math.round(lhr.categories[id].score * 100) : null);
  const metric = (id) => (typeof lhr.audits[id]?.numericValue === 'number' ? lhr.audits[id].numericValue : null);
  const lcp = metric('largest-contentful-paint');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpS: lcp === null ? null : lcp / 1000,
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    warnings: lhr.runWarnings ?? [],
  };
}

if (!fs.existsSync(CHROMIUM)) {
  log(`Chromium not found at ${CHROMIUM}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.`);
  process.exit(1);
}

const started = Date.now();
log('Building the storefront and the server (npm run build)');
const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
if (build.status !== 0) {
  log('The build failed.');
  process.exit(1);
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-web-'));
let server;
let browser;
let chrome;
let launching; // a browser launch in progress, so a Ctrl-C during it still closes what it starts
let cleaned = false;
let stopping = false; // Ctrl-C or SIGTERM: the main flow's errors from then on are the stop's doing
/** chrome-launcher's kill is synchronous: SIGKILL to Chromium's process group. */
function killChrome() {
  try {
    chrome?.kill();
  } catch {
    // already gone
  }
  chrome = undefined;
}
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  await launching?.catch(() => {});
  await browser?.close().catch(() => {});
  killChrome();
  if (server) await stop(server);
  fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
}
// Last resort if the process ends without cleanUp having finished (synchronous only).
process.on('exit', () => {
  if (server && server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  killChrome();
  try {
    fs.rmSync(dir, { recursive: true, force: true, maxRetries: 5 });
  } catch {
    // Chromium was still writing; the folder is in the system's temp directory
  }
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    stopping = true;
    log(`\n${signal}: stopping`);
    cleanUp().finally(() => process.exit(130));
  });
}

try {
  const port = await freePort(PREFERRED_PORT);
  const base = `http://127.0.0.1:${port}`;
  // The server runs exactly as `npm start` runs it (scripts/server-flags.mjs), seeding the
  // demo catalog (default size) into the empty database on start.
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: `file:${dir}/web.db`, SEED: 'demo', LOG_LEVEL: 'warn' };
  delete env.SEED_PRODUCTS; // the default demo size
  server = spawn(process.execPath, [...SERVER_NODE_FLAGS, path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env,
  });
  await waitFor(`${base}/api/health`, server);
  log(`Server up on ${base} (demo catalog, SQLite in ${dir})`);

  // The three pages, from the catalog as the API gives it (no page specifics beyond the URLs).
  const categories = (await getJson(`${base}/api/Home/GetCategories`)).data ?? [];
  const category = categories[0];
  const products = (await getJson(`${base}/api/Home/GetHomeProducts`)).data?.data ?? [];
  let product = products[0];
  if (!product) product = (await getJson(`${base}/api/Home/GetProductsByCategory?limit=1&page=1`)).data?.data?.[0];
  const pages = [
    { name: 'home', path: '/' },
    category
      ? { name: 'listing', path: `/AllProductsList/${segment(category.category_title)}=${category.category_id}` }
      : { name: 'listing', path: '/AllProductsList' },
  ];
  if (product) pages.push({ name: 'product', path: `/ProductDetails/${segment(product.product_title)}=${product.product_id}` });
  else log('No product in the catalog: the product page is left out');
  for (const page of pages) page.url = new URL(page.path, base).href;

  // 1. Bytes, in a Playwright-driven Chromium with a fresh context (cold cache) per page.
  log('Measuring script and stylesheet bytes (Playwright, cold cache, gzip)');
  launching = chromium.launch({ executablePath: CHROMIUM, args: BROWSER_FLAGS, handleSIGINT: false, handleSIGTERM: false }).then((b) => (browser = b));
  await launching;
  for (const page of pages) {
    page.bytes = await measureBytes(browser, page.url);
    const b = page.bytes;
    log(
      `  ${page.path}: HTTP ${b.status}, JS ${kb(b.js)} kB in ${b.jsCount}, CSS ${kb(b.css)} kB in ${b.cssCount}` +
        `${b.uncompressed ? `, ${b.uncompressed} without content-encoding` : ''}` +
        `${b.idle ? '' : `, network not idle after ${NETWORK_IDLE_MS / 1000} s (measured then)`}`,
    );
  }
  log('Reading each page with JavaScript disabled (what the server alone shows)');
  for (const page of pages) {
    page.noJs = await measureNoJs(browser, page.url);
    const n = page.noJs;
    log(`  ${page.path}: HTTP ${n.status}, heading "${n.heading}", ${n.prices} prices, ${n.textChars} characters of text, HTML ${kb(n.htmlBytes)} kB gz`);
  }
  await browser.close();
  browser = undefined;
  log(`Timing the HTML's first byte, ${RUNS} times per page: uncached (page cache expired) and cached`);
  for (const page of pages) {
    page.ttfb = await measureTtfb(page.url);
    log(`  ${page.path}: uncached ${fmt(page.ttfb.uncachedMs, 1)} ms, cached ${fmt(page.ttfb.cachedMs, 1)} ms`);
  }

  // 2. Lighthouse, one Chromium for every run (Lighthouse resets the origin's cache and storage per run).
  log(`Running Lighthouse ${RUNS} times per page (mobile, simulated throttling)`);
  // chrome-launcher opens its logs inside userDataDir before Chromium starts, so the folder
  // must exist; it lives in the temporary folder and goes with it.
  const userDataDir = path.join(dir, 'chrome-profile');
  fs.mkdirSync(userDataDir);
  launching = chromeLauncher
    .launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', ...BROWSER_FLAGS],
      userDataDir,
      logLevel: 'silent',
      // Its own SIGINT handler would exit at once, leaving the server and the temp folder behind.
      handleSIGINT: false,
    })
    .then((c) => (chrome = c));
  await launching;
  for (const page of pages) {
    page.runs = [];
    page.failures = [];
  }
  for (let run = 1; run <= RUNS; run++) {
    for (const page of pages) {
      for (let attempt = 0; attempt <= RETRIES && !stopping; attempt++) {
        const t = Date.now();
        const r = await lighthouseRun(page.url, chrome.port);
        const took = ((Date.now() - t) / 1000).toFixed(1);
        if (!r.error) {
          page.runs.push(r);
          log(
            `  run ${run} ${page.path}: performance ${fmt(r.performance)}, accessibility ${fmt(r.accessibility)}, LCP ${fmt(r.lcpS, 2)} s, CLS ${fmt(r.cls, 3)}, TBT ${fmt(r.tbtMs)} ms (${took} s)`,
          );
          break;
        }
        page.failures.push({ run, attempt: attempt + 1, error: r.error });
        log(`  run ${run} ${page.path}: ERROR ${r.error} (${took} s)${attempt < RETRIES ? ', trying again' : ', giving up on this run'}`);
      }
    }
  }

  if (stopping) throw new Error('stopped');

  // 3. Medians, the table and the aims.
  const warnings = new Set();
  for (const page of pages) {
    const ok = page.runs;
    ok.forEach((r) => r.warnings.forEach((w) => warnings.add(String(w))));
    const m = (key) => median(ok.map((r) => r[key]));
    page.ok = ok.length;
    page.med = {
      performance: m('performance'),
      accessibility: m('accessibility'),
      bestPractices: m('bestPractices'),
      seo: m('seo'),
      lcpS: m('lcpS'),
      cls: m('cls'),
      tbtMs: m('tbtMs'),
    };
    const misses = [];
    if (!(page.bytes.js / 1000 <= AIMS.jsKb)) misses.push(`first-load JS ${kb(page.bytes.js)} kB`);
    if (!page.ok) misses.push('no successful Lighthouse run');
    else {
      if (!(page.med.performance >= AIMS.performance)) misses.push(`performance ${fmt(page.med.performance)}`);
      if (!(page.med.accessibility >= AIMS.accessibility)) misses.push(`accessibility ${fmt(page.med.accessibility)}`);
      if (!(page.med.bestPractices >= AIMS.bestPractices)) misses.push(`best practices ${fmt(page.med.bestPractices)}`);
      if (!(page.med.seo >= AIMS.seo)) misses.push(`SEO ${fmt(page.med.seo)}`);
      if (!(page.med.lcpS <= AIMS.lcpS)) misses.push(`LCP ${fmt(page.med.lcpS, 2)} s`);
      if (!(page.med.cls <= AIMS.cls)) misses.push(`CLS ${fmt(page.med.cls, 3)}`);
      if (!(page.med.tbtMs <= AIMS.tbtMs)) misses.push(`TBT ${fmt(page.med.tbtMs)} ms`);
    }
    page.misses = misses;
  }
  const benchmarkIndex = median(pages.flatMap((p) => p.runs.map((r) => r.benchmarkIndex ?? null)));

  log('');
  log(
    `Storefront benchmark: demo catalog on SQLite, Lighthouse 12 mobile (simulated throttling), median of ${RUNS} run${RUNS === 1 ? '' : 's'}, ` +
      `Chromium ${browserVersion()}, Node ${process.version}, ${os.cpus().length} cores, Lighthouse benchmarkIndex ${fmt(benchmarkIndex)}`,
  );
  log(
    '| page | path | JS kB gz | CSS kB gz | JS+CSS requests | runs ok | failed attempts | performance | accessibility | best practices | SEO | LCP s | CLS | TBT ms |',
  );
  log('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
  for (const p of pages) {
    const b = p.bytes;
    const m = p.med;
    log(
      `| ${p.name} | \`${p.path}\` | ${kb(b.js)} | ${kb(b.css)} | ${b.jsCount + b.cssCount} | ${p.ok}/${RUNS} | ${p.failures.length} | ${fmt(m.performance)} | ${fmt(m.accessibility)} | ${fmt(m.bestPractices)} | ${fmt(m.seo)} | ${fmt(m.lcpS, 2)} | ${fmt(m.cls, 3)} | ${fmt(m.tbtMs)} |`,
    );
  }
  log('');
  log("Without JavaScript (the server's HTML alone), and the time to its first byte (median):");
  log('| page | HTTP | main heading | prices shown | text chars | HTML kB gz | TTFB uncached ms | TTFB cached ms |');
  log('| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: |');
  for (const p of pages) {
    const n = p.noJs;
    log(
      `| ${p.name} | ${n.status} | ${n.heading || '(none)'} | ${n.prices} | ${n.textChars} | ${kb(n.htmlBytes)} | ${fmt(p.ttfb.uncachedMs, 1)} | ${fmt(p.ttfb.cachedMs, 1)} |`,
    );
  }
  const failed = pages.flatMap((p) => p.failures.map((f) => ({ p, ...f })));
  if (failed.length) {
    const lost = pages.reduce((n, p) => n + RUNS - p.ok, 0);
    log(
      `Failed Lighthouse attempts: ${failed.length} (each run is tried up to ${RETRIES + 1} times; ${lost} of ${pages.length * RUNS} runs never succeeded and are left out of the medians):`,
    );
    for (const f of failed) log(`  ${f.p.path} run ${f.run} attempt ${f.attempt}: ${f.error}`);
  }
  for (const w of warnings) log(`Lighthouse warning: ${w.replace(/\s+/g, ' ')}`);
  const aims = `first-load JS <= ${AIMS.jsKb} kB gzip, performance >= ${AIMS.performance}, accessibility, best practices and SEO ${AIMS.seo}, LCP <= ${AIMS.lcpS} s, CLS <= ${AIMS.cls}, TBT <= ${AIMS.tbtMs} ms`;
  for (const p of pages) {
    log(`Aims (${aims}) for ${p.name} \`${p.path}\`: ${p.misses.length ? `NOT met (${p.misses.join(', ')})` : 'met'}`);
  }
  log(`Took ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (pages.some((p) => !p.ok)) process.exitCode = 1;
} catch (err) {
  if (!stopping) {
    log(`bench:web failed: ${err?.stack ?? err}`);
    process.exitCode = 1;
  }
} finally {
  await cleanUp();
}

function browserVersion() {
  const r = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' });
  return /[\d.]+/.exec(r.stdout ?? '')?.[0] ?? 'unknown';
}
