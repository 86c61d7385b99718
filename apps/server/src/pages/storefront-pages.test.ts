import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { EntryServer } from '@shop/core';
import { RENDERS_IN_FLIGHT_MAX, StorefrontPages } from './storefront-pages.js';

/** An entry whose renders finish only when the test lets them, counting each. */
function slowEntry() {
  const waiting: Array<() => void> = [];
  let renders = 0;
  const entry: EntryServer = {
    render: async (input) => {
      renders += 1;
      await new Promise<void>((resolve) => waiting.push(resolve));
      return { kind: 'page', status: 200, head: null, picture: null, html: `<p>${input.url}</p>`, state: {}, screens: [] };
    },
    document: () => '<!doctype html>',
  };
  return { entry, finishAll: () => waiting.splice(0).forEach((go) => go()), renders: () => renders };
}

const quietLog = { error: () => {} } as unknown as FastifyBaseLogger;
const renderer = (entry: EntryServer, cacheMs = 60_000) =>
  new StorefrontPages(
    entry,
    async () => new Response('{}'),
    () => undefined,
    '/nowhere',
    quietLog,
    cacheMs,
    {},
    { script: '/assets/index.js', modulePreloads: [], stylesheets: [] },
  );

describe('StorefrontPages', () => {
  it('renders at most RENDERS_IN_FLIGHT_MAX pages at once: the next new page is the shell at once, not a queue', async () => {
    const { entry, finishAll, renders } = slowEntry();
    const r = renderer(entry);
    const burst = Array.from({ length: 10 }, (_, i) => r.render(`/AllProductsList?page=${i + 1}`, 'en', undefined, `10.0.0.${i}`));
    // The ones past the bound answered already (null: the page as built), without waiting.
    const settled = await Promise.race([Promise.all(burst.slice(RENDERS_IN_FLIGHT_MAX)), new Promise((resolve) => setTimeout(() => resolve('waited'), 200))]);
    expect(settled).toEqual(Array(10 - RENDERS_IN_FLIGHT_MAX).fill(null));
    expect(renders()).toBe(RENDERS_IN_FLIGHT_MAX);
    finishAll();
    const first = await Promise.all(burst.slice(0, RENDERS_IN_FLIGHT_MAX));
    expect(first.every((answer) => answer?.kind === 'page')).toBe(true);
  });

  it('many requests for one page share one render', async () => {
    const { entry, finishAll, renders } = slowEntry();
    const r = renderer(entry);
    const same = Array.from({ length: 20 }, () => r.render('/AllProductsList?page=2&utm_source=x', 'en', undefined, '10.0.0.1'));
    finishAll();
    const answers = await Promise.all(same);
    expect(renders()).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('a page past its freshness is sent at once, and rendered again once behind it', async () => {
    const { entry, finishAll, renders } = slowEntry();
    const r = renderer(entry, 20);
    const first = r.render('/', 'en', undefined, 'a');
    finishAll();
    const kept = await first;
    await new Promise((resolve) => setTimeout(resolve, 40));
    // Stale: answered at once with the kept page, while one render starts (not one per request).
    expect(await r.render('/', 'en', undefined, 'b')).toBe(kept);
    expect(await r.render('/?keyword=1', 'en', undefined, 'c')).toBe(kept);
    expect(renders()).toBe(2);
    finishAll();
  });

  it('a write (clear) drops the kept pages, and a render begun before it is not kept', async () => {
    const { entry, finishAll, renders } = slowEntry();
    const r = renderer(entry);
    const before = r.render('/', 'en', undefined, 'a');
    r.clear();
    finishAll();
    await before;
    const after = r.render('/', 'en', undefined, 'a');
    finishAll();
    await after;
    expect(renders()).toBe(2);
  });
});
