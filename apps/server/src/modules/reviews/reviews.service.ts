import type { Review, ReviewRequest } from '@shop/core';
import { notFound } from '../../http/errors.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ReviewsRepository } from './reviews.repository.js';

export const REVIEW_RESULT_MESSAGES = {
  published: 'Thank you! Your review has been published.',
} as const;

/** Reviews of a product, newest first; ratings are stored doubled and read back in halves. */
export class ReviewsService {
  constructor(
    private readonly repo: ReviewsRepository,
    private readonly catalog: CatalogService,
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
    }));
  }

  /**
   * Stores a customer's review and adds its rating to the product's average, in one
   * transaction; an unknown product is 404 and stores nothing. The text is kept as plain
   * text (trimmed and length-checked by the schema); the storefront shows it as text, so
   * any markup in it is shown, never run.
   */
  async submit(customerId: number, body: ReviewRequest): Promise<void> {
    const ratingX2 = Math.round(body.review_rating * 2);
    await this.repo.transaction(async (tx) => {
      if (!(await tx.addRating(body.product_id, ratingX2))) throw notFound('Product not found');
      await tx.insert({
        product_id: body.product_id,
        customer_id: customerId,
        customer_name: body.customer_name,
        customer_email: body.customer_email.toLowerCase(),
        review_text: body.review_text,
        review_rating_x2: ratingX2,
      });
    });
  }
}
