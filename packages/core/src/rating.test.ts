import { describe, expect, it } from 'vitest';
import { averageRatingOf, averageRatingString, hasRating, isValidReviewRating, ratingBreakdown, ratingWidthPercent } from './rating';

describe('ratingWidthPercent', () => {
  it('is the average divided by 5, as a percent', () => {
    expect(ratingWidthPercent('5')).toBe(100);
    expect(ratingWidthPercent('4.5')).toBe(90);
    expect(ratingWidthPercent('3.5')).toBe(70);
    expect(ratingWidthPercent(2)).toBe(40);
    expect(ratingWidthPercent('0')).toBe(0);
  });

  it('clamps to 0..100 and treats junk as 0', () => {
    expect(ratingWidthPercent(6)).toBe(100);
    expect(ratingWidthPercent(-1)).toBe(0);
    expect(ratingWidthPercent('abc')).toBe(0);
    expect(ratingWidthPercent('')).toBe(0);
  });
});

describe('hasRating', () => {
  it("hides the stars for '0'", () => {
    expect(hasRating('0')).toBe(false);
    expect(hasRating(null)).toBe(false);
    expect(hasRating('0.5')).toBe(true);
    expect(hasRating('4')).toBe(true);
  });
});

describe('averageRatingString', () => {
  it("is '0' with no reviews", () => {
    expect(averageRatingString(0, 0)).toBe('0');
  });

  it('is the average to the nearest half', () => {
    expect(averageRatingString(18, 2)).toBe('4.5'); // 5 and 4
    expect(averageRatingString(8, 1)).toBe('4');
    expect(averageRatingString(7, 1)).toBe('3.5');
    expect(averageRatingString(26, 3)).toBe('4.5'); // 5, 4, 4 → 4.33 → 4.5 (8.67 halves → 9)
    expect(averageRatingString(25, 3)).toBe('4'); // 4.17 → 8.33 halves → 8
    expect(averageRatingString(17, 4)).toBe('2'); // 2.125 → 4.25 halves → 4
    expect(averageRatingString(18, 4)).toBe('2.5'); // 2.25 rounds up to 2.5
    expect(averageRatingString(10, 1)).toBe('5');
  });

  it('works from a list of ratings', () => {
    expect(averageRatingOf([])).toBe('0');
    expect(averageRatingOf([5, 4])).toBe('4.5');
    expect(averageRatingOf([3.5])).toBe('3.5');
    expect(averageRatingOf([5, 5, 5, 1])).toBe('4');
  });
});

describe('ratingBreakdown', () => {
  it('gives a percent per star from 5 down to 1', () => {
    expect(ratingBreakdown([5, 5, 4, 3])).toEqual([
      { star: 5, count: 2, percent: 50 },
      { star: 4, count: 1, percent: 25 },
      { star: 3, count: 1, percent: 25 },
      { star: 2, count: 0, percent: 0 },
      { star: 1, count: 0, percent: 0 },
    ]);
  });

  it('counts a half rating toward the star below it', () => {
    const rows = ratingBreakdown([4.5, 1.5, 5]);
    expect(rows.map((r) => r.count)).toEqual([1, 1, 0, 0, 1]);
  });

  it('rounds to whole percents and is all zeros with no reviews', () => {
    expect(ratingBreakdown([5, 4, 3]).map((r) => r.percent)).toEqual([33, 33, 33, 0, 0]);
    expect(ratingBreakdown([]).map((r) => r.percent)).toEqual([0, 0, 0, 0, 0]);
  });

  it('ignores ratings outside 1..5 in halves', () => {
    expect(ratingBreakdown([5, 0, 7, 4.2]).map((r) => r.count)).toEqual([1, 0, 0, 0, 0]);
  });
});

describe('isValidReviewRating', () => {
  it('accepts 1 to 5 in half steps', () => {
    for (const r of [1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5]) expect(isValidReviewRating(r)).toBe(true);
  });

  it('rejects anything else', () => {
    for (const r of [0, 0.5, 5.5, 4.3, Number.NaN, '4', null]) expect(isValidReviewRating(r)).toBe(false);
  });
});
