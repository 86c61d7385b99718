import { describe, expect, it, vi } from 'vitest';
import {
  convertPrice,
  currencyLabel,
  displayPrice,
  formatPrice,
  isCurrencyCode,
  paiseToRupees,
  parseCurrencyCode,
  rupeesToPaise,
  toMinorUnits,
  type CurrencyCode,
} from './money';
import { CURRENCIES } from './constants';

describe('paise', () => {
  it('stores rupees as integer paise, rounding to the nearest paisa', () => {
    expect(rupeesToPaise(1234.5)).toBe(123450);
    expect(rupeesToPaise(86.44)).toBe(8644);
    expect(rupeesToPaise(0.1 + 0.2)).toBe(30);
    expect(rupeesToPaise(1.005)).toBe(101);
    expect(rupeesToPaise(19.999)).toBe(2000);
    expect(rupeesToPaise(Number.NaN)).toBe(0);
  });

  it('reads paise back as rupees', () => {
    expect(paiseToRupees(123450)).toBe(1234.5);
    expect(paiseToRupees(8644)).toBe(86.44);
    expect(paiseToRupees(rupeesToPaise(499.99))).toBe(499.99);
  });

  it('rounds any amount to hundredths', () => {
    expect(toMinorUnits(11.568)).toBe(1157);
    expect(toMinorUnits(14.2816)).toBe(1428);
  });
});

describe('convertPrice', () => {
  it('converts at 86.44 INR per USD', () => {
    expect(convertPrice(86.44, 'USD')).toBe(1);
    expect(convertPrice(86.44, 'USD', 'INR')).toBe(1);
    expect(convertPrice(1000, 'USD')).toBeCloseTo(11.5687, 4);
    expect(convertPrice(1, 'INR', 'USD')).toBe(86.44);
    expect(convertPrice(10, 'INR', 'USD')).toBeCloseTo(864.4, 10);
  });

  it('keeps the amount when the currency does not change', () => {
    expect(convertPrice(1234.5, 'INR')).toBe(1234.5);
    expect(convertPrice(14.28, 'USD', 'USD')).toBe(14.28);
  });

  it('logs an error and leaves the amount unchanged for an unknown pair', () => {
    const log = vi.fn();
    expect(convertPrice(500, 'EUR' as CurrencyCode, 'INR', log)).toBe(500);
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]?.[0])).toContain('EUR');
    expect(convertPrice(7, 'USD', 'GBP' as CurrencyCode, log)).toBe(7);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('does not log for a known pair', () => {
    const log = vi.fn();
    convertPrice(100, 'USD', 'INR', log);
    convertPrice(100, 'INR', 'INR', log);
    expect(log).not.toHaveBeenCalled();
  });
});

describe('formatPrice', () => {
  it('shows INR as a rounded whole number with ₹ and Indian grouping', () => {
    expect(formatPrice(1234.5, 'INR')).toBe('₹1,235');
    expect(formatPrice(1234.4, 'INR')).toBe('₹1,234');
    expect(formatPrice(123456, 'INR')).toBe('₹1,23,456');
    expect(formatPrice(12345678.9, 'INR')).toBe('₹1,23,45,679');
    expect(formatPrice(999, 'INR')).toBe('₹999');
    expect(formatPrice(0, 'INR')).toBe('₹0');
  });

  it('shows USD with two decimals and $', () => {
    expect(formatPrice(1, 'USD')).toBe('$1.00');
    expect(formatPrice(14.2816, 'USD')).toBe('$14.28');
    expect(formatPrice(11.565, 'USD')).toBe('$11.57');
    expect(formatPrice(1234.5, 'USD')).toBe('$1,234.50');
  });

  it('keeps a minus sign outside the symbol and shows non-numbers as 0', () => {
    expect(formatPrice(-5, 'INR')).toBe('-₹5');
    expect(formatPrice(Number.NaN, 'USD')).toBe('$0.00');
  });

  it('groups digits exactly as Intl.NumberFormat en-IN / en-US does, without loading it', () => {
    const intl = {
      INR: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 0 }),
      USD: new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    const amounts = [0, 0.004, 0.005, 0.01, 0.49, 0.5, 0.99, 1, 9.995, 99.5, 999, 999.5, 1000, 9999.99, 10000, 99999, 100000];
    // Up to 10^21: past 2^53 hundredths the text comes from Intl itself.
    for (let digits = 6; digits <= 21; digits++) amounts.push(10 ** digits - 1, 10 ** digits, 1.23456789 * 10 ** digits);
    for (let i = 0; i < 500; i++) amounts.push(Math.round(Math.random() * 10 ** (1 + (i % 12)) * 100) / 100);
    for (const amount of amounts) {
      for (const code of ['INR', 'USD'] as const) {
        const minor = Math.abs(Math.round(Number((amount * 100).toPrecision(15))));
        const value = code === 'INR' ? Math.round(minor / 100) : minor / 100;
        expect(formatPrice(amount, code), `${amount} ${code}`).toBe(`${CURRENCIES[code].label}${intl[code].format(value)}`);
      }
    }
    expect(formatPrice(-0.004, 'INR')).toBe('₹0');
    expect(formatPrice(-0.01, 'USD')).toBe('-$0.01');
  });
});

describe('displayPrice', () => {
  it('converts a rupee price and formats it in the chosen currency', () => {
    expect(displayPrice(86.44, 'USD')).toBe('$1.00');
    expect(displayPrice(1000, 'USD')).toBe('$11.57');
    expect(displayPrice(1234.5, 'USD')).toBe('$14.28');
    expect(displayPrice(1234.5, 'INR')).toBe('₹1,235');
  });

  it('shows an unknown currency as the unchanged rupee amount, logging the error', () => {
    const log = vi.fn();
    expect(displayPrice(1234.5, 'EUR' as CurrencyCode, log)).toBe('₹1,235');
    expect(log).toHaveBeenCalledTimes(1);
  });
});

describe('currency codes', () => {
  it('knows INR and USD only', () => {
    expect(isCurrencyCode('INR')).toBe(true);
    expect(isCurrencyCode('USD')).toBe(true);
    expect(isCurrencyCode('usd')).toBe(false);
    expect(isCurrencyCode(null)).toBe(false);
  });

  it('falls back to INR for a stored value that is missing or unknown', () => {
    expect(parseCurrencyCode('USD')).toBe('USD');
    expect(parseCurrencyCode(null)).toBe('INR');
    expect(parseCurrencyCode('EUR')).toBe('INR');
  });

  it('labels ₹ and $', () => {
    expect(currencyLabel('INR')).toBe('₹');
    expect(currencyLabel('USD')).toBe('$');
  });
});
