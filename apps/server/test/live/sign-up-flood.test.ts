import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuilt, percentile, sleep, startLiveServer, type LiveServer } from './live-server.js';

// Finding 4: each sign-up runs a 32 MiB scrypt hash on libuv's four-thread pool, and the
// storefront's HTML is read from disk on the same pool; a few dozen sign-ups at once from one
// address made every page wait behind them, and nothing bounded how many accounts one
// address could create.

/** The most accounts one address may create within the flood (the fix's per-address limit). */
const SIGN_UP_LIMIT_PER_ADDRESS = 10;
const IN_FLIGHT = 40;
const PAGE_SAMPLES = 50;
const PAGE_P99_LIMIT_MS = 500;
/** the sign-ups stay in flight at least this long, and until the page samples are taken */
const FLOOD_MIN_MS = 4000;
/** the page samples stop here even when fewer than PAGE_SAMPLES are taken (a slow server) */
const SAMPLING_BUDGET_MS = 15_000;
const PAGE_TIMEOUT_MS = 5000;
/**
 * After a refusal a worker waits this long before its next try: 40 refused workers retrying at
 * once would make this test's own process (on the same cores) the load, not the sign-ups.
 */
const PAUSE_AFTER_REFUSAL_MS = 200;

let server: LiveServer | undefined;

beforeAll(async () => {
  await ensureBuilt({ web: true }); // GET / serves the built storefront
  server = await startLiveServer();
});

afterAll(async () => {
  await server?.stop();
});

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** 'a', 'b', … 'z', 'aa', …: letters only, as the username rule wants. */
const letters = (n: number): string => (n < 26 ? '' : letters(Math.floor(n / 26) - 1)) + String.fromCharCode(97 + (n % 26));

describe('the live server under a sign-up flood from one address', () => {
  it(`keeps GET / under ${PAGE_P99_LIMIT_MS} ms (p99 of ${PAGE_SAMPLES}) with ${IN_FLIGHT} sign-ups in flight, and creates at most ${SIGN_UP_LIMIT_PER_ADDRESS} accounts`, async () => {
    const s = server!;
    const page = async () => {
      const t0 = performance.now();
      try {
        const res = await fetch(`${s.baseUrl}/`, { headers: { accept: 'text/html' }, signal: AbortSignal.timeout(PAGE_TIMEOUT_MS) });
        const html = await res.text();
        if (res.status !== 200 || !html.includes('<div id="root"')) throw new Error(`GET / answered ${res.status}: ${html.slice(0, 200)}`);
        return performance.now() - t0;
      } catch (err) {
        if ((err as Error).name === 'TimeoutError') return PAGE_TIMEOUT_MS; // counted as its lower bound
        throw err;
      }
    };
    await page(); // warm: the first answer reads the file and looks up the first screen's picture
    // The same samples without the flood, printed beside the flood's so a busy machine shows.
    const quiet: number[] = [];
    for (let i = 0; i < PAGE_SAMPLES; i++) quiet.push(await page());

    const run = Math.random().toString(36).slice(2, 8).replace(/\d/g, 'x');
    const counts = { created: 0, throttled: 0, other: 0, failed: 0 };
    const problems: string[] = [];
    let seq = 0;
    let stop = false;
    const floodStart = Date.now();
    const worker = async () => {
      while (!stop) {
        const n = seq++;
        const body = {
          customer_name: `Flood${letters(n)}`.slice(0, 20),
          customer_email: `flood.${run}.${n}@example.com`,
          customer_password: 'Quartz#2024a',
          terms: true,
        };
        try {
          const res = await fetch(`${s.baseUrl}/api/Users/UserSignUp`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(60_000),
          });
          const text = await res.text();
          if (res.status === 200) {
            counts.created += 1;
            continue;
          }
          if (res.status === 429) {
            counts.throttled += 1;
            const json = parseJson(text) as { success?: unknown; message?: unknown } | null;
            const retryAfter = res.headers.get('retry-after');
            if (json?.success !== false || typeof json.message !== 'string' || !json.message || !/^\d+$/.test(retryAfter ?? '')) {
              problems.push(`429 not as agreed: retry-after ${retryAfter}, body ${text.slice(0, 200)}`);
            }
          } else {
            counts.other += 1;
            problems.push(`sign-up answered ${res.status}: ${text.slice(0, 200)}`);
          }
        } catch (err) {
          counts.failed += 1;
          const e = err as Error & { cause?: { code?: string } };
          problems.push(`sign-up failed: ${e.cause?.code ?? e.message}`);
        }
        await sleep(PAUSE_AFTER_REFUSAL_MS);
      }
    };
    const workers = Array.from({ length: IN_FLIGHT }, worker);

    const samples: number[] = [];
    const slow: string[] = [];
    let pageError: unknown;
    try {
      await sleep(300); // the sign-ups are in flight
      const samplingEnd = Date.now() + SAMPLING_BUDGET_MS;
      while (samples.length < PAGE_SAMPLES && Date.now() < samplingEnd) {
        const at = Date.now() - floodStart;
        samples.push(await page());
        if (samples.at(-1)! > PAGE_P99_LIMIT_MS / 2)
          slow.push(`#${samples.length} at ${at} ms: ${samples.at(-1)!.toFixed(0)} ms (created so far ${counts.created})`);
      }
      const left = FLOOD_MIN_MS - (Date.now() - floodStart);
      if (left > 0) await sleep(left);
    } catch (err) {
      pageError = err;
    } finally {
      stop = true;
      await Promise.all(workers);
    }
    const floodMs = Date.now() - floodStart;
    const p50 = percentile(samples, 50);
    const p99 = percentile(samples, 99);
    console.log(
      `sign-up flood: ${seq} sign-ups in ${(floodMs / 1000).toFixed(1)} s (${IN_FLIGHT} in flight): ${counts.created} created, ` +
        `${counts.throttled} refused with 429, ${counts.other} other answers, ${counts.failed} failed; ` +
        `GET / ${samples.length} samples: p50 ${p50.toFixed(0)} ms, p99 ${p99.toFixed(0)} ms, max ${Math.max(...samples).toFixed(0)} ms` +
        `; without the flood: p50 ${percentile(quiet, 50).toFixed(0)} ms, p99 ${percentile(quiet, 99).toFixed(0)} ms` +
        (slow.length ? `; slow samples: ${slow.slice(0, 12).join('; ')}` : ''),
    );

    expect(pageError).toBeUndefined();
    expect(s.exit, `the server exited; stderr:\n${s.stderr().slice(-1500)}`).toBeNull();
    expect(problems.slice(0, 10)).toEqual([]);
    expect.soft(samples.length, `GET / samples taken within ${SAMPLING_BUDGET_MS / 1000} s`).toBe(PAGE_SAMPLES);
    expect.soft(p99, `p99 of GET / (ms) with ${IN_FLIGHT} sign-ups in flight`).toBeLessThan(PAGE_P99_LIMIT_MS);
    expect.soft(counts.created, 'accounts created from one address').toBeLessThanOrEqual(SIGN_UP_LIMIT_PER_ADDRESS);
  }, 120_000);
});
