import { useTranslation } from '../../../shared/i18n/use-translation';
import { averageRatingOf, RATING_SCALE_MAX, ratingBreakdown } from '@shop/core';
import { RatingBar } from '../../../shared/ui/rating-bar';

/**
 * The average of the reviews out of 5 (core averageRatingOf, to the nearest half) and the
 * share of reviews per star, 5 down to 1 (core ratingBreakdown).
 */
export function RatingSummary({ ratings }: { ratings: readonly number[] }) {
  const { t } = useTranslation('product');
  const average = averageRatingOf(ratings);
  const rows = ratingBreakdown(ratings);
  return (
    <div className="rating-summary">
      <div className="rating-summary__average">
        <p className="rating-summary__score">
          {/* Read as one phrase: '4.5 out of 5'. */}
          <span className="rating-summary__number">{average}</span>{' '}
          <span className="rating-summary__outof">{t('reviews.outOf', { max: RATING_SCALE_MAX })}</span>
        </p>
        <RatingBar rating={average} className="rating-summary__stars" />
        <p className="rating-summary__count">{t('reviews.basedOn', { count: ratings.length })}</p>
      </div>
      <ul className="rating-summary__rows" aria-label={t('reviews.breakdown')}>
        {rows.map((row) => {
          const stars = t('reviews.star', { count: row.star });
          return (
            <li key={row.star} className="rating-summary__row">
              <span className="visually-hidden">{t('reviews.rowLabel', { stars, percent: row.percent })}</span>
              <span className="rating-summary__star" aria-hidden="true">
                {stars}
              </span>
              <span className="rating-summary__bar" aria-hidden="true">
                <span className="rating-summary__fill" style={{ inlineSize: `${row.percent}%` }} />
              </span>
              <span className="rating-summary__percent" aria-hidden="true">
                {t('reviews.percent', { percent: row.percent })}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
