import { describe, expect, it } from 'vitest';
import {
  addToCart,
  addWithinStock,
  canDecrease,
  cartCount,
  cartGrandTotal,
  cartLineTotal,
  cartSubtotal,
  cartUnitPrice,
  clearCart,
  decreaseQuantity,
  formatCountdown,
  increaseQuantity,
  isExpired,
  isOutOfStock,
  knownStock,
  lineStockLimit,
  parseStoredCart,
  refreshCartPrices,
  remainingMs,
  removeExpired,
  removeFromCart,
  type CartItem,
  type CartProduct,
} from './cart';
import { CART_LINE_LIFETIME_MS } from './constants';

const NOW = 1_700_000_000_000;

function product(id: number, variantId: number, sale = 1000, mrp = 1200): CartProduct {
  return {
    product_id: id,
    product_variant_id: variantId,
    product_title: `Stone ${id}`,
    product_image_url: `/img/${id}.png`,
    product_variant_sale_price: sale,
    product_variant_mrp_price: mrp,
    selected_currency: 'INR',
    product_variant_title: '100 g',
    product_stock_status: 10,
  };
}

function line(id: number, variantId: number, quantity: number, sale = 1000): CartItem {
  return { ...product(id, variantId, sale), quantity, expiresAt: NOW + CART_LINE_LIFETIME_MS };
}

describe('addToCart', () => {
  it('appends a new line expiring 14,400,000 ms from now', () => {
    const cart = addToCart([], product(1, 11), 1, NOW);
    expect(cart).toHaveLength(1);
    expect(cart[0]).toMatchObject({ product_id: 1, product_variant_id: 11, quantity: 1, expiresAt: NOW + 14_400_000 });
    expect(cart[0]?.product_variant_title).toBe('100 g');
  });

  it('adds the given quantity to a line with the same product and variant, keeping its expiry', () => {
    const first = addToCart([], product(1, 11), 2, NOW);
    const second = addToCart(first, product(1, 11), 3, NOW + 60_000);
    expect(second).toHaveLength(1);
    expect(second[0]?.quantity).toBe(5);
    expect(second[0]?.expiresAt).toBe(NOW + CART_LINE_LIFETIME_MS);
  });

  it('treats another variant of the same product as a new line', () => {
    const cart = addToCart(addToCart([], product(1, 11), 1, NOW), product(1, 12), 1, NOW);
    expect(cart.map((l) => l.product_variant_id)).toEqual([11, 12]);
  });

  it('defaults the quantity to 1, counts anything below 1 as 1, and does not mutate', () => {
    const empty: CartItem[] = [];
    expect(addToCart(empty, product(1, 11), undefined, NOW)[0]?.quantity).toBe(1);
    expect(addToCart(empty, product(1, 11), 0, NOW)[0]?.quantity).toBe(1);
    expect(empty).toHaveLength(0);
  });
});

describe('quantity', () => {
  const cart = [line(1, 11, 1), line(2, 21, 3)];

  it('increase adds 1 to the line of that variant', () => {
    expect(increaseQuantity(cart, 21).map((l) => l.quantity)).toEqual([1, 4]);
  });

  it('increase stops at the given maximum', () => {
    expect(increaseQuantity(cart, 21, 3).map((l) => l.quantity)).toEqual([1, 3]);
    expect(increaseQuantity(cart, 21, 4).map((l) => l.quantity)).toEqual([1, 4]);
  });

  it('decrease subtracts 1 and never goes below 1', () => {
    expect(decreaseQuantity(cart, 21).map((l) => l.quantity)).toEqual([1, 2]);
    expect(decreaseQuantity(cart, 11).map((l) => l.quantity)).toEqual([1, 3]);
  });

  it('decrease is active only above 1', () => {
    expect(canDecrease({ quantity: 1 })).toBe(false);
    expect(canDecrease({ quantity: 2 })).toBe(true);
  });
});

describe('remove and clear', () => {
  it('removes by variant id', () => {
    const cart = [line(1, 11, 1), line(1, 12, 1), line(2, 21, 1)];
    expect(removeFromCart(cart, 12).map((l) => l.product_variant_id)).toEqual([11, 21]);
  });

  it('clears everything', () => {
    expect(clearCart()).toEqual([]);
  });
});

describe('expiry', () => {
  const item = addToCart([], product(1, 11), 1, NOW)[0] as CartItem;

  it('is not expired 1 ms before 14,400,000 ms', () => {
    expect(isExpired(item, NOW + 14_399_999)).toBe(false);
    expect(remainingMs(item, NOW + 14_399_999)).toBe(1);
  });

  it('is expired at exactly 14,400,000 ms', () => {
    expect(isExpired(item, NOW + 14_400_000)).toBe(true);
    expect(remainingMs(item, NOW + 14_400_000)).toBe(0);
    expect(remainingMs(item, NOW + 20_000_000)).toBe(0);
  });

  it('removes expired lines only', () => {
    const older = { ...line(2, 21, 1), expiresAt: NOW + 1000 };
    const cart = [item, older];
    expect(removeExpired(cart, NOW + 999)).toHaveLength(2);
    expect(removeExpired(cart, NOW + 1000).map((l) => l.product_id)).toEqual([1]);
  });

  it('formats the countdown as HH:MM:SS, and Expired at zero', () => {
    expect(formatCountdown(14_400_000)).toBe('04:00:00');
    expect(formatCountdown(3_661_000)).toBe('01:01:01');
    expect(formatCountdown(59_000)).toBe('00:00:59');
    expect(formatCountdown(1)).toBe('00:00:01');
    expect(formatCountdown(0)).toBe('Expired');
    expect(formatCountdown(-5)).toBe('Expired');
  });
});

