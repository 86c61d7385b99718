import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCategoryNode } from '@shop/core/admin';
import { createTestShop, type TestShop } from '../test-app.js';
import { freshIp } from '../accounts.js';
import { admin, createProductAs, leafCategoryId, productBody, staffUser, type StaffUser } from '../admin.js';

/** Issue 23, the catalog's side: HSN codes, GST rates and the country of origin in the back office, the CSV and the storefront. */

const REQUIRED = 'Country of origin is required: shoppers must see where a product comes from before they buy';

let t: TestShop;
let owner: StaffUser;
let leafCategory: number;

beforeAll(async () => {
  t = await createTestShop();
  owner = await staffUser(t, 'owner');
  leafCategory = await leafCategoryId(t);
});
afterAll(async () => {
  await t?.close();
});

const newProduct = (overrides: Record<string, unknown> = {}) => productBody('Tax Stone', leafCategory, { country_of_origin: 'Brazil', ...overrides });
const createProduct = (overrides: Record<string, unknown> = {}) => createProductAs(t, owner, newProduct(overrides));

const productCount = async () =>
  Number(
    (
      await t.shop.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

function importCsv(text: string, dryRun = false) {
  return t.request({
    method: 'POST',
    url: `/api/admin/products/import${dryRun ? '?dry_run=1' : ''}`,
    headers: { ...owner.headers, 'content-type': 'text/csv' },
    payload: text,
    remoteAddress: freshIp(),
  });
}

function flatten(nodes: AdminCategoryNode[]): AdminCategoryNode[] {
  return nodes.flatMap((n) => [n, ...flatten(n.children)]);
}

describe('products: HSN code, GST rate and country of origin', () => {
  it('are created, read back, changed and audited; the rate is percent in the API and basis points stored', async () => {
    const p = await createProduct({ hsn_code: '7103.10', gst_rate: 0.25, country_of_origin: '  Sri   Lanka ' });
    expect(p).toMatchObject({ hsn_code: '710310', gst_rate: 0.25, country_of_origin: 'Sri Lanka' });
    const stored = await t.shop.db
      .selectFrom('products')
      .select(['hsn_code', 'gst_rate_bp', 'country_of_origin'])
      .where('product_id', '=', p.product_id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ hsn_code: '710310', gst_rate_bp: 25, country_of_origin: 'Sri Lanka' });

    const changed = await admin(t, 'PATCH', `products/${p.product_id}`, owner, { hsn_code: '', gst_rate: null, country_of_origin: 'India' });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ hsn_code: null, gst_rate: null, country_of_origin: 'India' });
    const audit = await t.shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'product.update')
      .where('entity_id', '=', String(p.product_id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(String(audit.before_json))).toMatchObject({ hsn_code: '710310', gst_rate: 0.25, country_of_origin: 'Sri Lanka' });
    expect(JSON.parse(String(audit.after_json))).toMatchObject({ hsn_code: null, gst_rate: null, country_of_origin: 'India' });
  });

  it('refuses a product without a country of origin, and an HSN code or rate that is not one, writing nothing', async () => {
    const before = await productCount();
    const cases: Array<[Record<string, unknown>, string | RegExp]> = [
      [{ country_of_origin: undefined }, REQUIRED],
      [{ country_of_origin: '   ' }, REQUIRED],
      // A NUL byte is refused by the server's guard of every text field, before the schema.
      [{ country_of_origin: 'Bra\u0000zil' }, /country.of.origin must (not contain|be on one line, without) control characters/i],
      [{ country_of_origin: 'India\r\nBcc: x@example.com' }, /country.of.origin must (not contain|be on one line, without) control characters/i],
      [{ country_of_origin: 'India\tNepal' }, /country.of.origin must (not contain|be on one line, without) control characters/i],
      [{ country_of_origin: 'x'.repeat(57) }, 'Country of origin must be at most 56 characters'],
      [{ hsn_code: '71' }, 'HSN code must be 4, 6 or 8 digits (e.g. 7103 or 71039990)'],
      [{ hsn_code: '7103abcd' }, 'HSN code must be 4, 6 or 8 digits (e.g. 7103 or 71039990)'],
      [{ gst_rate: 101 }, 'GST rate must be from 0 to 100 %'],
      [{ gst_rate: -1 }, 'GST rate must be from 0 to 100 %'],
      [{ gst_rate: 0.125 }, 'GST rate may have at most two decimals (e.g. 0.25)'],
      [{ gst_rate: '3' }, 'GST rate must be a number of percent (e.g. 3 or 0.25)'],
    ];
    for (const [overrides, message] of cases) {
      const res = await admin(t, 'POST', 'products', owner, newProduct(overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      if (typeof message === 'string') expect(res.body.message).toContain(message);
      else expect(res.body.message).toMatch(message);
    }
    expect(await productCount()).toBe(before);
  });

  it('a product stored without a country must get one with its next change; archiving stays possible, un-archiving does not', async () => {
    const p = await createProduct();
    await t.shop.db.updateTable('products').set({ country_of_origin: '' }).where('product_id', '=', p.product_id).execute();
    const cleared = await admin(t, 'PATCH', `products/${p.product_id}`, owner, { country_of_origin: '' });
    expect(cleared.status).toBe(400);
    expect(cleared.body.message).toBe(REQUIRED);
    const other = await admin(t, 'PATCH', `products/${p.product_id}`, owner, { product_title: 'Renamed Without Country' });
    expect(other.status).toBe(400);
    expect(other.body.message).toBe(REQUIRED);
    expect((await admin(t, 'GET', `products/${p.product_id}`, owner)).body.data.product_title).toBe(p.product_title);

    const archived = await admin(t, 'POST', `products/${p.product_id}/archive`, owner);
    expect(archived.status).toBe(200);
    // Archived, it can be edited (nobody buys it), but it cannot go back on sale without a country.
    expect((await admin(t, 'PATCH', `products/${p.product_id}`, owner, { product_short_description: 'Kept aside' })).status).toBe(200);
    const back = await admin(t, 'POST', `products/${p.product_id}/unarchive`, owner);
    expect(back.status).toBe(400);
    expect(back.body.message).toBe(REQUIRED);
    expect((await admin(t, 'PATCH', `products/${p.product_id}`, owner, { country_of_origin: 'Madagascar' })).status).toBe(200);
    expect((await admin(t, 'POST', `products/${p.product_id}/unarchive`, owner)).status).toBe(200);

    // With one stored, other changes go through; setting it to '' never does.
    const plain = await admin(t, 'PATCH', `products/${p.product_id}`, owner, { product_title: 'Renamed With Country' });
    expect(plain.status).toBe(200);
    expect(plain.body.data.country_of_origin).toBe('Madagascar');
  });

  it('the countries in use are suggested, most used first', async () => {
    await createProduct({ country_of_origin: 'Zambia' });
    const res = await admin(t, 'GET', 'countries-of-origin', owner);
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { country: string }) => c.country)).toEqual(expect.arrayContaining(['India', 'Zambia']));
    expect(res.body.data[0].product_count).toBeGreaterThanOrEqual(res.body.data.at(-1).product_count);
  });
});

