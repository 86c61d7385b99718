import { STORAGE_KEYS } from '@shop/core';
import { reloadAllStores } from '../shared/stores/create-store';

/** A JWT-shaped token (unsigned: the browser never checks signatures) expiring in `expiresInS`. */
export function testToken(expiresInS = 3600): string {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = Math.floor(Date.now() / 1000) + expiresInS;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: '7', exp })}.signature`;
}

/** Stores a logged-in session (token and customer_id, spec 4) and lets the stores see it. */
export function signInForTest(customerId = '7', token = testToken()): void {
  window.localStorage.setItem(STORAGE_KEYS.token, token);
  window.localStorage.setItem(STORAGE_KEYS.customer_id, customerId);
  reloadAllStores();
}
