import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { placeOrderAmounts, type CheckoutCartLine } from '@shop/core';
import { createTestShop, type TestShop } from '../test-app.js';
import { addressBody, post, signUpAndLogin, type Customer } from '../accounts.js';

/**
 * Orders under concurrency (DESIGN 4.1, research/checkout.md section 6), on whichever engine
 * TEST_ENGINE names: many shoppers racing for the last units, one checkout retried at once,
 * two cancels of one order, and the invoice numbers all of that leaves behind. Every request
 * of a race is in flight together (Promise.all over app.inject).
 */
let t: TestShop;
/** Orders in the database before this file placed any (the template has none today). */
let ordersBefore = 0;

beforeAll(async () => {
  t = await createTestShop();
  ordersBefore = await countOf('orders');
});
afterAll(async () => {
  await t?.close();
});

// ---------------------------------------------------------------- helpers

interface Shopper extends Customer {
  addressId: number;
}

/** A signed-up customer with one Indian address (so Cash on Delivery is allowed). */
async function shopper(label: string): Promise<Shopper> {
  const c = await signUpAndLogin(t, label);
  const saved = await post(t, 'Customers/CreateCustomerAddress', addressBody(), c.headers);
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const list = await t.get('Customers/GetCustomerAddress?limit=10&page=1', c.headers);
  expect(list.status).toBe(200);
  return { ...c, addressId: list.body.data[0].customer_address_id as number };
}

/** `n` shoppers, signed up a few at a time (each sign-up and login is a deliberate scrypt hash). */
async function shoppers(n: number, label: string): Promise<Shopper[]> {
  const out: Shopper[] = [];
  while (out.length < n) {
    const batch = Math.min(4, n - out.length);
    out.push(...(await Promise.all(Array.from({ length: batch }, () => shopper(label)))));
  }
  return out;
}

/** Variants in stock whose product has only that one variant, not used before in this file. */
const taken = new Set<number>();
async function freshVariant(): Promise<{ productId: number; variantId: number; title: string }> {
  const rows = await t.shop.db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.product_id', 'v.product_id')
    .select(['v.product_id', 'v.product_variant_id', 'p.product_title'])
    .where('v.stock_quantity', '>', 0)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('product_variants as o')
            .select('o.product_variant_id')
            .whereRef('o.product_id', '=', 'v.product_id')
            .whereRef('o.product_variant_id', '<>', 'v.product_variant_id'),
        ),
      ),
    )
    .orderBy('v.product_variant_id')
    .limit(50)
    .execute();
  const row = rows.find((r) => !taken.has(r.product_id));
  if (!row) throw new Error('no single-variant product in stock left in the demo catalog');
  taken.add(row.product_id);
  return { productId: row.product_id, variantId: row.product_variant_id, title: row.product_title };
}

/** A cart line for `quantity` of a variant, priced as the catalog shows it now. */
async function cartLine(productId: number, variantId: number, quantity: number): Promise<CheckoutCartLine> {
  const res = await t.get(`Products/GetProductDetails?product_id=${productId}`);
  expect(res.status).toBe(200);
  const v = (res.body.product_variants as { product_variant_id: number; product_variant_sale_price: number; product_variant_mrp_price: number }[]).find(
    (x) => x.product_variant_id === variantId,
  );
  if (!v) throw new Error(`variant ${variantId} is not in the details of product ${productId}`);
  return {
    product_id: productId,
    product_variant_id: variantId,
    quantity,
    product_variant_sale_price: v.product_variant_sale_price,
    product_variant_mrp_price: v.product_variant_mrp_price,
  };
}

/** The place-order body for these lines in INR, Cash on Delivery. */
function orderBody(s: Shopper, lines: CheckoutCartLine[]) {
  return { ...placeOrderAmounts(lines, 'INR'), customer_address_id: s.addressId, order_payment_method: 'cash', order_currency: 'INR' };
}

let keySeq = 0;
const newKey = () => `races-${process.pid}-${Date.now().toString(36)}-${(keySeq += 1)}`;

/** Every order id a PlaceAndOrder of this file answered with 200. */
const placedIds = new Set<number>();
async function placeOrder(s: Shopper, body: object, key = newKey()) {
  const res = await post(t, 'Order/PlaceAndOrder', body, { ...s.headers, 'idempotency-key': key });
  if (res.status === 200) placedIds.add(res.body.order_id as number);
  return res;
}

