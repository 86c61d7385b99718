import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ORDER_LIMITS, type OrderLimits } from '@shop/core/admin';
import { createTestShop, type TestShop } from '../test-app.js';
import { post, signUpAndLogin, type Customer } from '../accounts.js';
import { admin, staffUser, type StaffUser } from '../admin.js';
import { addAddress, orderBody, placeOrder, stockOf, variantsInStock, type Variant } from '../orders.js';

/**
 * Issue 18, without a gateway: unpaid orders expire and give their stock back, once, however
 * many servers sweep; and one account cannot take the shop's stock off sale with orders it
 * never pays for (the hoarding attack: 8 unpaid orders took all 11,705 demo units).
 */
let t: TestShop;
let owner: StaffUser;

beforeAll(async () => {
  t = await createTestShop();
  owner = await staffUser(t, 'owner');
});
afterAll(async () => {
  await t?.close();
});

interface Shopper extends Customer {
  addressId: number;
}

async function shopper(label = 'payer'): Promise<Shopper> {
  const c = await signUpAndLogin(t, label);
  return { ...c, addressId: await addAddress(t, c) };
}

/** Saves the order limits (the other settings as they are) through the back office. */
async function setLimits(limits: Partial<OrderLimits>): Promise<void> {
  const current = await admin(t, 'GET', 'settings', owner);
  const { saved: _saved, ...settings } = current.body.data;
  const res = await admin(t, 'PUT', 'settings', owner, { ...settings, ...limits });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

async function orderRow(id: number) {
  return t.shop.db.selectFrom('orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
}

/** Moves an order's deadline into the past, as if its time had run out. */
async function makeOverdue(id: number): Promise<void> {
  await t.shop.db
    .updateTable('orders')
    .set({ payment_due_at: new Date(Date.now() - 1000).toISOString() })
    .where('order_id', '=', id)
    .execute();
}

async function cancelledMails(orderId: number) {
  return t.shop.db.selectFrom('outbox').select(['kind', 'data_json']).where('order_id', '=', orderId).where('kind', '=', 'order_cancelled').execute();
}

let variantCursor = 0;
/** A variant (with at least `minStock` units) no other test of this file touches. */
async function freshVariant(minStock = 12): Promise<Variant> {
  const [v] = await variantsInStock(t, 1, minStock, 40 + variantCursor++);
  return v!;
}

describe('the payment deadline', () => {
  it('is MANUAL_PAYMENT_HOURS (48) after placing for offline UPI, PayPal and card orders, and none for Cash on Delivery', async () => {
    const s = await shopper();
    const v = await freshVariant();
    const placedAt = Date.now();
    const ids: Record<string, number> = {};
    for (const method of ['upi', 'cash', 'card'] as const) {
      const res = await placeOrder(t, s, orderBody([{ v, quantity: 1 }], s.addressId, method));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids[method] = res.body.order_id;
    }
    const list = await t.get('Customers/GetCustomerOrders?page=1&limit=10', s.headers);
    const due = (id: number) => list.body.data.find((o: { order_id: number }) => o.order_id === id).payment_due_at;
    expect(due(ids.cash!)).toBeNull();
    for (const method of ['upi', 'card'] as const) {
      const ms = Date.parse(due(ids[method]!));
      expect(ms - placedAt).toBeGreaterThanOrEqual(48 * 3_600_000 - 1000);
      expect(ms - placedAt).toBeLessThan(48 * 3_600_000 + 60_000);
    }
    // The invoice's order says it too.
    const detail = await t.get(`Order/CustomerOrder?order_id=${ids.upi}`, s.headers);
    expect(detail.body.customer_info.payment_due_at).toBe(due(ids.upi!));
    for (const id of Object.values(ids)) await post(t, 'Order/CancelOrder', { order_id: id }, s.headers);
  });
});

describe('the sweep', () => {
  it('cancels an overdue unpaid order, puts its stock back, says why in its history and tells the shopper, once', async () => {
    const s = await shopper();
    const v = await freshVariant();
    const before = await stockOf(t, v);
    const placed = await placeOrder(t, s, orderBody([{ v, quantity: 2 }], s.addressId, 'upi'));
    expect(placed.status).toBe(200);
    const id = placed.body.order_id as number;
    expect((await stockOf(t, v)).variant).toBe(before.variant - 2);

    // Not yet due: the sweep leaves it.
    await t.app.payments.sweepOnce();
    expect((await orderRow(id)).order_status).toBe(0);

    await makeOverdue(id);
    // Two servers sweeping at the same moment: it expires once.
    const counts = await Promise.all([t.app.payments.sweepOnce(), t.app.payments.sweepOnce(), t.app.payments.sweepOnce()]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(1);
    const row = await orderRow(id);
    expect(row).toMatchObject({ order_status: 4, order_status_label: 'Cancelled', payment_status: 'void' });
    expect(await stockOf(t, v)).toEqual(before);

    const staffView = await admin(t, 'GET', `orders/${id}`, owner);
    const history = staffView.body.data.history as Array<{ field: string; to_value: string; changed_by: string; note: string }>;
    expect(history.filter((h) => h.field === 'order_status' && h.to_value === '4')).toEqual([
      expect.objectContaining({ changed_by: 'system', note: expect.stringContaining('Not paid in time') }),
    ]);

    const mails = await cancelledMails(id);
    expect(mails).toHaveLength(1);
    expect(JSON.parse(mails[0]!.data_json)).toMatchObject({ by: 'system', refund_due: false });

    // My Orders shows it cancelled, with nothing due.
    const list = await t.get('Customers/GetCustomerOrders?page=1&limit=10', s.headers);
    expect(list.body.data.find((o: { order_id: number }) => o.order_id === id)).toMatchObject({
      order_status: 4,
      payment_status: 'void',
      payment_due_at: null,
    });

    // Later sweeps find nothing more to do.
    expect(await t.app.payments.sweepOnce()).toBe(0);
    expect(await stockOf(t, v)).toEqual(before);
  });

  it('never expires Cash on Delivery, a paid order, or an order the shop has moved on', async () => {
    const s = await shopper();
    const v = await freshVariant();
    const cod = (await placeOrder(t, s, orderBody([{ v, quantity: 1 }], s.addressId, 'cash'))).body.order_id as number;
    const paid = (await placeOrder(t, s, orderBody([{ v, quantity: 1 }], s.addressId, 'upi'))).body.order_id as number;
    expect((await admin(t, 'POST', `orders/${paid}/transitions`, owner, { action: 'confirm_payment', bank_reference: 'UTR 4417' })).status).toBe(200);
    for (const id of [cod, paid]) await makeOverdue(id);
    await t.app.payments.sweepOnce();
    expect(await orderRow(cod)).toMatchObject({ order_status: 0, payment_status: 'cod_due' });
    expect(await orderRow(paid)).toMatchObject({ order_status: 0, payment_status: 'paid' });
    for (const id of [cod, paid]) await admin(t, 'POST', `orders/${id}/transitions`, owner, { action: 'cancel' });
  });

  it('racing a payment confirmation on the same order ends paid with its stock taken, or cancelled with it back, never both', async () => {
    for (let round = 0; round < 6; round++) {
      const s = await shopper();
      const v = await freshVariant();
      const before = await stockOf(t, v);
      const id = (await placeOrder(t, s, orderBody([{ v, quantity: 3 }], s.addressId, 'upi'))).body.order_id as number;
      await makeOverdue(id);
      const [swept, confirmed] = await Promise.all([
        t.app.payments.sweepOnce(),
        admin(t, 'POST', `orders/${id}/transitions`, owner, { action: 'confirm_payment', bank_reference: `UTR ${round}` }),
      ]);
      const row = await orderRow(id);
      const stock = await stockOf(t, v);
      if (row.payment_status === 'paid') {
        expect(confirmed.status).toBe(200);
        expect(row.order_status).toBe(0);
        expect(stock.variant).toBe(before.variant - 3);
        await admin(t, 'POST', `orders/${id}/transitions`, owner, { action: 'cancel' });
      } else {
        expect(swept).toBe(1);
        expect(confirmed.status).toBe(409);
        expect(row).toMatchObject({ order_status: 4, payment_status: 'void' });
        expect(stock).toEqual(before);
      }
    }
  });
});

describe('a payment after expiry, without a gateway', () => {
  it('staff record it: the order is re-opened and paid with its stock taken again, or refused when its stone was sold', async () => {
    const s = await shopper();
    const v = await freshVariant();
    const before = await stockOf(t, v);
    const id = (await placeOrder(t, s, orderBody([{ v, quantity: 2 }], s.addressId, 'upi'))).body.order_id as number;
    await makeOverdue(id);
    expect(await t.app.payments.sweepOnce()).toBeGreaterThanOrEqual(1);
    const cancelled = await admin(t, 'GET', `orders/${id}`, owner);
    expect(cancelled.body.data.allowed_actions).toContain('record_late_payment');
    const res = await admin(t, 'POST', `orders/${id}/transitions`, owner, { action: 'record_late_payment', bank_reference: 'UTR 771234' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await orderRow(id)).toMatchObject({ order_status: 0, payment_status: 'paid', payment_flag: 'paid_after_expiry', payment_due_at: null });
    expect((await stockOf(t, v)).variant).toBe(before.variant - 2);
    const kinds = (await t.shop.db.selectFrom('outbox').select('kind').where('order_id', '=', id).execute()).map((r) => r.kind);
    expect(kinds).toContain('payment_received');
    // Once paid, not again.
    expect((await admin(t, 'POST', `orders/${id}/transitions`, owner, { action: 'record_late_payment', bank_reference: 'UTR 1' })).status).toBe(409);

    // Sold meanwhile: refused, naming what is gone; nothing changes.
    const rare = await freshVariant();
    await t.shop.db.updateTable('product_variants').set({ stock_quantity: 1 }).where('product_variant_id', '=', rare.product_variant_id).execute();
    const lost = (await placeOrder(t, s, orderBody([{ v: rare, quantity: 1 }], s.addressId, 'upi'))).body.order_id as number;
    await makeOverdue(lost);
    await t.app.payments.sweepOnce();
    const other = await shopper('quick');
    expect((await placeOrder(t, other, orderBody([{ v: rare, quantity: 1 }], other.addressId, 'cash'))).status).toBe(200);
    const refused = await admin(t, 'POST', `orders/${lost}/transitions`, owner, { action: 'record_late_payment', bank_reference: 'UTR 2' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/^This order cannot be re-opened: .+ \(0 left\) sold meanwhile\. Refund the shopper by bank transfer instead\.$/);
    expect(await orderRow(lost)).toMatchObject({ order_status: 4, payment_status: 'void' });
    expect((await stockOf(t, rare)).variant).toBe(0);
  });
});

describe('no hoarding', () => {
  it('the attack: one account placing unpaid orders for all the stock gets 3 orders of 10 units at most, and the stones stay buyable', async () => {
    const hoarder = await shopper('hoarder');
    const targets = await variantsInStock(t, 4, 30, 10);
    const before = await Promise.all(targets.map((v) => stockOf(t, v)));

    // Everything of each variant in one order: refused, naming the limit, nothing taken.
    const all = await placeOrder(t, hoarder, orderBody([{ v: targets[0]!, quantity: targets[0]!.stock }], hoarder.addressId, 'upi'));
    expect(all.status).toBe(422);
    expect(all.body.message).toMatch(/^You can order at most 10 of one item in an order \((.+)\)\. Please lower the quantity and place the order again\.$/);
    expect(all.body.message).toContain(targets[0]!.product_title);

    // Eight orders of the most allowed, all at once, each with its own key.
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        placeOrder(
          t,
          hoarder,
          orderBody(
            targets.map((v) => ({ v, quantity: 10 })),
            hoarder.addressId,
            'upi',
          ),
        ),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409, 409, 409, 409]);
    const refusal = results.find((r) => r.status === 409)!;
    expect(refusal.body.message).toBe(
      'You already have 3 unpaid orders open, the most one account may have. Pay for or cancel one in My Orders, then place this order again.',
    );

    // At most 30 units of each are held; another shopper buys what is left.
    const buyer = await shopper('buyer');
    for (const [i, v] of targets.entries()) {
      expect((await stockOf(t, v)).variant).toBe(before[i]!.variant - 30);
      const bought = await placeOrder(t, buyer, orderBody([{ v, quantity: 1 }], buyer.addressId, 'cash'));
      expect(bought.status, JSON.stringify(bought.body)).toBe(200);
      await post(t, 'Order/CancelOrder', { order_id: bought.body.order_id }, buyer.headers);
    }

    // Cash on Delivery counts toward the open orders too.
    const cod = await placeOrder(t, hoarder, orderBody([{ v: targets[0]!, quantity: 1 }], hoarder.addressId, 'cash'));
    expect(cod.status).toBe(409);

    // When the orders run out of time, every unit is back.
    for (const r of results.filter((x) => x.status === 200)) await makeOverdue(r.body.order_id);
    expect(await t.app.payments.sweepOnce()).toBe(3);
    for (const [i, v] of targets.entries()) expect(await stockOf(t, v)).toEqual(before[i]);
  });

  it('a retry of an order already placed still answers that order when the limit is reached', async () => {
    const s = await shopper();
    const v = await freshVariant();
    const key = crypto.randomUUID();
    const body = orderBody([{ v, quantity: 1 }], s.addressId, 'upi');
    const first = await placeOrder(t, s, body, key);
    expect(first.status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await placeOrder(t, s, orderBody([{ v, quantity: 1 }], s.addressId, 'upi'))).status).toBe(200);
    const retry = await placeOrder(t, s, body, key);
    expect(retry.status).toBe(200);
    expect(retry.body.order_id).toBe(first.body.order_id);
  });

  it('limits orders per account per hour (429 with Retry-After) and per network address, each as the settings say', async () => {
    await setLimits({ orders_per_customer_per_hour: 2, orders_per_address_per_hour: 4 });
    try {
      const s = await shopper();
      const v = await freshVariant();
      for (let i = 0; i < 2; i++) {
        const ok = await placeOrder(t, s, orderBody([{ v, quantity: 1 }], s.addressId, 'cash'));
        expect(ok.status).toBe(200);
        await post(t, 'Order/CancelOrder', { order_id: ok.body.order_id }, s.headers);
      }
      const third = await placeOrder(t, s, orderBody([{ v, quantity: 1 }], s.addressId, 'cash'));
      expect(third.status).toBe(429);
      expect(third.body.message).toMatch(/^You have placed 2 orders in the last hour, the most one account may place\. Please try again in (59|60) minutes\.$/);
      expect(Number(third.headers['retry-after'])).toBeGreaterThan(3500);

      // From one network address: the fifth attempt within the hour is refused, whoever sends it.
      const ip = '10.99.1.1';
      const others = await Promise.all([shopper(), shopper(), shopper()]);
      const answers = [];
      for (let i = 0; i < 5; i++) {
        const c = others[i % 3]!;
        answers.push(
          await post(
            t,
            'Order/PlaceAndOrder',
            orderBody([{ v, quantity: 1 }], c.addressId, 'cash'),
            { ...c.headers, 'idempotency-key': crypto.randomUUID() },
            ip,
          ),
        );
      }
      expect(answers.slice(0, 4).map((a) => a.status)).not.toContain(429);
      expect(answers[4]!.status).toBe(429);
      expect(answers[4]!.body.message).toMatch(/^Too many orders from your network address in the last hour\. Please try again in \d+ minutes?\.$/);
      for (const a of answers) if (a.status === 200) await admin(t, 'POST', `orders/${a.body.order_id}/transitions`, owner, { action: 'cancel' });
    } finally {
      await setLimits(DEFAULT_ORDER_LIMITS);
    }
  });

  it('the settings refuse limits out of range, with the rule', async () => {
    const current = await admin(t, 'GET', 'settings', owner);
    const { saved: _saved, ...settings } = current.body.data;
    expect(settings).toMatchObject(DEFAULT_ORDER_LIMITS);
    const res = await admin(t, 'PUT', 'settings', owner, { ...settings, unpaid_orders_per_customer: 0 });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('Unpaid orders per customer must be a whole number from 1 to 10000');
  });
});
