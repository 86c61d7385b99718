import { sql, type Kysely } from 'kysely';

/**
 * Issue 9 (hardening):
 * - customers.session_version: every login token carries it, and a password or e-mail change
 *   raises it, so the account's other sessions end at once;
 * - one review per customer and product: duplicates made before this rule keep the first
 *   review, and every product's running rating is recomputed from what remains.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('session_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await sql`
    delete from reviews
    where customer_id is not null
      and review_id not in (
        select min(review_id) from reviews where customer_id is not null group by product_id, customer_id
      )`.execute(db);
  await sql`
    update products set
      rating_sum_x2 = coalesce((select sum(r.review_rating_x2) from reviews r where r.product_id = products.product_id), 0),
      review_count = (select count(*) from reviews r where r.product_id = products.product_id)`.execute(db);
  await db.schema.createIndex('reviews_customer_product_uq').on('reviews').columns(['product_id', 'customer_id']).unique().execute();
}
