import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** SQL for product reviews. */
export class ReviewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  forProduct(productId: number) {
    return this.db
      .selectFrom('reviews')
      .select(['review_id', 'customer_name', 'created_at', 'review_rating_x2', 'review_text', 'product_id'])
      .where('product_id', '=', productId)
      .orderBy('created_at', 'desc')
      .orderBy('review_id', 'desc')
      .execute();
  }
}
