import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageRatingString } from '@shop/core';
import { createTestShop, type TestShop } from '../test-app.js';
import { post, signUpAndLogin } from '../accounts.js';
import { admin, staffUser, type StaffUser } from '../admin.js';

let t: TestShop;
let member: StaffUser;
beforeAll(async () => {
  t = await createTestShop();
  member = await staffUser(t, 'staff');
});
afterAll(async () => {
  await t?.close();
});

/** A product with at least `n` reviews, not used by another test (skip by offset). */
async function reviewedProduct(skip: number, n = 3) {
  return t.shop.db
    .selectFrom('products')
    .select(['product_id', 'product_title', 'rating_sum_x2', 'review_count'])
    .where('review_count', '>=', n)
    .orderBy('product_id')
    .limit(1)
    .offset(skip)
    .executeTakeFirstOrThrow();
}

const aggregates = (productId: number) =>
  t.shop.db.selectFrom('products').select(['rating_sum_x2', 'review_count']).where('product_id', '=', productId).executeTakeFirstOrThrow();

/** What the stored reviews say the product's sum and count should be (shown reviews only). */
async function expectedAggregates(productId: number) {
  const rows = await t.shop.db.selectFrom('reviews').select(['review_rating_x2', 'hidden']).where('product_id', '=', productId).execute();
  const shown = rows.filter((r) => r.hidden === 0);
  return { rating_sum_x2: shown.reduce((s, r) => s + r.review_rating_x2, 0), review_count: shown.length };
}

const storefrontReviewIds = async (productId: number) =>
  ((await t.get(`Customers/GetCustomerReviews?product_id=${productId}`)).body.data as Array<{ id: number }>).map((r) => r.id);

const storefrontRating = async (productId: number) => (await t.get(`Products/GetProductDetails?product_id=${productId}`)).body.data[0].average_rating as string;

const reviewsOf = (productId: number) =>
  t.shop.db.selectFrom('reviews').select(['review_id', 'review_rating_x2']).where('product_id', '=', productId).orderBy('review_id').execute();

describe('GET /api/admin/reviews', () => {
  it('lists every review newest first, with paging and filters by product, rating, hidden and text', async () => {
    const page = await admin(t, 'GET', 'reviews?page_size=5', member);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ success: true, page: 1, page_size: 5 });
    expect(page.body.data).toHaveLength(5);
    expect(page.body.total).toBeGreaterThan(5);
    const dates = page.body.data.map((r: { created_at: string }) => r.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(Object.keys(page.body.data[0]).sort()).toEqual(
      [
        'created_at',
        'customer_email',
        'customer_id',
        'customer_name',
        'hidden',
        'product_id',
        'product_title',
        'review_id',
        'review_rating',
        'review_text',
        'verified_buyer',
      ].sort(),
    );

    const p = await reviewedProduct(0);
    const mine = await admin(t, 'GET', `reviews?product_id=${p.product_id}&page_size=100`, member);
    expect(mine.body.total).toBe(p.review_count);
    expect(
      mine.body.data.every((r: { product_id: number; product_title: string }) => r.product_id === p.product_id && r.product_title === p.product_title),
    ).toBe(true);

    const low = await admin(t, 'GET', 'reviews?rating_max=2.5&page_size=100', member);
    expect(low.body.total).toBeGreaterThan(0);
    expect(low.body.data.every((r: { review_rating: number }) => r.review_rating <= 2.5)).toBe(true);
    const band = await admin(t, 'GET', 'reviews?rating_min=4&rating_max=4.5&page_size=100', member);
    expect(band.body.data.every((r: { review_rating: number }) => r.review_rating >= 4 && r.review_rating <= 4.5)).toBe(true);

    const sample = page.body.data[2];
    const word = sample.customer_email.split('@')[0].toUpperCase();
    const byText = await admin(t, 'GET', `reviews?q=${encodeURIComponent(word)}&page_size=100`, member);
    expect(byText.body.data.map((r: { review_id: number }) => r.review_id)).toContain(sample.review_id);
    expect((await admin(t, 'GET', 'reviews?q=%25_%25', member)).body.total).toBe(0);

    expect((await admin(t, 'GET', 'reviews?hidden=true', member)).body.total).toBe(0);
    const shown = await admin(t, 'GET', 'reviews?hidden=false', member);
    expect(shown.body.total).toBe(page.body.total);
  });

  it('refuses bad filters with clear messages', async () => {
    const cases: Array<[string, string]> = [
      ['rating_min=0', 'rating_min must be from 1 to 5 in halves'],
      ['rating_max=5.5', 'rating_max must be from 1 to 5 in halves'],
      ['rating_min=3.3', 'rating_min must be from 1 to 5 in halves'],
      ['rating_min=abc', 'rating_min must be from 1 to 5 in halves'],
      ['hidden=yes', 'hidden must be true or false'],
      ['product_id=99999999999', 'product_id must be a whole number from 1 to 2147483647'],
    ];
    for (const [query, message] of cases) {
      const res = await admin(t, 'GET', `reviews?${query}`, member);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
    // The paging rules are common to the back office (core/admin common.ts).
    for (const query of ['page=1e400', 'page=0', 'page_size=0', 'page_size=101']) {
      const res = await admin(t, 'GET', `reviews?${query}`, member);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toMatch(/^page(_size)? /);
    }
    for (const id of ['0', 'x', '2147483648', '1.5']) {
      const res = await admin(t, 'POST', `reviews/${id}/hide`, member);
      expect(res.status, id).toBe(400);
      expect(res.body.message).toBe('Review id must be a whole number from 1 to 2147483647');
    }
    expect((await admin(t, 'POST', 'reviews/987654/hide', member)).body).toEqual({ success: false, message: 'Review not found' });
    expect((await admin(t, 'POST', 'reviews/987654/show', member)).status).toBe(404);
    expect((await admin(t, 'DELETE', 'reviews/987654', member)).status).toBe(404);
    expect((await admin(t, 'GET', 'reviews/987654', member)).status).toBe(404);
  });
});

