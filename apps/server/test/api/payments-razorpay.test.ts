import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from '../test-app.js';
import { post, signUpAndLogin, type Customer } from '../accounts.js';
import { admin, changeSettings, staffUser, type StaffUser } from '../admin.js';
import { addAddress, allowManyOrders, orderBody, placeOrder, stockOf, variantsInStock, type Variant } from '../orders.js';
import { RazorpayStandIn, TEST_CARDS, TEST_VPAS } from '../../../../scripts/razorpay-standin.mjs';
import { loadConfig } from '../../src/config.js';

/**
 * Issue 18 with the gateway: Razorpay's API, checkout and webhooks played by the local
 * stand-in (scripts/razorpay-standin.mjs). Webhooks are delivered by the test (app.inject
 * with the stand-in's signed body), so each test decides when, how often and in what order
 * they arrive.
 */
let t: TestShop;
let gateway: RazorpayStandIn;
let owner: StaffUser;
let buyer: Shopper;

interface Shopper extends Customer {
  addressId: number;
}

async function shopper(label = 'payer'): Promise<Shopper> {
  const c = await signUpAndLogin(t, label);
  return { ...c, addressId: await addAddress(t, c) };
}

beforeAll(async () => {
  gateway = new RazorpayStandIn();
  await gateway.start();
  const env = gateway.env();
  const base = loadConfig({ ...env, DATABASE_URL: 'file::memory:', JWT_SECRET: 'x'.repeat(40) });
  t = await createTestShop({ payments: { ...base.payments, razorpay: { ...base.payments.razorpay!, timeoutMs: 800 } } });
  await allowManyOrders(t);
  owner = await staffUser(t, 'owner');
  buyer = await shopper('buyer');
});
afterAll(async () => {
  await t?.close();
  await gateway?.stop();
});
beforeEach(() => {
  gateway.hang = false;
  gateway.failWith = null;
  gateway.failRefunds = false;
});

let cursor = 0;
async function freshVariant(minStock = 8): Promise<Variant> {
  const [v] = await variantsInStock(t, 1, minStock, 60 + cursor++);
  return v!;
}

async function orderRow(id: number) {
  return t.shop.db.selectFrom('orders').selectAll().where('order_id', '=', id).executeTakeFirstOrThrow();
}

/** Places a gateway order (card unless said) and answers the API's answer. */
async function placeOnline(v: Variant, method: 'card' | 'upi' | 'paypal' = 'card', who: Shopper = buyer, quantity = 1) {
  const res = await placeOrder(t, who, orderBody([{ v, quantity }], who.addressId, method));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as {
    order_id: number;
    invoice_number: string;
    invoice_key: string;
    payment: { gateway_order_id: string; amount: number; key_id: string; checkout_url: string };
  };
}

const confirm = (who: Shopper | null, orderId: number, answer: Record<string, unknown>, key?: string) =>
  post(t, 'Payments/Confirm', { order_id: orderId, ...(key ? { key } : {}), ...answer }, who?.headers ?? {});

/** Delivers a webhook body as Razorpay does: the raw bytes, signed, with an event id. */
function deliver(body: string, signature = gateway.sign(body), eventId = `evt_${Math.random().toString(36).slice(2, 16)}`) {
  return t.request({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    payload: body,
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
  });
}

/** The webhook the stand-in signed for an event about a gateway order ('payment.captured', …). */
function sentWebhook(event: string, gatewayOrderId: string) {
  const hook = [...gateway.webhooks].reverse().find((w) => w.event === event && w.body.includes(gatewayOrderId));
  expect(hook, `${event} for ${gatewayOrderId}`).toBeDefined();
  return hook!;
}

async function outboxKinds(orderId: number) {
  return (await t.shop.db.selectFrom('outbox').select('kind').where('order_id', '=', orderId).orderBy('outbox_id').execute()).map((r) => r.kind);
}

