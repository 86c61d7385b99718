import { useSyncExternalStore } from 'react';
import { isLoggedIn, isTokenValid, MESSAGES, STORAGE_KEYS } from '@shop/core';
import { createStorageStore, reloadAllStores } from './create-store';
import { clearAllStorage, readItem, removeItem, writeItem, writeSessionItem } from './storage';

/** The login state of spec section 4, as stored. */
export interface SessionState {
  token: string | null;
  customerId: string | null;
  /** A token and a customer_id are stored and the token's expiry claim is not past (core isLoggedIn). */
  loggedIn: boolean;
}

function readSession(): SessionState {
  const token = readItem(STORAGE_KEYS.token) || null;
  const customerId = readItem(STORAGE_KEYS.customer_id) || null;
  return { token, customerId, loggedIn: isLoggedIn(token, customerId) };
}

/** The session store; `useSession()` is the hook, the functions below change it. */
export const sessionStore = createStorageStore<SessionState>({
  keys: [STORAGE_KEYS.token, STORAGE_KEYS.customer_id],
  read: readSession,
  write: (state) => {
    if (state.token) writeItem(STORAGE_KEYS.token, state.token);
    else removeItem(STORAGE_KEYS.token);
    if (state.customerId) writeItem(STORAGE_KEYS.customer_id, state.customerId);
    else removeItem(STORAGE_KEYS.customer_id);
  },
  empty: { token: null, customerId: null, loggedIn: false },
});

/**
 * Spec sections 4 and 8: a malformed or expired stored token clears all local storage, is
 * logged as 'Invalid token', and the shopper counts as logged out. Called at start, before
 * every API call, on each page change and by the account-area guard. Returns the state.
 */
export function checkStoredSession(now = Date.now()): SessionState {
  const token = readItem(STORAGE_KEYS.token);
  if (token && !isTokenValid(token, now)) {
    console.warn(MESSAGES.invalidToken);
    clearAllStorage();
    reloadAllStores();
  } else {
    const current = sessionStore.getSnapshot();
    const fresh = readSession();
    if (current.token !== fresh.token || current.customerId !== fresh.customerId || current.loggedIn !== fresh.loggedIn) {
      sessionStore.reload();
    }
  }
  return sessionStore.getSnapshot();
}

/**
 * A successful login (spec 4): the token and customer_id go to session storage and to
 * local storage.
 */
export function signIn(token: string, customerId: string | number): void {
  const id = String(customerId);
  writeSessionItem(STORAGE_KEYS.token, token);
  writeSessionItem(STORAGE_KEYS.customer_id, id);
  sessionStore.set({ token, customerId: id, loggedIn: isLoggedIn(token, id) });
}

/**
 * The server issued this session a new token (Customers/UpdateCustomer, after a new
 * password or e-mail ended every other session): it replaces the old one in local and
 * session storage, as login stores it, and the customer id stays. With nobody logged in any
 * more (a log-out while the call ran) nothing is stored.
 */
export function replaceToken(token: string): void {
  const { customerId } = sessionStore.getSnapshot();
  if (!customerId || !token) return;
  writeSessionItem(STORAGE_KEYS.token, token);
  sessionStore.set({ token, customerId, loggedIn: isLoggedIn(token, customerId) });
}

/**
 * Log out. By default (the account side menu, spec 2.9) the stored token and customer id
 * are cleared; with `clearAll` (the header's Log Out) all storage is cleared, cart,
 * wishlist and currency included. The caller then goes to '/'.
 */
export function logout({ clearAll = false }: { clearAll?: boolean } = {}): void {
  if (clearAll) {
    clearAllStorage();
    reloadAllStores();
    return;
  }
  sessionStore.set({ token: null, customerId: null, loggedIn: false });
}

/**
 * The server refused `token` (a 401 to a call that sent it): a password reset or change
 * elsewhere ended the session, or the account is gone. Like a malformed token (spec 8) it
 * is logged as 'Invalid token' and the shopper is logged out: the token and customer id are
 * cleared, the cart and wishlist stay. A token stored since the call left (a new login) is kept.
 */
export function endRefusedSession(token: string): void {
  if (readItem(STORAGE_KEYS.token) !== token) return;
  console.warn(MESSAGES.invalidToken);
  logout();
}

/** The login state, kept in step with other tabs: `{ token, customerId, loggedIn, logout }`. */
export function useSession() {
  const state = useSyncExternalStore(sessionStore.subscribe, sessionStore.getSnapshot, sessionStore.getServerSnapshot);
  return { ...state, logout };
}
