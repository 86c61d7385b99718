import { describe, expect, it } from 'vitest';
import { pageQuery } from './page-query';
import { readFindQuery } from './catalog-find';
import { storefrontRouteOf } from './storefront-routes';

describe('storefrontRouteOf', () => {
  it('matches as the router does: any case, with or without a trailing slash', () => {
    expect(storefrontRouteOf('/')).toBe('home');
    for (const path of ['/AllProductsList', '/allproductslist/', '/ALLPRODUCTSLIST']) expect(storefrontRouteOf(path), path).toBe('listing');
    expect(storefrontRouteOf('/Shop/Quartz=3/')).toBe('listing');
    expect(storefrontRouteOf('/AllProductsList/7')).toBe('listing');
    expect(storefrontRouteOf('/ProductDetails/Rose-Quartz=12/')).toBe('product');
    expect(storefrontRouteOf('/getproductdetails/Rose%20Quartz=12')).toBe('product');
    expect(storefrontRouteOf('/ProductDetails/No-Id')).toBe('product');
    expect(storefrontRouteOf('/Videos/')).toBe('videos');
    expect(storefrontRouteOf('/blog')).toBe('blogs');
    expect(storefrontRouteOf('/Search')).toBe('search');
    expect(storefrontRouteOf('/search/')).toBe('search');
  });

  it('knows no other page', () => {
    for (const path of ['/Contact', '/ProductDetails', '/ProductDetails/a/b', '/AllProductsList/1/2', '/AllProductsListX'])
      expect(storefrontRouteOf(path), path).toBeNull();
  });
});

describe('pageQuery', () => {
  const q = (route: Parameters<typeof pageQuery>[0], search: string) => pageQuery(route, new URLSearchParams(search));

  it('keeps only what the screen reads, as it reads it, in one order, defaults left out', () => {
    // The order is findQueryParams' (issue 22): filters, price, stock, then sort, size and page.
    expect(q('listing', 'sort_by=price_asc&utm=1&page=02&limit=20')).toBe('sort_by=price_asc&limit=20&page=2');
    expect(q('listing', 'page=1&limit=10&sort_by=featured')).toBe('');
    expect(q('listing', 'page=-3&limit=17&sort_by=cheap')).toBe('');
    expect(q('videos', 'page=2&keyword=%20rose%20')).toBe('keyword=rose&page=2');
    expect(q('videos', `keyword=${'a'.repeat(300)}`)).toBe(`keyword=${'a'.repeat(200)}`);
    expect(q('blogs', 'page=3&keyword=x')).toBe('page=3');
    expect(q('home', 'keyword=1&page=9')).toBe('');
    expect(q('product', 'page=9')).toBe('');
    expect(q(null, 'page=9')).toBe('');
  });

  it('keys a find by what it finds: filters in one order, a range upside down swapped, junk dropped', () => {
    const key = 'f.Chakra=Crown%2CHeart&f.Colour=Purple&price_min=500&price_max=2000&in_stock=1&sort_by=newest&page=2';
    expect(q('listing', 'page=2&f.Colour=Purple&price_max=500&price_min=2000&sort_by=newest&in_stock=1&f.Chakra=Crown,Heart&utm=x')).toBe(key);
    expect(q('listing', 'f.Chakra=Crown,Heart,crown&f.Colour=Purple&f.Colour=&price_min=500&price_max=2000&in_stock=1&sort_by=newest&page=02')).toBe(key);
    // A listing has no words; junk attribute names and values make no key.
    expect(q('listing', 'q=amethyst&in_stock=0&price_min=abc&f.=x&f.A%00=b&f.Chakra=')).toBe('');
    expect(q('listing', 'sort_by=relevance')).toBe('');
  });

  it('keys a search by its words, trimmed, and its find', () => {
    expect(q('search', 'q=%20amethist%20&utm=1')).toBe('q=amethist');
    expect(q('search', 'q=amethist&sort_by=relevance&page=1&limit=10')).toBe('q=amethist');
    expect(q('search', 'q=amethist&sort_by=price_asc&f.Chakra=Crown&limit=20')).toBe('q=amethist&f.Chakra=Crown&sort_by=price_asc&limit=20');
    expect(q('search', `q=${'a'.repeat(1000)}`)).toMatch(/^q=a+$/);
    expect(q('search', `q=${'a'.repeat(1000)}`).length).toBeLessThan(300);
  });

  it('reads a listing as its screen does', () => {
    const listing = (text: string) => readFindQuery(new URLSearchParams(text), { words: false });
    expect(listing('page=3&limit=30&sort_by=price_desc')).toMatchObject({ page: 3, limit: 30, sortBy: 'price_desc' });
    expect(listing('page=1.5&limit=0')).toMatchObject({ page: 1, limit: 10, sortBy: 'featured' });
  });
});
