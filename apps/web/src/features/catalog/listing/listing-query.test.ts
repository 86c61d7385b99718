import { describe, expect, it } from 'vitest';
import { changeListingQuery, readListingQuery } from './listing-query';

const read = (search: string) => readListingQuery(new URLSearchParams(search));
const change = (search: string, delta: Parameters<typeof changeListingQuery>[1]) => changeListingQuery(new URLSearchParams(search), delta).toString();

describe('readListingQuery', () => {
  it('defaults to page 1, 10 per page, Featured', () => {
    expect(read('')).toEqual({ page: 1, limit: 10, sortBy: 'featured' });
  });

  it('reads page, limit and sort_by', () => {
    expect(read('page=2&limit=20&sort_by=price_asc')).toEqual({ page: 2, limit: 20, sortBy: 'price_asc' });
    expect(read('limit=30&sort_by=price_desc')).toEqual({ page: 1, limit: 30, sortBy: 'price_desc' });
  });

  it('falls back to the defaults for values the dropdowns do not offer', () => {
    expect(read('page=0&limit=15&sort_by=cheapest')).toEqual({ page: 1, limit: 10, sortBy: 'featured' });
    expect(read('page=-2')).toMatchObject({ page: 1 });
    expect(read('page=2.5')).toMatchObject({ page: 1 });
    expect(read('page=abc&limit=')).toMatchObject({ page: 1, limit: 10 });
    expect(read('page=99999999999999999999')).toMatchObject({ page: 1 });
  });
});

describe('changeListingQuery', () => {
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
