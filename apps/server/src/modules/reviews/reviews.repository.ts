import { sql, type Kysely } from 'kysely';
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

  /** Runs `fn` in one transaction with a repository bound to it. */
  transaction<T>(fn: (repo: ReviewsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction().execute((trx) => fn(new ReviewsRepository(trx)));
  }

  /**
   * Adds one rating (doubled) to the product's running sum and count, atomically in the
   * database, so concurrent reviews never lose an update. Answers whether the product exists.
   */
  async addRating(productId: number, ratingX2: number): Promise<boolean> {
    const result = await this.db
      .updateTable('products')
      .set({
        rating_sum_x2: sql<number>`rating_sum_x2 + ${ratingX2}`,
        review_count: sql<number>`review_count + 1`,
      })
      .where('product_id', '=', productId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async insert(review: {
    product_id: number;
    customer_id: number;
    customer_name: string;
    customer_email: string;
    review_text: string;
    review_rating_x2: number;
  }): Promise<void> {
    await this.db
      .insertInto('reviews')
      .values({ ...review, created_at: new Date().toISOString() })
      .execute();
  }
}
