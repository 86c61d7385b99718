import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MESSAGES, wishlistAddedToCartToast } from '@shop/core';

const read = (lng: string) =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, `../../../public/locales/${lng}/cart.json`), 'utf8')) as Record<string, Record<string, string>>;

/** Every key of a nested dictionary, with plural suffixes taken off. */
function keys(dict: object, prefix = ''): string[] {
  return Object.entries(dict).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value, `${prefix}${key}.`) : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

describe('cart translations', () => {
  const en = read('en');

  it("quote the spec's texts exactly in English", () => {
    expect(en.cart?.expired).toBe(MESSAGES.cartLineExpired);
    expect(en.wishlist?.addedToCart?.replace('{{title}}', 'Amethyst')).toBe(wishlistAddedToCartToast('Amethyst'));
    expect(en.cart?.clearAll).toBe('All Cart Clear');
    expect(en.cart?.checkout).toBe('Continue to checkout');
    expect([en.cart?.product, en.cart?.unitPrice, en.cart?.quantity, en.cart?.subtotal, en.cart?.remove]).toEqual([
      'Product',
      'Unit Price',
      'Quantity',
      'Subtotal',
      'Remove',
    ]);
    expect([en.wishlist?.product, en.wishlist?.price, en.wishlist?.stockStatus, en.wishlist?.action]).toEqual(['Product', 'Price', 'Stock Status', 'Action']);
  });

  it('has the same keys in Arabic', () => {
    expect(new Set(keys(read('ar')))).toEqual(new Set(keys(en)));
  });
});
