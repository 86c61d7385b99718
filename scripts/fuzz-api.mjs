#!/usr/bin/env node
// `npm run fuzz:api`: attacks the real built server with bad input on every route of its
// OpenAPI document (and on the artwork and storefront paths) and counts what comes back.
//
//   node scripts/fuzz-api.mjs [--short] [--engine sqlite|postgres|both] [--concurrency 8]
//                             [--timeout 10000] [--summary file.json]
//
// For each engine: a fresh database (a temporary SQLite file, or a new PostgreSQL database
// on TEST_DATABASE_URL's server or 127.0.0.1:5432), the built server on it, one customer
// signed up and logged in, then every case of scripts/fuzz/cases.mjs in two phases:
//   1. input that must be refused, and every read: no row may change;
//   2. odd but valid input to the write routes (SQL-looking text, emoji, unknown keys):
//      the server may accept and store it.
// It fails (exit 1) on any 5xx, timeout, reset, server crash, 4xx that is not the shop's
// JSON error {success: false, message} (a browser navigation to a storefront path that names
// no page may get the storefront's HTML 404), bad input a write route accepted (2xx), row
// changed in phase 1, or answer the document does not describe: every answer of an
// operation must have a status its `responses` list and match that status's schema
// (scripts/fuzz/contract.mjs). The server is stopped and the databases removed in every case.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCases, buildRequest, listRoutes, surfaceCases } from './fuzz/cases.mjs';
import { OFF_ROUTE_FAMILIES, makeContract } from './fuzz/contract.mjs';
import { createDatabase, diffCounts, postgresAdminUrl, postgresAnswers } from './fuzz/databases.mjs';
import { getJson, makeTarget, pool, requestJson, send } from './fuzz/http.mjs';
import { isShopError, printEngineReport, printVerdicts, summarise } from './fuzz/report.mjs';
import { sampleValue } from './fuzz/schema.mjs';
import { ensureServerBuilt, startServer } from './fuzz/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The spec's sign-up and login calls, used once to make the fuzz customer. */
const SIGN_UP_PATH = '/Users/UserSignUp';
const LOGIN_PATH = '/Users/UserLogin';
/** A password the sign-up rules take: 8-20 characters, upper, lower, digit and @ or #. */
const PASSWORD = 'Fuzz#Pass1x';

// ------------------------------------------------------------------ options

function parseOptions(argv) {
  const options = { short: false, engine: null, concurrency: 8, timeoutMs: 10_000, summary: null };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (v === undefined) usage(`${arg} needs a value`);
      return v;
    };
    if (arg === '--short') options.short = true;
    else if (arg === '--full') options.short = false;
    else if (arg === '--engine') options.engine = value();
    else if (arg === '--concurrency') options.concurrency = Number(value());
    else if (arg === '--timeout') options.timeoutMs = Number(value());
    else if (arg === '--summary') options.summary = path.resolve(value());
    else usage(`unknown argument ${arg}`);
  }
  if (options.engine && !['sqlite', 'postgres', 'both'].includes(options.engine)) usage('--engine is sqlite, postgres or both');
  if (!(options.concurrency >= 1 && options.concurrency <= 64)) usage('--concurrency is 1 to 64');
  if (!(options.timeoutMs >= 100)) usage('--timeout is in milliseconds, at least 100');
  return options;
}

function usage(message) {
  console.error(
    `fuzz: ${message}\nusage: node scripts/fuzz-api.mjs [--short] [--engine sqlite|postgres|both] [--concurrency 8] [--timeout 10000] [--summary file.json]`,
  );
  process.exit(2);
}

/** The engines to run: as asked, or both when PostgreSQL answers, else SQLite with a note. */
async function chooseEngines(asked) {
  const pgHost = new URL(postgresAdminUrl()).host;
  if (asked === 'sqlite') return ['sqlite'];
  const pg = await postgresAnswers(root);
  if (asked === 'postgres' || asked === 'both') {
    if (!pg) throw new Error(`--engine ${asked}: PostgreSQL does not answer at ${pgHost} (set TEST_DATABASE_URL)`);
    return asked === 'both' ? ['sqlite', 'postgres'] : ['postgres'];
  }
  if (pg) return ['sqlite', 'postgres'];
  console.log(`fuzz: PostgreSQL does not answer at ${pgHost}: SQLite only (set TEST_DATABASE_URL, or --engine sqlite to silence this)`);
  return ['sqlite'];
}