function cancelOrder(s: Shopper, orderId: number) {
  return post(t, 'Order/CancelOrder', { order_id: orderId }, s.headers);
}

/**
 * The test's arrangement (not the system under test): a variant's stock set directly, with
 * its product's stock kept the sum over its variants, as the catalog keeps it.
 */
async function setStock(productId: number, variantId: number, quantity: number): Promise<void> {
  await t.shop.db.transaction().execute(async (trx) => {
    await trx.updateTable('product_variants').set({ stock_quantity: quantity }).where('product_variant_id', '=', variantId).execute();
    const sum = await trx
      .selectFrom('product_variants')
      .select((eb) => eb.fn.sum<number>('stock_quantity').as('s'))
      .where('product_id', '=', productId)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('products')
      .set({ stock_quantity: Number(sum.s) })
      .where('product_id', '=', productId)
      .execute();
  });
}

async function stockOf(productId: number, variantId: number): Promise<{ variant: number; product: number; variantsSum: number }> {
  const v = await t.shop.db.selectFrom('product_variants').select('stock_quantity').where('product_variant_id', '=', variantId).executeTakeFirstOrThrow();
  const p = await t.shop.db.selectFrom('products').select('stock_quantity').where('product_id', '=', productId).executeTakeFirstOrThrow();
  const sum = await t.shop.db
    .selectFrom('product_variants')
    .select((eb) => eb.fn.sum<number>('stock_quantity').as('s'))
    .where('product_id', '=', productId)
    .executeTakeFirstOrThrow();
  return { variant: Number(v.stock_quantity), product: Number(p.stock_quantity), variantsSum: Number(sum.s) };
}

async function countOf(table: 'orders' | 'order_lines'): Promise<number> {
  const r = await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.shop.db);
  return Number(r.rows[0]!.n);
}

/** Units of a variant in orders, and in orders that are not cancelled (order_status 4). */
async function unitsOrdered(variantId: number): Promise<{ all: number; live: number; orders: number }> {
  const r = await sql<{ all_units: number | null; live_units: number | null; orders: number }>`
    select sum(l.item_quantity) as all_units,
           sum(case when o.order_status <> 4 then l.item_quantity else 0 end) as live_units,
           count(distinct o.order_id) as orders
    from order_lines l join orders o on o.order_id = l.order_id
    where l.product_variant_id = ${variantId}`.execute(t.shop.db);
  const row = r.rows[0]!;
  return { all: Number(row.all_units ?? 0), live: Number(row.live_units ?? 0), orders: Number(row.orders) };
}

/** Orders without a line, and lines without their order: both must be none. */
async function orphans(): Promise<{ ordersWithoutLines: number[]; linesWithoutOrder: number[] }> {
  const a = await sql<{
    order_id: number;
  }>`select o.order_id from orders o where not exists (select 1 from order_lines l where l.order_id = o.order_id)`.execute(t.shop.db);
  const b = await sql<{
    order_line_id: number;
  }>`select l.order_line_id from order_lines l where not exists (select 1 from orders o where o.order_id = l.order_id)`.execute(t.shop.db);
  return { ordersWithoutLines: a.rows.map((r) => r.order_id), linesWithoutOrder: b.rows.map((r) => r.order_line_id) };
}

const NO_ORPHANS = { ordersWithoutLines: [], linesWithoutOrder: [] };

// ---------------------------------------------------------------- the races

