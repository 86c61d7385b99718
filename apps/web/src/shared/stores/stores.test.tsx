import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CART_LINE_LIFETIME_MS, STORAGE_KEYS } from '@shop/core';
import { productCard } from '../../test/fixtures';
import { signInForTest, testToken } from '../../test/session';
import { cartActions, cartStore, useCart } from './cart-store';
import { readCartQuantity, setCartQuantity, useCartQuantity } from './cart-quantity-store';
import { reloadAllStores } from './create-store';
import { currencyStore, pageReloader, rememberCurrencyForServer, setCurrency, useCurrency } from './currency-store';
import { checkStoredSession, logout, replaceToken, signIn, useSession } from './session-store';
import { useWishlist, wishlistStore } from './wishlist-store';
import { clearAllStorage } from './storage';

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null');

/** What another tab's write looks like to this one. */
function writeFromOtherTab(key: string, value: string | null) {
  if (value === null) window.localStorage.removeItem(key);
  else window.localStorage.setItem(key, value);
  window.dispatchEvent(new StorageEvent('storage', { key, newValue: value, storageArea: window.localStorage }));
}

describe('cart store', () => {
  it("adds through core's addToCart and saves every change under 'cartList'", () => {
    const { result } = renderHook(() => useCart());

    act(() => result.current.add(productCard(), 2));
    act(() => result.current.add(productCard()));

    expect(result.current.items).toMatchObject([{ product_id: 12, product_variant_id: 34, quantity: 3, selected_currency: 'INR' }]);
    expect(result.current.count).toBe(3);
    expect(result.current.subtotal).toBe(5247);
    expect(stored(STORAGE_KEYS.cartList)).toMatchObject([{ product_variant_id: 34, quantity: 3 }]);

    act(() => result.current.add(productCard({ product_variant_id: 35, product_variant_sale_price: 100 })));
    act(() => result.current.increase(35));
    act(() => result.current.decrease(34));
    expect(result.current.items.map((line) => [line.product_variant_id, line.quantity])).toEqual([
      [34, 2],
      [35, 2],
    ]);

    act(() => result.current.remove(34));
    expect(stored(STORAGE_KEYS.cartList)).toMatchObject([{ product_variant_id: 35 }]);

    act(() => result.current.clear());
    expect(result.current.count).toBe(0);
    expect(stored(STORAGE_KEYS.cartList)).toEqual([]);
  });

  it('never decreases below 1', () => {
    cartActions.add(productCard());
    cartActions.decrease(34);
    expect(cartStore.getSnapshot()[0]?.quantity).toBe(1);
  });

  it('computes the subtotal in the selected currency', () => {
    window.localStorage.setItem(STORAGE_KEYS.currency_value, 'USD');
    reloadAllStores();
    const { result } = renderHook(() => useCart());

    act(() => result.current.add(productCard(), 2));

    expect(result.current.subtotal).toBe(40.46);
  });

  it('loads the saved cart and drops expired lines', () => {
    const now = Date.now();
    window.localStorage.setItem(
      STORAGE_KEYS.cartList,
      JSON.stringify([
        { ...productCard(), quantity: 1, expiresAt: now + 1000 },
        { ...productCard({ product_variant_id: 99 }), quantity: 1, expiresAt: now - 1 },
      ]),
    );
    reloadAllStores();

    expect(cartStore.getSnapshot().map((line) => line.product_variant_id)).toEqual([34]);
    expect(stored(STORAGE_KEYS.cartList)).toHaveLength(1);
  });

  it('prunes lines whose countdown has run out', () => {
    cartActions.add(productCard());
    cartActions.pruneExpired(Date.now() + CART_LINE_LIFETIME_MS);
    expect(cartStore.getSnapshot()).toEqual([]);
  });

  it('fits lines to the stock the shop reported: lowered, or removed when none is left', () => {
    cartActions.add(productCard(), 5);
    cartActions.add(productCard({ product_variant_id: 35 }), 2);
    cartActions.add(productCard({ product_variant_id: 36 }), 1);

    cartActions.fitToStock([
      { product_variant_id: 34, available: 3 },
      { product_variant_id: 36, available: 0 },
    ]);

    expect(cartStore.getSnapshot().map((line) => [line.product_variant_id, line.quantity, line.product_stock_status])).toEqual([
      [34, 3, 3],
      [35, 2, 12],
    ]);
    expect(stored(STORAGE_KEYS.cartList)).toHaveLength(2);
  });

  it('follows a change made in another tab (storage event)', () => {
    const { result } = renderHook(() => useCart());
    const line = { ...productCard(), quantity: 4, expiresAt: Date.now() + 60_000 };

    act(() => writeFromOtherTab(STORAGE_KEYS.cartList, JSON.stringify([line])));

    expect(result.current.count).toBe(4);
  });
});

describe('wishlist store', () => {
  it("toggles, adds once, removes, and saves under 'wishList'", () => {
    const { result } = renderHook(() => useWishlist());

    act(() => result.current.toggle(productCard()));
    expect(result.current.has(12)).toBe(true);
    act(() => result.current.add(productCard()));
    expect(result.current.count).toBe(1);
    expect(stored(STORAGE_KEYS.wishList)).toMatchObject([{ product_id: 12, selected_currency: 'INR' }]);

    act(() => result.current.toggle(productCard()));
    expect(result.current.has(12)).toBe(false);
    act(() => result.current.add(productCard({ product_id: 5 })));
    act(() => result.current.remove(5));
    expect(stored(STORAGE_KEYS.wishList)).toEqual([]);
  });

  it('follows another tab', () => {
    const { result } = renderHook(() => useWishlist());
    act(() => writeFromOtherTab(STORAGE_KEYS.wishList, JSON.stringify([productCard({ product_id: 8 })])));
    expect(result.current.has(8)).toBe(true);
    expect(wishlistStore.getSnapshot()).toHaveLength(1);
  });
});

