import { describe, expect, it } from 'vitest';
import { pageSubject, subjectKey } from './page-subject.js';

describe('page subjects of the storefront routes', () => {
  it('reads home, the listing shapes and the product shapes, as the router matches them', () => {
    expect(pageSubject('/')).toEqual({ kind: 'home' });
    expect(pageSubject('/AllProductsList')).toEqual({ kind: 'listing', categoryId: null });
    expect(pageSubject('/allproductslist/')).toEqual({ kind: 'listing', categoryId: null });
    expect(pageSubject('/AllProductsList/Crystal-Clusters=3')).toEqual({ kind: 'listing', categoryId: 3 });
    expect(pageSubject('/AllProductsList/3')).toEqual({ kind: 'listing', categoryId: 3 });
    expect(pageSubject('/Shop/Tumbled%20Stones=7')).toEqual({ kind: 'listing', categoryId: 7 });
    expect(pageSubject('/ProductDetails/Rose-Quartz=12')).toEqual({ kind: 'product', productId: 12 });
    expect(pageSubject('/GetProductDetails/Citrine-2.5-ct=5/')).toEqual({ kind: 'product', productId: 5 });
    expect(pageSubject('/ProductDetails/A%3DB=9')).toEqual({ kind: 'product', productId: 9 });
  });

  it('marks a product or category path without a usable id as missing, and knows nothing of other pages', () => {
    expect(pageSubject('/ProductDetails/No-Id')).toEqual({ kind: 'missing', of: 'product' });
    expect(pageSubject('/ProductDetails/Big=2147483648')).toEqual({ kind: 'missing', of: 'product' });
    expect(pageSubject('/ProductDetails/Bad%E0%A4=x')).toEqual({ kind: 'missing', of: 'product' });
    expect(pageSubject('/Shop/abc')).toEqual({ kind: 'missing', of: 'category' });
    expect(pageSubject('/AllProductsList/0')).toEqual({ kind: 'missing', of: 'category' });
    for (const path of ['/Contact', '/Shop', '/ProductDetails', '/ProductDetails/a=1/b', '/AddToCart', '/Login', '/no/such']) {
      expect(pageSubject(path), path).toBeNull();
    }
  });

  it('keys a subject by what it names, never by the path', () => {
    expect(subjectKey(pageSubject('/ProductDetails/One=12')!)).toBe(subjectKey(pageSubject('/GetProductDetails/Other=12')!));
    expect(['/', '/AllProductsList', '/Shop/x=4', '/ProductDetails/x=4', '/ProductDetails/x'].map((p) => subjectKey(pageSubject(p)!))).toEqual([
      'home',
      'all',
      'c4',
      'p4',
      'missing-product',
    ]);
  });
});
