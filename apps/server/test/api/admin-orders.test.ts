import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test-app.js';
import { signUpAndLogin, type Customer } from '../accounts.js';
import { allowManyOrders, addAddress, orderBody, placeOrder, stockOf, variantsInStock, type Variant } from '../orders.js';
import { admin, staffUser, type StaffUser } from '../admin.js';

let t: TestShop;
let c: Customer;
let address: number;
let v: Variant[];
let staff: StaffUser;
beforeAll(async () => {
  t = await createTestShop();
  // One buyer places many orders here: the order limits are tested in payments-expiry.test.ts.
  await allowManyOrders(t);
  c = await signUpAndLogin(t, 'buyer');
  address = await addAddress(t, c, { full_name: 'Kavya Menon', mobile_number: '9812345678' });
  v = await variantsInStock(t, 4, 20);
  staff = await staffUser(t, 'staff');
});
afterAll(async () => {
  await t?.close();
});

async function order(method: 'cash' | 'upi' | 'card' = 'cash', quantity = 1, variant = v[0]!) {
  const res = await placeOrder(t, c, orderBody([{ v: variant, quantity }], address, method));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { order_id: number; invoice_number: string; invoice_key: string };
}

const move = (id: number, body: Record<string, unknown>, who: { headers: Record<string, string> } | null = staff) =>
  admin(t, 'POST', `orders/${id}/transitions`, who, body);

describe('GET /api/admin/orders', () => {
  it('lists newest first with filters by status, payment status, dates and a search of invoice, name, e-mail or phone', async () => {
    const cash = await order('cash');
    const upi = await order('upi');
    const all = await admin(t, 'GET', 'orders?page_size=100', staff);
    expect(all.status, JSON.stringify(all.body)).toBe(200);
    expect(all.body.data[0].order_id).toBe(upi.order_id);
    expect(all.body.data[0]).toMatchObject({
      invoice_number: upi.invoice_number,
      full_name: 'Kavya Menon',
      payment_status: 'awaiting_payment',
      payment_status_label: 'Awaiting payment',
      order_status_label: 'Placed',
      items: 1,
    });
    expect((await admin(t, 'GET', 'orders?payment_status=cod_due', staff)).body.data.map((o: any) => o.order_id)).toContain(cash.order_id);
    expect((await admin(t, 'GET', 'orders?payment_status=cod_due', staff)).body.data.map((o: any) => o.order_id)).not.toContain(upi.order_id);
    for (const q of [upi.invoice_number, 'kavya', c.email.toUpperCase().slice(0, 8), '98123']) {
      const found = await admin(t, 'GET', `orders?q=${encodeURIComponent(q)}`, staff);
      expect(found.status).toBe(200);
      expect(found.body.data.map((o: any) => o.order_id)).toContain(upi.order_id);
    }
    expect((await admin(t, 'GET', `orders?q=${encodeURIComponent('100%_')}`, staff)).body.total).toBe(0);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect((await admin(t, 'GET', `orders?from=${today}&to=${today}`, staff)).body.total).toBeGreaterThanOrEqual(2);
    expect((await admin(t, 'GET', 'orders?from=2001-01-01&to=2001-01-02', staff)).body.total).toBe(0);
    const waitingPayment = (await admin(t, 'GET', 'orders?waiting=payment&page_size=100', staff)).body.data.map((o: any) => o.order_id);
    expect(waitingPayment).toContain(upi.order_id);
    expect(waitingPayment).not.toContain(cash.order_id);
    const waitingDispatch = (await admin(t, 'GET', 'orders?waiting=dispatch&page_size=100', staff)).body.data.map((o: any) => o.order_id);
    expect(waitingDispatch).toContain(cash.order_id);
    expect(waitingDispatch).not.toContain(upi.order_id);
    expect((await admin(t, 'GET', 'orders?waiting=soon', staff)).body.message).toBe('waiting must be payment or dispatch');
    const paged = await admin(t, 'GET', 'orders?page=1&page_size=1', staff);
    expect(paged.body).toMatchObject({ page: 1, page_size: 1 });
    expect(paged.body.data).toHaveLength(1);
    expect(paged.body.total).toBeGreaterThanOrEqual(2);
  });

  it('refuses bad filters with a clear message', async () => {
    for (const [query, message] of [
      ['status=9', 'status must be one of 0, 1, 2, 3, 4'],
      ['payment_status=free', 'payment_status must be one of cod_due, awaiting_payment, paid, refunded, void'],
      ['from=2026-13-45', 'from must be a real date'],
      ['to=yesterday', 'to must be a date (YYYY-MM-DD)'],
      ['page_size=1000', 'page_size must be at most 100'],
      ['page=0', 'page must be a positive whole number'],
      ['q=%00', null],
    ] as const) {
      const res = await admin(t, 'GET', `orders?${query}`, staff);
      expect(res.status, query).toBe(400);
      if (message) expect(res.body.message).toBe(message);
    }
  });
});