describe('totals', () => {
  it('adds quantity × sale price in rupees for INR', () => {
    const cart = [line(1, 11, 2, 1234.5), line(2, 21, 1, 86.44)];
    expect(cartSubtotal(cart, 'INR')).toBe(2555.44);
    expect(cartGrandTotal(cart, 'INR')).toBe(2555.44);
  });

  it('converts each unit price to USD, rounded to the cent, before multiplying', () => {
    const cart = [line(1, 11, 3, 1000), line(2, 21, 1, 86.44)];
    expect(cartUnitPrice(cart[0] as CartItem, 'USD')).toBe(11.57);
    expect(cartLineTotal(cart[0] as CartItem, 'USD')).toBe(34.71);
    expect(cartSubtotal(cart, 'USD')).toBe(35.71);
    expect(cartGrandTotal(cart, 'USD')).toBe(35.71);
  });

  it('is exact to the paisa where floats would drift', () => {
    const cart = [line(1, 11, 1, 0.1), line(2, 21, 1, 0.2)];
    expect(cartSubtotal(cart, 'INR')).toBe(0.3);
  });

  it('is 0 for an empty cart', () => {
    expect(cartSubtotal([], 'USD')).toBe(0);
    expect(cartCount([])).toBe(0);
  });

  it('counts the quantities', () => {
    expect(cartCount([line(1, 11, 2), line(2, 21, 3)])).toBe(5);
  });
});

describe('parseStoredCart', () => {
  it('is empty for nothing saved, unreadable JSON or a non-array', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('')).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"a":1}')).toEqual([]);
    expect(parseStoredCart('null')).toEqual([]);
  });

  it('keeps good lines as saved', () => {
    const cart = [line(1, 11, 2)];
    expect(parseStoredCart(JSON.stringify(cart), NOW)).toEqual(cart);
  });

  it('drops entries missing ids or a sale price', () => {
    const saved = [
      line(1, 11, 1),
      { ...line(2, 21, 1), product_id: undefined },
      { ...line(3, 31, 1), product_variant_id: null },
      { ...line(4, 41, 1), product_variant_sale_price: 'abc' },
      5,
      null,
    ];
    expect(parseStoredCart(JSON.stringify(saved), NOW).map((l) => l.product_id)).toEqual([1]);
  });

  it('fills a missing quantity, expiry, list price and currency', () => {
    const saved = [{ product_id: 1, product_variant_id: 11, product_variant_sale_price: 500, selected_currency: 'EUR' }];
    expect(parseStoredCart(JSON.stringify(saved), NOW)[0]).toEqual({
      product_id: 1,
      product_variant_id: 11,
      quantity: 1,
      expiresAt: NOW + CART_LINE_LIFETIME_MS,
      product_title: '',
      product_image_url: '',
      product_variant_sale_price: 500,
      product_variant_mrp_price: 500,
      selected_currency: 'INR',
    });
  });
});

describe('refreshCartPrices', () => {
  it('replaces stale prices by variant id', () => {
    const cart = [line(1, 11, 2, 1000), line(2, 21, 1, 500)];
    const fresh = refreshCartPrices(cart, [
      { product_variant_id: 21, product_variant_sale_price: 450, product_variant_mrp_price: 600, product_stock_status: 0 },
    ]);
    expect(fresh[0]).toEqual(cart[0]);
    expect(fresh[1]).toMatchObject({
      product_variant_sale_price: 450,
      product_variant_mrp_price: 600,
      product_stock_status: 0,
      quantity: 1,
    });
    expect(cart[1]?.product_variant_sale_price).toBe(500);
  });
});

describe('stock rules', () => {
  it('reads the known stock: 0 or below is out of stock, a missing field is unknown', () => {
    expect(knownStock({ product_stock_status: 7 })).toBe(7);
    expect(knownStock({ product_stock_status: -2 })).toBe(0);
    expect(knownStock({})).toBeUndefined();
    expect(isOutOfStock({ product_stock_status: 0 })).toBe(true);
    expect(isOutOfStock({ product_stock_status: 1 })).toBe(false);
    expect(isOutOfStock({})).toBe(false);
    expect(lineStockLimit({ product_stock_status: 3 })).toBe(3);
    expect(lineStockLimit({ product_stock_status: 0 })).toBeUndefined();
    expect(lineStockLimit({})).toBeUndefined();
  });

  it('refuses an out-of-stock product and leaves the cart as it was', () => {
    const cart = addToCart([], product(1, 10), 1, NOW);
    const result = addWithinStock(cart, { ...product(2, 20), product_stock_status: 0 }, 1, NOW);
    expect(result).toEqual({ cart, status: 'out-of-stock', added: 0 });
  });

  it('adds within the stock, merging with the line already there', () => {
    const limited = { ...product(1, 10), product_stock_status: 5 };
    const first = addWithinStock([], limited, 2, NOW);
    expect(first.status).toBe('added');
    expect(first.cart).toEqual([{ ...limited, quantity: 2, expiresAt: NOW + CART_LINE_LIFETIME_MS }]);

    const second = addWithinStock(first.cart, limited, 4, NOW + 1000);
    expect(second).toMatchObject({ status: 'capped', added: 3 });
    expect(second.cart[0]).toMatchObject({ quantity: 5, expiresAt: NOW + CART_LINE_LIFETIME_MS });

    const third = addWithinStock(second.cart, limited, 1, NOW + 2000);
    expect(third).toMatchObject({ status: 'capped', added: 0 });
    expect(third.cart).toEqual(second.cart);
  });

  it('sets no limit when the stock is unknown', () => {
    const { product_stock_status: _unknown, ...unknown } = product(3, 30);
    expect(addWithinStock([], unknown, 99, NOW)).toMatchObject({ status: 'added', added: 99 });
  });
});
