/**
 * Where a successful login goes: the `redirect` query parameter or the router state's
 * `from` (the cart sends guests to /Login?redirect=/CheckOut), when it is a same-origin
 * path; otherwise home. '//host' and 'https://…' are refused, so a link cannot send a
 * freshly logged-in shopper to another site.
 */
export function safeRedirectPath(candidate: unknown, fallback = '/'): string {
  if (typeof candidate !== 'string') return fallback;
  const path = candidate.trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  try {
    const base = 'http://same.origin';
    const url = new URL(path, base);
    if (url.origin !== base) return fallback;
    // Back to the login or sign-up screen would be a loop.
    if (/^\/(login|createaccount)\/?$/i.test(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}

/** The redirect target from the URL's query and the router state (`{ from }` or `{ from: { pathname, search } }`). */
export function redirectTarget(search: string, state: unknown): string {
  const query = new URLSearchParams(search).get('redirect');
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
