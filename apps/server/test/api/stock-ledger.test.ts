import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { productPath } from '@shop/core';
import { buildApp } from '../../src/app.js';
import { openDatabase, type ShopDb } from '../../src/db/index.js';
import { catalogChanged, writeTransaction } from '../../src/db/write-transaction.js';
import type { CatalogChange } from '../../src/lib/catalog-changes.js';
import { Inventory } from '../../src/modules/catalog/inventory.js';
import { createTestShop, type TestShop } from '../test-app.js';
import { freshIp, post, signUpAndLogin, type Customer } from '../accounts.js';
import { admin, leafCategoryId, staffUser, type StaffUser } from '../admin.js';
import { addAddress, allowManyOrders, orderBody, placeOrder, type Variant } from '../orders.js';
import { testEngine, withPostgresAdmin } from '../databases.js';

/**
 * Issue 21, item 4: every stock change goes through the one inventory (a ledger row each, the
 * product's total in step) and every write emits one "catalog changed" signal after it
 * commits, which clears only the caches its kind can make wrong: in this process, and on
 * PostgreSQL in the other processes too. The public reads here are cached for a minute, so
 * anything fresh an answer shows came from the signal, not from a cache running out.
 */
let t: TestShop;
let owner: StaffUser;
let leafCategory: number;

beforeAll(async () => {
  t = await createTestShop({ catalogCacheMs: 60_000 });
  owner = await staffUser(t, 'owner');
  await allowManyOrders(t);
  leafCategory = await leafCategoryId(t);
});
afterAll(async () => {
  await t?.close();
});

interface Shopper extends Customer {
  addressId: number;
}

async function shopper(label = 'ledger'): Promise<Shopper> {
  const c = await signUpAndLogin(t, label);
  return { ...c, addressId: await addAddress(t, c) };
}

