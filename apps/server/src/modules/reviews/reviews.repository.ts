import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import { ORDER_STATUS } from '@shop/core';
import type { Database } from '../../db/schema.js';
import { anyContains } from '../../db/sql-helpers.js';

/**
 * The 'Verified buyer' rule, once for the storefront and the back office: the review's author
 * has an order of the product that is not cancelled. For a query over `reviews as r`.
 */
export function verifiedBuyer<DB extends Database & { r: Database['reviews'] }>(eb: ExpressionBuilder<DB, 'r'>) {
  const inner = eb as unknown as ExpressionBuilder<Database & { r: Database['reviews'] }, 'r'>;
  return inner
    .exists(
      inner
        .selectFrom('order_lines as ol')
        .innerJoin('orders as o', 'o.order_id', 'ol.order_id')
        .select(sql<number>`1`.as('one'))
        .whereRef('ol.product_id', '=', 'r.product_id')
        .whereRef('o.customer_id', '=', 'r.customer_id')
        .where('o.order_status', '<>', ORDER_STATUS.cancelled),
    )
    .as('verified_buyer');
}

export interface ReviewFilter {
  productId?: number;
  /** Doubled, as stored (2 to 10). */
  ratingMinX2?: number;
  ratingMaxX2?: number;
  hidden?: boolean;
  q?: string;
}

/** SQL for product reviews: the storefront's list and submissions, and the back office's moderation. */
export class ReviewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A product's shown reviews, newest first, each with whether its author bought the product
   * (an order not cancelled). Reviews the back office hid are never listed.
   */
  forProduct(productId: number) {
    return this.db
      .selectFrom('reviews as r')
      .select((eb) => ['r.review_id', 'r.customer_name', 'r.created_at', 'r.review_rating_x2', 'r.review_text', 'r.product_id', verifiedBuyer(eb)])
      .where('r.product_id', '=', productId)
      .where('r.hidden', '=', 0)
      .orderBy('r.created_at', 'desc')
      .orderBy('r.review_id', 'desc')
      .execute();
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

  /**
   * Hides or shows a review and moves its rating out of or back into the product's sum and
   * count, in the caller's transaction. The flag changes only when it differs (a conditional
   * UPDATE, so of two moderators hiding at once exactly one changes it and the rating moves
   * once); answers whether it changed.
   */
  async setHidden(reviewId: number, hidden: boolean): Promise<boolean> {
    const row = await this.db
      .updateTable('reviews')
      .set({ hidden: hidden ? 1 : 0 })
      .where('review_id', '=', reviewId)
      .where('hidden', '=', hidden ? 0 : 1)
      .returning(['product_id', 'review_rating_x2'])
      .executeTakeFirst();
    if (!row) return false;
    await this.moveRating(row.product_id, hidden ? -row.review_rating_x2 : row.review_rating_x2, hidden ? -1 : 1);
    return true;
  }

  /**
   * Deletes a review, in the caller's transaction; a shown review's rating leaves the
   * product's sum and count (a hidden one had already left). Answers whether it existed.
   * The deleted row's flag is the one it had when deleted (RETURNING), so a hide racing the
   * delete never takes the rating out twice.
   */
  async remove(reviewId: number): Promise<boolean> {
    const row = await this.db
      .deleteFrom('reviews')
      .where('review_id', '=', reviewId)
      .returning(['product_id', 'review_rating_x2', 'hidden'])
      .executeTakeFirst();
    if (!row) return false;
    if (row.hidden === 0) await this.moveRating(row.product_id, -row.review_rating_x2, -1);
    return true;
  }

  private async moveRating(productId: number, sumX2: number, count: number): Promise<void> {
    await this.db
      .updateTable('products')
      .set({
        rating_sum_x2: sql<number>`rating_sum_x2 + ${sumX2}`,
        review_count: sql<number>`review_count + ${count}`,
      })
      .where('product_id', '=', productId)
      .execute();
  }

  // ------------------------------------------------------------ the back office's reads (every review, hidden ones too)

  private filtered(f: ReviewFilter) {
    let query = this.db.selectFrom('reviews as r').innerJoin('products as p', 'p.product_id', 'r.product_id');
    if (f.productId !== undefined) query = query.where('r.product_id', '=', f.productId);
    if (f.ratingMinX2 !== undefined) query = query.where('r.review_rating_x2', '>=', f.ratingMinX2);
    if (f.ratingMaxX2 !== undefined) query = query.where('r.review_rating_x2', '<=', f.ratingMaxX2);
    if (f.hidden !== undefined) query = query.where('r.hidden', '=', f.hidden ? 1 : 0);
    if (f.q) query = query.where(anyContains(['r.review_text', 'r.customer_name', 'r.customer_email', 'p.product_title'], f.q));
    return query;
  }

  private withColumns(f: ReviewFilter) {
    return this.filtered(f).select((eb) => [
      'r.review_id',
      'r.product_id',
      'p.product_title',
      'r.customer_id',
      'r.customer_name',
      'r.customer_email',
      'r.review_text',
      'r.review_rating_x2',
      'r.created_at',
      'r.hidden',
      // The storefront's 'Verified buyer' rule.
      verifiedBuyer(eb),
    ]);
  }

  /** A page of reviews, newest first. */
  page(f: ReviewFilter, limit: number, offset: number) {
    return this.withColumns(f).orderBy('r.created_at', 'desc').orderBy('r.review_id', 'desc').limit(limit).offset(offset).execute();
  }

  async count(f: ReviewFilter): Promise<number> {
    const row = await this.filtered(f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  /** A review, hidden or not, as the back office shows it. */
  find(reviewId: number) {
    return this.withColumns({}).where('r.review_id', '=', reviewId).executeTakeFirst();
  }
}

export type AdminReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['find']>>>;
