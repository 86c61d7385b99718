import type { Review, ReviewSubmit } from '@shop/core';
import { CONTENT_MESSAGES, type AdminReview } from '@shop/core/admin';
import { AUTH_ERRORS } from '../../http/auth.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { CustomersRepository } from '../customers/customers.repository.js';
import { isUniqueViolation, offsetOf, type Paged } from '../../db/sql-helpers.js';
import { CATALOG_RESULT_MESSAGES, type CatalogService } from '../catalog/catalog.service.js';
import type { ShopDb } from '../../db/index.js';
import { catalogChanged, writeTransaction } from '../../db/write-transaction.js';
import { recordAudit, type Actor } from '../staff/audit.js';
import { ReviewsRepository, type AdminReviewRow } from './reviews.repository.js';

export const REVIEW_RESULT_MESSAGES = {
  published: 'Thank you! Your review has been published.',
  alreadyReviewed: 'You have already reviewed this product',
} as const;

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

/** Reviews of a product, newest first, and their moderation; ratings are stored doubled and read back in halves. */
export class ReviewsService {
  constructor(
    private readonly repo: ReviewsRepository,
    private readonly catalog: CatalogService,
    private readonly customers: CustomersRepository,
    private readonly shop: ShopDb,
  ) {}

  async forProduct(productId: number): Promise<Review[]> {
    const rows = await this.repo.forProduct(productId);
    if (rows.length === 0) await this.catalog.assertProductExists(productId);
    return rows.map((r) => ({
      id: r.review_id,
      customer_name: r.customer_name,
      created_date: r.created_at,
      review_rating: r.review_rating_x2 / 2,
      review_text: r.review_text,
      product_id: r.product_id,
      // SQLite answers EXISTS as 0 or 1, PostgreSQL as a boolean.
      verified_buyer: Boolean(r.verified_buyer),
    }));
  }

  /**
   * Stores a customer's review and adds its rating to the product's average, in one
   * transaction; an unknown product is 404 and stores nothing. The review is signed with the
   * account's display name and e-mail, never with names from the body. One review per
   * customer and product: a second is 409 (a unique index decides, also for two at once).
   * The text is kept as plain text (trimmed and length-checked by the schema); the storefront
   * shows it as text, so any markup in it is shown, never run.
   */
  async submit(customerId: number, body: ReviewSubmit): Promise<void> {
    const author = await this.customers.findById(customerId);
    if (!author) throw new HttpError(401, AUTH_ERRORS.invalid);
    const ratingX2 = Math.round(body.review_rating * 2);
    try {
      await writeTransaction(this.shop, async (trx) => {
        const tx = new ReviewsRepository(trx);
        if (!(await tx.addRating(body.product_id, ratingX2))) throw notFound(CATALOG_RESULT_MESSAGES.productNotFound);
        await tx.insert({
          product_id: body.product_id,
          customer_id: customerId,
          customer_name: author.customer_display_name || author.customer_name,
          customer_email: author.customer_email,
          review_text: body.review_text,
          review_rating_x2: ratingX2,
        });
        // The review list and the product's average rating are cached public reads.
        await catalogChanged(trx, { kind: 'reviews', productIds: [body.product_id] });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, REVIEW_RESULT_MESSAGES.alreadyReviewed);
      throw err;
    }
  }

  /**
   * Review moderation (the back office): list, hide, show and delete. A hidden review leaves
   * the storefront and the product's average and count, in the same transaction as the flag
   * (the repository keeps the sums); hiding twice changes nothing and writes no second audit row.
   */
  async list(q: ReviewsQuery): Promise<Paged<AdminReview>> {
    const filter = {
      productId: q.product_id,
      ratingMinX2: q.rating_min === undefined ? undefined : Math.round(q.rating_min * 2),
      ratingMaxX2: q.rating_max === undefined ? undefined : Math.round(q.rating_max * 2),
      hidden: q.hidden,
      q: q.q || undefined,
    };
    const [rows, total] = await Promise.all([this.repo.page(filter, q.page_size, offsetOf(q.page, q.page_size)), this.repo.count(filter)]);
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
      const tx = new ReviewsRepository(trx);
      const changed = await tx.setHidden(id, hidden);
      const row = await tx.find(id);
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
      const tx = new ReviewsRepository(trx);
      const row = await tx.find(id);
      if (!row || !(await tx.remove(id))) throw notFound(CONTENT_MESSAGES.reviewNotFound);
      await recordAudit(trx, actor, { action: 'review.delete', entity: 'review', entityId: id, before: toAdminReview(row) });
      await catalogChanged(trx, { kind: 'reviews', productIds: [row.product_id] });
    });
  }
}
