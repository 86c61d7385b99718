// The end-to-end tests run in two projects (e2e/playwright.config.ts): the desktop runs every
// test, the phone only those tagged @phone. The tag is put on by hand, so this reads the specs
// as Playwright lists them and as they are written, and fails when a test that checks something
// only on a phone, or whose steps go another way on a phone (the mobile menu, a currency or a
// language picked from it, the viewport, sideways overflow), is left without the tag: it would
// quietly stop running where it matters. It also fails on a tagged test that skips itself on
// the phone, which would cost a worker its start-up for nothing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testDir = path.join(root, 'e2e/tests');
const PHONE_TAG = '@phone';

/** Steps and checks that depend on the layout, as the specs and e2e/support/shop.ts write them. */
const LAYOUT_DEPENDENT = [
  [/\bisMobile\b/, 'isMobile'],
  [/\bisPhoneLayout\(/, 'isPhoneLayout()'],
  [/\bproject\.name\b/, 'the project name'],
  [/\b(setViewportSize|viewportSize)\(/, 'the viewport'],
  [/\bopenNavigation\(/, 'openNavigation() (the mobile menu on a phone)'],
  [/\bchooseCurrency\(/, 'chooseCurrency() (the mobile menu on a phone)'],
  [/\bchooseLanguage\(/, 'chooseLanguage() (the mobile menu on a phone)'],
  [/\bsidewaysOverflow\(|\bscrollWidth\b/, 'sideways overflow'],
  [/name: '(Menu|Close menu)'/, 'the Menu button'],
  [/\.tap\(|\btouchscreen\b/, 'touch'],
];

/** Skip conditions (test.skip's first argument, or a describe's `({ isMobile }) => …` body) that leave only the phone. */
const PHONE_ONLY = [/^!\s*isMobile$/, /^!\s*\(\s*await isPhoneLayout\(page\)\s*\)$/, /project\.name\s*(!==\s*'mobile'|===\s*'desktop')$/];
/** …and those that leave only the desktop. */
const DESKTOP_ONLY = [/^isMobile$/, /^await isPhoneLayout\(page\)$/, /project\.name\s*(===\s*'mobile'|!==\s*'desktop')$/];

/** Every test as `playwright test --list` gives it: its file, place, title, tags and projects. */
function listedTests() {
  // The config makes a data folder when none is given; the list needs none, so it gets one to drop.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-list-'));
  try {
    const env = { ...process.env, E2E_DATA_DIR: dataDir };
    delete env.E2E_PHONE;
    const run = spawnSync('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--list', '--reporter=json'], {
      cwd: root,
      env,
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status !== 0) throw new Error(`playwright test --list failed (${run.status}):\n${run.stderr}`);
    const tests = [];
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        tests.push({
          file: spec.file,
          line: spec.line,
          column: spec.column,
          name: `${[...titles, spec.title].join(' › ')} (${spec.file}:${spec.line})`,
          // The JSON report drops the tags' '@'.
          tags: (spec.tags ?? []).map((tag) => `@${tag.replace(/^@/, '')}`),
          projects: spec.tests.map((t) => t.projectName),
        });
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const file of JSON.parse(run.stdout).suites) walk(file, []);
    return tests;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const isCall = (node, names) => ts.isCallExpression(node) && names.includes(node.expression.getText());
const isSkip = (statement) => ts.isExpressionStatement(statement) && isCall(statement.expression, ['test.skip', 'test.fixme']);

/** A skip's condition as written: the first argument, or the body of `({ isMobile }) => …`. */
function skipCondition(statement) {
  const [first] = statement.expression.arguments;
  if (!first) return '';
  const condition = ts.isArrowFunction(first) ? first.body : first;
  return condition.getText().replace(/\s+/g, ' ').trim();
}

/** What the source says of the test() call at line:column: which skips it meets, and what its body does. */
function readTest(source, line, column) {
  const start = source.getPositionOfLineAndCharacter(line - 1, column - 1);
  let call;
  const find = (node) => {
    if (!call && isCall(node, ['test']) && node.getStart() === start) call = node;
    else ts.forEachChild(node, find);
  };
  find(source);
  if (!call) throw new Error(`no test() call at ${source.fileName}:${line}:${column}`);

  const skips = [];
  let body = '';
  const fn = call.arguments.at(-1);
  if (fn && (ts.isArrowFunction(fn) || ts.isFunctionExpression(fn)) && ts.isBlock(fn.body)) {
    for (const statement of fn.body.statements) {
      if (isSkip(statement)) skips.push(skipCondition(statement));
      else body += `${statement.getText()}\n`;
    }
  }
  // The skips of the describe blocks around it (`test.skip(({ isMobile }) => isMobile, …)`).
  for (let node = call.parent; node; node = node.parent) {
    if (!isCall(node, ['test.describe', 'test.describe.serial', 'test.describe.parallel'])) continue;
    const block = node.arguments.at(-1);
    if (block && (ts.isArrowFunction(block) || ts.isFunctionExpression(block)) && ts.isBlock(block.body)) {
      for (const statement of block.body.statements) if (isSkip(statement)) skips.push(skipCondition(statement));
    }
  }
  return {
    phoneOnly: skips.some((c) => PHONE_ONLY.some((re) => re.test(c))),
    desktopOnly: skips.some((c) => DESKTOP_ONLY.some((re) => re.test(c))),
    layoutSteps: LAYOUT_DEPENDENT.filter(([re]) => re.test(body)).map(([, what]) => what),
  };
}

describe('the phone project runs the tests tagged @phone', () => {
  let tests = [];

  beforeAll(() => {
    const sources = new Map();
    for (const test of listedTests()) {
      const file = path.join(testDir, test.file);
      if (!sources.has(file)) sources.set(file, ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
      tests.push({ ...test, phone: test.tags.includes(PHONE_TAG), ...readTest(sources.get(file), test.line, test.column) });
    }
  }, 120_000);

  it('lists the specs', () => {
    expect(tests.length).toBeGreaterThan(100);
  });

  it('runs every test on the desktop, and on the phone exactly the tagged ones', () => {
    // 'alone' is the desktop too, for the specs that run after the others (playwright.config.ts).
    expect(tests.filter((t) => !t.projects.includes('desktop') && !t.projects.includes('alone')).map((t) => t.name)).toEqual([]);
    expect(tests.filter((t) => t.projects.includes('alone')).map((t) => t.file)).toEqual(['gst-invoice.spec.ts']);
    expect(tests.filter((t) => t.phone !== t.projects.includes('mobile')).map((t) => t.name)).toEqual([]);
  });

  it('tags every test that checks something only on a phone', () => {
    expect(tests.filter((t) => t.phoneOnly && !t.phone).map((t) => t.name)).toEqual([]);
  });

  it('tags every test whose steps or checks depend on the layout, unless it skips the phone', () => {
    const untagged = tests.filter((t) => t.layoutSteps.length && !t.desktopOnly && !t.phone);
    expect(untagged.map((t) => `${t.name}: ${t.layoutSteps.join(', ')}`)).toEqual([]);
  });

  it('tags no test that skips itself on the phone', () => {
    expect(tests.filter((t) => t.phone && t.desktopOnly).map((t) => t.name)).toEqual([]);
  });
});