/** A product made through the back office with one variant per stock count; answers its variants as the order helpers take them. */
async function newProduct(stocks: number[]): Promise<{ productId: number; title: string; variants: Variant[] }> {
  const title = `Ledger Jasper ${Math.random().toString(36).slice(2, 8)}`;
  const res = await admin(t, 'POST', 'products', owner, {
    product_title: title,
    category_id: leafCategory,
    product_short_description: 'Red jasper.',
    product_description: '<p>Red</p>',
    product_label: null,
    country_of_origin: 'India',
    variants: stocks.map((stock, i) => ({
      product_variant_title: `Size ${i + 1}`,
      sale_price_paise: 10_000 + i * 100,
      mrp_price_paise: 12_000 + i * 100,
      stock_quantity: stock,
      is_default: i === 0,
    })),
    gallery: [],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const p = res.body.data;
  return {
    productId: p.product_id,
    title,
    variants: p.variants.map((v: { product_variant_id: number; sale_price_paise: number; mrp_price_paise: number; stock_quantity: number }) => ({
      product_id: p.product_id,
      product_variant_id: v.product_variant_id,
      product_variant_sale_price: v.sale_price_paise / 100,
      product_variant_mrp_price: v.mrp_price_paise / 100,
      product_title: title,
      stock: v.stock_quantity,
    })),
  };
}

/** A variant's ledger rows, oldest first. */
function ledger(variantId: number) {
  return t.shop.db
    .selectFrom('stock_adjustments')
    .select(['delta', 'stock_after', 'kind', 'reason', 'order_id', 'staff_id'])
    .where('product_variant_id', '=', variantId)
    .orderBy('stock_adjustment_id')
    .execute();
}

/**
 * The product's books balance: each variant's stock is the sum of its ledger's deltas and
 * its last row's stock_after, and the product's total is the sum of its variants. Answers
 * the variants' stock.
 */
async function expectBalanced(productId: number): Promise<number[]> {
  const variants = await t.shop.db
    .selectFrom('product_variants')
    .select(['product_variant_id', 'stock_quantity'])
    .where('product_id', '=', productId)
    .orderBy('product_variant_id')
    .execute();
  for (const v of variants) {
    const rows = await ledger(v.product_variant_id);
    expect(
      rows.reduce((sum, r) => sum + r.delta, 0),
      `ledger of variant ${v.product_variant_id}`,
    ).toBe(v.stock_quantity);
    expect(rows.at(-1)?.stock_after ?? 0).toBe(v.stock_quantity);
  }
  const product = await t.shop.db.selectFrom('products').select('stock_quantity').where('product_id', '=', productId).executeTakeFirstOrThrow();
  expect(product.stock_quantity).toBe(variants.reduce((sum, v) => sum + v.stock_quantity, 0));
  return variants.map((v) => v.stock_quantity);
}

/** The public product page's stock of its default variant, as a shopper's browser reads it (through the cache). */
async function shownStock(app: { inject: FastifyInstance['inject'] }, productId: number): Promise<number> {
  const res = await app.inject({ method: 'GET', url: `/api/Products/GetProductDetails?product_id=${productId}` });
  expect(res.statusCode).toBe(200);
  return res.json().data[0].product_stock_status as number;
}

/** Every change this process's signal emits while `fn` runs. */
async function changesDuring(fn: () => Promise<unknown>): Promise<CatalogChange[]> {
  const seen: CatalogChange[] = [];
  const stop = t.shop.changes.subscribe(['stock', 'reviews', 'catalog', 'content', 'settings'], (c) => seen.push(c));
  try {
    await fn();
  } finally {
    stop();
  }
  return seen;
}

describe('every stock change goes through the one inventory', () => {
  it('creation, the stock dialog, an order, its cancel, expiry, a late payment, a staff cancel and an import: a ledger row each, the total in step', async () => {
    const s = await shopper();
    const { productId, variants } = await newProduct([5, 3]);
    const [a, b] = variants as [Variant, Variant];
    expect(await ledger(a.product_variant_id)).toEqual([
      { delta: 5, stock_after: 5, kind: 'created', reason: 'Opening stock', order_id: null, staff_id: owner.id },
    ]);
    expect(await expectBalanced(productId)).toEqual([5, 3]);

    // The stock dialog.
    const adjusted = await admin(t, 'POST', `variants/${a.product_variant_id}/stock`, owner, { delta: 2, reason: 'Delivery' });
    expect(adjusted.status, JSON.stringify(adjusted.body)).toBe(200);
    expect(adjusted.body.data).toMatchObject({ delta: 2, stock_after: 7, kind: 'admin', order_id: null, product_stock_quantity: 10 });
    expect(await expectBalanced(productId)).toEqual([7, 3]);

    // An order, then the shopper cancels it.
    const placed = await placeOrder(
      t,
      s,
      orderBody(
        [
          { v: a, quantity: 2 },
          { v: b, quantity: 1 },
        ],
        s.addressId,
        'cash',
      ),
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const first = placed.body.order_id as number;
    expect((await ledger(a.product_variant_id)).at(-1)).toEqual({
      delta: -2,
      stock_after: 5,
      kind: 'order',
      reason: 'Order placed',
      order_id: first,
      staff_id: null,
    });
    expect((await ledger(b.product_variant_id)).at(-1)).toMatchObject({ delta: -1, stock_after: 2, kind: 'order', order_id: first });
    expect(await expectBalanced(productId)).toEqual([5, 2]);
    expect((await post(t, 'Order/CancelOrder', { order_id: first }, s.headers)).status).toBe(200);
    expect((await ledger(a.product_variant_id)).at(-1)).toEqual({
      delta: 2,
      stock_after: 7,
      kind: 'cancel',
      reason: 'Cancelled by the shopper',
      order_id: first,
      staff_id: null,
    });
    expect(await expectBalanced(productId)).toEqual([7, 3]);

    // An unpaid order past its time expires; staff record its late payment (stock taken
    // again), then cancel it.
    const unpaid = await placeOrder(t, s, orderBody([{ v: a, quantity: 1 }], s.addressId, 'upi'));
    expect(unpaid.status, JSON.stringify(unpaid.body)).toBe(200);
    const second = unpaid.body.order_id as number;
    await t.shop.db
      .updateTable('orders')
      .set({ payment_due_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_id', '=', second)
      .execute();
    expect(await t.app.payments.sweepOnce()).toBeGreaterThanOrEqual(1);
    expect((await ledger(a.product_variant_id)).at(-1)).toEqual({
      delta: 1,
      stock_after: 7,
      kind: 'expiry',
      reason: 'Not paid in time',
      order_id: second,
      staff_id: null,
    });
    const late = await admin(t, 'POST', `orders/${second}/transitions`, owner, { action: 'record_late_payment', bank_reference: 'UTR 5521' });
    expect(late.status, JSON.stringify(late.body)).toBe(200);
    expect((await ledger(a.product_variant_id)).at(-1)).toEqual({
      delta: -1,
      stock_after: 6,
      kind: 'reopen',
      reason: 'Re-opened: paid after it was cancelled',
      order_id: second,
      staff_id: owner.id,
    });
    const cancelled = await admin(t, 'POST', `orders/${second}/transitions`, owner, { action: 'cancel' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await ledger(a.product_variant_id)).at(-1)).toEqual({
      delta: 1,
      stock_after: 7,
      kind: 'cancel',
      reason: 'Cancelled in the back office',
      order_id: second,
      staff_id: owner.id,
    });
    expect(await expectBalanced(productId)).toEqual([7, 3]);

    // A CSV import sets one count and adds a variant with stock.
    const csv = [
      'product_id,product_title,category_id,variant_id,variant_title,sale_price,mrp_price,stock,is_default',
      `${productId},,,${a.product_variant_id},Size 1,100,120,9,1`,
      `${productId},,,${b.product_variant_id},Size 2,101,121,3,0`,
      `${productId},,,,Size 3,102,122,4,0`,
    ].join('\n');
    const imported = await t.request({
      method: 'POST',
      url: '/api/admin/products/import',
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: csv,
      remoteAddress: freshIp(),
    });
    expect(imported.status, JSON.stringify(imported.body)).toBe(200);
    expect((await ledger(a.product_variant_id)).at(-1)).toEqual({
      delta: 2,
      stock_after: 9,
      kind: 'import',
      reason: 'CSV import',
      order_id: null,
      staff_id: owner.id,
    });
    expect((await ledger(b.product_variant_id)).at(-1)?.kind, 'an unchanged count writes no row').toBe('cancel');
    expect(await expectBalanced(productId)).toEqual([9, 3, 4]);

    // The back office's history shows all of it, newest first, with the orders.
    const history = await admin(t, 'GET', `variants/${a.product_variant_id}/stock-history?page_size=100`, owner);
    expect(history.status).toBe(200);
    expect(history.body.data.map((r: { kind: string; order_id: number | null }) => [r.kind, r.order_id])).toEqual([
      ['import', null],
      ['cancel', second],
      ['reopen', second],
      ['expiry', second],
      ['order', second],
      ['cancel', first],
      ['order', first],
      ['admin', null],
      ['created', null],
    ]);

    // A variant removed from the product takes its stock out of the total.
    const detail = await admin(t, 'GET', `products/${productId}`, owner);
    const keep = detail.body.data.variants.filter((v: { product_variant_title: string }) => v.product_variant_title !== 'Size 3');
    const patched = await admin(t, 'PATCH', `products/${productId}`, owner, {
      variants: keep.map((v: Record<string, unknown>) => ({
        product_variant_id: v.product_variant_id,
        product_variant_title: v.product_variant_title,
        product_variant_short_description: v.product_variant_short_description,
        sale_price_paise: v.sale_price_paise,
        mrp_price_paise: v.mrp_price_paise,
        is_default: v.is_default,
      })),
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body.data.stock_quantity).toBe(12);
    expect(await expectBalanced(productId)).toEqual([9, 3]);
  }, 60_000);

  it('50 orders at once for the last 7 units sell exactly 7, and the ledger adds up', async () => {
    const { productId, variants } = await newProduct([7]);
    const v = variants[0]!;
    const buyers: Shopper[] = [];
    while (buyers.length < 10) buyers.push(...(await Promise.all(Array.from({ length: 5 }, () => shopper('last-seven')))));
    const answers = await Promise.all(
      buyers.flatMap((b) => Array.from({ length: 5 }, () => placeOrder(t, b, orderBody([{ v, quantity: 1 }], b.addressId, 'cash')))),
    );
    const other = answers.filter((a) => a.status !== 200 && a.status !== 409);
    expect(other.map((a) => `${a.status} ${JSON.stringify(a.body)}`)).toEqual([]);
    expect(answers.filter((a) => a.status === 200)).toHaveLength(7);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(43);
    expect(await expectBalanced(productId)).toEqual([0]);
    const rows = await ledger(v.product_variant_id);
    expect(rows.filter((r) => r.kind === 'order')).toHaveLength(7);
    expect(new Set(rows.filter((r) => r.kind === 'order').map((r) => r.order_id)).size).toBe(7);
    const sold = answers.filter((a) => a.status === 200).map((a) => a.body.order_id as number);
    expect(
      rows
        .filter((r) => r.kind === 'order')
        .map((r) => r.order_id)
        .sort(),
    ).toEqual([...sold].sort());
  }, 120_000);
});

describe('the catalog change signal', () => {
  it('is emitted once after a commit, and never for a rolled-back write', async () => {
    const s = await shopper();
    const { productId, variants } = await newProduct([2, 1]);
    const [a, b] = variants as [Variant, Variant];

    // An order whose first line can be served and whose second cannot: refused, nothing kept or told.
    const refused = await changesDuring(async () => {
      const res = await placeOrder(
        t,
        s,
        orderBody(
          [
            { v: a, quantity: 1 },
            { v: b, quantity: 2 },
          ],
          s.addressId,
          'cash',
        ),
      );
      expect(res.status).toBe(409);
      expect((await admin(t, 'POST', `variants/${a.product_variant_id}/stock`, owner, { delta: -5, reason: 'Too many' })).status).toBe(409);
    });
    expect(refused).toEqual([]);
    expect(await expectBalanced(productId)).toEqual([2, 1]);

    // A write that announced its change and then failed: rolled back, nothing emitted.
    const failed = await changesDuring(async () => {
      await expect(
        writeTransaction(t.shop, async (trx) => {
          await new Inventory(t.shop.engine).adjust(trx, [{ variantId: a.product_variant_id, delta: 1 }], { kind: 'admin', reason: 'Never kept' });
          await catalogChanged(trx, { kind: 'catalog' });
          throw new Error('fails after the change');
        }),
      ).rejects.toThrow('fails after the change');
    });
    expect(failed).toEqual([]);
    expect(await expectBalanced(productId)).toEqual([2, 1]);

    // A placed order: one stock change naming its product, after the commit.
    const ok = await changesDuring(async () =>
      expect(
        (
          await placeOrder(
            t,
            s,
            orderBody(
              [
                { v: a, quantity: 1 },
                { v: b, quantity: 1 },
              ],
              s.addressId,
              'cash',
            ),
          )
        ).status,
      ).toBe(200),
    );
    expect(ok).toEqual([{ kind: 'stock', productIds: [productId] }]);

    // Outside a write transaction it refuses (a write that forgot its transaction is found at once).
    await expect(catalogChanged(t.shop.db, { kind: 'catalog' })).rejects.toThrow(/outside a writeTransaction/);
  });

  it('an order clears what stock shows and keeps the category tree and the sitemap; a product write clears those too', async () => {
    const s = await shopper();
    const { productId, variants } = await newProduct([6]);
    const other = await newProduct([1]);
    const v = variants[0]!;
    const sitemap = async () => (await t.request({ method: 'GET', url: '/sitemap.xml' })).body as string;
    const categoryTitles = async () => JSON.stringify((await t.get('Home/GetCategories')).body.data);
    const otherPath = productPath(other.title, other.productId);

    // Cached: the product page, the category tree, the sitemap (which lists the other product).
    expect(await shownStock(t.app, productId)).toBe(6);
    expect(await sitemap()).toContain(otherPath);
    const category = await t.shop.db.selectFrom('categories').select('category_title').where('category_id', '=', leafCategory).executeTakeFirstOrThrow();
    expect(await categoryTitles()).toContain(category.category_title);

    // Changed behind the caches' back (no signal): a category's title, the other product archived.
    const renamed = `${category.category_title} Renamed`;
    await t.shop.db.updateTable('categories').set({ category_title: renamed }).where('category_id', '=', leafCategory).execute();
    await t.shop.db.updateTable('products').set({ archived: 1 }).where('product_id', '=', other.productId).execute();
    try {
      // An order: the new stock shows at once; the tree and the sitemap stay as cached.
      expect((await placeOrder(t, s, orderBody([{ v, quantity: 2 }], s.addressId, 'cash'))).status).toBe(200);
      expect(await shownStock(t.app, productId)).toBe(4);
      expect(await categoryTitles()).not.toContain(renamed);
      expect(await sitemap()).toContain(otherPath);

      // A product write through the back office: everything the catalog feeds is read again.
      const res = await admin(t, 'PATCH', `products/${productId}`, owner, { product_short_description: 'Red jasper, polished.' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await categoryTitles()).toContain(renamed);
      expect(await sitemap()).not.toContain(otherPath);
    } finally {
      await t.shop.db.updateTable('categories').set({ category_title: category.category_title }).where('category_id', '=', leafCategory).execute();
    }
  });
});

describe.runIf(testEngine === 'postgres')('several servers on one PostgreSQL database', () => {
  let second: { app: FastifyInstance; shop: ShopDb };

  beforeAll(async () => {
    const shop = openDatabase(t.config.databaseUrl, { poolSize: 2 });
    const app = await buildApp({ config: t.config, shop, logger: false });
    await app.ready();
    second = { app, shop };
  });
  afterAll(async () => {
    await second?.app.close();
  });

  /** Asks server B until `check` holds, for at most `ms`; answers how long it took. */
  async function seenWithin(ms: number, check: () => Promise<boolean>): Promise<number> {
    const start = Date.now();
    while (!(await check())) {
      if (Date.now() - start > ms) throw new Error(`not seen within ${ms} ms`);
      await new Promise((r) => setTimeout(r, 25));
    }
    return Date.now() - start;
  }

  const listeners = () =>
    withPostgresAdmin(
      async (c) =>
        (
          await c.query(`select pid from pg_stat_activity where datname = $1 and query = 'listen shop_catalog_changed'`, [
            new URL(t.config.databaseUrl).pathname.slice(1),
          ])
        ).rows as Array<{ pid: number }>,
    );

  it("a write through server A shows through server B's cached reads within a second (CATALOG_CACHE_MS is a minute)", async () => {
    const s = await shopper();
    const { productId, variants } = await newProduct([10]);
    const v = variants[0]!;
    expect(await shownStock(second.app, productId)).toBe(10);
    expect(await shownStock(second.app, productId), 'B answers from its cache').toBe(10);

    // A stock change (the stock dialog on A).
    expect((await admin(t, 'POST', `variants/${v.product_variant_id}/stock`, owner, { delta: -3, reason: 'Broken in transit' })).status).toBe(200);
    await seenWithin(1_000, async () => (await shownStock(second.app, productId)) === 7);

    // An order on A.
    expect((await placeOrder(t, s, orderBody([{ v, quantity: 2 }], s.addressId, 'cash'))).status).toBe(200);
    await seenWithin(1_000, async () => (await shownStock(second.app, productId)) === 5);

    // A catalog write on A: B's category tree follows too.
    const title = `Tumbled Stones ${Math.random().toString(36).slice(2, 6)}`;
    expect((await admin(t, 'PATCH', `categories/${leafCategory}`, owner, { category_title: title })).status).toBe(200);
    await seenWithin(1_000, async () =>
      JSON.stringify((await second.app.inject({ method: 'GET', url: '/api/Home/GetCategories' })).json().data).includes(title),
    );
  });

  it('a dropped listening connection is made again, and changes flow once it is back', async () => {
    const { productId, variants } = await newProduct([8]);
    const v = variants[0]!;
    expect(await shownStock(second.app, productId)).toBe(8);
    const before = await listeners();
    expect(before.length, 'one listener per server').toBe(2);
    await withPostgresAdmin((c) => c.query('select pg_terminate_backend(pid) from unnest($1::int[]) as pid', [before.map((r) => r.pid)]));
    await seenWithin(5_000, async () => {
      const now = await listeners();
      return now.length === 2 && now.every((r) => !before.some((b) => b.pid === r.pid));
    });
    expect((await admin(t, 'POST', `variants/${v.product_variant_id}/stock`, owner, { delta: 4, reason: 'Found a box' })).status).toBe(200);
    await seenWithin(1_000, async () => (await shownStock(second.app, productId)) === 12);
  });
});
