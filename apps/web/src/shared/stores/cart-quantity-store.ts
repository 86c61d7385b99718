import { useSyncExternalStore } from 'react';
import { positiveIntFrom, QUANTITY_MIN, STORAGE_KEYS } from '@shop/core';
import { createStorageStore } from './create-store';
import { readItem, writeItem } from './storage';

/** The quantity chosen on a detail screen (cartQuantity, spec 3): at least 1. */
export const cartQuantityStore = createStorageStore<number>({
  keys: [STORAGE_KEYS.cartQuantity],
  read: () => positiveIntFrom(readItem(STORAGE_KEYS.cartQuantity)) ?? QUANTITY_MIN,
  write: (quantity) => writeItem(STORAGE_KEYS.cartQuantity, String(quantity)),
  empty: QUANTITY_MIN,
});

/** The stored detail-screen quantity, outside React. */
export function readCartQuantity(): number {
  return cartQuantityStore.getSnapshot();
}

/** Stores the detail-screen quantity; anything below 1 (or not a whole number) stores 1. */
export function setCartQuantity(quantity: number): void {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : QUANTITY_MIN;
  cartQuantityStore.set(Math.max(QUANTITY_MIN, whole));
}

/** `[quantity, setQuantity]` for the detail screen's stepper, saved under cartQuantity. */
export function useCartQuantity(): [number, (quantity: number) => void] {
  const quantity = useSyncExternalStore(cartQuantityStore.subscribe, cartQuantityStore.getSnapshot, cartQuantityStore.getServerSnapshot);
  return [quantity, setCartQuantity];
}