describe('placing a gateway order', () => {
  it('creates a Razorpay order for the exact amount in paise, with the invoice number as receipt, and answers how to pay it', async () => {
    const v = await freshVariant();
    const placed = await placeOnline(v, 'card', buyer, 2);
    const row = await orderRow(placed.order_id);
    expect(row).toMatchObject({ payment_status: 'awaiting_payment', order_status: 0, gateway_order_id: placed.payment.gateway_order_id });
    const gatewayOrder = gateway.orders.get(placed.payment.gateway_order_id);
    expect(gatewayOrder).toMatchObject({ amount: row.order_grand_total_paise, currency: 'INR', receipt: placed.invoice_number });
    expect(placed.payment).toEqual({
      gateway: 'razorpay',
      key_id: gateway.keys.keyId,
      gateway_order_id: row.gateway_order_id,
      amount: row.order_grand_total_paise,
      currency: 'INR',
      checkout_url: gateway.checkoutUrl,
      payment_due_at: row.payment_due_at,
      email: buyer.email,
      contact: expect.any(String),
      name: expect.any(String),
    });
    // 30 minutes to pay (UNPAID_ORDER_MINUTES), and the e-mail is written once the gateway has the order.
    expect(Date.parse(row.payment_due_at!) - Date.parse(row.order_created_date)).toBe(30 * 60_000);
    expect(await outboxKinds(placed.order_id)).toContain('order_placed');
    // Cash on Delivery never reaches the gateway.
    const calls = gateway.calls.length;
    const cod = await placeOrder(t, buyer, orderBody([{ v, quantity: 1 }], buyer.addressId, 'cash'));
    expect(cod.status).toBe(200);
    expect(cod.body.payment).toBeNull();
    expect(gateway.calls.length).toBe(calls);
  });

  it('a gateway that does not answer in time: 503, nothing charged, the stock back, and a retry with the same key places it', async () => {
    const v = await freshVariant();
    const before = await stockOf(t, v);
    const key = crypto.randomUUID();
    const body = orderBody([{ v, quantity: 1 }], buyer.addressId, 'upi');
    gateway.hang = true;
    const refused = await placeOrder(t, buyer, body, key);
    expect(refused.status).toBe(503);
    expect(refused.body.message).toBe(
      'The payment service is not answering just now. Your order was not placed and nothing was charged. Please try again in a minute, or choose Cash on Delivery.',
    );
    expect(refused.headers['retry-after']).toBe('30');
    expect(await stockOf(t, v)).toEqual(before);
    const undone = await t.shop.db.selectFrom('orders').selectAll().where('customer_id', '=', buyer.id).orderBy('order_id', 'desc').executeTakeFirstOrThrow();
    expect(undone).toMatchObject({ order_status: 4, payment_status: 'void', idempotency_key: null, gateway_order_id: null });
    expect(await outboxKinds(undone.order_id)).toEqual([]);

    gateway.hang = false;
    const retry = await placeOrder(t, buyer, body, key);
    expect(retry.status, JSON.stringify(retry.body)).toBe(200);
    expect(retry.body.order_id).not.toBe(undone.order_id);
    expect((await stockOf(t, v)).variant).toBe(before.variant - 1);
  });
});

