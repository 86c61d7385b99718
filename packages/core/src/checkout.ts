import { INR_PER_USD } from './constants';
import { fromMinorUnits, toMinorUnits, type CurrencyCode } from './money';

/**
 * The money rules of an order, shared by the checkout screen (which sends the payload) and
 * the server (which re-prices every line from the database and refuses a payload whose
 * numbers differ). Both compute in whole minor units of the order's currency (paise for INR,
 * cents for USD), so the same cart gives the same numbers on both sides, to the paisa.
 */

/** The order currencies: INR, or USD at the fixed 86.44. */
export const ORDER_CURRENCIES = ['INR', 'USD'] as const;

/**
 * A catalog price (rupees, as the API sends it) in minor units of the order currency:
 * paise for INR; for USD, rupees ÷ 86.44 rounded to the nearest cent (core's rounding).
 */
export function unitPriceMinor(rupees: number, currency: CurrencyCode): number {
  return currency === 'USD' ? toMinorUnits(rupees / INR_PER_USD) : toMinorUnits(rupees);
}

export interface PricedLine {
  /** Unit sale price in minor units of the order currency. */
  unitMinor: number;
  quantity: number;
}

/** A line's total and the order's subtotal and grand total, in minor units (the grand total is the subtotal: no fees, taxes or shipping, spec 9). */
export function orderTotalsMinor(lines: readonly PricedLine[]): { lineTotals: number[]; subTotal: number; grandTotal: number } {
  const lineTotals = lines.map((l) => l.unitMinor * l.quantity);
  const subTotal = lineTotals.reduce((sum, t) => sum + t, 0);
  return { lineTotals, subTotal, grandTotal: subTotal };
}

/** What the checkout needs of a cart line to price it. */
export interface CheckoutCartLine {
  product_id: number;
  product_variant_id: number;
  quantity: number;
  /** Rupees, as the catalog sent them. */
  product_variant_sale_price: number;
  product_variant_mrp_price: number;
}

/** One CartInfo line of the place-order payload (spec 3), prices converted to the order currency. */
export interface PlaceOrderLine {
  product_id: number;
  product_variant_id: number;
  quantity: number;
  product_variant_sale_price: number;
  product_variant_mrp_price: number;
  original_currency: 'INR';
  converted_currency: CurrencyCode;
}

/**
 * The CartInfo lines and totals of the place-order payload for a cart in `currency`: each
 * price converted with unitPriceMinor, totals summed from those, all as numbers of the
 * order currency (2 decimals at most).
 */
export function placeOrderAmounts(
  lines: readonly CheckoutCartLine[],
  currency: CurrencyCode,
): { CartInfo: PlaceOrderLine[]; order_sub_total: number; order_grand_total: number } {
  const priced = lines.map((l) => ({ unitMinor: unitPriceMinor(l.product_variant_sale_price, currency), quantity: l.quantity }));
  const totals = orderTotalsMinor(priced);
  return {
    CartInfo: lines.map((l, i) => ({
      product_id: l.product_id,
      product_variant_id: l.product_variant_id,
      quantity: l.quantity,
      product_variant_sale_price: fromMinorUnits(priced[i]!.unitMinor),
      product_variant_mrp_price: fromMinorUnits(unitPriceMinor(l.product_variant_mrp_price, currency)),
      original_currency: 'INR',
      converted_currency: currency,
    })),
    order_sub_total: fromMinorUnits(totals.subTotal),
    order_grand_total: fromMinorUnits(totals.grandTotal),
  };
}

// ---------------------------------------------------------------- status

/** order_status values (DESIGN 4.1). Only Placed may be cancelled by the shopper. */
export const ORDER_STATUS = { placed: 0, processing: 1, shipped: 2, delivered: 3, cancelled: 4 } as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

/** The English label of each order_status (order_status_label). */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  0: 'Placed',
  1: 'Processing',
  2: 'Shipped',
  3: 'Delivered',
  4: 'Cancelled',
};

/** Payment status, apart from the order's status (DESIGN 4.1, 4.3). */
export const PAYMENT_STATUSES = ['cod_due', 'awaiting_payment', 'paid', 'refunded', 'void'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  cod_due: 'Pay on delivery',
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  refunded: 'Refunded',
  void: 'Not charged',
};

// ---------------------------------------------------------------- cards and UPI

/** Card brands recognised from the number's first digits (only the brand and last four travel). */
export type CardBrand = 'visa' | 'mastercard' | 'rupay' | 'amex' | 'discover' | 'card';

/** The card's brand from its number (IIN ranges); 'card' when not recognised. */
export function cardBrand(cardNumber: string): CardBrand {
  const d = cardNumber.replace(/\D/g, '');
  if (/^4/.test(d)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(d)) return 'mastercard';
  if (/^(60|65|81|82|508|353|356)/.test(d)) return 'rupay';
  if (/^3[47]/.test(d)) return 'amex';
  if (/^6(011|4[4-9])/.test(d)) return 'discover';
  return 'card';
}

/** The Luhn checksum, which every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

/** Whether a text holds something shaped like a full card number (13 to 19 digits, spaces or dashes allowed, Luhn-valid). */
export function containsCardNumber(text: string): boolean {
  for (const m of text.matchAll(/\d(?:[ -]?\d){12,18}/g)) {
    if (passesLuhn(m[0].replace(/\D/g, ''))) return true;
  }
  return false;
}

/** The UPI payment link (NPCI linking spec) for an exact amount in INR to the shop's UPI id. */
export function upiPaymentLink(p: { payeeVpa: string; payeeName: string; amountPaise: number; reference: string; note: string }): string {
  const q = new URLSearchParams({
    pa: p.payeeVpa,
    pn: p.payeeName,
    tr: p.reference.replace(/[^A-Za-z0-9]/g, ''),
    tn: p.note,
    am: (p.amountPaise / 100).toFixed(2),
    cu: 'INR',
  });
  return `upi://pay?${q.toString().replace(/\+/g, '%20')}`;
}
