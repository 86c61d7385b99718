import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test-app.js';
import { freshIp, newAccount, post, signUpAndLogin } from '../accounts.js';
import { STAFF_PASSWORD, admin, staffUser } from '../admin.js';
import { HASH_BUSY_MESSAGE } from '../../src/modules/auth/scrypt-pool.js';
import { conversions } from '../../src/modules/uploads/pictures.js';
import { addAddress, orderBody, orderCounts, placeOrder, type Variant } from '../orders.js';

let t: TestShop;
beforeAll(async () => {
  t = await createTestShop();
});
afterAll(async () => {
  await t?.close();
});

/**
 * Fills the password-hash queue with sign-ups from many addresses and, once one of them has
 * been refused as busy, sends `during()` while the queue is still full; answers what it got.
 */
async function duringSignUpFlood<T>(during: () => Promise<T>): Promise<T> {
  let busySeen!: () => void;
  const busy = new Promise<void>((resolve) => (busySeen = resolve));
  const flood = Array.from({ length: 60 }, async () => {
    const res = await post(t, 'Users/UserSignUp', newAccount('flood'));
    if (res.status === 429) busySeen();
    return res.status;
  });
  await busy;
  const result = await during();
  await Promise.all(flood);
  return result;
}

describe('a sign-up flood does not lock anyone out (finding 1)', () => {
  it('does not count a customer login refused as busy: the right password logs in once the flood is over', async () => {
    const me = await signUpAndLogin(t, 'flooded');
    const ip = freshIp();
    const login = () => post(t, 'Users/UserLogin', { customer_email: me.email, customer_password: me.password }, {}, ip);
    const during = await duringSignUpFlood(() => Promise.all(Array.from({ length: 10 }, login)));
    const busy = during.filter((r) => r.status === 429 && r.body.message === HASH_BUSY_MESSAGE);
    expect(busy.length).toBeGreaterThanOrEqual(5);
    const after = await login();
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });

  it('does not count a staff sign-in refused as busy either', async () => {
    const member = await staffUser(t, 'staff');
    const ip = freshIp();
    const signIn = () =>
      t.request({ method: 'POST', url: '/api/admin/session', payload: { email: member.email, password: STAFF_PASSWORD }, remoteAddress: ip });
    const during = await duringSignUpFlood(() => Promise.all(Array.from({ length: 10 }, signIn)));
    expect(during.filter((r) => r.status === 429 && r.body.message === HASH_BUSY_MESSAGE).length).toBeGreaterThanOrEqual(5);
    const after = await signIn();
    expect(after.status, JSON.stringify(after.body)).toBe(200);
  });

  it('lets the signed-in owner change the password while strangers keep the account slowed', async () => {
    const me = await signUpAndLogin(t, 'slowed');
    // 20 wrong guesses from 20 addresses slow the account for untrusted clients.
    for (let i = 0; i < 20; i++) {
      const res = await post(t, 'Users/UserLogin', { customer_email: me.email, customer_password: 'Wrong#1234' });
      expect(res.status).toBe(401);
    }
    const stranger = await post(t, 'Users/UserLogin', { customer_email: me.email, customer_password: 'Wrong#1234' });
    expect(stranger.status).toBe(429);
    const res = await post(
      t,
      'Customers/UpdateCustomer',
      { customer_name: 'Asha Rao', customer_display_name: 'Asha', customer_email: me.email, current_password: me.password, customer_password: 'Granite#2027' },
      me.headers,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe('one active owner always (finding 3)', () => {
  it('keeps an active owner when two owners demote or switch off each other at the same moment, 6 rounds', async () => {
    // A shop of its own: only the owners made here.
    const shop = await createTestShop();
    try {
      let survivor = await staffUser(shop, 'owner');
      for (let round = 0; round < 6; round++) {
        const other = await staffUser(shop, 'owner');
        const change = round % 2 === 0 ? { role: 'staff' } : { active: false };
        const [a, b] = await Promise.all([
          admin(shop, 'PATCH', `staff/${other.id}`, survivor, change),
          admin(shop, 'PATCH', `staff/${survivor.id}`, other, change),
        ]);
        const statuses = [a.status, b.status].sort();
        // One wins; the other is refused as the last owner (or, if it came second, its session ended).
        expect(statuses[0], JSON.stringify([a.body, b.body])).toBe(200);
        expect([401, 409]).toContain(statuses[1]);
        const owners = await shop.shop.db.selectFrom('staff').select('staff_id').where('role', '=', 'owner').where('active', '=', 1).execute();
        expect(owners).toHaveLength(1);
        survivor = owners[0]!.staff_id === other.id ? other : survivor;
      }
    } finally {
      await shop.close();
    }
  });
});

describe('money wider than 32 bits, one limit on both engines (finding 4)', () => {
  const CRORE = 1_000_000_000; // paise

  async function croreProduct(owner: Awaited<ReturnType<typeof staffUser>>) {
    const leaf = await t.shop.db.selectFrom('products').select('category_id').orderBy('product_id').executeTakeFirstOrThrow();
    const res = await admin(t, 'POST', 'products', owner, {
      product_title: `Imperial Emerald ${Math.random().toString(36).slice(2, 8)}`,
      category_id: leaf.category_id,
      product_short_description: 'A museum piece.',
      product_description: '<p>One of a kind.</p>',
      product_label: null,
      product_image_url: '/media/art/none.svg',
      country_of_origin: 'Colombia',
      variants: [
        { product_variant_title: 'Rough', sale_price_paise: CRORE, mrp_price_paise: CRORE, stock_quantity: 20, is_default: true },
        { product_variant_title: 'Cut', sale_price_paise: CRORE, mrp_price_paise: CRORE, stock_quantity: 20 },
      ],
      gallery: [],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.variants.map((v: any) => ({
      product_id: res.body.data.product_id,
      product_variant_id: v.product_variant_id,
      product_variant_sale_price: CRORE / 100,
      product_variant_mrp_price: CRORE / 100,
      product_title: res.body.data.product_title,
      stock: 20,
    })) as Variant[];
  }

  it('stores an order of ₹1 crore × 3 exactly, and refuses one above ₹10 crore with its message, storing nothing', async () => {
    const owner = await staffUser(t, 'owner');
    const [rough, cut] = await croreProduct(owner);
    const buyer = await signUpAndLogin(t, 'crore');
    const addressId = await addAddress(t, buyer);
    const placed = await placeOrder(t, buyer, orderBody([{ v: rough!, quantity: 3 }], addressId));
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const row = await t.shop.db
      .selectFrom('orders')
      .select(['order_id', 'order_grand_total_paise', 'order_sub_total_paise'])
      .where('customer_id', '=', buyer.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ order_grand_total_paise: 3 * CRORE, order_sub_total_paise: 3 * CRORE });
    const line = await t.shop.db.selectFrom('order_lines').select('item_line_total_paise').where('order_id', '=', row.order_id).executeTakeFirstOrThrow();
    expect(line.item_line_total_paise).toBe(3 * CRORE);

    const other = await signUpAndLogin(t, 'crore-2');
    const otherAddress = await addAddress(t, other);
    const before = await orderCounts(t);
    const refusal = {
      success: false,
      message: 'An order can total at most ₹10,00,00,000. Please split it into smaller orders, or contact us for a larger one.',
    };
    // In rupees the body's total is refused as it arrives; in dollars the server works the rupee total out.
    for (const currency of ['INR', 'USD'] as const) {
      const tooLarge = await placeOrder(
        t,
        other,
        orderBody(
          [
            { v: rough!, quantity: 6 },
            { v: cut!, quantity: 5 },
          ],
          otherAddress,
          'cash',
          currency,
        ),
      );
      expect(tooLarge.status, currency).toBe(400);
      expect(tooLarge.body).toEqual(refusal);
    }
    expect(await orderCounts(t)).toEqual(before);
  });

  it('refuses a price between 0 and ₹1, which would show as ₹0 or $0.00, in the form API and in a CSV file', async () => {
    const owner = await staffUser(t, 'owner');
    const leaf = await t.shop.db.selectFrom('products').select('category_id').orderBy('product_id').executeTakeFirstOrThrow();
    const res = await admin(t, 'POST', 'products', owner, {
      product_title: 'Tiny Chip',
      category_id: leaf.category_id,
      product_short_description: '',
      product_description: '',
      product_label: null,
      product_image_url: '',
      country_of_origin: 'India',
      variants: [{ product_variant_title: 'One', sale_price_paise: 43, mrp_price_paise: 43, stock_quantity: 1, is_default: true }],
      gallery: [],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Sale price must be 0 or at least ₹1: a smaller price would show as ₹0 or $0.00');
    const csv = `product_title,category_id,variant_title,sale_price,mrp_price,stock\nTiny Chip,${leaf.category_id},One,0.43,0.43,1`;
    const imported = await t.request({
      method: 'POST',
      url: '/api/admin/products/import?dry_run=1',
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: csv,
      remoteAddress: freshIp(),
    });
    expect(imported.status).toBe(422);
    expect(imported.body.errors).toEqual(
      expect.arrayContaining([{ row: 2, column: 'sale_price', message: 'sale_price must be 0 or at least ₹1: a smaller price would show as ₹0 or $0.00' }]),
    );
  });
});

describe('the device cookie (finding 7)', () => {
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']);

  it('names the account by an opaque id, never its e-mail', async () => {
    const me = await signUpAndLogin(t, 'device-opaque');
    const res = await post(t, 'Users/UserLogin', { customer_email: me.email, customer_password: me.password });
    const value = cookieOf(res).split(';')[0]!.split('=')[1]!;
    const payload = Buffer.from(value.split('.')[1]!, 'base64url').toString();
    expect(payload).not.toContain(me.email);
    expect(payload).not.toContain('@');
    expect(cookieOf(res)).not.toContain('Secure');
  });

  it('is Secure behind HTTPS: a PUBLIC_URL of https, or a trusted proxy saying X-Forwarded-Proto: https', async () => {
    for (const overrides of [{ publicUrl: 'https://shop.example.com' }, { trustProxy: 1 }]) {
      const shop = await createTestShop(overrides);
      try {
        const me = await signUpAndLogin(shop, 'device-secure');
        const res = await post(shop, 'Users/UserLogin', { customer_email: me.email, customer_password: me.password }, { 'x-forwarded-proto': 'https' });
        expect(cookieOf(res), JSON.stringify(overrides)).toMatch(
          /^shop_device=[^;]+; Path=\/api\/Users\/UserLogin; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/,
        );
      } finally {
        await shop.close();
      }
    }
  });
});

describe('picture conversions (finding 7)', () => {
  it('converts one upload at a time: four large pictures at once wait their turn and all succeed', async () => {
    const { default: sharp } = await import('sharp');
    const member = await staffUser(t, 'staff');
    const picture = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 120, g: 60, b: 160 } } })
      .jpeg()
      .toBuffer();
    let most = { running: 0, waiting: 0 };
    const sampler = setInterval(() => {
      const now = conversions.load;
      most = { running: Math.max(most.running, now.running), waiting: Math.max(most.waiting, now.waiting) };
    }, 2);
    try {
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          t.request({
            method: 'POST',
            url: '/api/admin/uploads',
            headers: { ...member.headers, 'content-type': 'image/jpeg' },
            payload: picture,
            remoteAddress: freshIp(),
          }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201]);
    } finally {
      clearInterval(sampler);
    }
    expect(most.running).toBe(1);
    expect(most.waiting).toBeGreaterThanOrEqual(1);
  });
});

describe('the OpenAPI document is true (finding 5)', () => {
  it('has no dangling $ref, errors and security on every operation, bounded integers, a required Idempotency-Key and null in nullable enums', async () => {
    const doc = (await t.get('docs')).body;
    const text = JSON.stringify(doc);
    const refs = new Set([...text.matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]!));
    for (const ref of refs) expect(doc.components.schemas[ref], ref).toBeDefined();
    expect(Object.keys(doc.components.securitySchemes)).toEqual(['customerToken', 'customerBearer', 'staffSession', 'staffCookie']);
    const wrong: string[] = [];
    for (const [path, item] of Object.entries<any>(doc.paths)) {
      for (const [method, op] of Object.entries<any>(item)) {
        for (const code of ['400', '500']) {
          if (op.responses[code]?.content?.['application/json']?.schema?.$ref !== '#/components/schemas/Error')
            wrong.push(`${method} ${path} ${code}: ${JSON.stringify(op.responses[code])}`);
        }
        if (
          path.startsWith('/admin/') &&
          !['/admin/setup', '/admin/session'].includes(path) &&
          JSON.stringify(op.security) !== '[{"staffSession":[]},{"staffCookie":[]}]'
        )
          wrong.push(`${method} ${path} security`);
      }
    }
    expect(wrong).toEqual([]);
    expect(doc.paths['/Customers/GetCustomerInfo'].get.security).toEqual([{ customerToken: [] }, { customerBearer: [] }]);
    expect(Object.keys(doc.paths['/Order/PlaceAndOrder'].post.responses)).toEqual(
      expect.arrayContaining(['401', '403', '409', '413', '415', '422', '429', '503']),
    );
    expect(doc.paths['/Order/PlaceAndOrder'].post.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'idempotency-key', required: true }),
    );
    const limit = doc.paths['/Home/GetProductsByCategory'].get.parameters.find((p: any) => p.name === 'limit');
    expect(limit.schema).toEqual({ type: 'integer', minimum: 1, maximum: 100 });
    expect(doc.paths['/admin/orders/{id}'].get.parameters[0].schema).toEqual({ type: 'integer', minimum: 1, maximum: 2147483647 });
    expect(text).not.toMatch(/"nullable":true,"type":"string","enum":\["Hot","New","Sale"\]/);
    expect(text).toContain('"enum":["Hot","New","Sale",null]');
    expect(doc.paths['/Order/InvoicePdf'].get.responses['200'].content).toHaveProperty('application/pdf');
  });

  it('reads an id in a back-office path as digits only: 0x10, +1 and 1e1 are refused', async () => {
    const owner = await staffUser(t, 'owner');
    for (const id of ['0x10', '%2B1', '1e1', '%201']) {
      const res = await admin(t, 'GET', `orders/${id}`, owner);
      expect(res.status, id).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Order id must be a whole number from 1 to 2147483647' });
    }
  });

  it('keeps a validation message short: 40,000 unknown keys are not all named back', async () => {
    const owner = await staffUser(t, 'owner');
    const body = Object.fromEntries(Array.from({ length: 40_000 }, (_, i) => [`k${i}`, 1]));
    const res = await admin(t, 'PATCH', 'banners/1', owner, body);
    expect(res.status).toBe(400);
    expect(res.body.message.length).toBeLessThanOrEqual(300);
    expect(res.body.message).toMatch(/, …$/);
  });
});