describe('categories: HSN code and GST rate, inherited down the tree', () => {
  it('are set, read back in the tree with what each category passes on, and refused when wrong', async () => {
    const top = await admin(t, 'POST', 'categories', owner, { category_title: `Tax Top ${Date.now()}`, hsn_code: '7116', gst_rate: 3 });
    expect(top.status, JSON.stringify(top.body)).toBe(201);
    expect(top.body.data).toMatchObject({ hsn_code: '7116', gst_rate: 3 });
    const mid = await admin(t, 'POST', 'categories', owner, { category_title: 'Tax Mid', parent_id: top.body.data.category_id, gst_rate: 0.25 });
    expect(mid.body.data).toMatchObject({ hsn_code: null, gst_rate: 0.25 });
    const leaf = await admin(t, 'POST', 'categories', owner, { category_title: 'Tax Leaf', parent_id: mid.body.data.category_id });
    expect(leaf.body.data).toMatchObject({ hsn_code: null, gst_rate: null });

    const tree = flatten((await admin(t, 'GET', 'categories', owner)).body.data);
    const node = (id: number) => tree.find((n) => n.category_id === id)!;
    expect(node(top.body.data.category_id)).toMatchObject({ hsn_code: '7116', gst_rate: 3, inherited_hsn_code: '7116', inherited_gst_rate: 3 });
    expect(node(mid.body.data.category_id)).toMatchObject({ hsn_code: null, gst_rate: 0.25, inherited_hsn_code: '7116', inherited_gst_rate: 0.25 });
    expect(node(leaf.body.data.category_id)).toMatchObject({ hsn_code: null, gst_rate: null, inherited_hsn_code: '7116', inherited_gst_rate: 0.25 });

    const changed = await admin(t, 'PATCH', `categories/${mid.body.data.category_id}`, owner, { hsn_code: '7103', gst_rate: null });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ hsn_code: '7103', gst_rate: null });
    const again = flatten((await admin(t, 'GET', 'categories', owner)).body.data).find((n) => n.category_id === leaf.body.data.category_id)!;
    expect(again).toMatchObject({ inherited_hsn_code: '7103', inherited_gst_rate: 3 });

    const bad = await admin(t, 'PATCH', `categories/${mid.body.data.category_id}`, owner, { hsn_code: '12345' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('HSN code must be 4, 6 or 8 digits (e.g. 7103 or 71039990)');
    const badRate = await admin(t, 'POST', 'categories', owner, { category_title: 'Tax Bad', gst_rate: 250 });
    expect(badRate.status).toBe(400);
    expect(badRate.body.message).toContain('GST rate must be from 0 to 100 %');
  });

  it('the demo catalog files its categories under plausible HSN codes and rates', async () => {
    const tree = flatten((await admin(t, 'GET', 'categories', owner)).body.data);
    const byTitle = (title: string) => tree.find((n) => n.category_title === title)!;
    expect(byTitle('Crystals by Kind')).toMatchObject({ hsn_code: '7103', gst_rate: 3 });
    expect(byTitle('Raw & Rough Stones')).toMatchObject({ hsn_code: '7103', gst_rate: 0.25 });
    expect(byTitle('Salt Lamps')).toMatchObject({ hsn_code: '2501', gst_rate: 5 });
    expect(byTitle('Pearl, Coral & Hessonite')).toMatchObject({ hsn_code: '7101', gst_rate: 3 });
    expect(byTitle('Quartz Family')).toMatchObject({ hsn_code: null, gst_rate: null, inherited_hsn_code: '7103', inherited_gst_rate: 3 });
  });
});

