import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test-app.js';
import { freshIp, newAccount, post, signUpAndLogin, type Customer } from '../accounts.js';
import { addAddress, allowManyOrders, orderBody, placeOrder, variantsInStock, type Variant } from '../orders.js';
import { admin, staffUser, type StaffUser } from '../admin.js';

let t: TestShop;
let staff: StaffUser;
let v: Variant[];
beforeAll(async () => {
  t = await createTestShop();
  await allowManyOrders(t);
  staff = await staffUser(t, 'staff');
  v = await variantsInStock(t, 2, 50);
});
afterAll(async () => {
  await t?.close();
});

const PASSWORD_MISMATCH = 'The password is not right. Your account has not been deleted.';
const DELETED = 'Your account has been deleted. Your orders and invoices are kept without your personal details.';

/** `null` sends no password at all. */
const erase = (c: Customer, password: string | null = c.password, ip = freshIp()) =>
  post(t, 'Customers/DeleteCustomerAccount', password === null ? {} : { current_password: password }, c.headers, ip);
const download = (c: Customer) => t.get('Customers/DownloadCustomerData', c.headers);
const move = (id: number, body: Record<string, unknown>) => admin(t, 'POST', `orders/${id}/transitions`, staff, body);

/** A customer with an address (name 'Meera Iyer'), a delivered UPI order, a review, and a reset link asked for. */
async function customerWithHistory(label: string) {
  const c = await signUpAndLogin(t, label);
  const address = await addAddress(t, c, { full_name: 'Meera Iyer', mobile_number: '9123456789', landmark: 'Opposite the temple' });
  const placed = await placeOrder(t, c, orderBody([{ v: v[0]!, quantity: 2 }], address, 'upi'));
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const order = placed.body as { order_id: number; invoice_key: string; invoice_number: string };
  for (const step of [
    { action: 'confirm_payment', bank_reference: 'UTR 5512' },
    { action: 'process' },
    { action: 'ship', carrier: 'India Post', tracking_number: 'EE123456789IN' },
    { action: 'deliver' },
  ]) {
    const res = await move(order.order_id, step);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const review = await post(
    t,
    'Customers/SubmitCustomerReview',
    { customer_name: 'Meera Iyer', customer_email: c.email, product_id: v[1]!.product_id, review_text: 'Bright and clear.', review_rating: 4.5 },
    c.headers,
  );
  expect(review.status, JSON.stringify(review.body)).toBe(200);
  return { c, address, order };
}

describe('OpenAPI', () => {
  it('documents the erasure and the data download', async () => {
    const res = await t.get('docs');
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/Customers/DeleteCustomerAccount', '/Customers/DownloadCustomerData']));
  });
});

describe('POST Customers/DeleteCustomerAccount', () => {
  it('needs a token', async () => {
    const res = await post(t, 'Customers/DeleteCustomerAccount', { current_password: 'Quartz#2024' });
    expect(res.status).toBe(401);
    expect((await t.get('Customers/DownloadCustomerData')).status).toBe(401);
  });

  it('refuses a missing or wrong password with a clear message and changes nothing', async () => {
    const c = await signUpAndLogin(t, 'wrong-password');
    await addAddress(t, c);
    const missing = await erase(c, null);
    expect((await erase(c, '')).body.message).toBe('Enter your password to delete your account');
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ success: false, message: 'Enter your password to delete your account' });
    const wrong = await erase(c, 'Quartz#2025');
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ success: false, message: PASSWORD_MISMATCH });
    const wrongInArabic = await post(t, 'Customers/DeleteCustomerAccount', { current_password: 'Quartz#2026' }, { ...c.headers, 'accept-language': 'ar' });
    expect(wrongInArabic.body).toEqual({ success: false, message: 'كلمة المرور غير صحيحة. لم يُحذف حسابك.' });
    const huge = await erase(c, 'x'.repeat(100_000));
    expect(huge.status).toBe(400);
    expect(huge.body.message).toBe('Password must be at most 128 characters');
    const nul = await erase(c, `${c.password}\u0000`);
    expect(nul.status).toBe(400);
    expect(nul.body.message).toBe('current_password must not contain control characters');
    const typed = await post(t, 'Customers/DeleteCustomerAccount', { current_password: 12345678 }, c.headers);
    expect(typed.status).toBe(400);
    const info = await t.get('Customers/GetCustomerInfo', c.headers);
    expect(info.status).toBe(200);
    expect(info.body.data[0].customer_email).toBe(c.email);
    expect((await t.get('Customers/GetCustomerAddress?limit=10&page=1', c.headers)).body.data).toHaveLength(1);
    const row = await t.shop.db.selectFrom('customers').select('erased_at').where('customer_id', '=', c.id).executeTakeFirstOrThrow();
    expect(row.erased_at).toBeNull();
  });

  it('is throttled like a login: after five wrong passwords the next try is 429', async () => {
    const c = await signUpAndLogin(t, 'throttled');
    for (let i = 0; i < 5; i++) expect((await erase(c, `Wrong#${i}pass`)).status).toBe(400);
    const sixth = await erase(c);
    expect(sixth.status).toBe(429);
    expect(sixth.body.message).toMatch(/^Too many failed attempts\. Please try again in /);
    expect((await t.get('Customers/GetCustomerInfo', c.headers)).status).toBe(200);
  });

  it('refuses while an order is open, naming it, and erases nothing', async () => {
    const c = await signUpAndLogin(t, 'open-order');
    const address = await addAddress(t, c);
    const placed = await placeOrder(t, c, orderBody([{ v: v[0]!, quantity: 1 }], address, 'cash'));
    expect(placed.status).toBe(200);
    const res = await erase(c);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `Your account cannot be deleted while these orders are open: ${placed.body.invoice_number} (Placed). Cancel them or wait until they are delivered, then try again.`,
    );
    expect(res.body.open_orders).toEqual([{ order_id: placed.body.order_id, invoice_number: placed.body.invoice_number }]);
    const arabic = await post(t, 'Customers/DeleteCustomerAccount', { current_password: c.password }, { ...c.headers, 'accept-language': 'ar' });
    expect(arabic.status).toBe(409);
    expect(arabic.body.message).toBe(
      `لا يمكن حذف حسابك ما دامت هذه الطلبات مفتوحة: ${placed.body.invoice_number} (Placed). ألغِها أو انتظر حتى تُسلَّم، ثم حاول مرة أخرى.`,
    );
    expect((await t.get('Customers/GetCustomerInfo', c.headers)).status).toBe(200);
    const order = await t.shop.db.selectFrom('orders').selectAll().where('order_id', '=', placed.body.order_id).executeTakeFirstOrThrow();
    expect(order.full_name).toBe('Asha Rao');
    expect(order.customer_email).toBe(c.email);
    expect(
      await t.shop.db.selectFrom('audit_log').select('audit_id').where('action', '=', 'customer.erase').where('entity_id', '=', String(c.id)).execute(),
    ).toEqual([]);
    // Once the order is cancelled the account can go.
    expect((await post(t, 'Order/CancelOrder', { order_id: placed.body.order_id }, c.headers)).status).toBe(200);
    expect((await erase(c)).status).toBe(200);
  });

  it('erases the name, e-mail, addresses, reset links, review author and sessions; keeps the orders and invoice with their personal fields replaced', async () => {
    const { c, order } = await customerWithHistory('erased');
    await post(t, 'Users/ForgotPassword', { customer_email: c.email });
    await new Promise((r) => setTimeout(r, 200));
    const linesBefore = await t.shop.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.order_id).orderBy('order_line_id').execute();
    const orderBefore = await t.shop.db.selectFrom('orders').selectAll().where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(orderBefore.upi_id).toBe('asha.rao@okaxis');
    expect((await t.shop.db.selectFrom('outbox').select('outbox_id').where('recipient', '=', c.email).execute()).length).toBeGreaterThan(0);
    expect((await t.shop.db.selectFrom('password_resets').select('token_hash').where('customer_id', '=', c.id).execute()).length).toBe(1);

    const res = await erase(c);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: DELETED });

    // The account: a tombstone without a name, an e-mail or a password.
    const row = await t.shop.db.selectFrom('customers').selectAll().where('customer_id', '=', c.id).executeTakeFirstOrThrow();
    expect(row.customer_name).toBe('Former customer');
    expect(row.customer_display_name).toBe('Former customer');
    expect(row.customer_email).toBe(`erased:${c.id}`);
    expect(row.password_hash).not.toMatch(/^\$scrypt/);
    expect(row.erased_at).toEqual(expect.any(String));
    expect(await t.shop.db.selectFrom('customer_addresses').select('customer_address_id').where('customer_id', '=', c.id).execute()).toEqual([]);
    expect(await t.shop.db.selectFrom('password_resets').select('token_hash').where('customer_id', '=', c.id).execute()).toEqual([]);
    expect(await t.shop.db.selectFrom('outbox').select('outbox_id').where('recipient', '=', c.email).execute()).toEqual([]);

    // The review stays (text and rating), its author does not.
    const reviews = await t.get(`Customers/GetCustomerReviews?product_id=${v[1]!.product_id}`);
    const mine = reviews.body.data.filter((r: { review_text: string }) => r.review_text === 'Bright and clear.');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ customer_name: 'Former customer', review_rating: 4.5 });
    const reviewRow = await t.shop.db.selectFrom('reviews').selectAll().where('customer_id', '=', c.id).executeTakeFirstOrThrow();
    expect(reviewRow.customer_email).toBe('');

    // The order: personal fields replaced, what the tax record needs kept.
    const after = await t.shop.db.selectFrom('orders').selectAll().where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(after).toEqual({
      ...orderBefore,
      full_name: 'Former customer',
      mobile_number: '',
      flat_house_building: '',
      area_street_sector: '',
      landmark: '',
      customer_email: '',
      upi_id: null,
      customer_address_id: null,
    });
    expect(after).toMatchObject({
      state: 'Karnataka',
      pincode: '560001',
      country_region: 'India',
      town_city: 'Bengaluru',
      invoice_number: order.invoice_number,
      payment_status: 'paid',
    });
    expect(await t.shop.db.selectFrom('order_lines').selectAll().where('order_id', '=', order.order_id).orderBy('order_line_id').execute()).toEqual(
      linesBefore,
    );

    // The invoice link still opens the invoice, with the replaced fields.
    const invoice = await t.get(`Order/CustomerOrder?order_id=${order.order_id}&key=${order.invoice_key}`);
    expect(invoice.status).toBe(200);
    expect(invoice.body.customer_info).toMatchObject({
      invoice_number: order.invoice_number,
      full_name: 'Former customer',
      mobile_number: '',
      flat_house_building: '',
      landmark: '',
      customer_email: '',
      upi_id: null,
      state: 'Karnataka',
      pincode: '560001',
      order_grand_total: orderBefore.order_grand_total_paise / 100,
    });
    expect(invoice.body.cart_info).toHaveLength(1);
    const pdf = await t.app.inject({ method: 'GET', url: `/api/Order/InvoicePdf?order_id=${order.order_id}&key=${order.invoice_key}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Logged out everywhere: the old token is refused; the old password logs nobody in.
    const stale = await t.get('Customers/GetCustomerInfo', c.headers);
    expect(stale.status).toBe(401);
    expect(stale.body.message).toBe('Your session is not valid. Please log in again.');
    expect((await download(c)).status).toBe(401);
    const login = await post(t, 'Users/UserLogin', { customer_email: c.email, customer_password: c.password });
    expect(login.status).toBe(401);
    expect(login.body.message).toBe('Invalid email or password.');
    // A reset link for the e-mail goes nowhere.
    const forgot = await post(t, 'Users/ForgotPassword', { customer_email: c.email });
    expect(forgot.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    expect(await t.shop.db.selectFrom('password_resets').select('token_hash').where('customer_id', '=', c.id).execute()).toEqual([]);

    // A new sign-up with the same e-mail is a new account, with no orders.
    const again = await post(t, 'Users/UserSignUp', { ...newAccount(), customer_email: c.email });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const relogin = await post(t, 'Users/UserLogin', { customer_email: c.email, customer_password: c.password });
    expect(relogin.status).toBe(200);
    expect(relogin.body.data.customer_id).not.toBe(c.id);
    const headers = { token: relogin.body.data.token };
    const orders = await t.get('Customers/GetCustomerOrders?limit=5&page=1', headers);
    expect(orders.body.data).toEqual([]);
    expect((await t.get(`Order/CustomerOrder?order_id=${order.order_id}`, headers)).status).toBe(404);
  });

  it('leaves one audit row with who and when, not what was erased', async () => {
    const { c } = await customerWithHistory('audited');
    expect((await erase(c)).status).toBe(200);
    const rows = await t.shop.db.selectFrom('audit_log').selectAll().where('action', '=', 'customer.erase').where('entity_id', '=', String(c.id)).execute();
    expect(rows).toEqual([
      {
        audit_id: expect.any(Number),
        staff_id: null,
        staff_email: `customer:${c.id}`,
        action: 'customer.erase',
        entity: 'customer',
        entity_id: String(c.id),
        before_json: null,
        after_json: null,
        created_at: expect.any(String),
        parent_id: null,
      },
    ]);
    expect(Date.now() - Date.parse(rows[0]!.created_at)).toBeLessThan(60_000);
    // The back office's audit log shows it.
    const log = await admin(t, 'GET', `audit?entity=customer&entity_id=${c.id}`, await staffUser(t, 'owner'));
    expect(log.status, JSON.stringify(log.body)).toBe(200);
    expect(JSON.stringify(log.body)).not.toContain(c.email);
    expect(JSON.stringify(log.body)).not.toContain('Meera');
  });

  it('takes 50 requests at once: one erasure, one audit row, no failure other than a refusal', async () => {
    const { c, order } = await customerWithHistory('fifty');
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 50 }, () => erase(c, c.password, ip)));
    const statuses = results.map((r) => r.status);
    expect(
      statuses.filter((s) => ![200, 401, 429].includes(s)),
      JSON.stringify(results.map((r) => r.body)),
    ).toEqual([]);
    expect(statuses).toContain(200);
    for (const r of results) expect(typeof r.body.message).toBe('string');
    const audit = await t.shop.db
      .selectFrom('audit_log')
      .select('audit_id')
      .where('action', '=', 'customer.erase')
      .where('entity_id', '=', String(c.id))
      .execute();
    expect(audit).toHaveLength(1);
    const row = await t.shop.db.selectFrom('customers').selectAll().where('customer_id', '=', c.id).executeTakeFirstOrThrow();
    expect(row.customer_email).toBe(`erased:${c.id}`);
    const kept = await t.shop.db.selectFrom('orders').select(['full_name', 'invoice_number']).where('order_id', '=', order.order_id).executeTakeFirstOrThrow();
    expect(kept).toEqual({ full_name: 'Former customer', invoice_number: order.invoice_number });
  });
});

describe('an erasure racing an order being placed', () => {
  it("either refuses (the order is open) or erases with no order left holding the person's details", async () => {
    for (let round = 0; round < 5; round++) {
      const c = await signUpAndLogin(t, `race-${round}`);
      const address = await addAddress(t, c, { full_name: 'Meera Iyer' });
      const [placed, erased] = await Promise.all([placeOrder(t, c, orderBody([{ v: v[1]!, quantity: 1 }], address, 'cash')), erase(c)]);
      expect([200, 409], JSON.stringify(erased.body)).toContain(erased.status);
      const orders = await t.shop.db.selectFrom('orders').select(['full_name', 'customer_email']).where('customer_id', '=', c.id).execute();
      if (erased.status === 200) {
        expect(placed.status, JSON.stringify(placed.body)).toBeLessThan(500);
        for (const o of orders) expect(o).toEqual({ full_name: 'Former customer', customer_email: '' });
      } else {
        expect(placed.status).toBe(200);
        expect(orders).toEqual([{ full_name: 'Meera Iyer', customer_email: c.email }]);
      }
    }
  });
});

describe('GET Customers/DownloadCustomerData', () => {
  it("gives the caller's account, addresses, orders with lines and reviews as a JSON file, and nobody else's", async () => {
    const { c, order } = await customerWithHistory('download');
    const other = await signUpAndLogin(t, 'someone-else');
    await t.shop.db.updateTable('customers').set({ customer_name: 'Ravi Otherperson' }).where('customer_id', '=', other.id).execute();
    const otherAddress = await addAddress(t, other, { full_name: 'Ravi Otherperson', mobile_number: '9000000001' });
    const otherOrder = await placeOrder(t, other, orderBody([{ v: v[1]!, quantity: 1 }], otherAddress, 'cash'));
    expect(otherOrder.status).toBe(200);

    const res = await download(c);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="my-data-${c.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`));
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body;
    expect(data.account).toMatchObject({ customer_id: c.id, customer_email: c.email, customer_name: 'Asha Rao' });
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.addresses).toEqual([
      expect.objectContaining({ full_name: 'Meera Iyer', mobile_number: '9123456789', landmark: 'Opposite the temple', default_address: 1 }),
    ]);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      order_id: order.order_id,
      invoice_number: order.invoice_number,
      full_name: 'Meera Iyer',
      upi_id: 'asha.rao@okaxis',
      payment_status: 'paid',
    });
    expect(data.orders[0].lines).toEqual([
      expect.objectContaining({
        product_variant_id: v[0]!.product_variant_id,
        item_quantity: 2,
        item_product_variant_sale_price: v[0]!.product_variant_sale_price,
      }),
    ]);
    expect(data.orders[0].order_grand_total).toBe(v[0]!.product_variant_sale_price * 2);
    expect(data.reviews).toEqual([
      expect.objectContaining({ product_id: v[1]!.product_id, review_text: 'Bright and clear.', review_rating: 4.5, hidden: false }),
    ]);
    expect(data.notes.join(' ')).toContain('wishlist');
    const text = JSON.stringify(data);
    for (const foreign of [other.email, 'Ravi Otherperson', '9000000001', 'password_hash', '$scrypt']) expect(text).not.toContain(foreign);
    expect(data.orders.map((o: { order_id: number }) => o.order_id)).not.toContain(otherOrder.body.order_id);
  });
});
