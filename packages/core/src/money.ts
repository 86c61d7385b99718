import { CURRENCIES, DEFAULT_CURRENCY, INR_PER_USD } from './constants';

/**
 * Money rules. The server keeps integer paise; prices on the wire are rupee numbers; the
 * browser converts to the display currency at the fixed rate and formats once, here.
 */

export type CurrencyCode = keyof typeof CURRENCIES;

/** Tells whether a value (for example a stored currency_value) is one of the two currencies. */
export function isCurrencyCode(value: unknown): value is CurrencyCode {
  return value === 'INR' || value === 'USD';
}

/** Reads a stored currency code, falling back to the default INR when missing or unknown. */
export function parseCurrencyCode(value: unknown): CurrencyCode {
  return isCurrencyCode(value) ? value : DEFAULT_CURRENCY;
}

/** The label (symbol) shown for a currency: ₹ for INR, $ for USD. */
export function currencyLabel(currency: CurrencyCode): string {
  return CURRENCIES[currency].label;
}

/**
 * Rounds an amount to whole hundredths as an integer (rupees to paise, dollars to cents).
 * The product is first cut to 15 significant digits so binary noise such as
 * 1.005 * 100 = 100.49999999999999 rounds the way the decimal number does (to 101).
 */
export function toMinorUnits(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  return Math.round(Number((amount * 100).toPrecision(15)));
}

/** Turns an integer count of hundredths back into a number of whole units. */
export function fromMinorUnits(minor: number): number {
  return minor / 100;
}

/** Money is stored as integer paise: rupees × 100, rounded to the nearest paisa. */
export function rupeesToPaise(rupees: number): number {
  return toMinorUnits(rupees);
}

/** Wire prices are rupee numbers: paise ÷ 100. */
export function paiseToRupees(paise: number): number {
  return fromMinorUnits(paise);
}

/**
 * Converts at the fixed rate of 86.44 INR per USD. A pair that is not INR/USD (which can
 * only come from bad stored data) logs an error and leaves the amount unchanged (spec 8, 9).
 */
export function convertPrice(
  amount: number,
  to: CurrencyCode,
  from: CurrencyCode = DEFAULT_CURRENCY,
  log: (...args: unknown[]) => void = console.error,
): number {
  if (from === to && isCurrencyCode(to)) return amount;
  if (from === 'INR' && to === 'USD') return amount / INR_PER_USD;
  if (from === 'USD' && to === 'INR') return amount * INR_PER_USD;
  log(`Currency conversion from ${String(from)} to ${String(to)} is not supported`);
  return amount;
}

/**
 * Groups the digits of a whole number written in base 10: thousands, then (Indian) every two
 * digits above them ('12,34,567'), or every three ('1,234,567'). The same text as
 * Intl.NumberFormat('en-IN' / 'en-US') gives, without it: a browser's first Intl number
 * format loads ICU's data, ~40-50 ms of main thread on a desktop (measured in Chromium 156;
 * several times that on a phone), on the first screen of every page that shows a price.
 * money.test.ts checks every shape against Intl.
 */
export function groupDigits(digits: string, indian: boolean): string {
  if (digits.length <= 3) return digits;
  let head = digits.slice(0, -3);
  const groups = [digits.slice(-3)];
  const size = indian ? 2 : 3;
  while (head.length > size) {
    groups.unshift(head.slice(-size));
    head = head.slice(0, -size);
  }
  groups.unshift(head);
  return groups.join(',');
}

/**
 * A non-negative amount of hundredths in its currency's display shape: INR rounded to whole
 * rupees (half up), USD with two decimals. Beyond the exactly representable integers, Intl.
 */
function groupedAmount(absMinor: number, code: CurrencyCode): string {
  const whole = code === 'INR' ? Math.round(absMinor / 100) : Math.floor(absMinor / 100);
  if (!Number.isSafeInteger(absMinor) || !Number.isSafeInteger(whole)) return intlAmount(absMinor / 100, code);
  if (code === 'INR') return groupDigits(String(whole), true);
  return `${groupDigits(String(whole), false)}.${String(absMinor % 100).padStart(2, '0')}`;
}

function intlAmount(value: number, code: CurrencyCode): string {
  const digits = code === 'INR' ? 0 : 2;
  return new Intl.NumberFormat(code === 'INR' ? 'en-IN' : 'en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/**
 * Formats an amount already in `currency`: INR as a rounded whole number with Indian
 * grouping ('₹1,23,456'), USD with two decimals ('$14.28'). A non-finite amount shows as 0.
 */
export function formatPrice(amount: number, currency: CurrencyCode): string {
  const code = parseCurrencyCode(currency);
  const minor = toMinorUnits(amount);
  // Round from the integer hundredths (half away from zero) so 1234.5 shows ₹1,235 and
  // 11.565 shows $11.57; the sign is kept outside the symbol ('-₹5').
  const absMinor = Math.abs(minor);
  const shown = groupedAmount(absMinor, code);
  const sign = minor < 0 && /[1-9]/.test(shown) ? '-' : '';
  return `${sign}${CURRENCIES[code].label}${shown}`;
}

/**
 * Rupees on an invoice: '₹1,23,456.78' (Indian grouping: the last three digits, then twos;
 * always two decimals, unlike the storefront's rounded prices): the PDF, and the tax
 * invoice on screen, where a tax of ₹18.91 must not read ₹19.
 */
export function formatInvoiceInr(rupees: number): string {
  const minor = toMinorUnits(rupees);
  const abs = Math.abs(minor);
  const paise = String(abs % 100).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}₹${groupDigits(String(Math.floor(abs / 100)), true)}.${paise}`;
}

/** Shows a rupee wire price in the shopper's currency: format(convert(amount)). */
export function displayPrice(amountInr: number, currency: CurrencyCode, log: (...args: unknown[]) => void = console.error): string {
  const code = isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY;
  return formatPrice(convertPrice(amountInr, currency, DEFAULT_CURRENCY, log), code);
}
