import { matchStorefrontPath } from '@shop/core';

/**
 * What a storefront path shows, as far as its head tags go: home, a listing (all products
 * or one category), a product, or the path of a product or category whose id cannot name
 * one (`/ProductDetails/No-Id`). Null for every other page (cart, contact, account ...).
 */
export type PageSubject =
  { kind: 'home' } | { kind: 'listing'; categoryId: number | null } | { kind: 'product'; productId: number } | { kind: 'missing'; of: 'product' | 'category' };
/** The subject of a path (without its query string), from core's one table of path shapes. */
export function pageSubject(pathname: string): PageSubject | null {
  const match = matchStorefrontPath(pathname);
  if (!match) return null;
  switch (match.route) {
    case 'home':
      return { kind: 'home' };
    case 'listing':
      if (match.missing) return { kind: 'missing', of: 'category' };
      return { kind: 'listing', categoryId: match.id };
    case 'product':
      return match.id === null ? { kind: 'missing', of: 'product' } : { kind: 'product', productId: match.id };
    default:
      return null;
  }
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
