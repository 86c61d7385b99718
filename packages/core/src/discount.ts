import { toMinorUnits } from './money';

/**
 * Percentage off (spec 9): floor((list − sale) / list × 100); 0 when either price is not
 * positive, and never negative. Worked in integer paise so 100 → 71 gives 29, not 28.
 */
export function discountPercent(mrp: number, sale: number): number {
  if (!(mrp > 0) || !(sale > 0) || !Number.isFinite(mrp) || !Number.isFinite(sale)) return 0;
  const mrpPaise = toMinorUnits(mrp);
  const salePaise = toMinorUnits(sale);
  if (mrpPaise <= 0) return 0;
  const percent = Math.floor(((mrpPaise - salePaise) * 100) / mrpPaise);
  return Math.max(0, percent);
}