describe('PlaceAndOrder: 30 shoppers race for the last 3 units', () => {
  it('sells exactly 3 (200), refuses 27 with 409 naming the product, and leaves stock at 0 with no stray rows', async () => {
    const buyers = await shoppers(30, 'race-last');
    const item = await freshVariant();
    await setStock(item.productId, item.variantId, 3);
    const line = await cartLine(item.productId, item.variantId, 1);
    const ordersAtStart = await countOf('orders');

    const answers = await Promise.all(buyers.map((b) => placeOrder(b, orderBody(b, [line]))));

    const ok = answers.filter((a) => a.status === 200);
    const refused = answers.filter((a) => a.status === 409);
    const other = answers.filter((a) => a.status !== 200 && a.status !== 409);
    expect(other.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(ok).toHaveLength(3);
    expect(refused).toHaveLength(27);
    for (const a of ok) {
      expect(a.body).toMatchObject({ success: true, order_id: expect.any(Number), invoice_key: expect.any(String), invoice_number: expect.any(String) });
    }
    expect(new Set(ok.map((a) => a.body.order_id)).size).toBe(3);
    for (const a of refused) {
      expect(a.body.success).toBe(false);
      expect(a.body.message, 'the 409 names the product').toContain(item.title);
      expect(a.body.changes).toEqual([
        expect.objectContaining({
          product_id: item.productId,
          product_variant_id: item.variantId,
          product_title: expect.stringContaining(item.title),
          reason: 'stock',
          available: 0,
        }),
      ]);
    }

    expect(await stockOf(item.productId, item.variantId)).toEqual({ variant: 0, product: 0, variantsSum: 0 });
    expect(await unitsOrdered(item.variantId)).toEqual({ all: 3, live: 3, orders: 3 });
    expect(await countOf('orders')).toBe(ordersAtStart + 3);
    expect(await orphans()).toEqual(NO_ORPHANS);
  }, 120_000);
});

describe('PlaceAndOrder: one checkout sent 10 times at once with one Idempotency-Key', () => {
  it('makes one order, answers all 10 with its order_id, takes the stock once; the key with another body is 422', async () => {
    const [s] = await shoppers(1, 'race-idem');
    const item = await freshVariant();
    await setStock(item.productId, item.variantId, 10);
    const body = orderBody(s!, [await cartLine(item.productId, item.variantId, 2)]);
    const key = newKey();
    const ordersAtStart = await countOf('orders');

    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(s!, body, key)));

    expect(
      answers.map((a) => a.status),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual(Array(10).fill(200));
    const ids = new Set(answers.map((a) => a.body.order_id));
    expect(ids.size, `order ids answered: ${[...ids].join(', ')}`).toBe(1);
    const [orderId] = [...ids];
    expect(new Set(answers.map((a) => a.body.invoice_number)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.invoice_key)).size).toBe(1);
    expect(await countOf('orders')).toBe(ordersAtStart + 1);
    expect(await stockOf(item.productId, item.variantId)).toMatchObject({ variant: 8, product: 8 });
    expect(await unitsOrdered(item.variantId)).toEqual({ all: 2, live: 2, orders: 1 });

    // Later, the same key and body is the first answer again; the same key with another body is 422.
    const again = await placeOrder(s!, body, key);
    expect(again.status).toBe(200);
    expect(again.body.order_id).toBe(orderId);
    const otherBody = orderBody(s!, [await cartLine(item.productId, item.variantId, 3)]);
    const changed = await Promise.all([placeOrder(s!, otherBody, key), placeOrder(s!, otherBody, key)]);
    expect(
      changed.map((a) => a.status),
      JSON.stringify(changed.map((a) => a.body)),
    ).toEqual([422, 422]);
    for (const a of changed) expect(a.body).toMatchObject({ success: false, message: expect.any(String) });
    expect(await countOf('orders')).toBe(ordersAtStart + 1);
    expect(await stockOf(item.productId, item.variantId)).toMatchObject({ variant: 8, product: 8 });
    expect(await orphans()).toEqual(NO_ORPHANS);
  }, 60_000);
});

describe('CancelOrder: two cancels of one order at once', () => {
  it('answers one 200 and one 409, and restores the stock exactly once (five orders, each raced)', async () => {
    const [s] = await shoppers(1, 'race-cancel');
    const item = await freshVariant();
    await setStock(item.productId, item.variantId, 20);
    for (let round = 0; round < 5; round++) {
      const placed = await placeOrder(s!, orderBody(s!, [await cartLine(item.productId, item.variantId, 2)]));
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect((await stockOf(item.productId, item.variantId)).variant).toBe(18);

      const answers = await Promise.all([cancelOrder(s!, placed.body.order_id), cancelOrder(s!, placed.body.order_id)]);

      expect(answers.map((a) => a.status).sort(), JSON.stringify(answers.map((a) => a.body))).toEqual([200, 409]);
      for (const a of answers) expect(a.body).toMatchObject({ success: a.status === 200, message: expect.any(String) });
      expect(await stockOf(item.productId, item.variantId), `round ${round}`).toEqual({ variant: 20, product: 20, variantsSum: 20 });
      const row = await t.shop.db.selectFrom('orders').select('order_status').where('order_id', '=', placed.body.order_id).executeTakeFirstOrThrow();
      expect(row.order_status).toBe(4);
      // A third cancel, later, changes nothing either.
      expect((await cancelOrder(s!, placed.body.order_id)).status).toBe(409);
      expect((await stockOf(item.productId, item.variantId)).variant).toBe(20);
    }
    expect(await unitsOrdered(item.variantId)).toEqual({ all: 10, live: 0, orders: 5 });
    expect(await orphans()).toEqual(NO_ORPHANS);
  }, 60_000);
});

