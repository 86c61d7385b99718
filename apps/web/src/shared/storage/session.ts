/** The spec's local-storage key for the signed-in customer's token. */
export const TOKEN_KEY = 'token';

/** The stored token, or null; storage that throws (privacy modes) counts as signed out. */
export function readToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

/**
 * Whether a stored token may open the account area.
 * TODO(lead): the expiry check goes here (decode the JWT's `exp`, log 'Invalid token' and
 * sign out when it is past or unreadable, spec section 8).
 */
export function hasSession(): boolean {
  return readToken() !== null;
}
