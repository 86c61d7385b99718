// Sorting the answers into counts and printing them: one table per engine (totals and per
// input family), then every request that is a fault: 5xx, timeouts and resets, 4xx answers
// that are not the shop's JSON error, and bad input a write route accepted.
import { describeDiff } from './databases.mjs';

/** What one answer is: '2xx' | '4xx' | '5xx' | 'timeout' | 'reset' | 'other'. */
export function outcome(res) {
  if (res.error === 'timeout') return 'timeout';
  if (res.error) return 'reset'; // reset, refused, or another socket error: no answer
  if (res.status >= 200 && res.status < 300) return '2xx';
  if (res.status >= 400 && res.status < 500) return '4xx';
  if (res.status >= 500) return '5xx';
  return 'other';
}

/** A 4xx must be the shop's error: JSON with success false and a message. */
export function isShopError(res) {
  if (!/json/i.test(String(res.headers?.['content-type'] ?? ''))) return false;
  try {
    const body = JSON.parse(res.body);
    return body?.success === false && typeof body.message === 'string' && body.message.length > 0;
  } catch {
    return false;
  }
}

/**
 * A browser navigation to a storefront path that names no page (an unknown or malformed
 * product id) is answered with the storefront's own 404 page: HTML, so that the shopper
 * sees 'Page Not Found' and crawlers drop the address. That is the right 4xx there.
 */
function isStorefrontNotFound(r) {
  return (
    r.kase.family === 'storefront' &&
    r.res.status === 404 &&
    /^text\/html/i.test(String(r.res.headers?.['content-type'] ?? '')) &&
    /^<!doctype html>/i.test(String(r.res.body ?? ''))
  );
}

/** Counts and fault lists for one engine's results ({ kase, req, res }). */
export function summarise(results) {
  const totals = newCounts();
  const families = new Map();
  const faults = { serverErrors: [], timeouts: [], resets: [], badErrors: [], acceptedBad: [], contract: [] };
  const throttled = new Map();
  for (const r of results) {
    const o = outcome(r.res);
    if (r.res.status === 429) throttled.set(r.kase.route, (throttled.get(r.kase.route) ?? 0) + 1);
    const family = families.get(r.kase.family) ?? newCounts();
    families.set(r.kase.family, family);
    for (const counts of [totals, family]) {
      counts.requests++;
      counts[o === 'timeout' || o === 'reset' ? 'other' : o]++;
    }
    if (o === '5xx') faults.serverErrors.push(r);
    if (o === 'timeout') faults.timeouts.push(r);
    if (o === 'reset') faults.resets.push(r);
    if (o === '4xx' && !(r.res.shopError ?? isShopError(r.res)) && !isStorefrontNotFound(r)) {
      faults.badErrors.push(r);
      totals.badErrors++;
      family.badErrors++;
    }
    // A write that answered 2xx to input that must be refused stored (or changed) it.
    if (o === '2xx' && r.kase.write && r.kase.refuse) faults.acceptedBad.push(r);
    // An undocumented status, or a body that does not match its documented schema.
    if (r.contract) {
      faults.contract.push(r);
      totals.contract++;
      family.contract++;
    }
  }
  return { totals, families, faults, throttled };
}

function newCounts() {
  return { requests: 0, '2xx': 0, '4xx': 0, '5xx': 0, other: 0, badErrors: 0, contract: 0 };
}

const COLUMNS = [
  ['requests', 'requests'],
  ['2xx', '2xx'],
  ['4xx', '4xx'],
  ['5xx', '5xx'],
  ['other', 'other'],
  ['badErrors', 'non-JSON 4xx'],
  ['contract', 'off-document'],
];

function table(rows, firstHeader, extra = []) {
  const headers = [firstHeader, ...COLUMNS.map(([, h]) => h), ...extra.map(([h]) => h)];
  const body = rows.map(([name, counts, ...more]) => [name, ...COLUMNS.map(([k]) => String(counts[k])), ...more]);
  const widths = headers.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [line(headers), ...body.map(line)].join('\n');
}