describe('PlaceAndOrder: orders that share a product with two variants, at once', () => {
  it('places all 24 (stock for all) without a deadlock or any other failure, and takes exactly their units', async () => {
    const buyers = await shoppers(8, 'race-variants');
    const rows = await t.shop.db
      .selectFrom('product_variants')
      .select(['product_id', 'product_variant_id'])
      .where('product_id', 'in', (eb) =>
        eb
          .selectFrom('product_variants')
          .select('product_id')
          .groupBy('product_id')
          .having((h) => h.fn.countAll(), '>=', 2),
      )
      .orderBy('product_variant_id')
      .execute();
    const productId = rows.find((r) => !taken.has(r.product_id))!.product_id;
    taken.add(productId);
    const [a, b] = rows.filter((r) => r.product_id === productId).map((r) => r.product_variant_id);
    await setStock(productId, a!, 100);
    await setStock(productId, b!, 100);
    const lineA = await cartLine(productId, a!, 1);
    const lineB = await cartLine(productId, b!, 1);
    // Both variants in one order, and each alone: rows of one product taken in different orders.
    const carts = [[lineA, lineB], [lineB], [lineA], [lineB, lineA]];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => placeOrder(buyers[i % buyers.length]!, orderBody(buyers[i % buyers.length]!, carts[i % carts.length]!))),
    );
    expect(answers.filter((x) => x.status !== 200).map((x) => `${x.status} ${JSON.stringify(x.body)}`)).toEqual([]);
    const taken2 = { a: 0, b: 0 };
    for (let i = 0; i < 24; i++) for (const l of carts[i % carts.length]!) taken2[l.product_variant_id === a ? 'a' : 'b'] += 1;
    expect((await stockOf(productId, a!)).variant).toBe(100 - taken2.a);
    expect(await stockOf(productId, b!)).toEqual({ variant: 100 - taken2.b, product: 200 - taken2.a - taken2.b, variantsSum: 200 - taken2.a - taken2.b });
    expect(await orphans()).toEqual(NO_ORPHANS);
  }, 60_000);
});

describe('invoice numbers after the races', () => {
  it('are consecutive over every order this file made, with no gap and no repeat, in one financial year', async () => {
    const r = await sql<{ order_id: number; invoice_number: string | null }>`select order_id, invoice_number from orders order by order_id`.execute(t.shop.db);
    const rows = r.rows;
    // the orders answered with 200 and nothing else: none for refused, failed or repeated requests
    expect(placedIds.size).toBeGreaterThan(0);
    expect(rows).toHaveLength(ordersBefore + placedIds.size);
    const parsed = rows.map((row) => ({ id: row.order_id, invoice: row.invoice_number, m: /^SC\/(\d{2})-(\d{2})\/(\d{6})$/.exec(row.invoice_number ?? '') }));
    expect(
      parsed.filter((p) => !p.m).map((p) => `${p.id}: ${p.invoice}`),
      'invoice numbers like SC/26-27/000123',
    ).toEqual([]);
    expect(rows.every((row) => row.invoice_number!.length <= 16)).toBe(true);
    const years = new Set(parsed.map((p) => `${p.m![1]}-${p.m![2]}`));
    expect(years.size).toBe(1);
    const [from, to] = [...years][0]!.split('-').map(Number);
    expect((from! + 1) % 100).toBe(to);
    const numbers = parsed.map((p) => Number(p.m![3])).sort((a, b) => a - b);
    const first = ordersBefore === 0 ? 1 : numbers[0]!;
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => first + i));
  });
});