describe('the CSV: hsn_code, gst_rate and country_of_origin', () => {
  const header = 'product_title,product_slug,category_id,hsn_code,gst_rate,country_of_origin,variant_title,sale_price,mrp_price,stock';

  it('imports and exports them; a new product without a country is refused by row', async () => {
    const slug = `csv-tax-${Math.random().toString(36).slice(2, 8)}`;
    const res = await importCsv(`${header}\r\nCSV Tax Stone,${slug},${leafCategory},7103 99 90,0.25,Brazil,One,10,10,1\r\n,${slug},,,,,Two,20,20,1`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await t.shop.db
      .selectFrom('products')
      .select(['product_id', 'hsn_code', 'gst_rate_bp', 'country_of_origin'])
      .where('product_slug', '=', slug)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ hsn_code: '71039990', gst_rate_bp: 25, country_of_origin: 'Brazil' });

    const exported = await t.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers: owner.headers });
    const lines = exported.body.split('\r\n');
    const columns = lines[0]!.split(',');
    const mine = lines.find((l) => l.startsWith(`${row.product_id},`))!.split(',');
    expect(mine[columns.indexOf('hsn_code')]).toBe('71039990');
    expect(mine[columns.indexOf('gst_rate')]).toBe('0.25');
    expect(mine[columns.indexOf('country_of_origin')]).toBe('Brazil');

    // An existing product's empty cells: HSN and rate back to the category's; the country kept.
    const cleared = await importCsv(
      `product_id,product_title,hsn_code,gst_rate,country_of_origin,variant_title,sale_price,mrp_price,stock\r\n${row.product_id},,,,,One,10,10,1`,
    );
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(
      await t.shop.db
        .selectFrom('products')
        .select(['hsn_code', 'gst_rate_bp', 'country_of_origin'])
        .where('product_id', '=', row.product_id)
        .executeTakeFirstOrThrow(),
    ).toEqual({ hsn_code: null, gst_rate_bp: null, country_of_origin: 'Brazil' });
  });

  it('refuses a new product without a country, a bad HSN code or rate, by row and column, writing nothing', async () => {
    const before = await productCount();
    const res = await importCsv(
      [
        header,
        `No Country Stone,no-country-${Date.now()},${leafCategory},,,,One,10,10,1`,
        `Bad Hsn Stone,bad-hsn-${Date.now()},${leafCategory},71,3,India,One,10,10,1`,
        `Bad Rate Stone,bad-rate-${Date.now()},${leafCategory},7103,three,India,One,10,10,1`,
        `Big Rate Stone,big-rate-${Date.now()},${leafCategory},7103,180,India,One,10,10,1`,
      ].join('\r\n'),
      true,
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([
      { row: 2, column: 'country_of_origin', message: REQUIRED },
      { row: 3, column: 'hsn_code', message: 'hsn_code must be 4, 6 or 8 digits (e.g. 7103 or 71039990)' },
      { row: 4, column: 'gst_rate', message: "gst_rate must be a percentage with at most two decimals, like 3 or 0.25 (empty: the category's)" },
      { row: 5, column: 'gst_rate', message: 'gst_rate must be from 0 to 100 %' },
    ]);
    // A file without the column is the same for a new product.
    const without = await importCsv(`product_title,category_id,variant_title,sale_price,mrp_price,stock\r\nNo Column Stone,${leafCategory},One,10,10,1`);
    expect(without.status).toBe(422);
    expect(without.body.errors).toEqual([{ row: 2, column: 'country_of_origin', message: REQUIRED }]);
    expect(await productCount()).toBe(before);
  });

  it('an existing product on sale stored without a country must get one from the file; archived, it may stay without', async () => {
    const p = await createProduct();
    await t.shop.db.updateTable('products').set({ country_of_origin: '' }).where('product_id', '=', p.product_id).execute();
    const cols = 'product_id,product_title,country_of_origin,archived,variant_title,sale_price,mrp_price,stock';
    const refused = await importCsv(`${cols}\r\n${p.product_id},Still No Country,,,One,500,600,2`, true);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ row: 2, column: 'country_of_origin', message: REQUIRED }]);
    expect((await importCsv(`${cols}\r\n${p.product_id},Archived No Country,,1,One,500,600,2`, true)).status).toBe(200);
    const fixed = await importCsv(`${cols}\r\n${p.product_id},With Country,Peru,,One,500,600,2`);
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect((await admin(t, 'GET', `products/${p.product_id}`, owner)).body.data.country_of_origin).toBe('Peru');
  });
});

describe('the storefront', () => {
  it('sends the country of origin with the product and in its JSON-LD', async () => {
    const p = await createProduct({ country_of_origin: 'Brazil' });
    const res = await t.get(`Products/GetProductDetails?product_id=${p.product_id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data[0].product_country_of_origin).toBe('Brazil');
  });
});
