import { MAX_ID } from './constants';
/**
 * Slugs and ids in paths (spec 2.1): a title slug is the title trimmed with each run of
 * whitespace replaced by a hyphen; the id is the text after the last '=' of the path.
 */

export type DetailRoute = 'ProductDetails' | 'GetProductDetails';

/** Title slug of spec 2.1: trimmed, each whitespace run → one hyphen, nothing else changed. */
export function titleSlug(title: string): string {
  return title.trim().replace(/\s+/g, '-');
}

/**
 * Makes a slug safe as one path segment by percent-encoding only the characters that would
 * break the path: '%' (a stray one makes the router's decoding throw), '/' and '\'
 * (a browser reads '\' as '/', so both would split the segment), '?' and '#' (they end the
 * path). Everything else is left as typed; the browser encodes the rest on its own and the
 * router decodes it back, so 'Rose-Quartz' and 'Amethyst-(Large)' stay readable.
 */
export function safePathSegment(slug: string): string {
  return slug.replace(/[%/\\?#]/g, (ch) => encodeURIComponent(ch));
}

/**
 * The id of a product or category path: the text after the last '=' as a positive
 * integer a row can have (at most MAX_ID), else null. A path without '=' (the /AllProductsList/{category_id} links of
 * spec 2.1) uses its last segment. Trailing slashes are ignored.
 */
export function idFromPath(pathOrSegment: string | null | undefined): number | null {
  if (typeof pathOrSegment !== 'string') return null;
  const path = pathOrSegment.trim().replace(/\/+$/, '');
  const eq = path.lastIndexOf('=');
  const text = eq >= 0 ? path.slice(eq + 1) : path.slice(path.lastIndexOf('/') + 1);
  if (!/^\d+$/.test(text)) return null;
  const id = Number(text);
  return Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? id : null;
}

/** The product detail path: /ProductDetails/{slug}={id} (or /GetProductDetails/...). */
export function productPath(title: string, id: number, detailRoute: DetailRoute = 'ProductDetails'): string {
  return `/${detailRoute}/${safePathSegment(titleSlug(title))}=${id}`;
}

/** The listing path of a category: /AllProductsList/{slug}={id}. */
export function categoryPath(title: string, id: number): string {
  return `/AllProductsList/${safePathSegment(titleSlug(title))}=${id}`;
}

/**
 * Where a product card links (spec 2.1): the /GetProductDetails form when the current
 * path contains 'GetProductDetails', else /ProductDetails.
 */
export function cardLinkTarget(currentPath: string, title: string, id: number): string {
  const route: DetailRoute = currentPath.includes('GetProductDetails') ? 'GetProductDetails' : 'ProductDetails';
  return productPath(title, id, route);
}

/**
 * Where a search suggestion links (spec 2.1): whichever detail route the current page is
 * not. On a /ProductDetails page that is /GetProductDetails; on a /GetProductDetails page,
 * and on every other page, it is /ProductDetails (the canonical route, with breadcrumb).
 */
export function searchLinkTarget(currentPath: string, title: string, id: number): string {
  const firstSegment = currentPath.split('/').find((s) => s !== '') ?? '';
  const route: DetailRoute = firstSegment === 'ProductDetails' ? 'GetProductDetails' : 'ProductDetails';
  return productPath(title, id, route);
}

function normalisePath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // A malformed escape: compare the text as it is.
  }
  return decoded.length > 1 ? decoded.replace(/\/+$/, '') : decoded;
}

/**
 * A card "does nothing if the target is already the current path" (spec 2.1): compares
 * two paths ignoring percent-encoding differences and a trailing slash.
 */
export function isCurrentPath(currentPath: string, target: string): boolean {
  return normalisePath(currentPath) === normalisePath(target);
}
