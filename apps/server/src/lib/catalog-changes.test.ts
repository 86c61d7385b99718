import { describe, expect, it, vi } from 'vitest';
import { CatalogChanges, mergeChanges, parseChange, type CatalogChange } from './catalog-changes.js';
import { notifyPayload } from '../db/catalog-notify.js';

describe('CatalogChanges', () => {
  it('calls each subscriber only for the kinds it asked for, until it stops', () => {
    const changes = new CatalogChanges();
    const stock: CatalogChange[] = [];
    const all: CatalogChange[] = [];
    const stop = changes.subscribe(['stock'], (c) => stock.push(c));
    changes.subscribe(['stock', 'catalog', 'content'], (c) => all.push(c));
    changes.emit({ kind: 'stock', productIds: [3] });
    changes.emit({ kind: 'content' });
    changes.emit({ kind: 'settings' });
    stop();
    changes.emit({ kind: 'stock' });
    expect(stock).toEqual([{ kind: 'stock', productIds: [3] }]);
    expect(all).toEqual([{ kind: 'stock', productIds: [3] }, { kind: 'content' }, { kind: 'stock' }]);
  });

  it('a failing subscriber does not keep the change from the others', () => {
    const failed = vi.fn();
    const changes = new CatalogChanges(failed);
    const seen: string[] = [];
    changes.subscribe(['catalog'], () => {
      throw new Error('boom');
    });
    changes.subscribe(['catalog'], (c) => seen.push(c.kind));
    changes.emit({ kind: 'catalog' });
    expect(seen).toEqual(['catalog']);
    expect(failed).toHaveBeenCalledOnce();
  });
});

describe('mergeChanges', () => {
  it('keeps one change per kind and joins the product ids; a change without ids stands for every product', () => {
    expect(mergeChanges([{ kind: 'stock', productIds: [5, 2] }, { kind: 'catalog' }, { kind: 'stock', productIds: [2, 9] }, { kind: 'catalog' }])).toEqual([
      { kind: 'stock', productIds: [2, 5, 9] },
      { kind: 'catalog' },
    ]);
    expect(mergeChanges([{ kind: 'reviews', productIds: [1] }, { kind: 'reviews' }])).toEqual([{ kind: 'reviews' }]);
    expect(mergeChanges([])).toEqual([]);
  });
});

describe('what another process sends', () => {
  it('is read as a change only when it is one', () => {
    expect(parseChange({ kind: 'stock', productIds: [1, 2] })).toEqual({ kind: 'stock', productIds: [1, 2] });
    expect(parseChange({ kind: 'stock', productIds: ['1'] })).toEqual({ kind: 'stock' });
    expect(parseChange({ kind: 'catalog', productIds: [1] })).toEqual({ kind: 'catalog' });
    for (const junk of [null, 'stock', 7, {}, { kind: 'everything' }, { kind: '__proto__' }]) expect(parseChange(junk)).toBeNull();
  });

  it('fits in a NOTIFY payload: past 7,000 bytes the product ids are left out (every product, then)', () => {
    const small = JSON.parse(notifyPayload('me', [{ kind: 'stock', productIds: [1, 2] }]));
    expect(small).toEqual({ origin: 'me', changes: [{ kind: 'stock', productIds: [1, 2] }] });
    const many = Array.from({ length: 5_000 }, (_, i) => i + 1_000_000);
    const payload = notifyPayload('me', [{ kind: 'stock', productIds: many }, { kind: 'catalog' }]);
    expect(Buffer.byteLength(payload)).toBeLessThan(8_000);
    expect(JSON.parse(payload)).toEqual({ origin: 'me', changes: [{ kind: 'stock' }, { kind: 'catalog' }] });
  });
});
