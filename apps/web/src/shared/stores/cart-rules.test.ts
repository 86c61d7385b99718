import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CART_LINE_LIFETIME_MS,
  cartGrandTotal,
  cartSubtotal,
  convertPrice,
  displayPrice,
  INR_PER_USD,
  isOutOfStock,
  lineStockLimit,
  STORAGE_KEYS,
} from '@shop/core';
import { productCard } from '../../test/fixtures';
import { cartActions, cartStore } from './cart-store';
import { reloadAllStores } from './create-store';
import { logout, signIn } from './session-store';
import { testToken } from '../../test/session';
import { wishlistActions, wishlistStore } from './wishlist-store';

const stored = (key: string) => JSON.parse(window.localStorage.getItem(key) ?? 'null');
const quantities = () => cartStore.getSnapshot().map((line) => [line.product_variant_id, line.quantity]);

afterEach(() => {
  vi.useRealTimers();
});

describe('adding to the cart (spec 4)', () => {
  it('adds the same product and variant to that line, another variant as a new line', () => {
    cartActions.add(productCard(), 2);
    cartActions.add(productCard(), 1);
    cartActions.add(productCard({ product_variant_id: 35 }), 1);
    expect(quantities()).toEqual([
      [34, 3],
      [35, 1],
    ]);
  });

  it('gives a new line an expiry of exactly 14,400,000 ms, and keeps it when the line grows', () => {
    vi.useFakeTimers({ now: new Date('2025-01-01T10:00:00Z') });
    const addedAt = Date.now();
    cartActions.add(productCard());
    vi.advanceTimersByTime(60_000);
    cartActions.add(productCard());
    const [line] = cartStore.getSnapshot();
    expect(line?.expiresAt).toBe(addedAt + 14_400_000);
    expect(CART_LINE_LIFETIME_MS).toBe(14_400_000);
    expect(line?.quantity).toBe(2);
  });

  it('keeps a line 1 ms before its expiry and removes it at exactly 14,400,000 ms', () => {
    const addedAt = Date.UTC(2025, 0, 1);
    vi.useFakeTimers({ now: addedAt });
    cartActions.add(productCard());
    cartActions.pruneExpired(addedAt + 14_400_000 - 1);
    expect(cartStore.getSnapshot()).toHaveLength(1);
    cartActions.pruneExpired(addedAt + 14_400_000);
    expect(cartStore.getSnapshot()).toHaveLength(0);
    expect(stored(STORAGE_KEYS.cartList)).toEqual([]);
  });

  it('refuses an out-of-stock product (stock status 0)', () => {
    const result = cartActions.add(productCard({ product_stock_status: 0 }), 1);
    expect(result).toEqual({ status: 'out-of-stock', added: 0 });
    expect(cartStore.getSnapshot()).toEqual([]);
    expect(isOutOfStock({ product_stock_status: 0 })).toBe(true);
    expect(isOutOfStock({ product_stock_status: 3 })).toBe(false);
    expect(isOutOfStock({})).toBe(false);
  });

  it('never puts more than the stock in a line', () => {
    expect(cartActions.add(productCard({ product_stock_status: 3 }), 2)).toEqual({ status: 'added', added: 2 });
    expect(cartActions.add(productCard({ product_stock_status: 3 }), 5)).toEqual({ status: 'capped', added: 1 });
    expect(cartActions.add(productCard({ product_stock_status: 3 }), 1)).toEqual({ status: 'capped', added: 0 });
    expect(quantities()).toEqual([[34, 3]]);

    cartActions.increase(34);
    expect(quantities()).toEqual([[34, 3]]);
    cartActions.decrease(34);
    cartActions.increase(34);
    expect(quantities()).toEqual([[34, 3]]);
    expect(lineStockLimit({ product_stock_status: 3 })).toBe(3);
    expect(lineStockLimit({})).toBeUndefined();
  });

  it('decreases only while the quantity is above 1, and removes by variant', () => {
    cartActions.add(productCard(), 2);
    cartActions.add(productCard({ product_variant_id: 35 }));
    cartActions.decrease(34);
    cartActions.decrease(34);
    expect(quantities()).toEqual([
      [34, 1],
      [35, 1],
    ]);
    cartActions.remove(34);
    expect(quantities()).toEqual([[35, 1]]);
  });
});

