import { describe, expect, it } from 'vitest';
import { generateSecurityCode, securityCodeDigits } from './security-code';

describe('generateSecurityCode', () => {
  it('spans 1000 to 9999', () => {
    expect(generateSecurityCode(() => 0)).toBe(1000);
    expect(generateSecurityCode(() => 0.999999999)).toBe(9999);
    expect(generateSecurityCode(() => 0.5)).toBe(5500);
  });

  it('stays in range for a random source that misbehaves', () => {
    expect(generateSecurityCode(() => 1)).toBe(9999);
    expect(generateSecurityCode(() => -1)).toBe(1000);
    expect(generateSecurityCode(() => Number.NaN)).toBe(1000);
  });

  it('is a 4-digit integer with the default random source', () => {
    for (let i = 0; i < 200; i += 1) {
      const code = generateSecurityCode();
      expect(Number.isInteger(code)).toBe(true);
      expect(code).toBeGreaterThanOrEqual(1000);
      expect(code).toBeLessThanOrEqual(9999);
    }
  });

  it('splits into digits for display', () => {
    expect(securityCodeDigits(4071)).toEqual(['4', '0', '7', '1']);
  });
});
