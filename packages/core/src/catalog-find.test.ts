import { describe, expect, it } from 'vitest';
import { findProductsQuerySchema, findQueryParams, readFindQuery, splitFilterValues } from './catalog-find';

const read = (qs: string) => readFindQuery(new URLSearchParams(qs));

describe('a find in the URL', () => {
  it('reads words, filters, a price range, in stock, sort, size and page', () => {
    expect(read('q=amethist&f.Chakra=Crown,Heart&f.Colour=Purple&price_min=500&price_max=2000&in_stock=1&sort_by=newest&limit=20&page=2')).toEqual({
      q: 'amethist',
      page: 2,
      limit: 20,
      sortBy: 'newest',
      priceMin: 500,
      priceMax: 2000,
      inStock: true,
      filters: { Chakra: ['Crown', 'Heart'], Colour: ['Purple'] },
    });
  });

  it('forgives what a hand-edited link gets wrong', () => {
    const q = read(`q=${'a'.repeat(300)}&price_min=900&price_max=100&sort_by=cheapest&limit=17&page=-2&f.=x&f.Bad%2CName=x&f.Colour=,,`);
    expect(q.q).toHaveLength(200);
    expect([q.priceMin, q.priceMax]).toEqual([100, 900]);
    expect(q.sortBy).toBe('relevance');
    expect(q.limit).toBe(10);
    expect(q.page).toBe(1);
    expect(q.filters).toEqual({});
    expect(read('sort_by=relevance').sortBy).toBe('featured');
    expect(read('q=%00%1F').q).toBe('');
  });

  it('writes the same find as the same text, defaults left out', () => {
    const query = read('page=3&f.Origin=India&q=neelam&f.Chakra=Throat&sort_by=price_asc');
    expect(findQueryParams(query).toString()).toBe('q=neelam&f.Chakra=Throat&f.Origin=India&sort_by=price_asc&page=3');
    expect(findQueryParams(read('sort_by=featured&limit=10&page=1')).toString()).toBe('');
    expect(readFindQuery(findQueryParams(query))).toEqual(query);
  });

  it('splits values once each, whatever their case or accents', () => {
    expect(splitFilterValues(' Heart , heart,Crown,,HÉART ')).toEqual(['Heart', 'Crown']);
  });
});

describe('the API query', () => {
  const parse = (query: Record<string, unknown>) => findProductsQuerySchema.safeParse(query);
  const message = (query: Record<string, unknown>) => {
    const r = parse(query);
    return r.success ? null : r.error.issues[0]!.message;
  };

  it('reads filters from f.* and leaves other names alone', () => {
    const r = parse({ q: ' amethyst ', 'f.Chakra': 'Crown,Heart', utm_source: 'x', price_min: '10' });
    expect(r.success && r.data).toEqual({
      q: 'amethyst',
      category_id: undefined,
      page: 1,
      limit: 10,
      sort_by: 'relevance',
      price_min: 10,
      price_max: null,
      in_stock: false,
      filters: { Chakra: ['Crown', 'Heart'] },
    });
  });

  it('refuses what it cannot read, with a message', () => {
    expect(message({ q: 'x'.repeat(500) })).toBe('The search may be at most 200 characters');
    expect(message({ price_min: '900', price_max: '100' })).toBe('price_min must not be more than price_max');
    expect(message({ price_min: '-1' })).toBe('price_min must be a whole number of rupees');
    expect(message({ price_max: '1e9' })).toBe('price_max must be a whole number of rupees');
    expect(message({ price_max: '999999999999' })).toBe('price_max must be at most 100000000');
    expect(message({ sort_by: 'name' })).toMatch(/^sort_by must be one of relevance, featured/);
    expect(message({ in_stock: 'yes' })).toBe('in_stock must be 0 or 1');
    expect(message({ 'f.Chakra': ['Crown', 'Heart'] })).toMatch(/Give each attribute once/);
    expect(message({ 'f.Ch\u0000akra': 'Crown' })).toBe('An attribute name is not valid');
    expect(message({ 'f.Chakra': 'x'.repeat(61) })).toBe('An attribute value is not valid');
    expect(message(Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`f.A${i}`, 'x'])))).toBe('Filter by at most 8 attributes');
  });

  it('takes control characters in the words as spaces', () => {
    const r = parse({ q: 'rose\r\nquartz\u0000' });
    expect(r.success && r.data.q).toBe('rose  quartz');
  });
});
