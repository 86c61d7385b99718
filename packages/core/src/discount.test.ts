import { describe, expect, it } from 'vitest';
import { discountPercent } from './discount';

describe('discountPercent', () => {
  it('is (list − sale) / list × 100, floored', () => {
    expect(discountPercent(1000, 750)).toBe(25);
    expect(discountPercent(999, 499)).toBe(50); // 50.05 → 50
    expect(discountPercent(300, 201)).toBe(33); // 33 exactly
    expect(discountPercent(3, 1)).toBe(66); // 66.67 → 66
    expect(discountPercent(1499, 1299)).toBe(13); // 13.34 → 13
  });

  it('does not lose a point to floating point', () => {
    expect(discountPercent(100, 71)).toBe(29); // 29 / 100 × 100 is 28.999999999999996 in floats
    expect(discountPercent(100, 43)).toBe(57);
    expect(discountPercent(0.3, 0.1)).toBe(66);
  });

  it('is 0 when either price is not positive', () => {
    expect(discountPercent(0, 100)).toBe(0);
    expect(discountPercent(100, 0)).toBe(0);
    expect(discountPercent(-100, 50)).toBe(0);
    expect(discountPercent(100, -5)).toBe(0);
    expect(discountPercent(Number.NaN, 5)).toBe(0);
  });

  it('is 0 for no discount and never negative', () => {
    expect(discountPercent(500, 500)).toBe(0);
    expect(discountPercent(500, 600)).toBe(0);
  });

  it('is 99 at most for a positive sale price', () => {
    expect(discountPercent(1000, 1)).toBe(99); // 99.9 → 99
  });
});
