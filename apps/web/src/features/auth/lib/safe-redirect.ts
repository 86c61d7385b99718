import { LOGIN_REDIRECT_PARAM } from '../../../shared/config/paths';

const BASE = 'http://same.origin';

/** '//host' or '/\\host': a path a browser or router reads as another site. */
const offSite = (path: string) => /^\/[/\\]/.test(path);

/**
 * Whether a normalised pathname still leads off the site: '/.//evil', '/./\\evil' and
 * '/..//evil' normalise to '//evil', and '/%2F%2Fevil' becomes '//evil' once decoded (as a
 * router may decode it). A pathname that cannot be decoded is refused too.
 */
function leadsOffSite(pathname: string): boolean {
  if (offSite(pathname)) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return true;
  }
  return decoded !== pathname && (offSite(decoded) || offSite(new URL(decoded, BASE).pathname));
}

/**
 * Where a successful login goes: the `redirect` query parameter or the router state's
 * `from` (the cart sends guests to /Login?redirect=/CheckOut), when it is a same-origin
 * path; otherwise home. '//host' and 'https://…' are refused, before and after the path is
 * normalised and decoded, so a link cannot send a freshly logged-in shopper to another site
 * (nor leave the login screen stuck on a path the router cannot go to).
 */
export function safeRedirectPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string') return fallback;
  const path = candidate.trim();
  if (!path.startsWith('/') || offSite(path)) return fallback;
  try {
    const url = new URL(path, BASE);
    if (url.origin !== BASE || leadsOffSite(url.pathname)) return fallback;
    // Back to the login or sign-up screen would be a loop.
    if (/^\/(login|createaccount)\/?$/i.test(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The redirect target from the URL's query and the router state (`{ from }` or `{ from: { pathname, search } }`). */
export function redirectTarget(search: string, state: unknown): string {
  const query = new URLSearchParams(search).get(LOGIN_REDIRECT_PARAM);
  if (query) return safeRedirectPath(query);
  if (typeof state === 'object' && state !== null && 'from' in state) {
    const from = (state as { from: unknown }).from;
    if (typeof from === 'string') return safeRedirectPath(from);
    if (typeof from === 'object' && from !== null && 'pathname' in from) {
      const { pathname, search: fromSearch } = from as { pathname?: unknown; search?: unknown };
      return safeRedirectPath(`${String(pathname)}${typeof fromSearch === 'string' ? fromSearch : ''}`);
    }
  }
  return '/';
}
