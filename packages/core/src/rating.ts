import { RATING_SCALE_MAX, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_RATING_STEP } from './constants';

/** The width of a star bar: average_rating ÷ 5 as a percent, clamped to 0..100. */
export function ratingWidthPercent(averageRating: string | number): number {
  const rating = typeof averageRating === 'number' ? averageRating : Number.parseFloat(averageRating);
  if (!Number.isFinite(rating)) return 0;
  // Multiply before dividing: 4.5 × 100 / 5 is exactly 90 (4.5 / 5 × 100 is 90.00000000000001).
  const percent = (rating * 100) / RATING_SCALE_MAX;
  return Math.min(100, Math.max(0, percent));
}

/** Whether a star bar is shown: an average of '0' (no reviews) hides the stars (spec 3, 2.5). */
export function hasRating(averageRating: string | number | null | undefined): boolean {
  if (averageRating === null || averageRating === undefined) return false;
  const rating = typeof averageRating === 'number' ? averageRating : Number.parseFloat(averageRating);
  return Number.isFinite(rating) && rating > 0;
}

/**
 * The average_rating string of a product: the mean rating to the nearest half, from the
 * sum of the ratings times two (an integer, since ratings are in halves) and their count.
 * '0' when there are no reviews; halves round up (4.25 → '4.5').
 */
export function averageRatingString(sumX2: number, count: number): string {
  if (!(count > 0) || !Number.isFinite(sumX2) || sumX2 <= 0) return '0';
  const halves = Math.round(sumX2 / count);
  const clamped = Math.min(RATING_SCALE_MAX * 2, Math.max(0, halves));
  return String(clamped / 2);
}

/** The average_rating string of a list of review ratings (see averageRatingString). */
export function averageRatingOf(ratings: readonly number[]): string {
  const valid = ratings.filter(isValidReviewRating);
  const sumX2 = valid.reduce((sum, r) => sum + Math.round(r * 2), 0);
  return averageRatingString(sumX2, valid.length);
}

export interface RatingBreakdownRow {
  star: 1 | 2 | 3 | 4 | 5;
  count: number;
  /** Whole percent of all valid ratings; rows may not add up to exactly 100. */
  percent: number;
}

/**
 * The per-star percentage breakdown shown beside the average, 5 down to 1. A half rating
 * counts toward the star below it (4.5 is a 4-star review; 5 is the only rating in the
 * 5 bucket), the same way a 4.5 bar is not a full 5. Invalid ratings are ignored.
 */
export function ratingBreakdown(ratings: readonly number[]): RatingBreakdownRow[] {
  const valid = ratings.filter(isValidReviewRating);
  const stars = [5, 4, 3, 2, 1] as const;
  return stars.map((star) => {
    const count = valid.filter((r) => Math.floor(r) === star).length;
    const percent = valid.length === 0 ? 0 : Math.round((count * 100) / valid.length);
    return { star, count, percent };
  });
}

/** A review rating is 1 to 5 in half steps (spec 9). */
export function isValidReviewRating(n: unknown): n is number {
  return typeof n === 'number' && Number.isFinite(n) && n >= REVIEW_RATING_MIN && n <= REVIEW_RATING_MAX && Number.isInteger(n / REVIEW_RATING_STEP);
}
