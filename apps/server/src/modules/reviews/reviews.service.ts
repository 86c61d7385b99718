import type { Review, ReviewSubmit } from '@shop/core';
import { AUTH_ERRORS } from '../../http/auth.js';
import { HttpError, notFound } from '../../http/errors.js';
import type { CustomersRepository } from '../customers/customers.repository.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import { CATALOG_RESULT_MESSAGES, type CatalogService } from '../catalog/catalog.service.js';
import type { ShopDb } from '../../db/index.js';
import { catalogChanged, writeTransaction } from '../../db/write-transaction.js';
import { ReviewsRepository } from './reviews.repository.js';

export const REVIEW_RESULT_MESSAGES = {
  published: 'Thank you! Your review has been published.',
  alreadyReviewed: 'You have already reviewed this product',
} as const;

/** Reviews of a product, newest first; ratings are stored doubled and read back in halves. */
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
}
