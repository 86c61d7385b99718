import { CONTENT_MESSAGES, type AdminReview } from '@shop/core/admin';
import type { ShopDb } from '../../../db/index.js';
import { catalogChanged, writeTransaction } from '../../../db/write-transaction.js';
import { notFound } from '../../../http/errors.js';
import { ReviewsRepository } from '../../reviews/reviews.repository.js';
import { recordAudit, type Actor } from '../../staff/audit.js';
import type { Paged } from '../../../db/sql-helpers.js';
import { AdminReviewsRepository, type AdminReviewRow } from './reviews.repository.js';
import { offsetOf } from '../../../db/sql-helpers.js';

/** A review row as the back office shows it: the rating in halves, flags as booleans. */
function toAdminReview(r: AdminReviewRow): AdminReview {
  return {
    review_id: r.review_id,
    product_id: r.product_id,
    product_title: r.product_title,
    customer_id: r.customer_id,
    customer_name: r.customer_name,
    customer_email: r.customer_email,
    review_text: r.review_text,
    review_rating: r.review_rating_x2 / 2,
    created_at: r.created_at,
    hidden: r.hidden === 1,
    // SQLite answers EXISTS as 0 or 1, PostgreSQL as a boolean.
    verified_buyer: Boolean(r.verified_buyer),
  };
}

export interface ReviewsQuery {
  page: number;
  page_size: number;
  product_id?: number;
  rating_min?: number;
  rating_max?: number;
  hidden?: boolean;
  q?: string;
}

/**
 * Review moderation: list, hide, show and delete. A hidden review leaves the storefront and
 * the product's average and count, in the same transaction as the flag (ReviewsRepository
 * keeps the sums); hiding twice changes nothing and writes no second audit row.
 */
export class AdminReviewsService {
  private readonly repo: AdminReviewsRepository;

  constructor(private readonly shop: ShopDb) {
    this.repo = new AdminReviewsRepository(shop.db);
  }

  async list(q: ReviewsQuery): Promise<Paged<AdminReview>> {
    const filter = {
      productId: q.product_id,
      ratingMinX2: q.rating_min === undefined ? undefined : Math.round(q.rating_min * 2),
      ratingMaxX2: q.rating_max === undefined ? undefined : Math.round(q.rating_max * 2),
      hidden: q.hidden,
      q: q.q || undefined,
    };
    const [rows, total] = await Promise.all([this.repo.list(filter, q.page_size, offsetOf(q.page, q.page_size)), this.repo.count(filter)]);
    return { data: rows.map(toAdminReview), total, page: q.page, page_size: q.page_size };
  }

  async review(id: number): Promise<AdminReview> {
    const row = await this.repo.find(id);
    if (!row) throw notFound(CONTENT_MESSAGES.reviewNotFound);
    return toAdminReview(row);
  }

  /** Hides (true) or shows (false) a review; answers it as it is now. */
  async setHidden(actor: Actor, id: number, hidden: boolean): Promise<AdminReview> {
    return writeTransaction(this.shop, async (trx) => {
      const changed = await new ReviewsRepository(trx).setHidden(id, hidden);
      const row = await new AdminReviewsRepository(trx).find(id);
      if (!row) throw notFound(CONTENT_MESSAGES.reviewNotFound);
      const review = toAdminReview(row);
      if (changed) {
        await recordAudit(trx, actor, {
          action: hidden ? 'review.hide' : 'review.show',
          entity: 'review',
          entityId: id,
          before: { ...review, hidden: !hidden },
          after: review,
        });
        await catalogChanged(trx, { kind: 'reviews', productIds: [review.product_id] });
      }
      return review;
    });
  }

  /** Deletes a review for good; a shown one's rating leaves the product's average. */
  async remove(actor: Actor, id: number): Promise<void> {
    await writeTransaction(this.shop, async (trx) => {
      const row = await new AdminReviewsRepository(trx).find(id);
      if (!row || !(await new ReviewsRepository(trx).remove(id))) throw notFound(CONTENT_MESSAGES.reviewNotFound);
      await recordAudit(trx, actor, { action: 'review.delete', entity: 'review', entityId: id, before: toAdminReview(row) });
      await catalogChanged(trx, { kind: 'reviews', productIds: [row.product_id] });
    });
  }
}
