import { describe, expect, it } from 'vitest';
import { maxRupees, minRupees, shownAmount, sliderBounds } from './price-range';

describe('the price filter in the selected currency', () => {
  it('is whole rupees in INR', () => {
    expect(minRupees(500, 'INR')).toBe(500);
    expect(maxRupees(2000, 'INR')).toBe(2000);
    expect(shownAmount(2000, 'INR')).toBe(2000);
  });

  it('turns dollars into rupees at 86.44, the minimum down and the maximum up', () => {
    expect(minRupees(10, 'USD')).toBe(864);
    expect(maxRupees(10, 'USD')).toBe(865);
    expect(maxRupees(1, 'USD')).toBe(87);
    expect(minRupees(-3, 'USD')).toBe(0);
  });

  it('reads back the dollars typed', () => {
    for (const usd of [1, 10, 23, 99, 1000]) {
      expect(shownAmount(minRupees(usd, 'USD'), 'USD')).toBe(usd);
      expect(shownAmount(maxRupees(usd, 'USD'), 'USD')).toBe(usd);
    }
  });

  it('spans the cheapest and dearest product', () => {
    expect(sliderBounds({ min_paise: 49_900, max_paise: 1_299_900 }, 'INR')).toEqual({ low: 499, high: 12_999 });
    expect(sliderBounds({ min_paise: 49_900, max_paise: 1_299_900 }, 'USD')).toEqual({ low: 5, high: 151 });
    expect(sliderBounds({ min_paise: 50_000, max_paise: 50_000 }, 'INR')).toEqual({ low: 500, high: 501 });
  });
});