describe('hiding, showing and deleting', () => {
  it('a hidden review is gone from the storefront and from the product’s average and count at once; shown again it is back', async () => {
    const p = await reviewedProduct(1);
    const [first, second] = await reviewsOf(p.product_id);
    const before = await aggregates(p.product_id);
    expect(await storefrontReviewIds(p.product_id)).toContain(first!.review_id);

    const hidden = await admin(t, 'POST', `reviews/${first!.review_id}/hide`, member);
    expect(hidden.status, JSON.stringify(hidden.body)).toBe(200);
    expect(hidden.body.data).toMatchObject({ review_id: first!.review_id, hidden: true });
    expect(await storefrontReviewIds(p.product_id)).not.toContain(first!.review_id);
    const after = await aggregates(p.product_id);
    expect(after).toEqual({ rating_sum_x2: before.rating_sum_x2 - first!.review_rating_x2, review_count: before.review_count - 1 });
    expect(after).toEqual(await expectedAggregates(p.product_id));
    expect(await storefrontRating(p.product_id)).toBe(averageRatingString(after.rating_sum_x2, after.review_count));

    // Hidden twice: nothing moves, no second audit row.
    expect((await admin(t, 'POST', `reviews/${first!.review_id}/hide`, member)).body.data.hidden).toBe(true);
    expect(await aggregates(p.product_id)).toEqual(after);
    const audit = await t.shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'review')
      .where('entity_id', '=', String(first!.review_id))
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['review.hide']);
    expect(audit[0]!.staff_email).toBe(member.email);
    expect(JSON.parse(audit[0]!.before_json!).hidden).toBe(false);
    expect(JSON.parse(audit[0]!.after_json!).hidden).toBe(true);

    const listed = await admin(t, 'GET', `reviews?hidden=true&product_id=${p.product_id}`, member);
    expect(listed.body.data.map((r: { review_id: number }) => r.review_id)).toEqual([first!.review_id]);

    const shown = await admin(t, 'POST', `reviews/${first!.review_id}/show`, member);
    expect(shown.body.data.hidden).toBe(false);
    expect(await aggregates(p.product_id)).toEqual(before);
    expect(await storefrontReviewIds(p.product_id)).toContain(first!.review_id);
    expect(await storefrontRating(p.product_id)).toBe(averageRatingString(before.rating_sum_x2, before.review_count));
    expect((await admin(t, 'POST', `reviews/${first!.review_id}/show`, member)).status).toBe(200);
    expect(await aggregates(p.product_id)).toEqual(before);

    // Deleting a shown review takes its rating out; deleting a hidden one leaves the sums as they are.
    expect((await admin(t, 'POST', `reviews/${second!.review_id}/hide`, member)).status).toBe(200);
    const withHidden = await aggregates(p.product_id);
    expect((await admin(t, 'DELETE', `reviews/${second!.review_id}`, member)).body).toEqual({ success: true, message: 'Review deleted.' });
    expect(await aggregates(p.product_id)).toEqual(withHidden);
    expect((await admin(t, 'DELETE', `reviews/${first!.review_id}`, member)).status).toBe(200);
    expect(await aggregates(p.product_id)).toEqual({
      rating_sum_x2: withHidden.rating_sum_x2 - first!.review_rating_x2,
      review_count: withHidden.review_count - 1,
    });
    expect(await aggregates(p.product_id)).toEqual(await expectedAggregates(p.product_id));
    expect(await storefrontReviewIds(p.product_id)).not.toContain(first!.review_id);
    expect((await admin(t, 'DELETE', `reviews/${first!.review_id}`, member)).status).toBe(404);
    const deleted = await t.shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'review.delete')
      .where('entity_id', '=', String(first!.review_id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(deleted.before_json!)).toMatchObject({ review_id: first!.review_id, review_text: expect.any(String) });
  });

  it('the rating moves once when many hide, show and delete at once', async () => {
    const p = await reviewedProduct(2, 4);
    const [a, b, c] = await reviewsOf(p.product_id);
    const other = await staffUser(t, 'owner');
    const results = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => admin(t, 'POST', `reviews/${a!.review_id}/hide`, i % 2 ? member : other)),
      ...Array.from({ length: 4 }, () => admin(t, 'POST', `reviews/${b!.review_id}/hide`, member)),
      ...Array.from({ length: 4 }, () => admin(t, 'DELETE', `reviews/${b!.review_id}`, other)),
      ...Array.from({ length: 4 }, () => admin(t, 'DELETE', `reviews/${c!.review_id}`, member)),
    ]);
    expect(results.every((r) => r.status === 200 || r.status === 404)).toBe(true);
    expect(results.filter((r) => r.status === 404).length).toBeGreaterThanOrEqual(3 + 3);
    expect(await aggregates(p.product_id)).toEqual(await expectedAggregates(p.product_id));
    const hides = await t.shop.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'review')
      .where('entity_id', '=', String(a!.review_id))
      .execute();
    expect(hides).toHaveLength(1);

    const back = await Promise.all(Array.from({ length: 6 }, () => admin(t, 'POST', `reviews/${a!.review_id}/show`, member)));
    expect(back.every((r) => r.status === 200)).toBe(true);
    expect(await aggregates(p.product_id)).toEqual(await expectedAggregates(p.product_id));
  });

  it('a new review from the storefront still counts, and a hidden one still blocks a second review by its author', async () => {
    const p = await t.shop.db.selectFrom('products').select('product_id').where('review_count', '=', 0).orderBy('product_id').executeTakeFirstOrThrow();
    const shopper = await signUpAndLogin(t, 'reviewer');
    const body = { product_id: p.product_id, review_text: 'Lovely colour.', review_rating: 4, customer_name: 'x', customer_email: 'x@example.com' };
    expect((await post(t, 'Customers/SubmitCustomerReview', body, shopper.headers)).status).toBe(200);
    const [review] = await reviewsOf(p.product_id);
    expect((await admin(t, 'GET', `reviews/${review!.review_id}`, member)).body.data).toMatchObject({
      customer_id: shopper.id,
      review_rating: 4,
      hidden: false,
      verified_buyer: false,
    });
    expect(await storefrontRating(p.product_id)).toBe('4');
    await admin(t, 'POST', `reviews/${review!.review_id}/hide`, member);
    expect(await storefrontRating(p.product_id)).toBe('0');
    expect(await storefrontReviewIds(p.product_id)).toEqual([]);
    expect(await aggregates(p.product_id)).toEqual({ rating_sum_x2: 0, review_count: 0 });
    expect((await post(t, 'Customers/SubmitCustomerReview', body, shopper.headers)).status).toBe(409);
  });
});