/** The per-engine table (totals, then each family) and every fault, with a curl to reproduce it. */
export function printEngineReport(run) {
  const { engine, summary, rows, crash, notes } = run;
  const changed = describeDiff(rows.refused);
  console.log(`\n--- ${engine}: ${summary.totals.requests} requests in ${(run.ms / 1000).toFixed(1)} s ---`);
  console.log(table([[engine, summary.totals, changed]], 'engine', [['rows changed']]));
  console.log('');
  const families = [...summary.families.entries()].sort(([a], [b]) => a.localeCompare(b));
  console.log(table(families, 'input family'));
  console.log(`\nrows made on purpose (the fuzz customer, the valid base requests): ${describeDiff(rows.setup)}`);
  console.log(`rows stored by odd but valid input (SQL-looking text, emoji, extra keys; allowed): ${describeDiff(rows.allowed)}`);
  for (const note of notes) console.log(`note: ${note}`);
  if (summary.throttled.size) {
    // A limit counted before the input was judged hides what the server would have done with it.
    const routes = [...summary.throttled].map(([route, n]) => `${route} ${n}`).join(', ');
    console.log(`note: throttled (429, a 4xx; the input behind them was not judged further): ${routes}`);
  }
  if (crash) console.log(`\nSERVER CRASH: ${crash}`);
  const { faults } = summary;
  const answer = (r) => `      answer: ${r.res.status} ${r.res.headers?.['content-type'] ?? '(no content-type)'} ${clip(r.res.body, 120)}`;
  list('5xx answers', faults.serverErrors, answer);
  list('timeouts (no answer within the time limit)', faults.timeouts);
  list('connections reset or refused (no answer)', faults.resets);
  list('4xx answers that are not JSON {success: false, message}', faults.badErrors, answer);
  list('bad input accepted (2xx) by a write route', faults.acceptedBad);
  if (faults.contract.length) {
    // Grouped: one broken promise of the document usually shows in many answers.
    const groups = new Map();
    for (const r of faults.contract) {
      const key = `${r.kase.route} · ${r.contract}`;
      if (!groups.has(key)) groups.set(key, []);
      groups.get(key).push(r);
    }
    console.log(`\nanswers the OpenAPI document does not describe (status or schema): ${faults.contract.length}, in ${groups.size} kinds`);
    for (const [key, rs] of groups) {
      console.log(`  ${rs.length} × ${key}`);
      console.log(`      e.g. ${rs[0].kase.family} · ${rs[0].kase.label}: ${curlOf(rs[0].req)}`);
    }
  }
  if (run.serverErrors.size) {
    console.log('\nserver log, error level (message: count):');
    for (const [message, n] of run.serverErrors) console.log(`  ${n} × ${message}`);
  }
}

function list(title, results, detail) {
  if (!results.length) return;
  console.log(`\n${title}: ${results.length}`);
  for (const r of results) {
    const what = r.res.error ?? r.res.status;
    const who = r.kase.auth === 'token' ? ', with the customer token' : r.kase.auth === 'junk' ? '' : r.kase.route.startsWith('GET (') ? '' : ', no token';
    console.log(`  ${what} ${r.kase.route} · ${r.kase.family} · ${r.kase.label}${who}`);
    console.log(`      ${curlOf(r.req)}`);
    if (detail) console.log(detail(r));
  }
}

const clip = (text, n) => {
  const s = JSON.stringify(String(text ?? ''));
  return s.length > n ? `${s.slice(0, n)}…"` : s;
};

/** A shell-quoted word: '…' for printable ASCII, else $'…' with \xNN escapes. */
function shellWord(text, encoding = 'utf8') {
  if (/^[\x20-\x7e]*$/.test(text)) return `'${text.replace(/'/g, "'\\''")}'`;
  const bytes = [...Buffer.from(text, encoding)];
  return `$'${bytes
    .map((b) => (b === 0x27 ? "\\'" : b === 0x5c ? '\\\\' : b >= 0x20 && b < 0x7f ? String.fromCharCode(b) : `\\x${b.toString(16).padStart(2, '0')}`))
    .join('')}'`;
}

/**
 * The request as a curl line against `npm start` (port 3000); the customer token is $TOKEN.
 * Parts cut for length (see shrinkRequest) read '…(N characters)'.
 */
export function curlOf(req) {
  const parts = ['curl -sS'];
  if (req.method !== 'GET' || req.body !== undefined) parts.push(`-X ${req.method}`);
  // node sends the request line as latin1: a raw 0xFF stays one byte
  parts.push(shellWord(`http://127.0.0.1:3000${req.path}`, 'latin1'));
  for (const [name, value] of Object.entries(req.headers ?? {})) {
    if (name === 'x-forwarded-for') continue;
    parts.push(value === '$TOKEN' ? `-H "token: $TOKEN"` : `-H ${shellWord(`${name}: ${value}`)}`);
  }
  if (req.body !== undefined) parts.push(`--data-binary ${shellWord(req.body)}`);
  return parts.join(' ');
}

/** The closing lines: one per engine, and whether it passed. */
export function printVerdicts(runs) {
  console.log('\n=== fuzz summary ===');
  const rows = runs.map((run) => [
    run.engine,
    run.summary.totals,
    describeDiff(run.rows.refused),
    run.failures.length ? `FAIL (${run.failures.join('; ')})` : 'ok',
  ]);
  console.log(table(rows, 'engine', [['rows changed'], ['verdict']]));
}
