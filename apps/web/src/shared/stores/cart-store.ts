import { useMemo, useSyncExternalStore } from 'react';
import {
  addToCart,
  cartCount,
  cartSubtotal,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  parseStoredCart,
  removeExpired,
  removeFromCart,
  STORAGE_KEYS,
  type CartItem,
  type CartProduct,
} from '@shop/core';
import { createStorageStore } from './create-store';
import { currentCurrency, useCurrency } from './currency-store';
import { readItem, writeItem } from './storage';

function save(items: readonly CartItem[]) {
  writeItem(STORAGE_KEYS.cartList, JSON.stringify(items));
}

/** The cart lines, saved under cartList on every change (spec 4). Expired lines are dropped on load. */
export const cartStore = createStorageStore<CartItem[]>({
  keys: [STORAGE_KEYS.cartList],
  read: () => {
    const stored = parseStoredCart(readItem(STORAGE_KEYS.cartList));
    const live = removeExpired(stored);
    if (live.length !== stored.length) save(live);
    return live;
  },
  write: save,
});

/**
 * What can be added: a product card or a product-detail row (one variant). Anything with
 * the card's id, variant, title, image and prices will do.
 */
export type CartAddable = Omit<CartProduct, 'selected_currency'> & { selected_currency?: CartProduct['selected_currency'] };

const update = (change: (items: CartItem[]) => CartItem[]) => cartStore.set(change(cartStore.getSnapshot()));

/** Cart actions, usable outside React too. Each goes through core's pure cart operations. */
export const cartActions = {
  /** Adds `quantity` (default 1) of the product's variant (core addToCart: merges a repeat line). */
  add(product: CartAddable, quantity = 1) {
    const line: CartProduct = { ...product, selected_currency: product.selected_currency ?? currentCurrency() };
    update((items) => addToCart(items, line, quantity));
  },
  /** Adds 1 to the line of that variant. */
  increase(variantId: number) {
    update((items) => increaseQuantity(items, variantId));
  },
  /** Subtracts 1 from the line of that variant, never below 1. */
  decrease(variantId: number) {
    update((items) => decreaseQuantity(items, variantId));
  },
  /** Removes the line of that variant. */
  remove(variantId: number) {
    update((items) => removeFromCart(items, variantId));
  },
  /** All Cart Clear. */
  clear() {
    cartStore.set(clearCart());
  },
  /** Drops lines whose countdown has reached zero; a no-op when none has. */
  pruneExpired(now = Date.now()) {
    const items = cartStore.getSnapshot();
    const live = removeExpired(items, now);
    if (live.length !== items.length) cartStore.set(live);
  },
};

/**
 * The cart: `{ items, count, subtotal, add, increase, decrease, remove, clear, pruneExpired }`.
 * `count` is the sum of quantities (the header badge). `subtotal` is already in the selected
 * currency (core cartSubtotal); show it with `useCurrency().formatAmount(subtotal)`.
 */
export function useCart() {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getSnapshot);
  const { code } = useCurrency();
  return useMemo(
    () => ({ items, count: cartCount(items), subtotal: cartSubtotal(items, code), ...cartActions }),
    [items, code],
  );
}
