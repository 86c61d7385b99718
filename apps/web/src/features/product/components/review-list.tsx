import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@shop/core';
import { RatingBar } from '../../../shared/ui/rating-bar';

/** A review date in the current language ('23 Oct 2026', '٢٣ أكتوبر ٢٠٢٦'); the text as sent when it is not a date. */
function useReviewDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric' });
    return (iso: string) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    };
  }, [language]);
}

/**
 * The reviews of a product, newest first as the API sends them: name, date, star bar and
 * text. The text is the shopper's own words and is shown as text, never as HTML.
 */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { t } = useTranslation('product');
  const formatDate = useReviewDateFormat();
  if (reviews.length === 0) return <p className="review-list__empty">{t('reviews.none')}</p>;
  return (
    <ul className="review-list" aria-label={t('reviews.listLabel')}>
      {reviews.map((review) => (
        <li key={review.id} className="review">
          <div className="review__head">
            <h3 className="review__name">
              <bdi>{review.customer_name}</bdi>
            </h3>
            <time className="review__date" dateTime={review.created_date}>
              {formatDate(review.created_date)}
            </time>
          </div>
          <RatingBar rating={review.review_rating} className="review__rating" />
          {review.verified_buyer && <p className="review__verified">{t('reviews.verifiedBuyer')}</p>}
          <p className="review__text" dir="auto">{review.review_text}</p>
        </li>
      ))}
    </ul>
  );
}
