import { convertPrice, type CurrencyCode } from '@shop/core';

/**
 * The price filter in the shopper's currency. The URL and the API speak whole rupees; the
 * panel shows whole units of the selected currency (spec 9's rate, core convertPrice). A
 * bound typed in dollars becomes rupees so that nothing the shopper asked for is lost:
 * the minimum rounds down, the maximum up.
 */

/** Whole rupees from a lower bound in `currency`. */
export function minRupees(amount: number, currency: CurrencyCode): number {
  return Math.max(0, Math.floor(toRupees(amount, currency)));
}

/** Whole rupees from an upper bound in `currency`. */
export function maxRupees(amount: number, currency: CurrencyCode): number {
  return Math.max(0, Math.ceil(toRupees(amount, currency)));
}

function toRupees(amount: number, currency: CurrencyCode): number {
  // Cut binary noise first (10 × 86.44 = 864.4000000000001 must not ceil to 865).
  return Number(convertPrice(amount, 'INR', currency).toFixed(6));
}

/** A rupee bound shown in `currency`, in whole units (the nearest: a bound made from whole dollars reads back the same). */
export function shownAmount(rupees: number, currency: CurrencyCode): number {
  return Math.round(convertPrice(rupees, currency));
}

/** The slider's ends in `currency` from the facet's cheapest and dearest (paise): wide enough to hold both. */
export function sliderBounds(price: { min_paise: number; max_paise: number }, currency: CurrencyCode): { low: number; high: number } {
  const low = Math.floor(convertPrice(price.min_paise / 100, currency));
  const high = Math.ceil(convertPrice(price.max_paise / 100, currency));
  return { low, high: Math.max(high, low + 1) };
}