describe('totals and currency (spec 4, 9)', () => {
  it('subtotal is quantity × sale price in INR, whole rupees; grand total equals it', () => {
    cartActions.add(productCard({ product_variant_sale_price: 1749 }), 3);
    cartActions.add(productCard({ product_variant_id: 35, product_variant_sale_price: 499.5 }), 1);
    const items = cartStore.getSnapshot();
    expect(cartSubtotal(items, 'INR')).toBe(5746.5);
    expect(cartGrandTotal(items, 'INR')).toBe(cartSubtotal(items, 'INR'));
    expect(displayPrice(5746.5, 'INR')).toBe('₹5,747');
  });

  it('converts at 86.44 rupees per dollar, two decimals', () => {
    expect(INR_PER_USD).toBe(86.44);
    cartActions.add(productCard({ product_variant_sale_price: 1749 }), 2);
    const items = cartStore.getSnapshot();
    // 1749 / 86.44 = 20.2336... → $20.23 a unit; 2 × 20.23 = 40.46.
    expect(cartSubtotal(items, 'USD')).toBe(40.46);
    expect(cartGrandTotal(items, 'USD')).toBe(40.46);
    expect(displayPrice(1749, 'USD')).toBe('$20.23');
    expect(displayPrice(86.44, 'USD')).toBe('$1.00');
  });

  it('a conversion without a known pair leaves the amount unchanged and logs an error', () => {
    const log = vi.fn();
    expect(convertPrice(1749, 'EUR' as never, 'INR', log)).toBe(1749);
    expect(log).toHaveBeenCalledOnce();
  });
});

describe('price refresh', () => {
  it('puts the catalog price on a stale line and reports the change', () => {
    cartActions.add(productCard({ product_variant_sale_price: 999, product_variant_mrp_price: 1200 }), 2);
    const changes = cartActions.refreshPrices([
      { product_variant_id: 34, product_variant_sale_price: 1749, product_variant_mrp_price: 1999, product_stock_status: 5 },
    ]);
    expect(changes).toEqual([{ product_id: 12, product_variant_id: 34, product_title: 'Amethyst Cluster', oldPrice: 999, newPrice: 1749 }]);
    expect(stored(STORAGE_KEYS.cartList)).toMatchObject([
      { product_variant_sale_price: 1749, product_variant_mrp_price: 1999, product_stock_status: 5, quantity: 2 },
    ]);
    expect(cartSubtotal(cartStore.getSnapshot(), 'INR')).toBe(3498);
  });

  it('changes nothing (and saves nothing) when the prices are current', () => {
    cartActions.add(productCard());
    const before = cartStore.getSnapshot();
    expect(
      cartActions.refreshPrices([{ product_variant_id: 34, product_variant_sale_price: 1749, product_variant_mrp_price: 1999, product_stock_status: 12 }]),
    ).toEqual([]);
    expect(cartStore.getSnapshot()).toBe(before);
  });
});

describe('storage (spec 3, 4)', () => {
  it('starts empty when nothing, or something unreadable, is saved', () => {
    expect(cartStore.getSnapshot()).toEqual([]);
    expect(wishlistStore.getSnapshot()).toEqual([]);
    window.localStorage.setItem(STORAGE_KEYS.cartList, '{not json');
    window.localStorage.setItem(STORAGE_KEYS.wishList, '"a string"');
    reloadAllStores();
    expect(cartStore.getSnapshot()).toEqual([]);
    expect(wishlistStore.getSnapshot()).toEqual([]);
  });

  it('keeps the wishlist unique by product', () => {
    wishlistActions.add(productCard());
    wishlistActions.add(productCard({ product_variant_id: 35 }));
    expect(stored(STORAGE_KEYS.wishList)).toHaveLength(1);
    wishlistActions.remove(12);
    expect(stored(STORAGE_KEYS.wishList)).toEqual([]);
  });

  it('keeps the cart and wishlist a guest built when they log in', () => {
    cartActions.add(productCard(), 2);
    wishlistActions.add(productCard({ product_id: 40 }));

    signIn(testToken(), 7);
    reloadAllStores();

    expect(quantities()).toEqual([[34, 2]]);
    expect(wishlistStore.getSnapshot().map((item) => item.product_id)).toEqual([40]);
    expect(stored(STORAGE_KEYS.cartList)).toHaveLength(1);

    // The account menu's log out keeps them too; only the header's Log Out clears all storage.
    logout();
    expect(cartStore.getSnapshot()).toHaveLength(1);
    logout({ clearAll: true });
    expect(cartStore.getSnapshot()).toEqual([]);
    expect(wishlistStore.getSnapshot()).toEqual([]);
  });
});
