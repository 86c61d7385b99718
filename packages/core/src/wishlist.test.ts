import { describe, expect, it } from 'vitest';
import { addToWishlist, isInWishlist, parseStoredWishlist, removeFromWishlist, toggleWishlist, type WishlistItem } from './wishlist';

function item(id: number, sale = 100): WishlistItem {
  return {
    product_id: id,
    product_variant_id: id * 10,
    product_title: `Stone ${id}`,
    product_image_url: `/img/${id}.png`,
    product_variant_sale_price: sale,
    product_variant_mrp_price: sale + 50,
    product_stock_status: 1,
    selected_currency: 'INR',
  };
}

describe('wishlist', () => {
  it('adds a product once; a second add is ignored', () => {
    const list = addToWishlist([], item(1));
    expect(addToWishlist(list, item(1, 999))).toEqual([item(1)]);
    expect(addToWishlist(list, item(2)).map((i) => i.product_id)).toEqual([1, 2]);
  });

  it('removes by product_id', () => {
    expect(removeFromWishlist([item(1), item(2)], 1)).toEqual([item(2)]);
  });

  it('knows whether a product is in it (the highlighted heart)', () => {
    expect(isInWishlist([item(1)], 1)).toBe(true);
    expect(isInWishlist([item(1)], 2)).toBe(false);
  });

  it('toggles: removes when present, adds otherwise', () => {
    expect(toggleWishlist([item(1)], item(1))).toEqual([]);
    expect(toggleWishlist([], item(1))).toEqual([item(1)]);
  });

  it('reads the saved list, dropping bad entries and repeats', () => {
    expect(parseStoredWishlist(null)).toEqual([]);
    expect(parseStoredWishlist('oops')).toEqual([]);
    expect(parseStoredWishlist('"text"')).toEqual([]);
    const saved = [item(1), { ...item(2), product_id: undefined }, item(1, 5), item(3), 'x'];
    expect(parseStoredWishlist(JSON.stringify(saved))).toEqual([item(1), item(3)]);
  });

  it('fills missing prices and currency', () => {
    expect(parseStoredWishlist('[{"product_id":4}]')).toEqual([
      {
        product_id: 4,
        product_title: '',
        product_image_url: '',
        product_variant_sale_price: 0,
        product_variant_mrp_price: 0,
        selected_currency: 'INR',
      },
    ]);
  });
});
