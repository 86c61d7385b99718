import { REVIEW_RATING_LABELS, REVIEW_RATING_MAX, REVIEW_RATING_MIN, REVIEW_RATING_STEP } from '@shop/core';

export type RatingLabelStar = keyof typeof REVIEW_RATING_LABELS;

/**
 * The label of a rating (spec 2.5: 1 Useless, 2 Poor, 3 Ok, 4 Good, 5 Excellent). A half
 * rating takes the label of the whole star below it: 4.5 is 'Good', not yet 'Excellent'.
 */
export function ratingLabelStar(value: number): RatingLabelStar {
  const star = Math.min(REVIEW_RATING_MAX, Math.max(REVIEW_RATING_MIN, Math.floor(value)));
  return star as RatingLabelStar;
}

/** The values the rating input offers: 1 to 5 in half steps (1, 1.5 ... 5). */
export const RATING_VALUES: readonly number[] = Array.from(
  { length: Math.round((REVIEW_RATING_MAX - REVIEW_RATING_MIN) / REVIEW_RATING_STEP) + 1 },
  (_, i) => REVIEW_RATING_MIN + i * REVIEW_RATING_STEP,
);
