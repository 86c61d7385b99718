#!/usr/bin/env node
// `npm test`: every check, in order: typecheck, lint, unit and component tests, a production
// build (the API's live-server tests and the end-to-end tests run it), API tests on SQLite and
// on PostgreSQL (when one is reachable; required under CI), and end-to-end tests in Chromium. Prints which databases were used and one closing line
// 'tests: N passed, N failed, N flaky': a test that passed only when tried again (CI retries an
// end-to-end test once) is flaky, named at the end and not counted as passed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-results-'));
const STEPS = ['typecheck', 'lint', 'format', 'unit', 'build', 'api', 'fuzz', 'e2e'];
// Steps that run only when named (`npm test -- name`); none today (Prettier's check, the
// last one, joined the default run with the mechanical commit that formatted the code).
const NAMED_ONLY = [];
const only = process.argv.slice(2); // e.g. `npm test -- unit api` runs only those steps
const unknown = only.filter((name) => !STEPS.includes(name) && !NAMED_ONLY.includes(name));
if (unknown.length) {
  // A misspelt step ('unt') would otherwise run nothing and pass.
  const named = NAMED_ONLY.length ? `, and ${NAMED_ONLY.join(', ')} when named` : '';
  console.error(`npm test: no step ${unknown.map((n) => `'${n}'`).join(', ')}; the steps are ${STEPS.join(', ')}${named}`);
  process.exit(2);
}
const failures = [];
let passed = 0;
let failed = 0;
let flaky = 0;
/** each failing test, printed again at the very end so that a log's tail names it */
const failedTests = [];
/** each test that passed only on a retry */
const flakyTests = [];

function step(name, fn) {
  if (only.length ? !only.includes(name) : NAMED_ONLY.includes(name)) return;
  console.log(`\n=== ${name} ===`);
  const ok = fn();
  if (!ok) failures.push(name);
}

function sh(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
}

