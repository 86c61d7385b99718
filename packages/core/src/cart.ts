import type { ProductCard } from './api-types';
import { CART_LINE_LIFETIME_MS, QUANTITY_MIN } from './constants';
import { finiteNumberFrom, isRecord, parseJson, positiveIntFrom } from './json';
import { convertPrice, fromMinorUnits, parseCurrencyCode, toMinorUnits, type CurrencyCode } from './money';

/**
 * Cart operations of spec 4. Pure: each returns a new array; the browser store saves the
 * result to local storage (cartList). Prices on a line are the rupee wire prices; the
 * display currency is applied when totals are computed.
 */

type CartRequiredKey = 'product_id' | 'product_variant_id' | 'product_title' | 'product_image_url' | 'product_variant_sale_price' | 'product_variant_mrp_price';

/** A cart line (spec 3): the product fields plus quantity, expiry and the chosen currency. */
export interface CartItem extends Partial<Omit<ProductCard, CartRequiredKey>> {
  product_id: number;
  product_variant_id: number;
  /** At least 1. */
  quantity: number;
  /** Epoch milliseconds after which the line is expired. */
  expiresAt: number;
  product_title: string;
  product_image_url: string;
  /** Rupees, as on the wire. */
  product_variant_sale_price: number;
  /** Rupees, as on the wire. */
  product_variant_mrp_price: number;
  /** The display currency when the line was added (informational; prices stay rupees). */
  selected_currency: CurrencyCode;
  product_variant_title?: string;
}

/** What is added to the cart: a line without its quantity and expiry. */
export type CartProduct = Omit<CartItem, 'quantity' | 'expiresAt'> & Partial<Pick<CartItem, 'quantity' | 'expiresAt'>>;

/** A product row with fresh prices, as the catalog returns it. */
export type CartPriceUpdate = Pick<ProductCard, 'product_variant_id' | 'product_variant_sale_price' | 'product_variant_mrp_price'> &
  Partial<Pick<ProductCard, 'product_stock_status'>>;

function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) ? Math.max(QUANTITY_MIN, Math.floor(quantity)) : QUANTITY_MIN;
}

/**
 * Add to cart (spec 4): a line with the same product_id and product_variant_id gets its
 * quantity increased by `quantity` (its expiry is kept); otherwise a new line is appended
 * expiring 4 hours (14,400,000 ms) from now. A quantity below 1 counts as 1.
 */
export function addToCart(cart: readonly CartItem[], item: CartProduct, quantity = 1, now = Date.now()): CartItem[] {
  const amount = wholeQuantity(quantity);
  const index = cart.findIndex((line) => line.product_id === item.product_id && line.product_variant_id === item.product_variant_id);
  if (index >= 0) {
    return cart.map((line, i) => (i === index ? { ...line, quantity: line.quantity + amount } : line));
  }
  return [...cart, { ...item, quantity: amount, expiresAt: now + CART_LINE_LIFETIME_MS }];
}

/**
 * A known stock count (product_stock_status, spec 3): a positive number is what can be
 * bought, 0 (or below) is out of stock; unknown (a line saved before the field existed)
 * is undefined.
 */
export function knownStock(item: { product_stock_status?: number | null }): number | undefined {
  const stock = item.product_stock_status;
  return typeof stock === 'number' && Number.isFinite(stock) ? Math.max(0, Math.floor(stock)) : undefined;
}

/** Out of stock: the known stock status is 0 or below (spec 3; 'Out Stock', no add, spec 2.5). */
export function isOutOfStock(item: { product_stock_status?: number | null }): boolean {
  return knownStock(item) === 0;
}

/** The most of one line the cart may hold: its known stock, or no limit when unknown. */
export function lineStockLimit(item: { product_stock_status?: number | null }): number | undefined {
  const stock = knownStock(item);
  return stock === undefined || stock === 0 ? undefined : stock;
}

/** What addWithinStock did: all of it, only up to the stock (0 when the line holds all there is), or nothing. */
export interface StockedAdd {
  cart: CartItem[];
  status: 'added' | 'capped' | 'out-of-stock';
  added: number;
}

/**
 * Add to cart within the stock: an out-of-stock product is refused, and the line never
 * holds more than the product's known stock; otherwise as addToCart (merge, 4-hour expiry).
 */
export function addWithinStock(cart: readonly CartItem[], item: CartProduct, quantity = 1, now = Date.now()): StockedAdd {
  if (isOutOfStock(item)) return { cart: [...cart], status: 'out-of-stock', added: 0 };
  const wanted = wholeQuantity(quantity);
  const existing = cart.find((line) => line.product_id === item.product_id && line.product_variant_id === item.product_variant_id);
  const limit = lineStockLimit(item);
  const amount = limit === undefined ? wanted : Math.min(wanted, Math.max(0, limit - (existing?.quantity ?? 0)));
  if (amount === 0) return { cart: [...cart], status: 'capped', added: 0 };
  return { cart: addToCart(cart, item, amount, now), status: amount < wanted ? 'capped' : 'added', added: amount };
}

/** Increase adds 1 to the line of that variant, never above `max` when one is given. */
export function increaseQuantity(cart: readonly CartItem[], variantId: number, max?: number): CartItem[] {
  return cart.map((line) => {
    if (line.product_variant_id !== variantId) return line;
    const next = line.quantity + 1;
    if (max !== undefined && next > max) return line;
    return { ...line, quantity: next };
  });
}

/** Decrease subtracts 1 from the line of that variant, never below 1. */
export function decreaseQuantity(cart: readonly CartItem[], variantId: number): CartItem[] {
  return cart.map((line) => (line.product_variant_id === variantId && line.quantity > QUANTITY_MIN ? { ...line, quantity: line.quantity - 1 } : line));
}

