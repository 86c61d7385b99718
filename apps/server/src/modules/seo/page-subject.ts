import { MAX_ID, idFromPath } from '@shop/core';

/**
 * What a storefront path shows, as far as its head tags go: home, a listing (all products
 * or one category), a product, or the path of a product or category whose id cannot name
 * one (`/ProductDetails/No-Id`). Null for every other page (cart, contact, account ...).
 */
export type PageSubject =
  | { kind: 'home' }
  | { kind: 'listing'; categoryId: number | null }
  | { kind: 'product'; productId: number }
  | { kind: 'missing'; of: 'product' | 'category' };

// The router's shapes (apps/web paths.ts, router.tsx): matched case-insensitively, with or
// without a trailing slash, as React Router does.
const ALL_PRODUCTS = /^\/AllProductsList\/?$/i;
const CATEGORY = /^\/(?:AllProductsList|Shop)\/([^/]+)\/?$/i;
const PRODUCT = /^\/(?:Get)?ProductDetails\/([^/]+)\/?$/i;

/** The id after the last '=' of a path segment (or the bare id), if it can be a row's id. */
function idOf(segment: string): number | null {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // a malformed escape: read the text as it is
  }
  const id = idFromPath(text);
  return id !== null && id <= MAX_ID ? id : null;
}

/** The subject of a path (without its query string). */
export function pageSubject(pathname: string): PageSubject | null {
  if (pathname === '/') return { kind: 'home' };
  if (ALL_PRODUCTS.test(pathname)) return { kind: 'listing', categoryId: null };
  const category = CATEGORY.exec(pathname);
  if (category) {
    const id = idOf(category[1]!);
    return id === null ? { kind: 'missing', of: 'category' } : { kind: 'listing', categoryId: id };
  }
  const product = PRODUCT.exec(pathname);
  if (product) {
    const id = idOf(product[1]!);
    return id === null ? { kind: 'missing', of: 'product' } : { kind: 'product', productId: id };
  }
  return null;
}

/** A short cache key for a subject: 'home', 'all', 'c12', 'p34', 'missing-product'. */
export function subjectKey(subject: PageSubject): string {
  switch (subject.kind) {
    case 'home':
      return 'home';
    case 'listing':
      return subject.categoryId === null ? 'all' : `c${subject.categoryId}`;
    case 'product':
      return `p${subject.productId}`;
    case 'missing':
      return `missing-${subject.of}`;
  }
}
