import { describe, expect, it } from 'vitest';
import { pageQuery, readListingQuery, storefrontRouteOf } from './storefront-routes';

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
  });

  it('knows no other page', () => {
    for (const path of ['/Contact', '/ProductDetails', '/ProductDetails/a/b', '/AllProductsList/1/2', '/AllProductsListX'])
      expect(storefrontRouteOf(path), path).toBeNull();
  });
});

describe('pageQuery', () => {
  const q = (route: Parameters<typeof pageQuery>[0], search: string) => pageQuery(route, new URLSearchParams(search));

  it('keeps only what the screen reads, as it reads it, in one order, defaults left out', () => {
    expect(q('listing', 'sort_by=price_asc&utm=1&page=02&limit=20')).toBe('page=2&limit=20&sort_by=price_asc');
    expect(q('listing', 'page=1&limit=10&sort_by=featured')).toBe('');
    expect(q('listing', 'page=-3&limit=17&sort_by=cheap')).toBe('');
    expect(q('videos', 'page=2&keyword=%20rose%20')).toBe('keyword=rose&page=2');
    expect(q('videos', `keyword=${'a'.repeat(300)}`)).toBe(`keyword=${'a'.repeat(200)}`);
    expect(q('blogs', 'page=3&keyword=x')).toBe('page=3');
    expect(q('home', 'keyword=1&page=9')).toBe('');
    expect(q('product', 'page=9')).toBe('');
    expect(q(null, 'page=9')).toBe('');
  });

  it('reads a listing as its screen does', () => {
    expect(readListingQuery(new URLSearchParams('page=3&limit=30&sort_by=price_desc'))).toEqual({ page: 3, limit: 30, sortBy: 'price_desc' });
    expect(readListingQuery(new URLSearchParams('page=1.5&limit=0'))).toEqual({ page: 1, limit: 10, sortBy: 'featured' });
  });
});
