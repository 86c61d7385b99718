import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ATTRIBUTES, FIND_LIMITS } from '@shop/core';
import { CATALOG_CSV_COLUMNS } from '@shop/core/admin';
import type { CatalogChange } from '../../src/lib/catalog-changes.js';
import { createTestShop, type TestShop } from '../test-app.js';
import { freshIp, signUpAndLogin, type Customer } from '../accounts.js';
import { admin, createProductAs, leafCategoryId, productBody, staffUser, type StaffUser } from '../admin.js';

/** Issue 22, the back office's side: a product's aliases and attributes in the API and the CSV. */

let t: TestShop;
let owner: StaffUser;
let member: StaffUser;
let customer: Customer;
let leafCategory: number;

beforeAll(async () => {
  t = await createTestShop();
  owner = await staffUser(t, 'owner');
  member = await staffUser(t, 'staff');
  customer = await signUpAndLogin(t, 'find-fields-nosy');
  leafCategory = await leafCategoryId(t);
});
afterAll(async () => {
  await t?.close();
});

const AMETHYST = [
  { name: 'Stone', values: ['Amethyst'] },
  { name: 'Chakra', values: ['Crown', 'Third Eye'] },
];

const newProduct = (overrides: Record<string, unknown> = {}) => productBody('Find Geode', leafCategory, overrides);
const createProduct = (overrides: Record<string, unknown> = {}) => createProductAs(t, member, newProduct(overrides));

const rowsOf = (productId: number) =>
  t.shop.db.selectFrom('product_attributes').select(['name', 'value', 'position']).where('product_id', '=', productId).orderBy('position').execute();
