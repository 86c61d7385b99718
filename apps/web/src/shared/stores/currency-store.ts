import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { currencyLabel, displayPrice, formatPrice as formatInCurrency, parseCurrencyCode, STORAGE_KEYS, type CurrencyCode } from '@shop/core';
import { createStorageStore } from './create-store';
import { readItem, writeChoiceCookie, writeItem } from './storage';

/** The display currency: the code (INR or USD) and its label (₹ or $). */
export interface CurrencyState {
  code: CurrencyCode;
  label: string;
}

const states = new Map<CurrencyCode, CurrencyState>();

/** The state of a currency code: one object per code, as a store snapshot needs. */
function stateOf(code: CurrencyCode): CurrencyState {
  let state = states.get(code);
  if (!state) states.set(code, (state = { code, label: currencyLabel(code) }));
  return state;
}

/**
 * The currency the server rendered the page in (from the currency_value cookie): the server
 * renders in it, and the browser's hydrating render shows the same before local storage's.
 */
export const RenderedCurrencyContext = createContext<CurrencyCode>(parseCurrencyCode(null));

/** The display currency store (currency_value holds the code, currency_label the symbol). */
export const currencyStore = createStorageStore<CurrencyState>({
  keys: [STORAGE_KEYS.currency_value, STORAGE_KEYS.currency_label],
  read: () => {
    return stateOf(parseCurrencyCode(readItem(STORAGE_KEYS.currency_value)));
  },
  write: ({ code, label }) => {
    writeItem(STORAGE_KEYS.currency_label, label);
    writeItem(STORAGE_KEYS.currency_value, code);
    writeChoiceCookie(STORAGE_KEYS.currency_value, code);
  },
  empty: stateOf(parseCurrencyCode(null)),
});

/**
 * Copies the stored currency into the `currency_value` cookie (and drops a stale one), so
 * the server shows prices in it: run once at start, for choices stored before the cookie.
 */
export function rememberCurrencyForServer(): void {
  const { code } = currencyStore.getSnapshot();
  writeChoiceCookie(STORAGE_KEYS.currency_value, code === 'INR' ? null : code);
}

/** The page reload that follows a currency change; an object so tests can replace it. */
export const pageReloader = {
  reload: () => window.location.reload(),
};

/** The current display currency code, outside React (the API client's currency header). */
export function currentCurrency(): CurrencyCode {
  return currencyStore.getSnapshot().code;
}

/**
 * Spec section 4: choosing a currency stores its label and code, then reloads the whole
 * page. Choosing the current one does nothing.
 */
export function setCurrency(code: CurrencyCode): void {
  if (code === currencyStore.getSnapshot().code) return;
  currencyStore.set(stateOf(code));
  pageReloader.reload();
}

/**
 * The display currency: `{ code, label, setCurrency, formatPrice, formatAmount }`.
 * `formatPrice(amountInr)` converts a rupee wire price and formats it ('₹1,749', '$20.23');
 * `formatAmount(amount)` formats an amount already in the display currency (a cart subtotal).
 */
export function useCurrency() {
  const rendered = useContext(RenderedCurrencyContext);
  const { code, label } = useSyncExternalStore(currencyStore.subscribe, currencyStore.getSnapshot, () => stateOf(rendered));
  const formatPrice = useCallback((amountInr: number) => displayPrice(amountInr, code), [code]);
  const formatAmount = useCallback((amount: number) => formatInCurrency(amount, code), [code]);
  return { code, label, setCurrency, formatPrice, formatAmount };
}
