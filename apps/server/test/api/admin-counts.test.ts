import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DASHBOARD_LATEST, MESSAGE_READER_ROLES, type StaffRole } from '@shop/core/admin';
import { createTestShop, type TestShop } from '../test-app.js';
import { post, signUpAndLogin, type Customer } from '../accounts.js';
import { allowManyOrders, addAddress, orderBody, placeOrder, variantsInStock, type Variant } from '../orders.js';
import { admin, staffUser, type StaffUser } from '../admin.js';

let t: TestShop;
let c: Customer;
let address: number;
let v: Variant[];
let staff: StaffUser;
let owner: StaffUser;
beforeAll(async () => {
  t = await createTestShop();
  await allowManyOrders(t);
  c = await signUpAndLogin(t, 'counts');
  address = await addAddress(t, c, { full_name: 'Meenakshi Rao' });
  v = await variantsInStock(t, 2, 30);
  [staff, owner] = await Promise.all([staffUser(t, 'staff'), staffUser(t, 'owner')]);
});
afterAll(async () => {
  await t?.close();
});

async function order(method: 'cash' | 'upi') {
  const res = await placeOrder(t, c, orderBody([{ v: v[0]!, quantity: 1 }], address, method));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { order_id: number; invoice_number: string };
}

const move = (id: number, body: Record<string, unknown>) => admin(t, 'POST', `orders/${id}/transitions`, staff, body);

async function counts(who: StaffUser = staff): Promise<{ orders: number; messages: number | null }> {
  const res = await admin(t, 'GET', 'counts', who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body.data;
}

/** Sends a message through the storefront's contact form and answers its id. */
async function contact(subject: string): Promise<number> {
  const res = await post(t, 'Contact/SendMessage', {
    name: 'Farah Khan',
    email: 'farah@example.com',
    telephone: '9876543210',
    subject,
    message: 'Do you ship to Pune?',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const row = await t.shop.db.selectFrom('contact_messages').select('contact_message_id').where('subject', '=', subject).executeTakeFirstOrThrow();
  return row.contact_message_id;
}

describe('GET /api/admin/counts', () => {
  it('counts the orders needing action: placed or processing, waiting for a payment to be confirmed or to be sent', async () => {
    const before = (await counts()).orders;
    const dashboard = (await admin(t, 'GET', 'dashboard', staff)).body.data;
    // The dashboard's two waiting figures together.
    expect(before).toBe(dashboard.awaiting_payment + dashboard.awaiting_dispatch);

    const cash = await order('cash'); // to process and ship
    const upi = await order('upi'); // a payment to confirm
    expect((await counts()).orders).toBe(before + 2);
    await move(upi.order_id, { action: 'confirm_payment', bank_reference: 'UTR 1' }); // now to process and ship
    expect((await counts()).orders).toBe(before + 2);
    await move(cash.order_id, { action: 'process' }); // processing: still to ship
    expect((await counts()).orders).toBe(before + 2);
    await move(cash.order_id, { action: 'ship', carrier: 'Delhivery', tracking_number: 'DL1' }); // on its way: nothing to do
    expect((await counts()).orders).toBe(before + 1);
    await move(upi.order_id, { action: 'cancel' }); // cancelled (paid: a refund is its own screen)
    expect((await counts()).orders).toBe(before);
    // Owner and staff see the same figure.
    expect((await counts(owner)).orders).toBe(before);
  });

  it('counts the open contact messages: handling one takes it off, reopening puts it back', async () => {
    const before = (await counts()).messages!;
    expect(before).toBeGreaterThanOrEqual(0);
    const id = await contact('Shipping to Pune?');
    expect((await counts()).messages).toBe(before + 1);
    expect((await counts(owner)).messages).toBe(before + 1);
    expect((await admin(t, 'POST', `messages/${id}/handled`, staff)).status).toBe(200);
    expect((await counts()).messages).toBe(before);
    expect((await admin(t, 'POST', `messages/${id}/reopen`, owner)).status).toBe(200);
    expect((await counts()).messages).toBe(before + 1);
  });

  it('gives no messages count, and no messages on the dashboard, to a role that may not read them', async () => {
    const readers = MESSAGE_READER_ROLES as StaffRole[];
    const kept = [...readers];
    // As if the staff role could not read the contact messages.
    readers.splice(0, readers.length, 'owner');
    try {
      expect((await counts(staff)).messages).toBeNull();
      expect((await admin(t, 'GET', 'dashboard', staff)).body.data.open_messages).toBeNull();
      expect(typeof (await counts(owner)).messages).toBe('number');
    } finally {
      readers.splice(0, readers.length, ...kept);
    }
    expect(typeof (await counts(staff)).messages).toBe('number');
  });

  it('is for the back office only', async () => {
    expect((await admin(t, 'GET', 'counts', null)).status).toBe(401);
    expect((await admin(t, 'GET', 'counts', { headers: c.headers })).status).toBe(403);
  });
});

describe('GET /api/admin/dashboard: the newest orders and open messages', () => {
  it('lists the five newest orders with number, customer, total and status, and the newest open messages', async () => {
    const placed = [];
    for (let i = 0; i < DASHBOARD_LATEST + 1; i += 1) placed.push(await order(i % 2 ? 'upi' : 'cash'));
    await move(placed[placed.length - 1]!.order_id, { action: 'cancel' });
    const subjects = ['Gift wrapping?', 'Bulk order of tumbles', 'Return of a bracelet'];
    const ids = [];
    for (const s of subjects) ids.push(await contact(s));
    await admin(t, 'POST', `messages/${ids[1]}/handled`, staff);

    const data = (await admin(t, 'GET', 'dashboard', staff)).body.data;
    expect(data.latest_orders.map((o: any) => o.order_id)).toEqual(
      placed
        .slice(1)
        .reverse()
        .map((o) => o.order_id),
    );
    const newest = (await dbTotal(placed[placed.length - 1]!.order_id)) / 100;
    expect(data.latest_orders[0]).toMatchObject({
      invoice_number: placed[placed.length - 1]!.invoice_number,
      full_name: 'Meenakshi Rao',
      order_grand_total: newest,
      order_status: 4,
      order_status_label: 'Cancelled',
    });
    const open = data.open_messages;
    expect(open.total).toBe((await counts()).messages);
    expect(open.latest.length).toBeLessThanOrEqual(DASHBOARD_LATEST);
    expect(open.latest.slice(0, 2)).toEqual([
      { contact_message_id: ids[2], name: 'Farah Khan', email: 'farah@example.com', subject: 'Return of a bracelet', created_at: expect.any(String) },
      { contact_message_id: ids[0], name: 'Farah Khan', email: 'farah@example.com', subject: 'Gift wrapping?', created_at: expect.any(String) },
    ]);
    // What the dashboard does not need of a message stays on the Messages screen.
    expect(Object.keys(open.latest[0]).sort()).toEqual(['contact_message_id', 'created_at', 'email', 'name', 'subject']);
  });
});

async function dbTotal(orderId: number): Promise<number> {
  const row = await t.shop.db.selectFrom('orders').select('order_grand_total_paise').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return row.order_grand_total_paise;
}
