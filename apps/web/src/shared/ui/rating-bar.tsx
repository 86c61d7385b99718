import { useTranslation } from '../i18n/use-translation';
import { hasRating, RATING_SCALE_MAX, ratingWidthPercent } from '@shop/core';

export interface RatingBarProps {
  /** average_rating: '0' to '5' in halves (a number works too). '0' hides the bar. */
  rating: string | number;
  className?: string;
}

/**
 * Five stars filled to average_rating ÷ 5 (core ratingWidthPercent); hidden when the
 * rating is '0' (no reviews). Read out as e.g. '4.5 out of 5'.
 */
export function RatingBar({ rating, className }: RatingBarProps) {
  const { t } = useTranslation();
  if (!hasRating(rating)) return null;
  const width = ratingWidthPercent(rating);
  return (
    <span
      className={className ? `rating-bar ${className}` : 'rating-bar'}
      role="img"
      aria-label={t('rating.outOf', { rating: String(rating), max: RATING_SCALE_MAX })}
    >
      <span className="rating-bar__fill" style={{ inlineSize: `${width}%` }} />
    </span>
  );
}
