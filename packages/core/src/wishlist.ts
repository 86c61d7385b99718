import type { ProductCard } from './api-types';
import { finiteNumberFrom, isRecord, parseJson, positiveIntFrom } from './json';
import { parseCurrencyCode, type CurrencyCode } from './money';

/**
 * Wishlist operations of spec 4: unique by product_id; add is ignored when present.
 * Pure: each returns a new array for the browser store to save (wishList).
 */

type WishlistRequiredKey = 'product_id' | 'product_title' | 'product_image_url' | 'product_variant_sale_price' | 'product_variant_mrp_price';

/** A wishlist entry (spec 3): the product fields plus the currency chosen when it was added. */
export interface WishlistItem extends Partial<Omit<ProductCard, WishlistRequiredKey>> {
  product_id: number;
  product_title: string;
  product_image_url: string;
  /** Rupees, as on the wire. */
  product_variant_sale_price: number;
  /** Rupees, as on the wire. */
  product_variant_mrp_price: number;
  selected_currency: CurrencyCode;
}

/** A card's heart is highlighted when its product is in the wishlist. */
export function isInWishlist(list: readonly WishlistItem[], productId: number): boolean {
  return list.some((item) => item.product_id === productId);
}

/** Adds a product; ignored (same list returned as a copy) when its product_id is present. */
export function addToWishlist(list: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return isInWishlist(list, item.product_id) ? [...list] : [...list, item];
}

/** Removes by product_id. */
export function removeFromWishlist(list: readonly WishlistItem[], productId: number): WishlistItem[] {
  return list.filter((entry) => entry.product_id !== productId);
}

/** The heart: removes the product when present, otherwise adds it. */
export function toggleWishlist(list: readonly WishlistItem[], item: WishlistItem): WishlistItem[] {
  return isInWishlist(list, item.product_id) ? removeFromWishlist(list, item.product_id) : addToWishlist(list, item);
}

/**
 * The wishlist saved in local storage (wishList): an empty list for nothing saved,
 * unreadable JSON or a non-array. Entries without a product_id are dropped, as are
 * repeats of a product_id (the first is kept); missing prices become 0, currency INR.
 */
export function parseStoredWishlist(json: string | null | undefined): WishlistItem[] {
  const parsed = parseJson(json);
  if (!Array.isArray(parsed)) return [];
  const list: WishlistItem[] = [];
  for (const entry of parsed) {
    if (!isRecord(entry)) continue;
    const productId = positiveIntFrom(entry.product_id);
    if (productId === null || isInWishlist(list, productId)) continue;
    const sale = finiteNumberFrom(entry.product_variant_sale_price) ?? 0;
    list.push({
      ...(entry as Partial<WishlistItem>),
      product_id: productId,
      product_title: typeof entry.product_title === 'string' ? entry.product_title : '',
      product_image_url: typeof entry.product_image_url === 'string' ? entry.product_image_url : '',
      product_variant_sale_price: sale,
      product_variant_mrp_price: finiteNumberFrom(entry.product_variant_mrp_price) ?? sale,
      selected_currency: parseCurrencyCode(entry.selected_currency),
    });
  }
  return list;
}
