import { describe, expect, it } from 'vitest';
import { readFindQuery } from '@shop/core';
import { changeFind } from './find-query';

const listing = { words: false };
const search = { words: true };
const change = (text: string, delta: Parameters<typeof changeFind>[1], page = listing) => changeFind(new URLSearchParams(text), delta, page).toString();

describe('readFindQuery for a page', () => {
  it('reads a search with its words, and a listing without them', () => {
    expect(readFindQuery(new URLSearchParams('q=amethist&sort_by=price_asc'), search)).toMatchObject({ q: 'amethist', sortBy: 'price_asc' });
    expect(readFindQuery(new URLSearchParams('q=amethist'), listing)).toMatchObject({ q: '', sortBy: 'featured' });
    // Best match is a search's order only.
    expect(readFindQuery(new URLSearchParams('q=x&sort_by=relevance'), listing).sortBy).toBe('featured');
  });
});

describe('changeFind', () => {
  it('starts again from page 1 when a filter, the price or stock changes, and keeps size and sort', () => {
    expect(change('page=3&limit=20&sort_by=newest', { filters: { Chakra: ['Crown'] } })).toBe('limit=20&sort_by=newest&f.Chakra=Crown');
    expect(change('page=3&limit=20', { priceMin: 500, priceMax: 2000 })).toBe('limit=20&price_min=500&price_max=2000');
    expect(change('page=3', { inStock: true })).toBe('in_stock=1');
  });

  it('keeps the page when nothing found changes', () => {
    expect(change('page=3&f.Chakra=Crown', { filters: { Chakra: ['Crown'] } })).toBe('page=3&f.Chakra=Crown');
    expect(change('f.Chakra=Crown', { page: 2 })).toBe('f.Chakra=Crown&page=2');
  });

  it('clears every filter at once and leaves the rest', () => {
    expect(
      change('lng=ar&f.Chakra=Crown&f.Colour=Purple&price_min=5&in_stock=1&sort_by=rating&page=4', {
        filters: {},
        priceMin: null,
        priceMax: null,
        inStock: false,
      }),
    ).toBe('lng=ar&sort_by=rating');
  });

  it('keeps the words of a search, and writes each parameter once in its one spelling', () => {
    expect(change('q=amethist&page=2&f.Chakra=Heart&f.Chakra=crown', { sortBy: 'price_asc' }, search)).toBe(
      'q=amethist&f.Chakra=Heart%2Ccrown&sort_by=price_asc',
    );
    expect(change('q=amethist&sort_by=price_asc', { sortBy: 'relevance' }, search)).toBe('q=amethist');
  });

  it("leaves a listing's stray q alone (it is not the listing's)", () => {
    expect(change('q=x&page=2', { page: 1 })).toBe('q=x');
  });
});

// A listing's page, size and sort (they were read and changed by a listing-only reader before
// listings took filters; the same assertions, on the find that replaced it).
describe('a listing’s page, size and sort', () => {
  const read = (text: string) => readFindQuery(new URLSearchParams(text), listing);

  it('defaults to page 1, 10 per page, Featured', () => {
    expect(read('')).toMatchObject({ page: 1, limit: 10, sortBy: 'featured' });
  });

  it('reads page, limit and sort_by', () => {
    expect(read('page=2&limit=20&sort_by=price_asc')).toMatchObject({ page: 2, limit: 20, sortBy: 'price_asc' });
    expect(read('limit=30&sort_by=price_desc')).toMatchObject({ page: 1, limit: 30, sortBy: 'price_desc' });
  });

  it('falls back to the defaults for values the dropdowns do not offer', () => {
    expect(read('page=0&limit=15&sort_by=cheapest')).toMatchObject({ page: 1, limit: 10, sortBy: 'featured' });
    expect(read('page=-2')).toMatchObject({ page: 1 });
    expect(read('page=2.5')).toMatchObject({ page: 1 });
    expect(read('page=abc&limit=')).toMatchObject({ page: 1, limit: 10 });
    expect(read('page=99999999999999999999')).toMatchObject({ page: 1 });
  });

  it('moves to a page and keeps size and sort', () => {
    expect(change('limit=20&sort_by=price_asc', { page: 3 })).toBe('limit=20&sort_by=price_asc&page=3');
  });

  it('starts again from page 1 when the size or the sort changes', () => {
    expect(change('page=4', { limit: 20 })).toBe('limit=20');
    expect(change('page=4&limit=20', { sortBy: 'price_desc' })).toBe('limit=20&sort_by=price_desc');
  });

  it('keeps the page when the same size or sort is chosen again', () => {
    expect(change('page=4&limit=20', { limit: 20 })).toBe('page=4&limit=20');
  });

  it('leaves the defaults out of the URL and keeps other parameters', () => {
    expect(change('lng=ar&page=2&limit=20&sort_by=price_asc', { limit: 10, sortBy: 'featured' })).toBe('lng=ar');
    expect(change('page=2', { page: 1 })).toBe('');
  });
});
