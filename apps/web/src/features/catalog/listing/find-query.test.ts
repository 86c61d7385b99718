import { describe, expect, it } from 'vitest';
import { changeFind, readPageFind } from './find-query';

const listing = { words: false };
const search = { words: true };
const change = (text: string, delta: Parameters<typeof changeFind>[1], page = listing) => changeFind(new URLSearchParams(text), delta, page).toString();

describe('readPageFind', () => {
  it('reads a search with its words, and a listing without them', () => {
    expect(readPageFind(new URLSearchParams('q=amethist&sort_by=price_asc'), search)).toMatchObject({ q: 'amethist', sortBy: 'price_asc' });
    expect(readPageFind(new URLSearchParams('q=amethist'), listing)).toMatchObject({ q: '', sortBy: 'featured' });
    // Best match is a search's order only.
    expect(readPageFind(new URLSearchParams('q=x&sort_by=relevance'), listing).sortBy).toBe('featured');
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
