import { describe, expect, it } from 'vitest';
import { TtlCache, stringBytes } from './cache.js';

describe('TtlCache', () => {
  it('never holds more than its byte budget, whatever keys arrive, dropping the least recently used', () => {
    const cache = new TtlCache<string>({ ttlMs: 60_000, maxBytes: 10_000, sizeOf: stringBytes });
    const value = 'x'.repeat(1_000); // 2,000 bytes and a short key: four fit
    for (let i = 0; i < 10_000; i++) {
      cache.set(`k${i}`, value);
      if (i === 2) expect(cache.get('k0')).toBe(value); // k0 becomes recently used
    }
    expect(cache.size.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.size.entries).toBe(4);
    expect(cache.get('k9999')).toBe(value);
    expect(cache.get('k0')).toBeUndefined();
  });

  it('keeps no value bigger than the whole budget', () => {
    const cache = new TtlCache<string>({ ttlMs: 60_000, maxBytes: 100, sizeOf: stringBytes });
    cache.set('big', 'x'.repeat(100));
    expect(cache.get('big')).toBeUndefined();
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });

  it('drops expired entries when read and sweeps them when others are added', () => {
    const cache = new TtlCache<string>({ ttlMs: 1_000, sizeOf: stringBytes });
    const t0 = 1_000_000;
    for (let i = 0; i < 50; i++) cache.set(`old${i}`, 'v', t0);
    expect(cache.get('old1', t0 + 999)).toBe('v');
    expect(cache.get('old1', t0 + 1_000)).toBeUndefined();
    cache.set('new', 'v', t0 + 5_000);
    expect(cache.size.entries).toBe(1);
  });

  it('keeps at most maxEntries', () => {
    const cache = new TtlCache<number>({ ttlMs: 60_000, maxEntries: 3 });
    for (let i = 0; i < 10; i++) cache.set(String(i), i);
    expect(cache.size.entries).toBe(3);
    expect(cache.get('9')).toBe(9);
  });

  it('shares one load between concurrent callers, keeps no failure, and forgets a load that a clear() overtook', async () => {
    const cache = new TtlCache<number>({ ttlMs: 60_000 });
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((r) => setTimeout(r, 10));
      return 42;
    };
    expect(await Promise.all([cache.getOrLoad('a', load), cache.getOrLoad('a', load), cache.getOrLoad('a', load)])).toEqual([42, 42, 42]);
    expect(loads).toBe(1);
    await expect(cache.getOrLoad('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.get('b')).toBeUndefined();
    const stale = cache.getOrLoad('c', load);
    cache.clear();
    expect(await stale).toBe(42);
    expect(cache.get('c')).toBeUndefined();
  });

  it('keeps nothing with ttlMs 0', async () => {
    const cache = new TtlCache<number>({ ttlMs: 0 });
    let loads = 0;
    await cache.getOrLoad('a', async () => ++loads);
    await cache.getOrLoad('a', async () => ++loads);
    expect(loads).toBe(2);
  });
});