/** Runs one Vitest configuration and adds its counts. */
function vitest(label, args, env = {}) {
  const out = path.join(results, `${label}.json`);
  const ok = sh('npx', ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`], env);
  try {
    const r = JSON.parse(fs.readFileSync(out, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    for (const file of r.testResults ?? []) {
      const name = path.relative(root, file.name);
      const failing = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      for (const a of failing)
        failedTests.push(
          `${label}: ${name} › ${a.fullName}\n    ${String(a.failureMessages?.[0] ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
        );
      if (file.status === 'failed' && !failing.length)
        failedTests.push(
          `${label}: ${name}: ${String(file.message ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
        );
    }
    if (r.numTotalTests === 0) {
      console.error(`${label}: no tests ran`);
      return false;
    }
  } catch {
    failed += 1; // the run died before reporting
    return false;
  }
  return ok;
}

function postgresUrl() {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

function reachable(url) {
  const u = new URL(url);
  const probe = spawnSync(process.execPath, [
    '-e',
    `
    const s = require('node:net').connect({ host: ${JSON.stringify(u.hostname)}, port: ${Number(u.port || 5432)} });
    s.setTimeout(2000); s.on('connect', () => process.exit(0)); s.on('error', () => process.exit(1)); s.on('timeout', () => process.exit(1));`,
  ]);
  return probe.status === 0;
}

function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
  const found = candidates.find((p) => fs.existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    console.log("Chromium is missing: installing Debian's chromium (apt-get) for the end-to-end tests");
    sh('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null']);
    if (fs.existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  return null;
}

step('typecheck', () => sh('npm', ['run', 'typecheck', '--silent']));
step('lint', () => sh('npx', ['eslint', '.', '--max-warnings=0']));
step('format', () => sh('npx', ['prettier', '--check', '.']));
step('unit', () => {
  const core = vitest('core', ['--root', 'packages/core']);
  const web = vitest('web', ['--config', 'apps/web/vitest.config.ts']);
  const admin = vitest('admin', ['--config', 'apps/admin/vitest.config.ts']);
  const supervisor = vitest('scripts', ['--root', 'scripts']);
  return core && web && admin && supervisor;
});
step('build', () => sh('npm', ['run', 'build', '--silent']));
step('api', () => {
  // Each engine twice: the API tests in parallel files, then the live-server tests (the built
  // server as a child, memory and timing under floods) one file at a time.
  const server = (engine, env = {}) => {
    const api = vitest(`server-${engine}`, ['--config', 'apps/server/vitest.config.ts'], { TEST_ENGINE: engine, ...env });
    const live = vitest(`server-${engine}-live`, ['--config', 'apps/server/vitest.config.ts'], { TEST_ENGINE: engine, TEST_LIVE: '1', ...env });
    return api && live;
  };
  console.log('API tests on SQLite (a fresh file per test file)');
  let ok = server('sqlite');
  const pgUrl = postgresUrl();
  if (reachable(pgUrl)) {
    console.log(`API tests on PostgreSQL at ${new URL(pgUrl).host} (a fresh database per test file, dropped after)`);
    ok = server('postgres', { TEST_DATABASE_URL: pgUrl }) && ok;
  } else if (process.env.CI || process.env.REQUIRE_POSTGRES) {
    console.error(`PostgreSQL is required here but nothing answers at ${new URL(pgUrl).host}`);
    ok = false;
  } else {
    console.log(`PostgreSQL: nothing answers at ${new URL(pgUrl).host}; API tests on PostgreSQL skipped (set TEST_DATABASE_URL to run them)`);
  }
  return ok;
});
step('fuzz', () => {
  // Bad input on every API route against the built server (the build step made it), on a
  // fresh database per engine; counted once per engine. PostgreSQL as for the API tests.
  const pgUrl = postgresUrl();
  const pg = reachable(pgUrl);
  const required = !pg && Boolean(process.env.CI || process.env.REQUIRE_POSTGRES);
  if (required) console.error(`PostgreSQL is required here but nothing answers at ${new URL(pgUrl).host}`);
  else if (!pg) console.log(`PostgreSQL: nothing answers at ${new URL(pgUrl).host}; fuzzing SQLite only`);
  const summary = path.join(results, 'fuzz.json');
  const ok = sh(process.execPath, ['scripts/fuzz-api.mjs', '--short', '--engine', pg ? 'both' : 'sqlite', '--summary', summary]);
  if (required) failed += 1;
  try {
    for (const engine of Object.values(JSON.parse(fs.readFileSync(summary, 'utf8')).engines)) {
      if (engine.ok) passed += 1;
      else failed += 1;
    }
  } catch {
    failed += 1; // the run died before reporting
    return false;
  }
  return ok && !required;
});
step('e2e', () => {
  const chromium = chromiumPath();
  if (!chromium) {
    console.error('Chromium is needed for the end-to-end tests: install it with `apt-get install -y chromium` (as root) or set CHROMIUM_PATH.');
    failed += 1;
    return false;
  }
  const out = path.join(results, 'e2e.json');
  const ok = sh('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { CHROMIUM_PATH: chromium, PLAYWRIGHT_JSON_OUTPUT_NAME: out });
  try {
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const s = report.stats;
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status === 'unexpected') failedTests.push(`e2e: [${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
          if (t.status === 'flaky') flakyTests.push(`e2e: [${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`);
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
    passed += s.expected;
    flaky += s.flaky;
    failed += s.unexpected;
  } catch {
    failed += 1;
  }
  return ok;
});

fs.rmSync(results, { recursive: true, force: true });
console.log('');
if (flakyTests.length) console.log(`Flaky tests (passed only when tried again):\n  ${flakyTests.join('\n  ')}`);
if (failedTests.length) console.log(`Failed tests:\n  ${failedTests.join('\n  ')}`);
if (failures.length) console.log(`Failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed, ${flaky} flaky`);
process.exit(failures.length ? 1 : 0);
