import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { averageRatingString } from '@shop/core';
import { createTestShop, type TestShop } from '../test-app.js';
import { post, signToken, signUpAndLogin, type Customer } from '../accounts.js';

let t: TestShop;
let c: Customer;
beforeAll(async () => {
  t = await createTestShop();
  c = await signUpAndLogin(t, 'reviewer');
});
/** A customer of their own: one review per customer and product, and a few per customer at a time. */
const reviewer = () => signUpAndLogin(t, 'reviewer');
afterAll(async () => {
  await t?.close();
});

const submit = (shop: TestShop, who: Customer | null, body: Record<string, unknown>, headers?: Record<string, string>) =>
  post(shop, 'Customers/SubmitCustomerReview', body, headers ?? who?.headers ?? {});

const reviewBody = (productId: number, overrides: Record<string, unknown> = {}) => ({
  customer_name: 'Asha Rao',
  customer_email: 'asha@example.com',
  product_id: productId,
  review_text: 'Lovely deep colour, exactly as pictured.',
  review_rating: 4.5,
  ...overrides,
});

async function productWith(shop: TestShop, reviews: 'none' | 'some') {
  return shop.shop.db
    .selectFrom('products')
    .select(['product_id', 'rating_sum_x2', 'review_count'])
    .where('review_count', reviews === 'none' ? '=' : '>', 0)
    .orderBy('product_id')
    .executeTakeFirstOrThrow();
}

const reviewRows = (shop: TestShop, productId: number) =>
  shop.shop.db.selectFrom('reviews').selectAll().where('product_id', '=', productId).orderBy('review_id').execute();