describe('an order through the back office', () => {
  it('UPI: confirm payment with the bank reference, process, ship with tracking, deliver; the shopper sees each step', async () => {
    const o = await order('upi');
    const page = await admin(t, 'GET', `orders/${o.order_id}`, staff);
    expect(page.status).toBe(200);
    expect(page.body.data.allowed_actions).toEqual(['confirm_payment', 'cancel']);
    expect(page.body.data.customer_info.upi_payment_link).toMatch(/^upi:\/\/pay\?/);

    const early = await move(o.order_id, { action: 'process' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('Confirm the payment before processing this order.');
    const noRef = await move(o.order_id, { action: 'confirm_payment' });
    expect(noRef.status).toBe(400);
    expect(noRef.body.message).toBe('Bank reference is required');

    const paid = await move(o.order_id, { action: 'confirm_payment', bank_reference: 'UTR 4021 7781 9920' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect(paid.body.data.customer_info.payment_status).toBe('paid');
    expect(paid.body.data.customer_info.upi_payment_link).toBeNull();
    expect(paid.body.data.allowed_actions).toEqual(['process', 'cancel']);
    expect((await move(o.order_id, { action: 'confirm_payment', bank_reference: 'again' })).body.message).toBe(
      'Only an order awaiting payment can have its payment confirmed.',
    );

    expect((await move(o.order_id, { action: 'ship', carrier: 'Delhivery', tracking_number: 'DL123' })).body.message).toBe(
      'Only an order in processing can be marked shipped.',
    );
    expect((await move(o.order_id, { action: 'process' })).body.data.customer_info.order_status_label).toBe('Processing');
    const badTracking = await move(o.order_id, { action: 'ship', carrier: 'Delhivery', tracking_number: '<script>' });
    expect(badTracking.status).toBe(400);
    expect(badTracking.body.message).toBe('Tracking number may hold only letters, digits, spaces and dashes');
    const shipped = await move(o.order_id, { action: 'ship', carrier: 'Delhivery', tracking_number: 'DL-88412093' });
    expect(shipped.body.data.customer_info).toMatchObject({
      order_status: 2,
      order_status_label: 'Shipped',
      carrier: 'Delhivery',
      tracking_number: 'DL-88412093',
    });
    expect((await move(o.order_id, { action: 'cancel' })).body.message).toBe('Only a placed or processing order can be cancelled; a shipped order cannot.');
    const delivered = await move(o.order_id, { action: 'deliver' });
    expect(delivered.body.data.customer_info.order_status_label).toBe('Delivered');
    expect(delivered.body.data.allowed_actions).toEqual(['refund']);

    // The shopper's own pages tell the same story.
    const mine = await t.get('Customers/GetCustomerOrders?page=1&limit=50', c.headers);
    const listed = mine.body.data.find((x: any) => x.order_id === o.order_id);
    expect(listed).toMatchObject({ order_status_label: 'Delivered', payment_status: 'paid', carrier: 'Delhivery', tracking_number: 'DL-88412093' });
    const invoice = await t.get(`Order/CustomerOrder?order_id=${o.order_id}&key=${o.invoice_key}`);
    expect(invoice.body.customer_info.order_status_label).toBe('Delivered');

    const history = (await admin(t, 'GET', `orders/${o.order_id}`, staff)).body.data.history;
    expect(history.map((h: any) => `${h.field}:${h.from_value}>${h.to_value}`)).toEqual([
      'order_status:null>0',
      'payment_status:null>awaiting_payment',
      'payment_status:awaiting_payment>paid',
      'order_status:0>1',
      'order_status:1>2',
      'order_status:2>3',
    ]);
    expect(history[2]).toMatchObject({ changed_by: staff.email, note: 'Bank reference: UTR 4021 7781 9920' });
    expect(history[4].note).toBe('Delhivery, tracking number DL-88412093');
    expect(history[0].changed_by).toBe('customer');
    const audit = await t.shop.db
      .selectFrom('audit_log')
      .selectAll()
      .where('entity', '=', 'order')
      .where('entity_id', '=', String(o.order_id))
      .orderBy('audit_id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['order.confirm_payment', 'order.process', 'order.ship', 'order.deliver']);
    expect(audit[0]!.staff_email).toBe(staff.email);
  });

  it('Cash on Delivery: processing at once; delivery marks it paid; then a return can be refunded', async () => {
    const o = await order('cash');
    expect((await admin(t, 'GET', `orders/${o.order_id}`, staff)).body.data.allowed_actions).toEqual(['process', 'cancel']);
    await move(o.order_id, { action: 'process' });
    await move(o.order_id, { action: 'ship', carrier: 'India Post', tracking_number: 'EE123456789IN' });
    const delivered = await move(o.order_id, { action: 'deliver' });
    expect(delivered.body.data.customer_info.payment_status).toBe('paid');
    const refunded = await move(o.order_id, { action: 'refund', bank_reference: 'NEFT 77812' });
    expect(refunded.body.data.customer_info).toMatchObject({ payment_status: 'refunded', order_status_label: 'Delivered' });
    expect(refunded.body.data.allowed_actions).toEqual([]);
    expect((await move(o.order_id, { action: 'refund', bank_reference: 'x' })).body.message).toBe(
      'Only a paid order that was cancelled or delivered can be refunded.',
    );
  });

  it('cancel puts the stock back once, voids an unpaid payment, keeps a paid one for refund; two cancels at once restore once', async () => {
    const before = await stockOf(t, v[1]!);
    const o = await order('upi', 3, v[1]!);
    expect((await stockOf(t, v[1]!)).variant).toBe(before.variant - 3);
    const both = await Promise.all([move(o.order_id, { action: 'cancel' }), move(o.order_id, { action: 'cancel' })]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await stockOf(t, v[1]!)).variant).toBe(before.variant);
    expect((await stockOf(t, v[1]!)).product).toBe(before.product);
    const page = (await admin(t, 'GET', `orders/${o.order_id}`, staff)).body.data;
    expect(page.customer_info).toMatchObject({ order_status_label: 'Cancelled', payment_status: 'void' });
    // Issue 18: money that comes after all can still be recorded (re-opening it, stock permitting).
    expect(page.allowed_actions).toEqual(['record_late_payment']);

    const paid = await order('upi', 1, v[2]!);
    await move(paid.order_id, { action: 'confirm_payment', bank_reference: 'UTR9' });
    const cancelled = await move(paid.order_id, { action: 'cancel', note: 'Customer asked by phone' });
    expect(cancelled.body.data.customer_info.payment_status).toBe('paid');
    expect(cancelled.body.data.allowed_actions).toEqual(['refund']);
    expect((await move(paid.order_id, { action: 'refund', bank_reference: 'UPI refund 55' })).body.data.customer_info.payment_status).toBe('refunded');
  });

  it('the shopper cannot cancel an order the shop is processing; staff moves and shopper cancels never both win', async () => {
    const o = await order('cash', 1, v[3]!);
    const [shop, shopper] = await Promise.all([
      move(o.order_id, { action: 'process' }),
      t.request({ method: 'POST', url: '/api/Order/CancelOrder', headers: c.headers, payload: { order_id: o.order_id } }),
    ]);
    const statuses = [shop.status, shopper.status].sort();
    expect(statuses).toEqual([200, 409]);
    const final = (await admin(t, 'GET', `orders/${o.order_id}`, staff)).body.data.customer_info.order_status;
    expect([1, 4]).toContain(final);
  });

  it('refuses unknown orders, actions and fields, and guests and customers', async () => {
    const o = await order('cash');
    expect((await admin(t, 'GET', 'orders/99999999', staff)).status).toBe(404);
    expect((await admin(t, 'GET', 'orders/2147483648', staff)).status).toBe(400);
    expect((await admin(t, 'GET', 'orders/abc', staff)).status).toBe(400);
    const unknown = await move(o.order_id, { action: 'teleport' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('action must be one of confirm_payment, process, ship, deliver, cancel, refund, record_late_payment');
    expect((await move(o.order_id, { action: 'process', order_status: 3 })).status).toBe(400);
    expect((await move(o.order_id, { action: 'ship', carrier: 'A\u0000B', tracking_number: '1' })).status).toBe(400);
    expect((await move(99999999, { action: 'process' })).status).toBe(404);
    for (const path of ['orders', `orders/${o.order_id}`, 'dashboard']) {
      expect((await admin(t, 'GET', path, null)).status).toBe(401);
      expect((await admin(t, 'GET', path, { headers: c.headers })).status).toBe(403);
    }
    expect((await move(o.order_id, { action: 'process' }, { headers: c.headers })).status).toBe(403);
    expect((await move(o.order_id, { action: 'process' }, null)).status).toBe(401);
    expect((await admin(t, 'GET', `orders/${o.order_id}`, staff)).body.data.customer_info.order_status).toBe(0);
  });
});

describe('an archived product', () => {
  it('can no longer be bought: a cart still holding it is refused as unavailable, and stock is untouched', async () => {
    const [item] = await variantsInStock(t, 1, 5, 40);
    const before = await stockOf(t, item!);
    expect((await admin(t, 'POST', `products/${item!.product_id}/archive`, staff)).status).toBe(200);
    const res = await placeOrder(t, c, orderBody([{ v: item!, quantity: 1 }], address));
    expect(res.status, JSON.stringify(res.body)).toBe(409);
    expect(res.body.changes).toEqual([expect.objectContaining({ product_variant_id: item!.product_variant_id, reason: 'unavailable' })]);
    expect(await stockOf(t, item!)).toEqual(before);
    expect((await admin(t, 'POST', `products/${item!.product_id}/unarchive`, staff)).status).toBe(200);
    expect((await placeOrder(t, c, orderBody([{ v: item!, quantity: 1 }], address))).status).toBe(200);
  });
});

describe('shop settings on invoices', () => {
  it('an order placed after the owner changes the settings carries them; earlier invoices keep theirs', async () => {
    const earlier = await order('upi');
    const owner = await staffUser(t, 'owner');
    const current = (await admin(t, 'GET', 'settings', owner)).body.data;
    const saved = await admin(t, 'PUT', 'settings', owner, {
      shop_name: 'Jaipur Gem House',
      address_lines: ['22 MI Road', 'Jaipur 302001'],
      phone: current.phone,
      email: current.email,
      gstin: current.gstin,
      state: current.state,
      upi_id: 'jaipurgems@okhdfc',
      // The form sends every field: the order limits as they are.
      unpaid_orders_per_customer: current.unpaid_orders_per_customer,
      units_per_item: current.units_per_item,
      orders_per_customer_per_hour: current.orders_per_customer_per_hour,
      orders_per_address_per_hour: current.orders_per_address_per_hour,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const later = await order('upi');
    const invoice = (id: number) => admin(t, 'GET', `orders/${id}`, staff).then((r) => r.body.data.customer_info);
    expect((await invoice(later.order_id)).seller).toMatchObject({ name: 'Jaipur Gem House', address: '22 MI Road, Jaipur 302001' });
    expect((await invoice(later.order_id)).upi_payment_link).toContain('pa=jaipurgems%40okhdfc');
    expect((await invoice(earlier.order_id)).seller.name).toBe(current.shop_name);
  });
});

describe('GET /api/admin/dashboard', () => {
  it("counts today's and this week's orders and revenue, what waits, low stock and 30 days", async () => {
    const before = (await admin(t, 'GET', 'dashboard', staff)).body.data;
    const o = await order('upi', 2, v[0]!);
    const after = (await admin(t, 'GET', 'dashboard', staff)).body.data;
    expect(after.today.orders).toBe(before.today.orders + 1);
    expect(after.week.orders).toBe(before.week.orders + 1);
    expect(after.awaiting_payment).toBe(before.awaiting_payment + 1);
    expect(after.last_30_days).toHaveLength(30);
    expect(after.last_30_days[29].orders).toBe(after.today.orders);
    const placed = (await admin(t, 'GET', `orders/${o.order_id}`, staff)).body.data.customer_info.order_grand_total;
    expect(after.today.revenue).toBeCloseTo(before.today.revenue + placed, 2);
    await move(o.order_id, { action: 'cancel' });
    const cancelled = (await admin(t, 'GET', 'dashboard', staff)).body.data;
    expect(cancelled.today.orders).toBe(before.today.orders);
    // The demo catalog has its own low and sold-out variants: lift them, then make one low.
    await t.shop.db.updateTable('product_variants').set({ stock_quantity: 50 }).where('stock_quantity', '<=', 5).execute();
    await t.shop.db.updateTable('product_variants').set({ stock_quantity: 2 }).where('product_variant_id', '=', v[3]!.product_variant_id).execute();
    const low = (await admin(t, 'GET', 'dashboard', staff)).body.data.low_stock;
    expect(low.find((l: any) => l.product_variant_id === v[3]!.product_variant_id)).toMatchObject({ stock_quantity: 2 });
  });
});