const count = async (table: 'products' | 'product_attributes' | 'audit_log') =>
  Number(
    (
      await t.shop.db
        .selectFrom(table)
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

async function exportCsv(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers: owner.headers });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('aliases and attributes of a product', () => {
  it('are created, read back, stored one row per value in order, and announce a catalog change', async () => {
    const changes: CatalogChange[] = [];
    const stop = t.shop.changes.subscribe(['catalog'], (c) => changes.push(c));
    const p = await createProduct({ product_aliases: ' Jamunia , amethist,,jamunia, ', attributes: AMETHYST });
    stop();
    expect(p.product_aliases).toBe('Jamunia, amethist');
    expect(p.attributes).toEqual(AMETHYST);
    expect(await rowsOf(p.product_id)).toEqual([
      { name: 'Stone', value: 'Amethyst', position: 0 },
      { name: 'Chakra', value: 'Crown', position: 1 },
      { name: 'Chakra', value: 'Third Eye', position: 2 },
    ]);
    expect(changes.map((c) => c.kind)).toEqual(['catalog']);
    const read = await admin(t, 'GET', `products/${p.product_id}`, member);
    expect(read.body.data).toMatchObject({ product_aliases: 'Jamunia, amethist', attributes: AMETHYST });
    const audit = await t.shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'product.create')
      .where('entity_id', '=', String(p.product_id))
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.after_json!)).toMatchObject({ product_aliases: 'Jamunia, amethist', attributes: AMETHYST });
  });

  it('default to none; an update replaces them only when sent', async () => {
    const p = await createProduct();
    expect(p).toMatchObject({ product_aliases: '', attributes: [] });
    const first = await admin(t, 'PATCH', `products/${p.product_id}`, member, { product_aliases: 'Neelam', attributes: AMETHYST });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({ product_aliases: 'Neelam', attributes: AMETHYST });
    // Another field alone: both stay.
    const title = await admin(t, 'PATCH', `products/${p.product_id}`, member, { product_title: `${p.product_title} II` });
    expect(title.body.data).toMatchObject({ product_aliases: 'Neelam', attributes: AMETHYST });
    // A new list replaces the old one as a whole, in the order given; chakra is the built-in Chakra.
    const swapped = await admin(t, 'PATCH', `products/${p.product_id}`, member, {
      attributes: [
        { name: 'chakra', values: ['Heart'] },
        { name: 'Zodiac sign', values: ['Pisces', 'Aquarius'] },
      ],
    });
    expect(swapped.body.data.attributes).toEqual([
      { name: 'Chakra', values: ['Heart'] },
      { name: 'Zodiac sign', values: ['Pisces', 'Aquarius'] },
    ]);
    expect((await rowsOf(p.product_id)).map((r) => r.position)).toEqual([0, 1, 2]);
    const cleared = await admin(t, 'PATCH', `products/${p.product_id}`, member, { product_aliases: '', attributes: [] });
    expect(cleared.body.data).toMatchObject({ product_aliases: '', attributes: [] });
    expect(await rowsOf(p.product_id)).toEqual([]);
  });

  it('refuse bad and hostile input with a clear 400 and write nothing', async () => {
    const p = await createProduct({ product_aliases: 'Keep', attributes: AMETHYST });
    const long = 'x'.repeat(10_000);
    const cases: Array<[body: Record<string, unknown>, message: RegExp]> = [
      [{ product_aliases: 'a\u0000b' }, /control characters/],
      [{ product_aliases: 'Neelam\r\nNilam' }, /^Aliases must be on one line, without control characters: separate them with commas$/],
      [{ product_aliases: 'Neelam\tNilam' }, /^Aliases must be on one line/],
      [{ product_aliases: long }, new RegExp(`^Aliases must be at most ${FIND_LIMITS.aliases} characters$`)],
      [{ product_aliases: 42 }, /^Aliases must be text$/],
      [{ attributes: [{ name: 'Chakra', values: ['Crown,Heart'] }] }, /^A value must not contain a comma, =, &, #, \?, % or control characters$/],
      [{ attributes: [{ name: 'Chakra', values: ['Crown\r\nHeart'] }] }, /^A value must not contain a comma/],
      [{ attributes: [{ name: 'Chakra', values: ['Crown\u0000'] }] }, /control characters/],
      [{ attributes: [{ name: 'Chakra', values: [long] }] }, new RegExp(`^A value must be at most ${FIND_LIMITS.attributeValue} characters$`)],
      [{ attributes: [{ name: long, values: ['x'] }] }, new RegExp(`^Attribute name must be at most ${FIND_LIMITS.attributeName} characters$`)],
      [{ attributes: [{ name: 'Size=big', values: ['x'] }] }, /^Attribute name must not contain a comma/],
      [{ attributes: [{ name: '  ', values: ['x'] }] }, /^Attribute name is required$/],
      [{ attributes: [{ name: 'Colour', values: [' ', ''] }] }, /^Give "Colour" at least one value, or remove it$/],
      [
        {
          attributes: [
            { name: 'Chakra', values: ['Crown'] },
            { name: 'CHAKRA', values: ['Heart'] },
          ],
        },
        /^The attribute "Chakra" is given twice: put all its values in one row$/,
      ],
      [
        { attributes: Array.from({ length: FIND_LIMITS.attributesPerProduct + 1 }, (_, i) => ({ name: `A${i}`, values: ['x'] })) },
        new RegExp(`^A product has at most ${FIND_LIMITS.attributesPerProduct} attributes$`),
      ],
      [
        { attributes: [{ name: 'Chakra', values: Array.from({ length: FIND_LIMITS.valuesPerAttribute + 1 }, (_, i) => `v${i}`) }] },
        new RegExp(`^An attribute has at most ${FIND_LIMITS.valuesPerAttribute} values$`),
      ],
      [{ attributes: [{ name: 'Chakra', values: 'Crown' }] }, /^values must be a list of texts$/],
      [{ attributes: 'Chakra=Crown' }, /^attributes must be a list of \{ name, values \}$/],
      [{ attributes: [{ name: 'Chakra', values: ['Crown'], position: 3 }] }, /position/],
    ];
    const before = [await count('products'), await count('product_attributes'), await count('audit_log')];
    for (const [body, message] of cases) {
      for (const [method, path, payload] of [
        ['PATCH', `products/${p.product_id}`, body],
        ['POST', 'products', newProduct(body)],
      ] as const) {
        const res = await admin(t, method, path, member, payload);
        expect(res.status, `${method} ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
        expect(res.body.message, JSON.stringify(body).slice(0, 80)).toMatch(message);
      }
    }
    expect([await count('products'), await count('product_attributes'), await count('audit_log')]).toEqual(before);
    expect((await admin(t, 'GET', `products/${p.product_id}`, member)).body.data).toMatchObject({ product_aliases: 'Keep', attributes: AMETHYST });
  });

  it('the same save 50 times at once leaves one whole list', async () => {
    const p = await createProduct();
    const lists = Array.from({ length: 50 }, (_, i) => [
      { name: 'Stone', values: [`Stone ${i}`] },
      { name: 'Chakra', values: ['Crown', `Extra ${i}`] },
    ]);
    const results = await Promise.all(
      lists.map((attributes) => admin(t, 'PATCH', `products/${p.product_id}`, member, { attributes, product_aliases: 'same' })),
    );
    expect(results.map((r) => r.status)).toEqual(lists.map(() => 200));
    const rows = await rowsOf(p.product_id);
    expect(rows.map((r) => r.position)).toEqual([0, 1, 2]);
    const i = Number(rows[0]!.value.replace('Stone ', ''));
    expect(rows.map((r) => r.value)).toEqual([`Stone ${i}`, 'Crown', `Extra ${i}`]);
  });

  it('the product list finds a product by an alias', async () => {
    const alias = `Pukhraj${Math.random().toString(36).slice(2, 7)}`;
    const p = await createProduct({ product_aliases: `Yellow sapphire, ${alias}` });
    const res = await admin(t, 'GET', `products?q=${encodeURIComponent(alias.toLowerCase())}`, member);
    expect(res.status).toBe(200);
    expect(res.body.data.map((r: any) => r.product_id)).toEqual([p.product_id]);
  });
});

describe('GET /api/admin/attributes', () => {
  it('lists the built-in names first, then the others in use alphabetically, with their values most used first', async () => {
    await createProduct({ attributes: [{ name: 'Birthstone', values: ['February'] }] });
    const res = await admin(t, 'GET', 'attributes', member);
    expect(res.status).toBe(200);
    const names = res.body.data.map((a: any) => a.name);
    expect(names.slice(0, BUILT_IN_ATTRIBUTES.length)).toEqual([...BUILT_IN_ATTRIBUTES]);
    expect(names).toContain('Birthstone');
    expect(names.slice(BUILT_IN_ATTRIBUTES.length)).toEqual(
      [...names.slice(BUILT_IN_ATTRIBUTES.length)].sort((a: string, b: string) => a.localeCompare(b, 'en')),
    );
    const chakra = res.body.data.find((a: any) => a.name === 'Chakra');
    expect(chakra.product_count).toBeGreaterThan(10);
    expect(chakra.values.length).toBeGreaterThan(3);
    expect(res.body.data.find((a: any) => a.name === 'Birthstone')).toEqual({ name: 'Birthstone', product_count: 1, values: ['February'] });
  });

  it('is 401 without a token and 403 for a customer', async () => {
    expect((await admin(t, 'GET', 'attributes', null)).status).toBe(401);
    expect((await admin(t, 'GET', 'attributes', { headers: { authorization: `Bearer ${customer.token}` } })).status).toBe(403);
  });
});

describe('aliases and attributes in the CSV', () => {
  /** The export's header and the rows of one product. */
  async function exported(productId: number): Promise<{ header: string[]; rows: string[] }> {
    const lines = (await exportCsv()).split('\r\n');
    return { header: lines[0]!.split(','), rows: lines.filter((l) => l.startsWith(`${productId},`)) };
  }

  it('exports an aliases column and a column per attribute in use (built-in first, then alphabetically)', async () => {
    const p = await createProduct({
      product_aliases: 'Jamunia, amethist',
      attributes: [{ name: 'Zodiac sign', values: ['Pisces'] }, ...AMETHYST, { name: 'Aura', values: ['Violet'] }],
    });
    const { header, rows } = await exported(p.product_id);
    const fixed = header.slice(0, CATALOG_CSV_COLUMNS.length);
    expect(fixed).toEqual([...CATALOG_CSV_COLUMNS]);
    const attributeColumns = header.slice(CATALOG_CSV_COLUMNS.length);
    expect(attributeColumns.slice(0, 5)).toEqual(BUILT_IN_ATTRIBUTES.map((n) => `attribute:${n}`));
    expect(attributeColumns).toContain('attribute:Zodiac sign');
    const others = attributeColumns.slice(5);
    expect(others).toEqual([...others].sort((a, b) => a.localeCompare(b, 'en')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain(',"Jamunia, amethist",');
    expect(rows[0]).toContain(',Amethyst,,"Crown, Third Eye",');
  });

  it('round trip: the exported rows imported back give the same aliases and attributes', async () => {
    const attributes = [
      { name: 'Stone', values: ['Amethyst'] },
      { name: 'Chakra', values: ['Crown', 'Third Eye'] },
      { name: 'Origin', values: ['Brazil'] },
      { name: 'Zodiac sign', values: ['Pisces', 'Aquarius'] },
    ];
    const p = await createProduct({ product_aliases: 'Jamunia, جمشت, -amethist', attributes });
    const { header, rows } = await exported(p.product_id);
    // Changed meanwhile, so the import has something to put back.
    await admin(t, 'PATCH', `products/${p.product_id}`, member, { product_aliases: 'other', attributes: [{ name: 'Colour', values: ['Green'] }] });
    const res = await importCsv([header.join(','), ...rows].join('\r\n'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = (await admin(t, 'GET', `products/${p.product_id}`, member)).body.data;
    expect(after.product_aliases).toBe('Jamunia, جمشت, -amethist');
    // Built-in order first (the export's columns), then the others: the same values.
    expect(after.attributes).toEqual(attributes);
    // The whole catalog's export imports back unchanged too (a dry run: nothing to write).
    const whole = await importCsv(await exportCsv(), true);
    expect(whole.status, JSON.stringify(whole.body).slice(0, 400)).toBe(200);
  });

  it('a missing column leaves the field as it is; an empty cell clears it; new attributes come after the others', async () => {
    const p = await createProduct({ product_aliases: 'Keep me', attributes: AMETHYST });
    const v = p.variants[0].product_variant_id;
    const base = 'product_id,product_title,variant_id,variant_title,sale_price,mrp_price,stock';
    const cells = `${p.product_id},,${v},One,500,600,2`;
    const none = await importCsv(`${base}\r\n${cells}`);
    expect(none.status, JSON.stringify(none.body)).toBe(200);
    expect((await admin(t, 'GET', `products/${p.product_id}`, member)).body.data).toMatchObject({ product_aliases: 'Keep me', attributes: AMETHYST });

    const some = await importCsv(`${base},attribute:chakra,attribute:Birthstone\r\n${cells},,"February, March"`);
    expect(some.status, JSON.stringify(some.body)).toBe(200);
    expect((await admin(t, 'GET', `products/${p.product_id}`, member)).body.data).toMatchObject({
      product_aliases: 'Keep me',
      attributes: [
        { name: 'Stone', values: ['Amethyst'] },
        { name: 'Birthstone', values: ['February', 'March'] },
      ],
    });
    const cleared = await importCsv(`${base},aliases,attribute:Stone\r\n${cells},,`);
    expect(cleared.status).toBe(200);
    expect((await admin(t, 'GET', `products/${p.product_id}`, member)).body.data).toMatchObject({
      product_aliases: '',
      attributes: [{ name: 'Birthstone', values: ['February', 'March'] }],
    });
    // A new product takes the file's attributes, in column order.
    const slug = `csv-find-${Math.random().toString(36).slice(2, 8)}`;
    const created = await importCsv(
      `product_title,product_slug,category_id,aliases,country_of_origin,variant_title,sale_price,mrp_price,stock,attribute:Stone,attribute:Chakra\r\n` +
        `CSV Find Stone,${slug},${leafCategory},"Neelam, Nilam",Sri Lanka,One,10,10,1,Blue Sapphire,"Throat, Third Eye"\r\n` +
        `,${slug},,,,Two,20,20,1,,`,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const row = await t.shop.db.selectFrom('products').select(['product_id', 'product_aliases']).where('product_slug', '=', slug).executeTakeFirstOrThrow();
    expect(row.product_aliases).toBe('Neelam, Nilam');
    expect((await admin(t, 'GET', `products/${row.product_id}`, member)).body.data.attributes).toEqual([
      { name: 'Stone', values: ['Blue Sapphire'] },
      { name: 'Chakra', values: ['Throat', 'Third Eye'] },
    ]);
  });

  it('reports bad aliases and attributes by row and column, and writes nothing', async () => {
    const p = await createProduct({ product_aliases: 'Keep', attributes: AMETHYST });
    const v = p.variants[0].product_variant_id;
    const before = await count('product_attributes');
    const long = 'x'.repeat(10_000);
    const many = Array.from({ length: FIND_LIMITS.attributesPerProduct }, (_, i) => `attribute:Extra ${i}`);
    const csv = [
      `product_id,product_title,variant_id,variant_title,sale_price,mrp_price,stock,aliases,attribute:Chakra,${many.join(',')}`,
      `${p.product_id},,${v},One,500,600,2,"Neelam\nNilam","Crown, ${long}",${many.map(() => '').join(',')}`,
      `,New One,,One,5,6,1,,"a=b",${many.map(() => '').join(',')}`,
      `,New Two,,Two,5,6,1,"${long}","${Array.from({ length: FIND_LIMITS.valuesPerAttribute + 1 }, (_, i) => `v${i}`).join(', ')}",${many.map(() => 'x').join(',')}`,
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.status).toBe(422);
    const errors = res.body.errors.map((e: any) => `${e.row}:${e.column}:${e.message}`);
    expect(errors).toEqual(
      expect.arrayContaining([
        '2:aliases:Aliases must be on one line, without control characters: separate them with commas',
        `2:attribute:Chakra:Chakra: A value must be at most ${FIND_LIMITS.attributeValue} characters`,
        '3:attribute:Chakra:Chakra: A value must not contain a comma, =, &, #, ?, % or control characters',
        `4:aliases:aliases must be at most ${FIND_LIMITS.aliases} characters`,
        `4:attribute:Chakra:Chakra: An attribute has at most ${FIND_LIMITS.valuesPerAttribute} values`,
      ]),
    );
    const header = await importCsv(
      'product_title,variant_title,sale_price,mrp_price,stock,attribute:,attribute:a?b,attribute:Chakra,attribute:chakra\r\nx,y,1,1,1,,,,',
      true,
    );
    expect(header.status).toBe(422);
    expect(header.body.errors.filter((e: any) => e.row === 1).map((e: any) => `${e.row}:${e.column}`)).toEqual([
      '1:attribute:',
      '1:attribute:a?b',
      '1:attribute:chakra',
    ]);
    // Too many attributes for one product, counting those it keeps.
    const tooMany = await importCsv(
      `product_id,product_title,variant_id,variant_title,sale_price,mrp_price,stock,${many.join(',')}\r\n${p.product_id},,${v},One,500,600,2,${many.map(() => 'x').join(',')}`,
    );
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].message).toBe(
      `The product would have ${FIND_LIMITS.attributesPerProduct + 2} attributes; a product has at most ${FIND_LIMITS.attributesPerProduct}`,
    );
    expect(await count('product_attributes')).toBe(before);
    expect((await admin(t, 'GET', `products/${p.product_id}`, member)).body.data).toMatchObject({ product_aliases: 'Keep', attributes: AMETHYST });
  });
});