// ------------------------------------------------------------------ cleanup

/** What must be undone however the run ends (stop a server, drop a database), newest first. */
const cleanups = [];

function onCleanup(label, fn) {
  const entry = { label, fn };
  cleanups.push(entry);
  return async () => {
    const i = cleanups.indexOf(entry);
    if (i >= 0) cleanups.splice(i, 1);
    await fn();
  };
}

async function cleanUpAll() {
  while (cleanups.length) {
    const { label, fn } = cleanups.pop();
    try {
      await fn();
    } catch (err) {
      console.error(`fuzz: could not ${label}: ${err.message}`);
    }
  }
}

// Output piped into `head` that has quit must not end the run before the clean-up.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (err) => {
    if (err.code !== 'EPIPE') throw err;
  });
}
process.on('uncaughtException', (err) => {
  console.error(`fuzz: ${err.stack ?? err}`);
  cleanUpAll().finally(() => process.exit(1));
});

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\nfuzz: ${signal}: stopping the server and removing the test databases`);
    cleanUpAll().finally(() => process.exit(128 + (os.constants.signals[signal] ?? 1)));
  });
}

// ------------------------------------------------------------------ the fuzz customer

/** What the cases need at send time: the customer, fresh e-mails and client addresses, forged tokens. */
function makeContext(jwtSecret) {
  const run = crypto.randomBytes(3).toString('hex');
  let emails = 0;
  let addresses = 0;
  const ctx = {
    email: `fuzz-${run}@example.com`,
    password: PASSWORD,
    signUpPath: SIGN_UP_PATH,
    token: null,
    customerId: null,
    /** The back-office owner's session, for the routes the document marks staffSession. */
    staffToken: null,
    uniqueEmail: () => `fuzz-${run}-${++emails}@example.com`,
    // Documentation-only addresses (198.18.0.0/15, for benchmarks): one per request.
    nextAddress: () => {
      const n = ++addresses;
      return `198.${18 + ((n >> 16) & 1)}.${(n >> 8) & 255}.${n & 255}`;
    },
    forge: (changes) => forgeToken(ctx.token, jwtSecret, changes),
  };
  return ctx;
}

/**
 * The customer's token with some claims changed, signed with the server's real secret (we
 * started it), so the server must check the claims themselves; `alg: 'none'` leaves it unsigned.
 */
function forgeToken(token, secret, { alg, ...claims }) {
  const payload = { ...payloadOf(token), ...claims };
  const header = Buffer.from(JSON.stringify({ alg: alg ?? 'HS256', typ: 'JWT' })).toString('base64url');
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  if (alg === 'none') return `${header}.${body}.`;
  return `${header}.${body}.${crypto.createHmac('sha256', secret).update(`${header}.${body}`).digest('base64url')}`;
}

/** Signs the fuzz customer up and logs in, through the API's own calls. */
async function makeCustomer(target, routes, doc, ctx) {
  const call = async (suffix, extra = {}) => {
    const route = routes.find((r) => r.method === 'POST' && r.template.endsWith(suffix));
    if (!route?.body) throw new Error(`the OpenAPI document has no POST ${suffix}`);
    const body = Object.fromEntries((route.body.required ?? []).map((name) => [name, sampleValue(name, route.body.properties?.[name] ?? {}, doc, ctx)]));
    const res = await requestJson(target, {
      method: 'POST',
      path: route.template,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ctx.nextAddress() },
      body: JSON.stringify({ ...body, ...extra }),
    });
    if (res.status !== 200) throw new Error(`${suffix} answered ${res.status || res.error}: ${res.body ?? ''}`);
    return res.json;
  };
  await call(SIGN_UP_PATH);
  const login = await call(LOGIN_PATH, { rememberMe: false });
  ctx.token = login?.data?.token;
  if (typeof ctx.token !== 'string') throw new Error(`${LOGIN_PATH} answered no data.token`);
  ctx.customerId = Number(login.data.customer_id ?? payloadOf(ctx.token)?.sub);
}

/**
 * A back-office owner for the staff routes, made the way a new shop makes its first one: the
 * one-time setup link the server logs, then a second owner created through the API, whose
 * session the cases use. Path ids sampled from the document (1) then name the first owner,
 * so a case that changes that member (a new password, switched off) cannot end the session
 * the fuzz is using.
 */
async function makeStaff(target, server, ctx) {
  const link = /admin\/setup\?token=([A-Za-z0-9_-]+)/.exec(server.tail(400));
  if (!link) throw new Error('the server logged no back-office setup link');
  const post = async (path, body, headers = {}) => {
    const res = await requestJson(target, {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json', 'x-forwarded-for': ctx.nextAddress(), ...headers },
      body: JSON.stringify(body),
    });
    if (res.status !== 200 && res.status !== 201) throw new Error(`${path} answered ${res.status || res.error}: ${res.body ?? ''}`);
    return res.json;
  };
  const first = await post('/api/admin/setup', { token: link[1], email: `first-${ctx.email}`, name: 'First Owner', password: ctx.password });
  const email = `owner-${ctx.email}`;
  await post('/api/admin/staff', { email, name: 'Fuzz Owner', role: 'owner', password: ctx.password }, { authorization: `Bearer ${first.data.token}` });
  ctx.staffToken = (await post('/api/admin/session', { email, password: ctx.password })).data.token;
}

/** Routes whose valid request with the fuzz's own session would end that session. */
const ENDS_SESSION = new Set(['DELETE /api/admin/session']);

/**
 * Sends every route's valid request once, as a guest: a route the document marks with
 * `security` needs a customer or staff member, and is sent again with their token. The
 * answers show whether each base request is really valid, so that a bad value in one field
 * is what the server judges. Returns the set of customer routes and the base answers.
 */
async function probeRoutes(target, routes, doc, ctx) {
  const authed = new Set();
  const answers = [];
  for (const route of routes) {
    let res = await requestJson(target, buildRequest(route, doc, ctx, {}, 'none'));
    if (route.declaresAuth && !ENDS_SESSION.has(route.key)) {
      authed.add(route.key);
      res = await requestJson(target, buildRequest(route, doc, ctx, {}, 'token'));
    }
    answers.push({ route, status: res.status || res.error, message: res.json?.message });
  }
  return { authed, answers };
}

// ------------------------------------------------------------------ one engine

/** Fuzzes one engine from a fresh database to the dropped one; returns its results for the report. */
async function fuzzEngine(engine, options) {
  const started = performance.now();
  const db = await createDatabase(engine, root);
  const dropDb = onCleanup(`remove the ${engine} database ${db.where}`, db.drop);
  let server;
  let stopServer = async () => {};
  const run = { engine, notes: [], crash: null, failures: [], rows: { setup: {}, refused: {}, allowed: {} }, serverErrors: new Map() };
  try {
    server = await startServer(root, db.url);
    stopServer = onCleanup(`stop the ${engine} server`, server.stop);
    const target = makeTarget(server.port, options.concurrency);
    console.log(`\nfuzz: ${engine}: server on 127.0.0.1:${server.port}, fresh database ${db.where}`);

    const initial = await db.counts();
    const docRes = await getJson(target, '/api/docs');
    if (docRes.status !== 200 || !docRes.json?.paths) throw new Error(`GET /api/docs answered ${docRes.status || docRes.error}`);
    const doc = docRes.json;
    const routes = listRoutes(doc);
    run.contract = makeContract(doc);
    const ctx = makeContext(server.jwtSecret);
    await makeCustomer(target, routes, doc, ctx);
    await makeStaff(target, server, ctx);
    const { authed, answers } = await probeRoutes(target, routes, doc, ctx);
    describeRoutes(routes, authed, answers, run.notes);
    const afterSetup = await db.counts();
    run.rows.setup = diffCounts(initial, afterSetup);

    // The server reads the storefront once at start; without a build its pages are 503 by design.
    const home = await send(target, { method: 'GET', path: '/', headers: { accept: 'text/html' } }, options.timeoutMs);
    const storefront = home.status === 200;
    if (!storefront) run.notes.push(`the storefront is not built (GET / answered ${home.status ?? home.error}): its pages were not fuzzed`);
    const cases = [...apiCases(routes, doc, { short: options.short, authed }), ...surfaceCases({ short: options.short, storefront })];
    const results = await runPhases(cases, { engine, db, afterSetup, target, ctx, options, server, run });
    if (!run.crash) await checkStillServing(target, routes, authed, ctx, run);
    run.summary = summarise(results);
  } finally {
    await stopServer();
    await dropDb();
  }
  run.serverErrors = server?.errors ?? new Map();
  run.ms = performance.now() - started;
  run.failures = failuresOf(run);
  return run;
}

/**
 * Phase 1 sends the bad input and the reads, phase 2 the writes that may legitimately succeed;
 * the rows are counted after each, so phase 1's changes can only come from bad input.
 */
async function runPhases(cases, { engine, db, afterSetup, target, ctx, options, server, run }) {
  const mayStore = (c) => c.write && !c.refuse;
  const phases = [
    ['bad input, reads', cases.filter((c) => !mayStore(c)), 'refused'],
    ['odd but valid writes', cases.filter(mayStore), 'allowed'],
  ];
  const results = [];
  let before = afterSetup;
  for (const [i, [title, phase, rowsKey]] of phases.entries()) {
    const t = performance.now();
    const sent = await runCases(phase, target, ctx, options, server, run);
    results.push(...sent);
    console.log(`fuzz: ${engine}: phase ${i + 1} (${title}): ${sent.length} of ${phase.length} requests in ${((performance.now() - t) / 1000).toFixed(1)} s`);
    const after = await db.counts();
    run.rows[rowsKey] = diffCounts(before, after);
    before = after;
    if (run.crash) break;
  }
  return results;
}

/**
 * Tables a read may add to by design, with why: the searches that found nothing (issue 22)
 * are counted when a shopper's search finds nothing, a GET. Their rows never count as
 * stored bad input; every other table's do.
 */
export const READS_MAY_RECORD = { search_misses: 'the searches that found nothing, counted by the search itself' };

/** Row changes of the bad-input phase that count against the server (READS_MAY_RECORD's tables left out). */
function refusedRows(diff) {
  return Object.fromEntries(Object.entries(diff).filter(([table]) => !(table in READS_MAY_RECORD)));
}

/** Notes on the routes: which need a customer, and base requests that were not accepted. */
function describeRoutes(routes, authed, answers, notes) {
  console.log(`fuzz: ${routes.length} routes in /api/docs; ${authed.size} need a customer (fuzzed without and with a token)`);
  for (const a of answers) {
    // 404 (no such address) and 409 are answers from deep inside: the base request got through.
    if (typeof a.status === 'number' && a.status >= 400 && ![404, 409].includes(a.status)) {
      notes.push(`the valid base request of ${a.route.key} answered ${a.status} (${a.message ?? ''}): its cases may stop before the handler`);
    }
  }
}

/** Sends the cases with `concurrency` at a time; stops early if the server dies. */
async function runCases(cases, target, ctx, options, server, run) {
  const results = [];
  const inFlight = new Set();
  const onExit = () => {
    if (server.stopping) return;
    const { code, signal } = server.exited ?? {};
    run.crash = `the server exited (${signal ?? `code ${code}`}) with ${inFlight.size} request(s) in flight:\n${[...inFlight]
      .map((r) => `  ${r.kase.route} · ${r.kase.family} · ${r.kase.label}`)
      .join('\n')}\nlast log lines:\n${server.tail() || '  (none)'}`;
  };
  server.child.once('exit', onExit);
  if (server.exited) onExit(); // it died before this phase began
  await pool(
    cases,
    options.concurrency,
    async (kase) => {
      const req = kase.make(ctx);
      const token = ctx.token;
      const entry = { kase, req };
      inFlight.add(entry);
      const res = await send(target, req, options.timeoutMs);
      inFlight.delete(entry);
      adoptFreshToken(res, ctx);
      // Judged on the whole body, before it is cut for the report.
      const contract =
        res.error || OFF_ROUTE_FAMILIES.has(kase.family) ? null : run.contract.check(kase.route, res.status, res.headers['content-type'], res.body);
      results.push({ kase, req: shrinkRequest(req, token), res: shrinkAnswer(res), contract });
    },
    () => Boolean(run.crash),
  );
  server.child.off('exit', onExit);
  return results;
}

/** The claims of a JWT, or null for anything else (a back-office session token is opaque). */
function payloadOf(token) {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
  } catch {
    return null;
  }
}

/** A 2xx that hands the fuzz customer a new token (login, a changed account) replaces the old one; a staff session's does not. */
function adoptFreshToken(res, ctx) {
  if (res.error || res.status >= 300 || !res.body?.includes('"token"')) return;
  try {
    const data = JSON.parse(res.body).data;
    if (
      typeof data?.token === 'string' &&
      (data.customer_id === undefined || data.customer_id === ctx.customerId) &&
      String(payloadOf(data.token)?.sub) === String(ctx.customerId)
    )
      ctx.token = data.token;
  } catch {
    // not JSON
  }
}

/**
 * What is kept of a request to show it (bodies up to 1 MiB would otherwise pile up): long
 * parts are cut, with their length; the customer's token becomes $TOKEN.
 */
function shrinkRequest(req, token) {
  const cut = (text, keep) => (text.length > keep ? `${text.slice(0, 60)}…(${text.length} characters)` : text);
  const body = req.body === undefined ? undefined : String(req.body);
  return {
    method: req.method,
    path: cut(req.path, 400),
    headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, k === 'token' && v === token ? '$TOKEN' : cut(String(v), 200)])),
    body: body === undefined ? undefined : cut(body, 400),
  };
}

/** Judges the answer's shape once, then keeps only the start of its body. */
function shrinkAnswer(res) {
  if (res.error) return res;
  return {
    status: res.status,
    headers: { 'content-type': res.headers['content-type'] },
    body: res.body.slice(0, 2000),
    shopError: isShopError(res),
    ms: res.ms,
  };
}

/** After the run: the server still answers, and the customer's token still works. */
async function checkStillServing(target, routes, authed, ctx, run) {
  const health = await getJson(target, '/api/health');
  if (health.status !== 200) run.crash = `GET /api/health answered ${health.status || health.error} after the run`;
  const probe = routes.find((r) => authed.has(r.key) && r.method === 'GET' && !r.params.some((p) => p.required));
  if (probe) {
    const res = await getJson(target, probe.template, { token: ctx.token });
    if (res.status !== 200)
      run.notes.push(`the customer token no longer works at the end (${probe.key} answered ${res.status}): some logged-in cases may have been answered 401`);
  }
}

function failuresOf(run) {
  if (!run.summary) return [run.crash ?? 'did not run'];
  const { totals, faults } = run.summary;
  const f = [];
  if (run.crash) f.push('server crash');
  if (totals['5xx']) f.push(`${totals['5xx']} × 5xx`);
  if (faults.timeouts.length) f.push(`${faults.timeouts.length} timeouts`);
  if (faults.resets.length) f.push(`${faults.resets.length} resets`);
  if (totals.badErrors) f.push(`${totals.badErrors} non-JSON 4xx`);
  if (faults.acceptedBad.length) f.push(`${faults.acceptedBad.length} bad inputs accepted`);
  if (faults.contract.length) f.push(`${faults.contract.length} answers outside the document`);
  if (Object.keys(refusedRows(run.rows.refused)).length) f.push('rows changed');
  return f;
}

// ------------------------------------------------------------------ main

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const engines = await chooseEngines(options.engine);
  ensureServerBuilt(root);
  console.log(
    `fuzz: ${options.short ? 'short' : 'full'} run on ${engines.join(' and ')}, ${options.concurrency} at a time, ${options.timeoutMs} ms per request`,
  );
  const runs = [];
  for (const engine of engines) {
    try {
      const run = await fuzzEngine(engine, options);
      printEngineReport(run);
      runs.push(run);
    } catch (err) {
      console.error(`fuzz: ${engine}: ${err.message}`);
      runs.push({ engine, failures: [err.message.split('\n')[0]], summary: summarise([]), rows: { refused: {} } });
    }
  }
  printVerdicts(runs);
  if (options.summary) {
    const engines = Object.fromEntries(runs.map((r) => [r.engine, { ok: r.failures.length === 0, failures: r.failures, ...r.summary.totals }]));
    fs.writeFileSync(options.summary, JSON.stringify({ engines }, null, 2));
  }
  return runs.every((r) => r.failures.length === 0) ? 0 : 1;
}

main()
  .then(
    (code) => (process.exitCode = code),
    (err) => {
      console.error(`fuzz: ${err.message}`);
      process.exitCode = 1;
    },
  )
  .finally(cleanUpAll);
