import { useMemo, useSyncExternalStore } from 'react';
import {
  addWithinStock,
  cartCount,
  cartSubtotal,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  lineStockLimit,
  parseStoredCart,
  removeExpired,
  refreshCartPrices,
  removeFromCart,
  STORAGE_KEYS,
  type CartItem,
  type CartPriceUpdate,
  type CartProduct,
  type StockedAdd,
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
  empty: [],
});

/**
 * What can be added: a product card or a product-detail row (one variant). Anything with
 * the card's id, variant, title, image and prices will do.
 */
export type CartAddable = Omit<CartProduct, 'selected_currency'> & { selected_currency?: CartProduct['selected_currency'] };

const update = (change: (items: CartItem[]) => CartItem[]) => cartStore.set(change(cartStore.getSnapshot()));

/** What `cartActions.add` did (core addWithinStock): 'added', 'capped' at the stock, or 'out-of-stock'. */
export type CartAddResult = Omit<StockedAdd, 'cart'>;

/** A line whose sale price the catalog changed: the old and the new rupee prices. */
export interface CartPriceChange {
  product_id: number;
  product_variant_id: number;
  product_title: string;
  oldPrice: number;
  newPrice: number;
}

const sameLine = (a: CartItem, b: CartItem) =>
  a.product_variant_sale_price === b.product_variant_sale_price &&
  a.product_variant_mrp_price === b.product_variant_mrp_price &&
  a.product_stock_status === b.product_stock_status;

/** Cart actions, usable outside React too. Each goes through core's pure cart operations. */
export const cartActions = {
  /**
   * Adds `quantity` (default 1) of the product's variant (core addToCart: merges a repeat
   * line, a new line expires in 4 hours). An out-of-stock product is refused, and the line
   * never holds more than the known stock.
   */
  add(product: CartAddable, quantity = 1): CartAddResult {
    const line: CartProduct = { ...product, selected_currency: product.selected_currency ?? currentCurrency() };
    const { cart, status, added } = addWithinStock(cartStore.getSnapshot(), line, quantity);
    if (added > 0) cartStore.set(cart);
    return { status, added };
  },
  /** Adds 1 to the line of that variant, never above its known stock. */
  increase(variantId: number) {
    update((items) => {
      const line = items.find((item) => item.product_variant_id === variantId);
      return increaseQuantity(items, variantId, line ? lineStockLimit(line) : undefined);
    });
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
  /**
   * After the shop refused an order for stock: each named line is lowered to what is left
   * (and its known stock set to that), or removed when nothing is left. Other lines stay.
   */
  fitToStock(limits: readonly { product_variant_id: number; available: number }[]) {
    const byVariant = new Map(limits.map((limit) => [limit.product_variant_id, Math.max(0, Math.floor(limit.available))]));
    update((items) =>
      items.flatMap((line) => {
        const available = byVariant.get(line.product_variant_id);
        if (available === undefined) return [line];
        if (available === 0) return [];
        return [{ ...line, quantity: Math.min(line.quantity, available), product_stock_status: available }];
      }),
    );
  },
  /**
   * Puts the catalog's current prices (and stock) on the lines (core refreshCartPrices), so
   * a stale price saved in local storage is never what the shopper pays. Saves only when
   * something changed; returns the lines whose sale price changed.
   */
  refreshPrices(fresh: readonly CartPriceUpdate[]): CartPriceChange[] {
    const items = cartStore.getSnapshot();
    const next = refreshCartPrices(items, fresh);
    if (next.every((line, i) => sameLine(line, items[i] as CartItem))) return [];
    cartStore.set(next);
    return next.flatMap((line, i) => {
      const before = items[i] as CartItem;
      return line.product_variant_sale_price === before.product_variant_sale_price
        ? []
        : [
            {
              product_id: line.product_id,
              product_variant_id: line.product_variant_id,
              product_title: line.product_title,
              oldPrice: before.product_variant_sale_price,
              newPrice: line.product_variant_sale_price,
            },
          ];
    });
  },
};

/**
 * The cart: `{ items, count, subtotal, add, increase, decrease, remove, clear, pruneExpired }`.
 * `count` is the sum of quantities (the header badge). `subtotal` is already in the selected
 * currency (core cartSubtotal); show it with `useCurrency().formatAmount(subtotal)`.
 */
export function useCart() {
  const items = useSyncExternalStore(cartStore.subscribe, cartStore.getSnapshot, cartStore.getServerSnapshot);
  const { code } = useCurrency();
  return useMemo(() => ({ items, count: cartCount(items), subtotal: cartSubtotal(items, code), ...cartActions }), [items, code]);
}
