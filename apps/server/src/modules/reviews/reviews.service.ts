import type { Review } from '@shop/core';
import type { CatalogService } from '../catalog/catalog.service.js';
import type { ReviewsRepository } from './reviews.repository.js';

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
}