describe('paying', () => {
  it('by card: the browser confirms, the signature and the gateway agree, the order is paid once and the shopper told once', async () => {
    const v = await freshVariant();
    const placed = await placeOnline(v);
    const paid = gateway.pay({
      order_id: placed.payment.gateway_order_id,
      amount: placed.payment.amount,
      method: 'card',
      card: { number: TEST_CARDS.success },
    });
    expect(paid.status).toBe(200);
    const res = await confirm(buyer, placed.order_id, paid.body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Thank you! Your payment has been received.', payment_status: 'paid', order_status: 0 });
    const row = await orderRow(placed.order_id);
    expect(row).toMatchObject({ payment_status: 'paid', gateway_payment_id: paid.body.razorpay_payment_id, payment_due_at: null, payment_flag: null });
    // The same answer again (a double click, a reload) changes nothing.
    expect((await confirm(buyer, placed.order_id, paid.body)).status).toBe(200);
    expect((await outboxKinds(placed.order_id)).filter((k) => k === 'payment_received')).toHaveLength(1);
    // My Orders: paid, nothing due.
    const list = await t.get('Customers/GetCustomerOrders?page=1&limit=50', buyer.headers);
    expect(list.body.data.find((o: { order_id: number }) => o.order_id === placed.order_id)).toMatchObject({ payment_status: 'paid', payment_due_at: null });
  });

  it('refuses a tampered signature, another order’s payment, and a payment the gateway does not hold, changing nothing', async () => {
    const v = await freshVariant();
    const a = await placeOnline(v);
    const b = await placeOnline(v);
    const paidB = gateway.pay({ order_id: b.payment.gateway_order_id, method: 'upi', vpa: TEST_VPAS.success });
    const flipped = paidB.body.razorpay_signature.replace(/^./, (c: string) => (c === 'a' ? 'b' : 'a'));
    const tampered = await confirm(buyer, b.order_id, { ...paidB.body, razorpay_signature: flipped });
    expect(tampered.status).toBe(400);
    expect(tampered.body.message).toBe(
      'The payment could not be verified. If money was taken from your account, it will be refunded; please contact us with your order number.',
    );
    // B's payment offered as A's.
    const crossed = await confirm(buyer, a.order_id, paidB.body);
    expect(crossed.status).toBe(400);
    expect(crossed.body.message).toBe('This payment is not for this order.');
    // Signed right, but no such payment at the gateway.
    const forged = await confirm(buyer, a.order_id, {
      razorpay_order_id: a.payment.gateway_order_id,
      razorpay_payment_id: 'pay_NoSuchPayment01',
      razorpay_signature: (await import('../../src/modules/payments/razorpay-client.js')).hmacHex(
        gateway.keys.keySecret,
        `${a.payment.gateway_order_id}|pay_NoSuchPayment01`,
      ),
    });
    expect(forged.status).toBe(400);
    // Malformed fields are named.
    const malformed = await confirm(buyer, a.order_id, { razorpay_order_id: 'x', razorpay_payment_id: 'pay_1', razorpay_signature: 'zz' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('razorpay_order_id must be a Razorpay order id');
    expect((await orderRow(a.order_id)).payment_status).toBe('awaiting_payment');
    expect((await orderRow(b.order_id)).payment_status).toBe('awaiting_payment');
    // Another customer, or a guest without the key, sees the unknown-order 404.
    expect((await confirm(null, b.order_id, paidB.body)).status).toBe(404);
    // With the invoice key (a shopper paying from the e-mailed invoice link) it goes through.
    expect((await confirm(null, b.order_id, paidB.body, b.invoice_key)).status).toBe(200);
    expect((await orderRow(b.order_id)).payment_status).toBe('paid');
  });

  it('a declined card, then paying again from My Orders on the same gateway order', async () => {
    const v = await freshVariant();
    const placed = await placeOnline(v);
    const declined = gateway.pay({ order_id: placed.payment.gateway_order_id, method: 'card', card: { number: TEST_CARDS.declined } });
    expect(declined.status).toBe(400);
    expect(declined.body.error.reason).toBe('card_declined');
    // The payment.failed webhook changes nothing.
    expect((await deliver(sentWebhook('payment.failed', placed.payment.gateway_order_id).body)).status).toBe(200);
    expect((await orderRow(placed.order_id)).payment_status).toBe('awaiting_payment');

    const again = await post(t, 'Payments/Checkout', { order_id: placed.order_id }, buyer.headers);
    expect(again.status).toBe(200);
    expect(again.body.data.gateway_order_id).toBe(placed.payment.gateway_order_id);
    const paid = gateway.pay({ order_id: again.body.data.gateway_order_id, method: 'wallet', wallet: 'paypal' });
    expect((await confirm(buyer, placed.order_id, paid.body)).status).toBe(200);
    expect((await orderRow(placed.order_id)).payment_status).toBe('paid');
    // Paid: nothing more to pay.
    const done = await post(t, 'Payments/Checkout', { order_id: placed.order_id }, buyer.headers);
    expect(done.status).toBe(409);
    expect(done.body.message).toBe('This order is not waiting for a payment.');
  });
});

describe('webhooks', () => {
  it('a bad signature is 400 and changes nothing; the signature is checked on the raw body, not re-serialised JSON', async () => {
    const v = await freshVariant();
    const placed = await placeOnline(v);
    gateway.webhookUrl = null;
    gateway.pay({ order_id: placed.payment.gateway_order_id, method: 'card', card: { number: TEST_CARDS.success } });
    const hook = sentWebhook('payment.captured', placed.payment.gateway_order_id);
    expect((await deliver(hook.body, 'f'.repeat(64))).status).toBe(400);
    expect((await deliver(hook.body, 'not-hex')).status).toBe(400);
    // The same JSON with other spacing: another body, so the signature no longer fits.
    const respaced = JSON.stringify(JSON.parse(hook.body), null, 1);
    const res = await deliver(respaced, hook.signature);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The webhook signature does not match.');
    expect((await orderRow(placed.order_id)).payment_status).toBe('awaiting_payment');
    expect(await t.shop.db.selectFrom('payment_events').selectAll().where('order_id', '=', placed.order_id).execute()).toEqual([]);
  });

  it('replayed 10 times at once (one event id), and its twin order.paid: paid once, one e-mail, the event stored once', async () => {
    const v = await freshVariant();
    const placed = await placeOnline(v, 'upi');
    gateway.pay({ order_id: placed.payment.gateway_order_id, method: 'upi', vpa: TEST_VPAS.success });
    const hook = sentWebhook('payment.captured', placed.payment.gateway_order_id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => deliver(hook.body, hook.signature, hook.eventId)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const twin = sentWebhook('order.paid', placed.payment.gateway_order_id);
    expect((await deliver(twin.body, twin.signature, twin.eventId)).status).toBe(200);
    expect((await orderRow(placed.order_id)).payment_status).toBe('paid');
    expect((await outboxKinds(placed.order_id)).filter((k) => k === 'payment_received')).toHaveLength(1);
    const events = await t.shop.db.selectFrom('payment_events').selectAll().where('event_id', '=', hook.eventId).execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.outcome).toBe('paid');
    const history = await t.shop.db.selectFrom('order_history').selectAll().where('order_id', '=', placed.order_id).where('to_value', '=', 'paid').execute();
    expect(history).toHaveLength(1);
  });

  it('before the browser’s confirmation, instead of it, or after it: the same end state', async () => {
    for (const order of ['webhook-first', 'webhook-only', 'confirm-first'] as const) {
      const v = await freshVariant();
      const placed = await placeOnline(v);
      const paid = gateway.pay({ order_id: placed.payment.gateway_order_id, method: 'card', card: { number: TEST_CARDS.success } });
      const hook = sentWebhook('payment.captured', placed.payment.gateway_order_id);
      if (order === 'webhook-first') {
        await deliver(hook.body, hook.signature, hook.eventId);
        const res = await confirm(buyer, placed.order_id, paid.body);
        expect(res.body.message).toBe('Thank you! Your payment has been received.');
      } else if (order === 'webhook-only') {
        await deliver(hook.body, hook.signature, hook.eventId);
      } else {
        await confirm(buyer, placed.order_id, paid.body);
        await deliver(hook.body, hook.signature, hook.eventId);
      }
      expect(await orderRow(placed.order_id), order).toMatchObject({
        payment_status: 'paid',
        order_status: 0,
        gateway_payment_id: paid.body.razorpay_payment_id,
      });
      expect(
        (await outboxKinds(placed.order_id)).filter((k) => k === 'payment_received'),
        order,
      ).toHaveLength(1);
    }
  });

  it('a payment of another amount is not taken as paid: the order is flagged for staff', async () => {
    const v = await freshVariant();
    const placed = await placeOnline(v);
    const row = await orderRow(placed.order_id);
    const body = gateway.eventBody('payment.captured', {
      payment: {
        id: 'pay_WrongAmount00001',
        entity: 'payment',
        amount: row.order_grand_total_paise - 100,
        currency: 'INR',
        status: 'captured',
        order_id: placed.payment.gateway_order_id,
        method: 'card',
        captured: true,
        amount_refunded: 0,
      },
    });
    expect((await deliver(body)).status).toBe(200);
    const after = await orderRow(placed.order_id);
    expect(after).toMatchObject({ payment_status: 'awaiting_payment', payment_flag: 'amount_mismatch' });
    const detail = await admin(t, 'GET', `orders/${placed.order_id}`, owner);
    expect(detail.body.data.payment.flag).toBe('amount_mismatch');
  });
});

describe('expiry with the gateway', () => {
  /** Moves an order's deadline into the past. */
  const overdue = (id: number) =>
    t.shop.db
      .updateTable('orders')
      .set({ payment_due_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_id', '=', id)
      .execute();

  it('the sweep asks the gateway first: a payment it holds (no webhook came) is recorded instead of expiring the order', async () => {
    const v = await freshVariant();
    const placed = await placeOnline(v);
    gateway.pay({ order_id: placed.payment.gateway_order_id, method: 'card', card: { number: TEST_CARDS.success } });
    await overdue(placed.order_id);
    expect(await t.app.payments.sweepOnce()).toBe(0);
    expect(await orderRow(placed.order_id)).toMatchObject({ order_status: 0, payment_status: 'paid' });
  });

  it('a payment for an expired order re-opens it while its stone is still there, and refunds it when the stone was sold', async () => {
    // Still in stock: re-opened, paid, flagged.
    const v = await freshVariant();
    const before = await stockOf(t, v);
    const placed = await placeOnline(v);
    await overdue(placed.order_id);
    expect(await t.app.payments.sweepOnce()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(t, v)).toEqual(before);
    gateway.pay({ order_id: placed.payment.gateway_order_id, method: 'card', card: { number: TEST_CARDS.success } });
    await deliver(sentWebhook('payment.captured', placed.payment.gateway_order_id).body);
    expect(await orderRow(placed.order_id)).toMatchObject({ order_status: 0, payment_status: 'paid', payment_flag: 'paid_after_expiry' });
    expect((await stockOf(t, v)).variant).toBe(before.variant - 1);

    // Sold meanwhile: cancelled and refunded in full, never cancelled with the money kept.
    const rare = await freshVariant();
    await t.shop.db.updateTable('product_variants').set({ stock_quantity: 1 }).where('product_variant_id', '=', rare.product_variant_id).execute();
    const lost = await placeOnline({ ...rare, stock: 1 });
    await overdue(lost.order_id);
    await t.app.payments.sweepOnce();
    const other = await shopper('quicker');
    const sold = await placeOrder(t, other, orderBody([{ v: rare, quantity: 1 }], other.addressId, 'cash'));
    expect(sold.status).toBe(200);
    gateway.pay({ order_id: lost.payment.gateway_order_id, method: 'card', card: { number: TEST_CARDS.success } });
    await deliver(sentWebhook('payment.captured', lost.payment.gateway_order_id).body);
    const after = await orderRow(lost.order_id);
    expect(after).toMatchObject({
      order_status: 4,
      payment_status: 'refunded',
      payment_flag: 'paid_after_expiry',
      refunded_paise: after.order_grand_total_paise,
    });
    const gatewayPayment = gateway.payments.get(after.gateway_payment_id!);
    expect(gatewayPayment.amount_refunded).toBe(after.order_grand_total_paise);
    expect((await stockOf(t, rare)).variant).toBe(0);
  });

  it('the sweep and a payment racing on the same order end paid or refunded-and-cancelled, never cancelled with money kept or stock back while paid', async () => {
    for (let round = 0; round < 5; round++) {
      const v = await freshVariant();
      const before = await stockOf(t, v);
      const placed = await placeOnline(v);
      gateway.webhookUrl = null;
      await overdue(placed.order_id);
      // The payment lands at the gateway as the sweep runs; its webhook arrives at the same moment.
      const paid = gateway.pay({ order_id: placed.payment.gateway_order_id, method: 'card', card: { number: TEST_CARDS.success } });
      const hook = sentWebhook('payment.captured', placed.payment.gateway_order_id);
      await Promise.all([t.app.payments.sweepOnce(), deliver(hook.body, hook.signature, hook.eventId), confirm(buyer, placed.order_id, paid.body)]);
      // Refunds settle a moment later.
      await new Promise((r) => setTimeout(r, 60));
      const row = await orderRow(placed.order_id);
      const stock = await stockOf(t, v);
      if (row.order_status === 4) {
        // The money was taken at the gateway: a cancelled order must have given it back.
        expect(row.payment_status, `round ${round}`).toBe('refunded');
        expect(stock).toEqual(before);
      } else {
        expect(row.payment_status, `round ${round}`).toBe('paid');
        expect(stock.variant).toBe(before.variant - 1);
      }
    }
  });
});

describe('refunds', () => {
  async function paidOrder(quantity = 2) {
    const v = await freshVariant();
    const placed = await placeOnline(v, 'card', buyer, quantity);
    const paid = gateway.pay({ order_id: placed.payment.gateway_order_id, method: 'card', card: { number: TEST_CARDS.success } });
    await confirm(buyer, placed.order_id, paid.body);
    return orderRow(placed.order_id);
  }
  const refund = (id: number, body: Record<string, unknown>) => admin(t, 'POST', `orders/${id}/refunds`, owner, body);
  const waitSettled = async (id: number) => {
    for (let i = 0; i < 50; i++) {
      const pending = await t.shop.db.selectFrom('refunds').select('refund_id').where('order_id', '=', id).where('status', '=', 'pending').execute();
      if (pending.length === 0) return;
      const hooks = gateway.webhooks.filter((w) => (w.event === 'refund.processed' || w.event === 'refund.failed') && w.status === null);
      for (const h of hooks) {
        h.status = (await deliver(h.body, h.signature, h.eventId)).status;
      }
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('refunds did not settle');
  };

  it('partial refunds through the gateway add up, never past what was paid; processed refunds e-mail the shopper', async () => {
    const order = await paidOrder();
    const total = order.order_grand_total_paise / 100;
    const first = await refund(order.order_id, { amount: 100, reason: 'A chipped edge' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.message).toBe('Refund started. The shopper is e-mailed when the bank confirms it.');
    await waitSettled(order.order_id);
    const tooMuch = await refund(order.order_id, { amount: total, reason: 'Everything' });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toMatch(/^A refund cannot be more than what is left to refund \(₹[\d,]+(\.\d\d)?\)\.$/);
    const rest = await refund(order.order_id, { amount: total - 100, reason: 'Returned' });
    expect(rest.status).toBe(200);
    await waitSettled(order.order_id);
    const after = await orderRow(order.order_id);
    expect(after).toMatchObject({ payment_status: 'refunded', refunded_paise: order.order_grand_total_paise });
    expect(gateway.payments.get(order.gateway_payment_id!).amount_refunded).toBe(order.order_grand_total_paise);
    expect((await outboxKinds(order.order_id)).filter((k) => k === 'order_refunded')).toHaveLength(2);
    const detail = await admin(t, 'GET', `orders/${order.order_id}`, owner);
    expect(detail.body.data.payment).toMatchObject({ refunded: total, refundable: 0, via_gateway: true });
    // The shopper's invoice shows it too.
    const invoice = await t.get(`Order/CustomerOrder?order_id=${order.order_id}`, buyer.headers);
    expect(invoice.body.customer_info).toMatchObject({ refunded: total, payment_status: 'refunded' });
    expect(detail.body.data.payment.refunds.map((r: { status: string; created_by: string }) => [r.status, r.created_by])).toEqual([
      ['processed', owner.email],
      ['processed', owner.email],
    ]);
    // Audited.
    const audit = await admin(t, 'GET', `audit?entity=order&entity_id=${order.order_id}&action=order.refund`, owner);
    expect(audit.body.total).toBe(2);
  });

  it('ten refunds of 40 % sent at once: two go through, the rest are refused, and the total never passes what was paid', async () => {
    const order = await paidOrder(3);
    const part = Math.floor((order.order_grand_total_paise * 0.4) / 100);
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(order.order_id, { amount: part, reason: 'Race' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(8);
    await waitSettled(order.order_id);
    expect((await orderRow(order.order_id)).refunded_paise).toBe(part * 100 * 2);
  });

  it('a refund the bank refuses (refund.failed) gives its amount back; bad amounts are named', async () => {
    const order = await paidOrder();
    gateway.failRefunds = true;
    expect((await refund(order.order_id, { amount: 50, reason: 'Goodwill' })).status).toBe(200);
    await waitSettled(order.order_id);
    expect(await orderRow(order.order_id)).toMatchObject({ payment_status: 'paid', refunded_paise: 0 });
    const detail = await admin(t, 'GET', `orders/${order.order_id}`, owner);
    expect(detail.body.data.payment.refunds.map((r: { status: string }) => r.status)).toEqual(['failed']);
    for (const [body, message] of [
      [{ amount: 0.5, reason: 'x' }, 'Amount must be at least ₹1'],
      [{ amount: 10.123, reason: 'x' }, 'Amount may have at most two decimals (paise)'],
      [{ amount: 10 }, 'Reason is required'],
      [{ amount: 10, reason: 'x', extra: 1 }, 'Unrecognized key'],
    ] as const) {
      const res = await refund(order.order_id, body);
      expect(res.status).toBe(400);
      expect(res.body.message).toContain(message);
    }
  });

  it('an order paid offline is refunded by hand with the bank reference; an unpaid order cannot be refunded', async () => {
    const v = await freshVariant();
    const cod = await placeOrder(t, buyer, orderBody([{ v, quantity: 1 }], buyer.addressId, 'cash'));
    const unpaid = await refund(cod.body.order_id, { amount: 10, reason: 'x' });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.message).toBe('Only a paid order can be refunded.');
    await admin(t, 'POST', `orders/${cod.body.order_id}/transitions`, owner, { action: 'process' });
    await admin(t, 'POST', `orders/${cod.body.order_id}/transitions`, owner, { action: 'ship', carrier: 'Delhivery', tracking_number: 'DL123' });
    await admin(t, 'POST', `orders/${cod.body.order_id}/transitions`, owner, { action: 'deliver' });
    const noReference = await refund(cod.body.order_id, { amount: 10, reason: 'Returned one' });
    expect(noReference.status).toBe(400);
    expect(noReference.body.message).toBe('This order was paid outside the payment gateway: give the bank reference of the refund you made.');
    const byHand = await refund(cod.body.order_id, { amount: 10, reason: 'Returned one', bank_reference: 'NEFT 99812' });
    expect(byHand.status).toBe(200);
    expect(byHand.body.message).toBe('Refund recorded, and the shopper e-mailed.');
    expect((await orderRow(cod.body.order_id)).refunded_paise).toBe(1000);
  });

  it("a registered shop: a gateway refund's credit note is issued when the bank processes it, once however often the webhook comes; a refused refund issues none", async () => {
    const before = await changeSettings(t, owner, { gst_registered: true, gstin: '08AAKCS4821M1ZW', state: 'Rajasthan' });
    try {
      const order = await paidOrder();
      const notes = () => t.shop.db.selectFrom('tax_notes').selectAll().where('order_id', '=', order.order_id).orderBy('tax_note_id').execute();
      gateway.failRefunds = true;
      expect((await refund(order.order_id, { amount: 50, reason: 'Goodwill' })).status).toBe(200);
      await waitSettled(order.order_id);
      expect(await notes()).toEqual([]);
      gateway.failRefunds = false;
      expect((await refund(order.order_id, { amount: 120, reason: 'A chipped edge' })).status).toBe(200);
      await waitSettled(order.order_id);
      expect((await notes()).map((n) => [n.note_type, n.reason, n.amount_paise])).toEqual([['credit', 'refund', 12_000]]);
      // refund.processed delivered again (a new event id each time: Razorpay's retries of other events): still one note.
      const processed = gateway.webhooks.filter((w) => w.event === 'refund.processed');
      const last = processed[processed.length - 1]!;
      for (let i = 0; i < 3; i++) await deliver(last.body, last.signature, `${last.eventId}-again-${i}`);
      expect(await notes()).toHaveLength(1);
      const invoice = await t.get(`Order/CustomerOrder?order_id=${order.order_id}`, buyer.headers);
      expect(invoice.body.customer_info.tax_notes.map((n: { amount: number }) => n.amount)).toEqual([120]);
    } finally {
      await changeSettings(t, owner, before);
    }
  });

  it('a shopper cancelling a paid order gets it refunded in full through the gateway', async () => {
    const order = await paidOrder();
    const res = await post(t, 'Order/CancelOrder', { order_id: order.order_id }, buyer.headers);
    expect(res.status).toBe(200);
    await waitSettled(order.order_id);
    expect(await orderRow(order.order_id)).toMatchObject({ order_status: 4, payment_status: 'refunded', refunded_paise: order.order_grand_total_paise });
    expect(gateway.payments.get(order.gateway_payment_id!).amount_refunded).toBe(order.order_grand_total_paise);
  });
});

describe('reconciliation', () => {
  it('an order waiting 15 minutes is checked against the gateway (the webhook never came), at most every 5 minutes', async () => {
    const v = await freshVariant();
    const placed = await placeOnline(v);
    gateway.pay({ order_id: placed.payment.gateway_order_id, method: 'upi', vpa: TEST_VPAS.success });
    const later = new Date(Date.now() + 16 * 60_000);
    const calls = gateway.calls.length;
    expect(await t.app.payments.reconcile(new Date(Date.now() + 5 * 60_000))).toBe(0);
    expect(gateway.calls.length).toBe(calls);
    // (Orders of earlier tests paid at the gateway without a webhook are found too.)
    expect(await t.app.payments.reconcile(later)).toBeGreaterThanOrEqual(1);
    expect((await orderRow(placed.order_id)).payment_status).toBe('paid');
    // Checked now: not asked again within 5 minutes.
    const asked = gateway.calls.length;
    await t.app.payments.reconcile(new Date(later.getTime() + 60_000));
    expect(gateway.calls.length).toBe(asked);
  });
});
