import { describe, expect, it } from 'vitest';
import { matchStorefrontPath, pageQuery, readListingQuery } from './storefront-routes';

describe('matchStorefrontPath', () => {
  it('matches as the router does: any case, with or without a trailing slash', () => {
    expect(matchStorefrontPath('/')).toEqual({ route: 'home', id: null, missing: false });
    for (const path of ['/AllProductsList', '/allproductslist/', '/ALLPRODUCTSLIST']) expect(matchStorefrontPath(path)?.route, path).toBe('listing');
    expect(matchStorefrontPath('/Shop/Quartz=3/')).toEqual({ route: 'listing', id: 3, missing: false });
    expect(matchStorefrontPath('/AllProductsList/7')).toEqual({ route: 'listing', id: 7, missing: false });
    expect(matchStorefrontPath('/ProductDetails/Rose-Quartz=12/')).toEqual({ route: 'product', id: 12, missing: false });
    expect(matchStorefrontPath('/getproductdetails/Rose%20Quartz=12')).toEqual({ route: 'product', id: 12, missing: false });
    expect(matchStorefrontPath('/Videos/')?.route).toBe('videos');
    expect(matchStorefrontPath('/blog')?.route).toBe('blogs');
  });

  it('names a path whose id can name no row, and knows no other page', () => {
    expect(matchStorefrontPath('/ProductDetails/No-Id')).toEqual({ route: 'product', id: null, missing: true });
    expect(matchStorefrontPath('/ProductDetails/x=99999999999')).toEqual({ route: 'product', id: null, missing: true });
    expect(matchStorefrontPath('/Shop/%E0%A4')).toEqual({ route: 'listing', id: null, missing: true });
    for (const path of ['/Contact', '/ProductDetails', '/ProductDetails/a/b', '/AllProductsList/1/2']) expect(matchStorefrontPath(path), path).toBeNull();
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
