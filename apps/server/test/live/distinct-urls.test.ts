import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseArtRecipe } from '../../src/demo/art/art.js';
import { startLiveServer, type LiveServer } from './live-server.js';

// Finding 1: every distinct URL of a public read (a picture recipe, a listing with a tracking
// parameter, a page number, an unknown parameter) used to be kept in a per-process cache, so
// a few thousand distinct URLs filled the 128 MB heap and the server died of it.

const ART_URLS = 2100;
const UTM_URLS = 2100;
const PAGE_URLS = 300;
const UNKNOWN_PARAM_URLS = 300;
const CONCURRENCY = 16;
const PEAK_RSS_LIMIT_MB = 200;
const MAX_SEED = 999_999_999; // media/art.ts: seeds are 0 to 999,999,999

interface Probe {
  kind: 'art' | 'utm' | 'page' | 'unknown-param';
  url: string;
  /** the answers that are right for it */
  ok: number[];
}

let server: LiveServer | undefined;

beforeAll(async () => {
  server = await startLiveServer({ env: { CATALOG_CACHE_MS: '5000' } });
});

afterAll(async () => {
  await server?.stop();
});

describe('the live server under a flood of distinct URLs (CATALOG_CACHE_MS=5000)', () => {
  it(`answers ${ART_URLS + UTM_URLS + PAGE_URLS + UNKNOWN_PARAM_URLS} distinct picture and listing URLs and stays under ${PEAK_RSS_LIMIT_MB} MB`, async () => {
    const s = server!;
    // Pictures: a real product picture's recipe with other seeds (each a valid, distinct picture).
    const products = (await (await fetch(`${s.baseUrl}/api/Home/GetAllProducts?limit=5`)).json()) as { data: { data: { product_image_url: string }[] } };
    const image = products.data.data[0]!.product_image_url;
    const m = /^\/media\/art\/(product-[a-z0-9-]+?)-(\d+)-(\d)\.svg$/.exec(image);
    expect(m, `a product picture URL (${image})`).not.toBeNull();
    const [, prefix, seedText] = m!;
    const seed0 = Number(seedText);
    const step = seed0 + ART_URLS < MAX_SEED ? 1 : -1;
    const probes: Probe[] = [];
    for (let i = 1; i <= ART_URLS; i++) {
      const recipe = `${prefix}-${seed0 + step * i}-0`;
      probes.push({ kind: 'art', url: `/media/art/${recipe}.svg`, ok: [200] });
    }
    expect(probes.every((p) => parseArtRecipe(p.url.slice('/media/art/'.length, -'.svg'.length)) !== null)).toBe(true);
    // Listings: one page with a distinct tracking parameter, distinct page numbers (past the
    // last page: an empty page), distinct unknown parameters. A server may answer the
    // unknown parameters with 400 instead of ignoring them; either is right, never a 5xx or a reset.
    const listing = '/api/Home/GetProductsByCategory?limit=100';
    for (let i = 1; i <= UTM_URLS; i++) probes.push({ kind: 'utm', url: `${listing}&page=1&utm=${i}`, ok: [200, 400] });
    for (let i = 1; i <= PAGE_URLS; i++) probes.push({ kind: 'page', url: `${listing}&page=${i}`, ok: [200] });
    for (let i = 1; i <= UNKNOWN_PARAM_URLS; i++) probes.push({ kind: 'unknown-param', url: `${listing}&page=1&x${i}=${i}`, ok: [200, 400] });

    const rss = { start: s.rssMb(), peak: s.rssMb(), samples: 0 };
    const sample = () => {
      const mb = s.rssMb();
      if (Number.isFinite(mb)) {
        rss.peak = Math.max(rss.peak, mb);
        rss.samples += 1;
      }
    };
    const sampler = setInterval(sample, 25);
    const statuses: Record<string, Record<string, number>> = {};
    const wrong: string[] = [];
    let next = 0;
    let notSent = 0;
    const t0 = Date.now();
    try {
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < probes.length) {
            const probe = probes[next++]!;
            if (s.exit) {
              notSent += 1; // the server is gone: no point in sending the rest
              continue;
            }
            let answer: string;
            try {
              const res = await fetch(`${s.baseUrl}${probe.url}`, { signal: AbortSignal.timeout(15_000) });
              await res.arrayBuffer();
              answer = String(res.status);
              if (!probe.ok.includes(res.status)) wrong.push(`${probe.url} → ${res.status}`);
            } catch (err) {
              const e = err as Error & { cause?: { code?: string } };
              answer = e.cause?.code ?? e.name;
              wrong.push(`${probe.url} → ${answer}`);
            }
            (statuses[probe.kind] ??= {})[answer] = (statuses[probe.kind]![answer] ?? 0) + 1;
            if (next % 8 === 0) sample();
          }
        }),
      );
    } finally {
      clearInterval(sampler);
    }
    sample();
    const seconds = (Date.now() - t0) / 1000;
    console.log(
      `distinct-URL flood: ${probes.length - notSent} requests in ${seconds.toFixed(1)} s (${CONCURRENCY} at a time), ` +
        `RSS ${rss.start.toFixed(0)} MB at start, peak ${rss.peak.toFixed(0)} MB (${rss.samples} samples), ` +
        `answers ${JSON.stringify(statuses)}${notSent ? `, ${notSent} not sent (server gone)` : ''}`,
    );

    const fatal = /^.*FATAL.*$/m.exec(s.stderr())?.[0];
    expect(s.exit, `the server process exited during the flood${fatal ? ` (${fatal})` : ''}; its stderr ends:\n${s.stderr().slice(-1500)}`).toBeNull();
    expect(wrong.length, `requests not answered as expected (first 10):\n${wrong.slice(0, 10).join('\n')}`).toBe(0);
    expect(notSent).toBe(0);
    expect(rss.peak, `peak RSS ${rss.peak.toFixed(0)} MB`).toBeLessThan(PEAK_RSS_LIMIT_MB);
    // Still serving afterwards.
    expect((await fetch(`${s.baseUrl}/api/health`)).status).toBe(200);
  }, 120_000);
});