/** The decrease control is active only while the quantity is above 1. */
export function canDecrease(item: Pick<CartItem, 'quantity'>): boolean {
  return item.quantity > QUANTITY_MIN;
}

/** Remove is by variant id. */
export function removeFromCart(cart: readonly CartItem[], variantId: number): CartItem[] {
  return cart.filter((line) => line.product_variant_id !== variantId);
}

/** All Cart Clear empties the cart. */
export function clearCart(): CartItem[] {
  return [];
}

/** A line is expired from the moment its expiry is reached (exactly 14,400,000 ms after it was added). */
export function isExpired(item: Pick<CartItem, 'expiresAt'>, now = Date.now()): boolean {
  return now >= item.expiresAt;
}

/** A line whose countdown reaches zero is removed. */
export function removeExpired(cart: readonly CartItem[], now = Date.now()): CartItem[] {
  return cart.filter((line) => !isExpired(line, now));
}

/** Milliseconds left on a line's countdown, never below 0. */
export function remainingMs(item: Pick<CartItem, 'expiresAt'>, now = Date.now()): number {
  return Math.max(0, item.expiresAt - now);
}

/**
 * The per-line countdown: 'HH:MM:SS', or 'Expired' at zero. Partial seconds round up,
 * so the clock never shows 00:00:00 on a line that has not expired yet.
 */
export function formatCountdown(ms: number): string {
  if (!(ms > 0)) return 'Expired';
  const totalSeconds = Math.ceil(ms / 1000);
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

/** The unit sale price of a line in the display currency, in integer hundredths. */
function unitMinor(item: CartItem, currency: CurrencyCode): number {
  return toMinorUnits(convertPrice(item.product_variant_sale_price, currency, 'INR'));
}

/** The unit sale price of a line in the display currency, rounded to the paisa / cent. */
export function cartUnitPrice(item: CartItem, currency: CurrencyCode): number {
  return fromMinorUnits(unitMinor(item, currency));
}

/** A line's subtotal: quantity × the unit sale price converted to the display currency. */
export function cartLineTotal(item: CartItem, currency: CurrencyCode): number {
  return fromMinorUnits(unitMinor(item, currency) * item.quantity);
}

/**
 * The cart subtotal (spec 4): the sum of quantity × sale price converted to the selected
 * currency. Each unit price is converted and rounded to the paisa / cent first (the price
 * the shopper sees), then the integer amounts are added, so the total is exact.
 */
export function cartSubtotal(cart: readonly CartItem[], currency: CurrencyCode): number {
  const minor = cart.reduce((sum, line) => sum + unitMinor(line, currency) * line.quantity, 0);
  return fromMinorUnits(minor);
}

/** The grand total equals the subtotal (no fees, taxes or shipping are shown). */
export function cartGrandTotal(cart: readonly CartItem[], currency: CurrencyCode): number {
  return cartSubtotal(cart, currency);
}

/** The header cart count: the sum of the quantities. */
export function cartCount(cart: readonly CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * The cart saved in local storage (cartList): an empty list for nothing saved, unreadable
 * JSON or a non-array. Entries without a product_id, product_variant_id or a usable sale
 * price are dropped; a missing quantity becomes 1, a missing list price the sale price, a
 * missing currency INR, and a missing expiry a fresh 4 hours from `now`.
 */
export function parseStoredCart(json: string | null | undefined, now = Date.now()): CartItem[] {
  const parsed = parseJson(json);
  if (!Array.isArray(parsed)) return [];
  const cart: CartItem[] = [];
  for (const entry of parsed) {
    if (!isRecord(entry)) continue;
    const productId = positiveIntFrom(entry.product_id);
    const variantId = positiveIntFrom(entry.product_variant_id);
    const sale = finiteNumberFrom(entry.product_variant_sale_price);
    if (productId === null || variantId === null || sale === null || sale < 0) continue;
    const quantity = positiveIntFrom(entry.quantity) ?? QUANTITY_MIN;
    const mrp = finiteNumberFrom(entry.product_variant_mrp_price) ?? sale;
    const expiresAt = finiteNumberFrom(entry.expiresAt) ?? now + CART_LINE_LIFETIME_MS;
    cart.push({
      ...(entry as Partial<CartItem>),
      product_id: productId,
      product_variant_id: variantId,
      quantity,
      expiresAt,
      product_title: typeof entry.product_title === 'string' ? entry.product_title : '',
      product_image_url: typeof entry.product_image_url === 'string' ? entry.product_image_url : '',
      product_variant_sale_price: sale,
      product_variant_mrp_price: mrp,
      selected_currency: parseCurrencyCode(entry.selected_currency),
    });
  }
  return cart;
}

/**
 * Replaces the saved (possibly stale) prices of each line with the catalog's current
 * ones, matched by product_variant_id; lines without a fresh row are kept as they are.
 */
export function refreshCartPrices(cart: readonly CartItem[], freshCards: readonly CartPriceUpdate[]): CartItem[] {
  const byVariant = new Map(freshCards.map((card) => [card.product_variant_id, card]));
  return cart.map((line) => {
    const fresh = byVariant.get(line.product_variant_id);
    if (!fresh) return line;
    return {
      ...line,
      product_variant_sale_price: fresh.product_variant_sale_price,
      product_variant_mrp_price: fresh.product_variant_mrp_price,
      ...(fresh.product_stock_status !== undefined ? { product_stock_status: fresh.product_stock_status } : {}),
    };
  });
}
