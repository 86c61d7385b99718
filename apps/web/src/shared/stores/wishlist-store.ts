import { useMemo, useSyncExternalStore } from 'react';
import { addToWishlist, isInWishlist, parseStoredWishlist, removeFromWishlist, STORAGE_KEYS, toggleWishlist, type WishlistItem } from '@shop/core';
import { createStorageStore } from './create-store';
import { currentCurrency } from './currency-store';
import { readItem, writeItem } from './storage';

/** The wishlist, saved under wishList on every change (spec 4). */
export const wishlistStore = createStorageStore<WishlistItem[]>({
  keys: [STORAGE_KEYS.wishList],
  read: () => parseStoredWishlist(readItem(STORAGE_KEYS.wishList)),
  write: (items) => writeItem(STORAGE_KEYS.wishList, JSON.stringify(items)),
  empty: [],
});

/** A product card or detail row, as saved in the wishlist (the currency is added here). */
export type WishlistAddable = Omit<WishlistItem, 'selected_currency'> & {
  selected_currency?: WishlistItem['selected_currency'];
};

function entry(product: WishlistAddable): WishlistItem {
  return { ...product, selected_currency: product.selected_currency ?? currentCurrency() };
}

const update = (change: (items: WishlistItem[]) => WishlistItem[]) => wishlistStore.set(change(wishlistStore.getSnapshot()));

/** Wishlist actions, usable outside React too (core's pure wishlist operations). */
export const wishlistActions = {
  /** Adds the product; ignored when its product_id is there already. */
  add(product: WishlistAddable) {
    update((items) => addToWishlist(items, entry(product)));
  },
  /** Removes by product_id. */
  remove(productId: number) {
    update((items) => removeFromWishlist(items, productId));
  },
  /** The card's heart: removes the product when present, otherwise adds it. */
  toggle(product: WishlistAddable) {
    update((items) => toggleWishlist(items, entry(product)));
  },
};

/** The wishlist: `{ items, count, has(productId), add, remove, toggle }`. */
export function useWishlist() {
  const items = useSyncExternalStore(wishlistStore.subscribe, wishlistStore.getSnapshot, wishlistStore.getServerSnapshot);
  return useMemo(
    () => ({
      items,
      count: items.length,
      has: (productId: number) => isInWishlist(items, productId),
      ...wishlistActions,
    }),
    [items],
  );
}
