import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { verifiedBuyer } from '../../reviews/reviews.repository.js';
import { anyContains } from '../../../db/sql-helpers.js';

export interface ReviewFilter {
  productId?: number;
  /** Doubled, as stored (2 to 10). */
  ratingMinX2?: number;
  ratingMaxX2?: number;
  hidden?: boolean;
  q?: string;
}

/** SQL for the back office's list of reviews (every review, hidden ones too). */
export class AdminReviewsRepository {
  constructor(private readonly db: Kysely<Database>) {}

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
  list(f: ReviewFilter, limit: number, offset: number) {
    return this.withColumns(f).orderBy('r.created_at', 'desc').orderBy('r.review_id', 'desc').limit(limit).offset(offset).execute();
  }

  async count(f: ReviewFilter): Promise<number> {
    const row = await this.filtered(f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  find(reviewId: number) {
    return this.withColumns({}).where('r.review_id', '=', reviewId).executeTakeFirst();
  }
}

export type AdminReviewRow = NonNullable<Awaited<ReturnType<AdminReviewsRepository['find']>>>;