describe('POST Customers/SubmitCustomerReview', () => {
  it('publishes a review; the product’s average rating and review list follow', async () => {
    const p = await productWith(t, 'none');
    expect((await t.get(`Products/GetProductDetails?product_id=${p.product_id}`)).body.data[0].average_rating).toBe('0');

    const res = await submit(t, c, reviewBody(p.product_id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Thank you! Your review has been published.' });
    expect((await t.get(`Products/GetProductDetails?product_id=${p.product_id}`)).body.data[0].average_rating).toBe('4.5');

    const second = await reviewer();
    expect((await submit(t, second, reviewBody(p.product_id, { review_rating: 3, review_text: 'Smaller than I hoped.' }))).status).toBe(200);
    // (9 + 6) / 2 reviews = 7.5 halves, to the nearest half: 4.
    expect((await t.get(`Products/GetProductDetails?product_id=${p.product_id}`)).body.data[0].average_rating).toBe('4');

    const list = await t.get(`Customers/GetCustomerReviews?product_id=${p.product_id}`);
    expect(list.body.data.map((r: { review_text: string; review_rating: number }) => [r.review_text, r.review_rating])).toEqual([
      ['Smaller than I hoped.', 3],
      ['Lovely deep colour, exactly as pictured.', 4.5],
    ]);
    expect(list.body.data[0]).toMatchObject({ customer_name: 'Asha Rao', product_id: p.product_id });
    const product = await t.shop.db
      .selectFrom('products')
      .select(['rating_sum_x2', 'review_count'])
      .where('product_id', '=', p.product_id)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ rating_sum_x2: 15, review_count: 2 });
  });

  it('counts every one of many reviews sent at once (the sum and count are updated atomically)', async () => {
    const p = await productWith(t, 'none');
    const ratings = [1, 1.5, 2, 3.5, 4, 4.5, 5, 5];
    const reviewers = await Promise.all(ratings.map(() => reviewer()));
    const results = await Promise.all(ratings.map((r, i) => submit(t, reviewers[i]!, reviewBody(p.product_id, { review_rating: r }))));
    expect(results.map((r) => r.status)).toEqual(ratings.map(() => 200));
    const product = await t.shop.db
      .selectFrom('products')
      .select(['rating_sum_x2', 'review_count'])
      .where('product_id', '=', p.product_id)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ rating_sum_x2: ratings.reduce((s, r) => s + r * 2, 0), review_count: ratings.length });
    expect((await t.get(`Products/GetProductDetails?product_id=${p.product_id}`)).body.data[0].average_rating).toBe('3.5');
  });

  it('adds to the running average of a product that already has reviews', async () => {
    const p = await productWith(t, 'some');
    expect((await submit(t, await reviewer(), reviewBody(p.product_id, { review_rating: 1 }))).status).toBe(200);
    const details = await t.get(`Products/GetProductDetails?product_id=${p.product_id}`);
    expect(details.body.data[0].average_rating).toBe(averageRatingString(p.rating_sum_x2 + 2, p.review_count + 1));
    expect((await t.get(`Customers/GetCustomerReviews?product_id=${p.product_id}`)).body.data).toHaveLength(p.review_count + 1);
  });

  it('shows a new review and the new average at once, with the public read cache on', async () => {
    const cached = await createTestShop({ catalogCacheMs: 60_000 });
    try {
      const reviewer = await signUpAndLogin(cached, 'cached-reviewer');
      const p = await productWith(cached, 'none');
      const detailsUrl = `Products/GetProductDetails?product_id=${p.product_id}`;
      const reviewsUrl = `Customers/GetCustomerReviews?product_id=${p.product_id}`;
      // Warm the cache.
      expect((await cached.get(detailsUrl)).body.data[0].average_rating).toBe('0');
      expect((await cached.get(reviewsUrl)).body.data).toEqual([]);
      expect((await cached.get(detailsUrl)).body.data[0].average_rating).toBe('0');

      expect((await submit(cached, reviewer, reviewBody(p.product_id, { review_rating: 5 }))).status).toBe(200);
      expect((await cached.get(detailsUrl)).body.data[0].average_rating).toBe('5');
      const reviews = (await cached.get(reviewsUrl)).body.data;
      expect(reviews).toHaveLength(1);
      expect(reviews[0]).toMatchObject({ review_rating: 5, review_text: 'Lovely deep colour, exactly as pictured.' });
    } finally {
      await cached.close();
    }
  });

  it('stores the text as plain text, trimmed, and the customer, name and e-mail from the token whatever the body says', async () => {
    const me = await reviewer();
    const other = await signUpAndLogin(t, 'reviewer-other');
    expect(
      (await post(t, 'Customers/UpdateCustomer', { customer_name: 'Meera', customer_display_name: 'Meera K', customer_email: me.email }, me.headers)).status,
    ).toBe(200);
    const p = await productWith(t, 'none');
    const markup = '<script>alert("x")</script> <b>Bold</b> & <img src=x onerror=alert(1)>';
    const res = await submit(t, me, {
      ...reviewBody(p.product_id, { review_text: `  ${markup}  `, customer_name: 'Somebody Else', customer_email: other.email }),
      customer_id: other.id,
      created_at: '2000-01-01T00:00:00.000Z',
      review_id: 1,
    });
    expect(res.status).toBe(200);
    const [row] = await reviewRows(t, p.product_id);
    expect(row).toMatchObject({ customer_id: me.id, customer_name: 'Meera K', customer_email: me.email, review_text: markup, review_rating_x2: 9 });
    expect((await t.get(`Customers/GetCustomerReviews?product_id=${p.product_id}`)).body.data[0].customer_name).toBe('Meera K');
    expect(row!.review_id).not.toBe(1);
    expect(row!.created_at).not.toBe('2000-01-01T00:00:00.000Z');
    expect((await t.get(`Customers/GetCustomerReviews?product_id=${p.product_id}`)).body.data[0].review_text).toBe(markup);
  });

  it('applies the review rules with their messages, and stores nothing', async () => {
    const p = await productWith(t, 'none');
    const good = reviewBody(p.product_id);
    const { product_id: _p, ...noProduct } = good;
    // The body's name and e-mail are not checked: the review is signed with the account's.
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, review_text: '   ' }, 'Description is required'],
      [{ ...good, review_text: 'x'.repeat(2001) }, 'Description must be at most 2000 characters'],
      [{ ...good, review_rating: 0 }, 'Rating must be between 1 and 5'],
      [{ ...good, review_rating: 0.5 }, 'Rating must be between 1 and 5'],
      [{ ...good, review_rating: 5.5 }, 'Rating must be between 1 and 5'],
      [{ ...good, review_rating: '5' }, 'Rating must be between 1 and 5'],
      [{ ...good, review_rating: 4.2 }, 'Rating must be in steps of 0.5'],
      [noProduct, 'product_id must be a positive whole number'],
      [{ ...good, product_id: 2147483648 }, 'product_id must be a positive whole number'],
      [{ ...good, review_text: 'Nice\u0000stone' }, 'review_text must not contain control characters'],
    ];
    for (const [payload, message] of cases) {
      const res = await submit(t, c, payload);
      expect(res.status, message).toBe(400);
      expect(res.body).toEqual({ success: false, message });
    }
    expect(await reviewRows(t, p.product_id)).toEqual([]);
    const product = await t.shop.db
      .selectFrom('products')
      .select(['rating_sum_x2', 'review_count'])
      .where('product_id', '=', p.product_id)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ rating_sum_x2: 0, review_count: 0 });
  });

  it('answers 404 for an unknown product and stores nothing', async () => {
    const before = await t.shop.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await submit(t, c, reviewBody(987654));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Product not found' });
    const after = await t.shop.db
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('needs a valid token of the customer: 401 for a guest or an expired token, 403 for another customer_id', async () => {
    const p = await productWith(t, 'none');
    const guest = await submit(t, null, reviewBody(p.product_id));
    expect(guest.status).toBe(401);
    expect(guest.body).toEqual({ success: false, message: 'Please log in: this call needs a token.' });
    const now = Math.floor(Date.now() / 1000);
    const expired = await signToken(t.config.jwtSecret, { sub: String(c.id), exp: now - 1 });
    expect((await submit(t, null, reviewBody(p.product_id), { token: expired })).status).toBe(401);
    expect((await submit(t, null, reviewBody(p.product_id), { token: c.token, customer_id: String(c.id + 1) })).status).toBe(403);
    expect(await reviewRows(t, p.product_id)).toEqual([]);
  });
});

