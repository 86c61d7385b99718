/**
 * Login state of spec 4: logged in means a token and a customer_id are stored and the
 * token's expiry claim is not past. The browser cannot verify the signature (the server
 * does); it only reads the payload to know when to stop sending an expired token.
 */

function base64UrlToBytes(segment: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment) || segment.length % 4 === 1) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    // atob exists in browsers and in Node 16+.
    const binary = atob(padded);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** Reads a JWT's payload (without verifying it); null when the token is malformed. */
export function decodeTokenPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (typeof token !== 'string') return null;
  const parts = token.split('.');
  if (parts.length !== 3 || parts[1] === undefined || parts[1] === '') return null;
  const bytes = base64UrlToBytes(parts[1]);
  if (bytes === null) return null;
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const payload: unknown = JSON.parse(text);
    if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
    return payload as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** A token is usable while it is well-formed and its exp claim (seconds) is still ahead. */
export function isTokenValid(token: string | null | undefined, now = Date.now()): boolean {
  const payload = decodeTokenPayload(token);
  const exp = payload?.exp;
  return typeof exp === 'number' && Number.isFinite(exp) && exp * 1000 > now;
}

/** Logged in: a valid token and a non-empty customer_id are both stored. */
export function isLoggedIn(token: string | null | undefined, customerId: string | number | null | undefined, now = Date.now()): boolean {
  const hasCustomer = (typeof customerId === 'string' && customerId.trim() !== '') || (typeof customerId === 'number' && Number.isFinite(customerId));
  return hasCustomer && isTokenValid(token, now);
}