describe('large CSV files (finding 6)', () => {
  const header = 'product_title,category_id,variant_title,sale_price,mrp_price,stock';
  const file = (rows: number, categoryId: number) =>
    [header, ...Array.from({ length: rows }, (_, i) => `Bulk Stone ${i},${categoryId},One,10,12,1`)].join('\n');
  const importCsv = (owner: { headers: Record<string, string> }, csv: string) =>
    t.request({
      method: 'POST',
      url: '/api/admin/products/import?dry_run=1',
      headers: { ...owner.headers, 'content-type': 'text/csv' },
      payload: csv,
      remoteAddress: freshIp(),
    });

  it('refuses a 100,000-row file as soon as it passes 50,000 rows, saying so', async () => {
    const owner = await staffUser(t, 'owner');
    const leaf = await t.shop.db.selectFrom('products').select('category_id').orderBy('product_id').executeTakeFirstOrThrow();
    const res = await importCsv(owner, file(100_000, leaf.category_id));
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ row: 50_002, column: '', message: 'The file has more than 50000 rows; an import takes at most 50000.' }]);
  });

  it('streams the export a page of products at a time', async () => {
    const owner = await staffUser(t, 'owner');
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/products/export.csv', headers: owner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.body.split('\r\n')[0]).toMatch(/^product_id,product_title,/);
  });
});
