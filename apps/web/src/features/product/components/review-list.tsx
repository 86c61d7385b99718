import { useTranslation } from '../../../shared/i18n/use-translation';
import { ERASED_CUSTOMER_NAME, type Review } from '@shop/core';
import { formatShortDate } from '../../../shared/lib/short-date';
import { RatingBar } from '../../../shared/ui/rating-bar';

/**
 * The reviews of a product, newest first as the API sends them: name, date, star bar and
 * text. The text is the shopper's own words and is shown as text, never as HTML.
 */
export function ReviewList({ reviews }: { reviews: readonly Review[] }) {
  const { t, i18n } = useTranslation('product');
  if (reviews.length === 0) return <p className="review-list__empty">{t('reviews.none')}</p>;
  return (
    <ul className="review-list" aria-label={t('reviews.listLabel')}>
      {reviews.map((review) => (
        <li key={review.id} className="review">
          <div className="review__head">
            <h3 className="review__name">
              {/* A deleted account's reviews stay under the name core gives them, in the page's language. */}
              <bdi>{review.customer_name === ERASED_CUSTOMER_NAME ? t('reviews.formerCustomer') : review.customer_name}</bdi>
            </h3>
            <time className="review__date" dateTime={review.created_date}>
              {formatShortDate(review.created_date, i18n.language)}
            </time>
          </div>
          <RatingBar rating={review.review_rating} className="review__rating" />
          {review.verified_buyer && <p className="review__verified">{t('reviews.verifiedBuyer')}</p>}
          <p className="review__text" dir="auto">
            {review.review_text}
          </p>
        </li>
      ))}
    </ul>
  );
}
