/** A Host header worth repeating in a link: a name or [IPv6] address, and a port. */
const HOST = /^(?:[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})*|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The origin links are written with: PUBLIC_URL when set (production should set it), else
 * the request's own protocol and host (X-Forwarded-* only through trusted proxies, as
 * Fastify reads them). A host that is not a plain name is replaced by 'localhost' rather
 * than repeated into a page.
 */
export function publicOriginOf(request: { protocol: string; host: string }, publicUrl: string | null): string {
  if (publicUrl) return publicUrl;
  const protocol = request.protocol === 'https' ? 'https' : 'http';
  const host = HOST.test(request.host) ? request.host : 'localhost';
  try {
    return new URL(`${protocol}://${host}`).origin; // lower case, no default port
  } catch {
    return `${protocol}://localhost`;
  }
}
