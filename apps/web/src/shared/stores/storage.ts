/**
 * Safe access to the browser's storage: a privacy mode or a full quota throws on access,
 * and the shop must keep working (with nothing remembered) rather than crash.
 */

function local(): Storage | null {
  // On the server there is no window: say so without throwing (an exception per read cost
  // a page rendered there a few per cent of its CPU).
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The stored text under `key`, or null when absent or storage is unavailable. */
export function readItem(key: string): string | null {
  try {
    return local()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores `value` under `key`; a failure (quota, privacy mode) is ignored. */
export function writeItem(key: string, value: string): void {
  try {
    local()?.setItem(key, value);
  } catch {
    // Nothing to do: the value lives on in memory for this page.
  }
}

/** Removes `key` from local storage (and from session storage, where login also writes). */
export function removeItem(key: string): void {
  try {
    local()?.removeItem(key);
    window.sessionStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was stored.
  }
}

/** A year, in seconds: how long a choice copied into a cookie is kept. */
const COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The cookies that copy a stored choice for the server (it cannot read local storage). */
const CHOICE_COOKIES = new Set<string>();

/**
 * Copies a stored choice into a first-party cookie so the server can render the page in it
 * (the display currency); `null` removes it. A failure (cookies off) is ignored.
 */
export function writeChoiceCookie(name: string, value: string | null): void {
  CHOICE_COOKIES.add(name);
  try {
    document.cookie =
      value === null ? `${name}=; path=/; max-age=0; SameSite=Lax` : `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE}; SameSite=Lax`;
  } catch {
    // Cookies unavailable: the server renders the default.
  }
}

/** Empties local and session storage ("clears all storage", spec sections 2.9 and 4). */
export function clearAllStorage(): void {
  try {
    local()?.clear();
    window.sessionStorage.clear();
  } catch {
    // Storage unavailable: nothing was stored.
  }
  for (const name of CHOICE_COOKIES) writeChoiceCookie(name, null);
}

/** Writes `value` to session storage too (login stores token and customer_id in both, spec 4). */
export function writeSessionItem(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable.
  }
}