describe('review floods (issue 9)', () => {
  it('takes one review per customer and product: a second, or thirty at once, is 409 and the rating moves once', async () => {
    const p = await productWith(t, 'some');
    const me = await reviewer();
    const once = await submit(t, await reviewer(), reviewBody(p.product_id, { review_rating: 5 }));
    expect(once.status).toBe(200);
    const results = await Promise.all(Array.from({ length: 30 }, () => submit(t, me, reviewBody(p.product_id, { review_rating: 1 }))));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => s === 200 || s === 409 || s === 429)).toBe(true);
    const conflict = results.find((r) => r.status === 409)!;
    expect(conflict.body).toEqual({ success: false, message: 'You have already reviewed this product' });
    const product = await t.shop.db
      .selectFrom('products')
      .select(['rating_sum_x2', 'review_count'])
      .where('product_id', '=', p.product_id)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ rating_sum_x2: p.rating_sum_x2 + 10 + 2, review_count: p.review_count + 2 });
  });

  it('limits how many reviews one customer posts: 5 in 10 minutes, then 429 with Retry-After', async () => {
    const me = await reviewer();
    const products = await t.shop.db.selectFrom('products').select('product_id').orderBy('product_id', 'desc').limit(30).execute();
    const results = await Promise.all(products.map((p) => submit(t, me, reviewBody(p.product_id, { review_rating: 1 }))));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const limited = results.filter((r) => r.status === 429);
    expect(limited).toHaveLength(25);
    expect(limited[0]!.body).toEqual({ success: false, message: expect.stringMatching(/^Too many requests\. Please try again in \d+ minutes?\.$/) });
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
    const stored = await t.shop.db.selectFrom('reviews').select('review_id').where('customer_id', '=', me.id).execute();
    expect(stored).toHaveLength(5);
    // Another customer is not limited by it.
    expect((await submit(t, await reviewer(), reviewBody(products[0]!.product_id))).status).toBe(200);
  });
});
