import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test-app.js';
import { post, signUpAndLogin, type Customer } from '../accounts.js';
import { admin, staffUser, type StaffUser } from '../admin.js';
import { addAddress, orderBody, placeOrder, variantsInStock } from '../orders.js';

let t: TestShop;
let member: StaffUser;
let buyer: Customer;
let browser: Customer;
beforeAll(async () => {
  t = await createTestShop();
  member = await staffUser(t, 'staff');
  buyer = await signUpAndLogin(t, 'buyer');
  browser = await signUpAndLogin(t, 'browser');
});
afterAll(async () => {
  await t?.close();
});

describe('customers (read only)', () => {
  it('lists and searches customers with their order count and what they spent; a customer’s page has addresses and orders; never a password or hash', async () => {
    const address = await addAddress(t, buyer);
    await addAddress(t, buyer, { full_name: 'Asha at work', default_address: 0, town_city: 'Mysuru' });
    const [v1, v2] = await variantsInStock(t, 2);
    const kept = await placeOrder(t, buyer, orderBody([{ v: v1!, quantity: 2 }], address));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const cancelled = await placeOrder(t, buyer, orderBody([{ v: v2!, quantity: 1 }], address, 'upi'));
    expect(cancelled.status).toBe(200);
    expect((await post(t, 'Order/CancelOrder', { order_id: cancelled.body.order_id }, buyer.headers)).status).toBe(200);
    const keptTotal = (
      await t.shop.db.selectFrom('orders').select('order_grand_total_paise').where('order_id', '=', kept.body.order_id).executeTakeFirstOrThrow()
    ).order_grand_total_paise;

    const list = await admin(t, 'GET', 'customers', member);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ success: true, total: 2, page: 1 });
    // Newest first: the browser signed up last.
    expect(list.body.data.map((c: { customer_id: number }) => c.customer_id)).toEqual([browser.id, buyer.id]);
    expect(list.body.data[1]).toEqual({
      customer_id: buyer.id,
      customer_name: 'Asha Rao',
      customer_display_name: expect.any(String),
      customer_email: buyer.email,
      created_at: expect.any(String),
      order_count: 2,
      orders_total_paise: keptTotal,
    });
    expect(list.body.data[0]).toMatchObject({ order_count: 0, orders_total_paise: 0 });

    const found = await admin(t, 'GET', `customers?q=${encodeURIComponent(buyer.email.toUpperCase().slice(0, 10))}`, member);
    expect(found.body.data.map((c: { customer_id: number }) => c.customer_id)).toEqual([buyer.id]);
    expect((await admin(t, 'GET', 'customers?q=asha%20rao', member)).body.total).toBe(2);
    expect((await admin(t, 'GET', 'customers?q=nobody-at-all', member)).body).toMatchObject({ data: [], total: 0 });
    expect((await admin(t, 'GET', 'customers?page=2&page_size=1', member)).body.data[0].customer_id).toBe(buyer.id);

    const detail = await admin(t, 'GET', `customers/${buyer.id}`, member);
    expect(detail.status, JSON.stringify(detail.body)).toBe(200);
    const d = detail.body.data;
    expect(d).toMatchObject({
      customer_id: buyer.id,
      customer_email: buyer.email,
      order_count: 2,
      cancelled_count: 1,
      orders_total_paise: keptTotal,
      last_order_at: expect.any(String),
    });
    expect(d.addresses).toHaveLength(2);
    expect(d.addresses[0]).toMatchObject({ customer_address_id: address, default_address: 1, town_city: 'Bengaluru' });
    expect(d.addresses[1]).toMatchObject({ full_name: 'Asha at work', default_address: 0 });
    expect(d.recent_orders.map((o: { order_id: number }) => o.order_id)).toEqual([cancelled.body.order_id, kept.body.order_id]);
    expect(d.recent_orders[0]).toMatchObject({
      order_status: 4,
      order_status_label: 'Cancelled',
      payment_status: 'void',
      payment_status_label: 'Not charged',
      order_payment_method: 'upi',
      order_currency: 'INR',
    });
    expect(d.recent_orders[1]).toMatchObject({
      order_status: 0,
      payment_status: 'cod_due',
      order_grand_total_paise: keptTotal,
      invoice_number: kept.body.invoice_number,
    });

    const empty = await admin(t, 'GET', `customers/${browser.id}`, member);
    expect(empty.body.data).toMatchObject({ order_count: 0, cancelled_count: 0, orders_total_paise: 0, last_order_at: null, addresses: [], recent_orders: [] });

    for (const body of [list.body, detail.body, empty.body]) expect(JSON.stringify(body)).not.toMatch(/password|hash|scrypt|session_version|invoice_key/i);
  });

  it('refuses bad ids and filters', async () => {
    for (const id of ['0', 'abc', '2147483648', '1.5', '%00']) {
      const res = await admin(t, 'GET', `customers/${id}`, member);
      expect(res.status, id).toBe(400);
    }
    expect((await admin(t, 'GET', 'customers/0', member)).body.message).toBe('Customer id must be a whole number from 1 to 2147483647');
    expect((await admin(t, 'GET', 'customers/987654', member)).body).toEqual({ success: false, message: 'Customer not found' });
    expect((await admin(t, 'GET', `customers?q=${'a'.repeat(101)}`, member)).body.message).toBe('Search text must be at most 100 characters');
    expect((await admin(t, 'GET', 'customers?page_size=1000', member)).status).toBe(400);
  });
});