describe('currency store', () => {
  it('defaults to INR shown as ₹', () => {
    const { result } = renderHook(() => useCurrency());
    expect(result.current.code).toBe('INR');
    expect(result.current.label).toBe('₹');
    expect(result.current.formatPrice(1749)).toBe('₹1,749');
  });

  it("stores 'currency_label' and 'currency_value', then reloads the page", () => {
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    const { result } = renderHook(() => useCurrency());

    act(() => setCurrency('USD'));

    expect(window.localStorage.getItem(STORAGE_KEYS.currency_value)).toBe('USD');
    expect(window.localStorage.getItem(STORAGE_KEYS.currency_label)).toBe('$');
    expect(reload).toHaveBeenCalledTimes(1);
    expect(result.current.formatPrice(1749)).toBe('$20.23');
    expect(result.current.formatAmount(40.46)).toBe('$40.46');
  });

  it('copies the chosen currency into the currency_value cookie for the server, and logout-style clearing drops it', () => {
    vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    act(() => setCurrency('USD'));
    expect(document.cookie).toContain('currency_value=USD');
    clearAllStorage();
    expect(document.cookie).not.toContain('currency_value');
    window.localStorage.setItem(STORAGE_KEYS.currency_value, 'USD');
    reloadAllStores();
    rememberCurrencyForServer(); // a choice stored before the cookie existed
    expect(document.cookie).toContain('currency_value=USD');
    window.localStorage.removeItem(STORAGE_KEYS.currency_value);
    reloadAllStores();
    rememberCurrencyForServer();
    expect(document.cookie).not.toContain('currency_value');
  });

  it('does nothing when the current currency is chosen again', () => {
    const reload = vi.spyOn(pageReloader, 'reload').mockImplementation(() => {});
    setCurrency('INR');
    expect(reload).not.toHaveBeenCalled();
  });

  it('falls back to INR for an unknown stored code, and follows another tab', () => {
    window.localStorage.setItem(STORAGE_KEYS.currency_value, 'EUR');
    reloadAllStores();
    const { result } = renderHook(() => useCurrency());
    expect(result.current.code).toBe('INR');

    act(() => writeFromOtherTab(STORAGE_KEYS.currency_value, 'USD'));
    expect(result.current.code).toBe('USD');
    expect(currencyStore.getSnapshot().label).toBe('$');
  });
});

describe('session store', () => {
  it('is logged in with a valid token and a customer id', () => {
    signInForTest('7');
    const { result } = renderHook(() => useSession());
    expect(result.current).toMatchObject({ customerId: '7', loggedIn: true });
  });

  it('is logged out with a token but no customer id', () => {
    window.localStorage.setItem(STORAGE_KEYS.token, testToken());
    reloadAllStores();
    expect(renderHook(() => useSession()).result.current.loggedIn).toBe(false);
  });

  it.each([
    ['expired', testToken(-1)],
    ['malformed', 'not-a-jwt'],
  ])("clears all local storage for an %s token and logs 'Invalid token'", (_kind, token) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signInForTest('7', token);
    cartActions.add(productCard());

    const state = checkStoredSession();

    expect(state.loggedIn).toBe(false);
    expect(warn).toHaveBeenCalledWith('Invalid token');
    expect(window.localStorage.length).toBe(0);
    expect(cartStore.getSnapshot()).toEqual([]);
  });

  it('signs in to local and session storage', () => {
    const token = testToken();
    const { result } = renderHook(() => useSession());

    act(() => signIn(token, 7));

    expect(result.current.loggedIn).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.customer_id)).toBe('7');
  });

  it('replaces the token the server renewed, keeping the customer id, and stores none after a log-out', () => {
    signInForTest('7', testToken());
    const { result } = renderHook(() => useSession());
    const renewed = testToken(7200);

    act(() => replaceToken(renewed));

    expect(result.current).toMatchObject({ token: renewed, customerId: '7', loggedIn: true });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(renewed);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBe(renewed);
    expect(window.localStorage.getItem(STORAGE_KEYS.customer_id)).toBe('7');

    act(() => result.current.logout());
    act(() => replaceToken(testToken()));
    expect(result.current.loggedIn).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it('logs out by clearing token and customer id, keeping the cart', () => {
    signInForTest('7');
    cartActions.add(productCard());
    const { result } = renderHook(() => useSession());

    act(() => result.current.logout());

    expect(result.current.loggedIn).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.customer_id)).toBeNull();
    expect(cartStore.getSnapshot()).toHaveLength(1);
  });

  it('logs out with clearAll by emptying all storage (the header Log Out)', () => {
    signInForTest('7');
    cartActions.add(productCard());
    window.sessionStorage.setItem('anything', '1');

    act(() => logout({ clearAll: true }));

    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(cartStore.getSnapshot()).toEqual([]);
  });

  it('follows a sign-out in another tab', () => {
    signInForTest('7');
    const { result } = renderHook(() => useSession());
    act(() => writeFromOtherTab(STORAGE_KEYS.token, null));
    expect(result.current.loggedIn).toBe(false);
  });
});

describe('cartQuantity', () => {
  it("is 1 by default, stored under 'cartQuantity', never below 1", () => {
    const { result } = renderHook(() => useCartQuantity());
    expect(result.current[0]).toBe(1);

    act(() => result.current[1](3));
    expect(window.localStorage.getItem(STORAGE_KEYS.cartQuantity)).toBe('3');
    expect(readCartQuantity()).toBe(3);

    act(() => setCartQuantity(0));
    expect(result.current[0]).toBe(1);
  });
});
