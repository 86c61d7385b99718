// A local stand-in for Razorpay, for the tests, the end-to-end suite and the benchmark: the
// parts of Razorpay's documented API the shop uses, on 127.0.0.1, reached through
// RAZORPAY_API_BASE and RAZORPAY_CHECKOUT_URL. It is not Razorpay: it follows its published
// contract (https://razorpay.com/docs/api/), and the signature tests also check Razorpay's own
// example values so the two cannot drift apart unnoticed.
//
//   REST (Basic auth with the key id and secret):
//     POST /v1/orders                    {amount, currency, receipt, notes}
//     GET  /v1/orders/:id/payments
//     GET  /v1/payments/:id
//     POST /v1/payments/:id/refund       {amount, notes}
//   Browser:
//     GET  /v1/checkout.js               Custom Checkout: new Razorpay({key}).createPayment(data),
//                                        .on('payment.success' | 'payment.error', fn)
//     POST /standin/pay                  what createPayment sends (CORS)
//   Webhooks: every captured or failed payment, paid order and refund is POSTed to
//   `webhookUrl` with X-Razorpay-Signature (HMAC-SHA256 of the raw body, webhook secret) and
//   X-Razorpay-Event-Id.
//
// Outcomes follow Razorpay's test-mode values: card 4111 1111 1111 1111 (or any other that
// passes Luhn) succeeds, 4000 0000 0000 0002 is declined, 5104 0600 0000 0008 asks for 3-D
// Secure first and then succeeds; UPI id success@razorpay succeeds, failure@razorpay fails;
// the PayPal wallet succeeds.
//
// Run alone: node scripts/razorpay-standin.mjs --port 4100 --webhook http://127.0.0.1:3000/api/payments/razorpay/webhook

import crypto from 'node:crypto';
import http from 'node:http';
import { fileURLToPath } from 'node:url';

export const STANDIN_KEYS = {
  keyId: 'rzp_test_StandIn0000001',
  keySecret: 'standin_key_secret_0123456789abcdef',
  webhookSecret: 'standin_webhook_secret_0123456789',
};

export const TEST_CARDS = {
  success: '4111111111111111',
  declined: '4000000000000002',
  threeDSecure: '5104060000000008',
};
export const TEST_VPAS = { success: 'success@razorpay', failure: 'failure@razorpay' };

const id = (prefix) => `${prefix}_${crypto.randomBytes(10).toString('base64url').replace(/[-_]/g, 'x').slice(0, 14)}`;
const now = () => Math.floor(Date.now() / 1000);
const hmacHex = (secret, data) => crypto.createHmac('sha256', secret).update(data).digest('hex');

function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

function error(status, code, description, field = null) {
  return { status, body: { error: { code, description, source: 'business', step: 'payment_initiation', reason: code.toLowerCase(), metadata: {}, field } } };
}

export class RazorpayStandIn {
  /**
   * @param {{ keyId?: string, keySecret?: string, webhookSecret?: string, webhookUrl?: string | null, webhookDelayMs?: number }} [options]
   */
  constructor(options = {}) {
    this.keys = {
      keyId: options.keyId ?? STANDIN_KEYS.keyId,
      keySecret: options.keySecret ?? STANDIN_KEYS.keySecret,
      webhookSecret: options.webhookSecret ?? STANDIN_KEYS.webhookSecret,
    };
    this.webhookUrl = options.webhookUrl ?? null;
    this.webhookDelayMs = options.webhookDelayMs ?? 0;
    /** @type {Map<string, any>} */ this.orders = new Map();
    /** @type {Map<string, any>} */ this.payments = new Map();
    /** @type {Map<string, any>} */ this.refunds = new Map();
    /** Every webhook sent: {event, body, signature, eventId, status}. */
    this.webhooks = [];
    /** Every REST call: 'POST /v1/orders'. */
    this.calls = [];
    /** Set to make the API stop answering (a gateway outage): requests hang until the client gives up. */
    this.hang = false;
    /** Set to answer every API call with this HTTP status. */
    this.failWith = null;
    /** Set to make the next refund fail (refund.failed follows). */
    this.failRefunds = false;
    this.server = http.createServer((req, res) => this.handle(req, res));
    this.url = '';
  }

  /** Starts on 127.0.0.1 (a free port unless given); answers the base URL. */
  async start(port = 0) {
    await new Promise((resolve) => this.server.listen(port, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${this.server.address().port}`;
    return this.url;
  }

  async stop() {
    this.server.closeAllConnections?.();
    await new Promise((resolve) => this.server.close(resolve));
  }

  get checkoutUrl() {
    return `${this.url}/v1/checkout.js`;
  }

  /** The environment that points the shop at this stand-in. */
  env() {
    return {
      RAZORPAY_KEY_ID: this.keys.keyId,
      RAZORPAY_KEY_SECRET: this.keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: this.keys.webhookSecret,
      RAZORPAY_API_BASE: this.url,
      RAZORPAY_CHECKOUT_URL: this.checkoutUrl,
    };
  }

  // ------------------------------------------------------------ what a payer does

  /**
   * A payment attempt as Custom Checkout's createPayment makes it. Answers what the browser's
   * handler receives: {razorpay_payment_id, razorpay_order_id, razorpay_signature} on success,
   * or {error: {code, description, reason, metadata: {payment_id, order_id}}}.
   * @param {{ order_id: string, amount?: number, currency?: string, method: 'card' | 'upi' | 'wallet', card?: { number: string }, vpa?: string, upi?: { vpa: string }, wallet?: string }} data
   */
  pay(data) {
    const order = this.orders.get(data.order_id);
    if (!order) return { status: 400, body: error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist', 'order_id').body };
    if (order.status === 'paid') return { status: 400, body: error(400, 'BAD_REQUEST_ERROR', 'Order has already been paid', 'order_id').body };
    if (data.amount !== undefined && Number(data.amount) !== order.amount)
      return { status: 400, body: error(400, 'BAD_REQUEST_ERROR', 'The amount must match the order amount', 'amount').body };
    let ok;
    let reason = 'payment_failed';
    let description = 'Payment failed';
    if (data.method === 'card') {
      const number = String(data.card?.number ?? '').replace(/\D/g, '');
      ok = number.length >= 12 && luhn(number) && number !== TEST_CARDS.declined;
      if (!ok) {
        reason = 'card_declined';
        description = 'Your payment has been declined by your bank. Please try again or use a different method.';
      }
    } else if (data.method === 'upi') {
      const vpa = String(data.vpa ?? data.upi?.vpa ?? '');
      ok = vpa !== TEST_VPAS.failure && /^[\w.-]{2,}@[A-Za-z]{2,}$/.test(vpa);
      if (!ok) {
        reason = 'payment_timed_out';
        description = 'The UPI payment was not approved in the app.';
      }
    } else if (data.method === 'wallet') {
      ok = data.wallet === 'paypal';
      if (!ok) description = 'This wallet is not enabled for the account.';
    } else {
      return { status: 400, body: error(400, 'BAD_REQUEST_ERROR', 'Invalid payment method', 'method').body };
    }
    order.attempts += 1;
    if (order.status === 'created') order.status = 'attempted';
    const payment = {
      id: id('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: ok ? 'captured' : 'failed',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: data.method,
      amount_refunded: 0,
      refund_status: null,
      captured: Boolean(ok),
      description: null,
      card_id: null,
      bank: null,
      wallet: data.method === 'wallet' ? data.wallet : null,
      vpa: data.method === 'upi' ? String(data.vpa ?? data.upi?.vpa ?? '') : null,
      email: data.email ?? '',
      contact: data.contact ?? '',
      notes: [],
      fee: ok ? Math.round(order.amount * 0.02) : null,
      tax: null,
      error_code: ok ? null : 'BAD_REQUEST_ERROR',
      error_description: ok ? null : description,
      error_source: ok ? null : 'customer',
      error_step: ok ? null : 'payment_authorization',
      error_reason: ok ? null : reason,
      created_at: now(),
    };
    this.payments.set(payment.id, payment);
    if (!ok) {
      this.emit('payment.failed', { payment });
      return {
        status: 400,
        body: {
          error: {
            code: 'BAD_REQUEST_ERROR',
            description,
            source: 'customer',
            step: 'payment_authorization',
            reason,
            metadata: { payment_id: payment.id, order_id: order.id },
          },
        },
      };
    }
    order.status = 'paid';
    order.amount_paid = order.amount;
    order.amount_due = 0;
    this.emit('payment.captured', { payment });
    this.emit('order.paid', { payment, order });
    return {
      status: 200,
      body: { razorpay_payment_id: payment.id, razorpay_order_id: order.id, razorpay_signature: hmacHex(this.keys.keySecret, `${order.id}|${payment.id}`) },
    };
  }

  // ------------------------------------------------------------ webhooks

  /** A webhook body exactly as Razorpay sends it for an event: {entity, account_id, event, contains, payload, created_at}. */
  eventBody(event, entities) {
    const payload = {};
    for (const [name, entity] of Object.entries(entities)) payload[name] = { entity: { ...entity } };
    return JSON.stringify({ entity: 'event', account_id: 'acc_StandIn000001', event, contains: Object.keys(entities), payload, created_at: now() });
  }

  /** Signs a body as Razorpay does (the X-Razorpay-Signature header). */
  sign(body) {
    return hmacHex(this.keys.webhookSecret, body);
  }

  emit(event, entities) {
    const body = this.eventBody(event, entities);
    const record = { event, body, signature: this.sign(body), eventId: id('evt'), status: null };
    this.webhooks.push(record);
    if (!this.webhookUrl) return;
    const send = () =>
      fetch(this.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': record.signature, 'x-razorpay-event-id': record.eventId },
        body,
      })
        .then((r) => {
          record.status = r.status;
        })
        .catch(() => {
          record.status = 0;
        });
    if (this.webhookDelayMs > 0) setTimeout(send, this.webhookDelayMs).unref();
    else void send();
  }

  // ------------------------------------------------------------ HTTP

  async handle(req, res) {
    const url = new URL(req.url ?? '/', 'http://standin');
    const chunks = [];
    for await (const c of req) chunks.push(c);
    const raw = Buffer.concat(chunks).toString('utf8');
    const send = (status, body, type = 'application/json') => {
      res.writeHead(status, {
        'content-type': type,
        'access-control-allow-origin': '*',
        'access-control-allow-headers': 'content-type',
        'cache-control': 'no-store',
      });
      res.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') return send(204, '');
    if (req.method === 'GET' && url.pathname === '/v1/checkout.js') return send(200, checkoutScript(this.url), 'application/javascript; charset=utf-8');
    if (req.method === 'POST' && url.pathname === '/standin/pay') {
      let data;
      try {
        data = JSON.parse(raw);
      } catch {
        return send(400, error(400, 'BAD_REQUEST_ERROR', 'The request body is not JSON').body);
      }
      if (data.key !== this.keys.keyId) return send(401, error(401, 'BAD_REQUEST_ERROR', 'The api key provided is invalid').body);
      // The browser side is the stand-in's own (Razorpay's script talks to its servers its own
      // way): a refusal comes back as 200 with {error}, so the page logs no failed request.
      const out = this.pay(data);
      return send(out.status === 200 || out.body?.error ? 200 : out.status, out.body);
    }
    if (!url.pathname.startsWith('/v1/')) return send(404, error(404, 'NOT_FOUND', 'The requested URL was not found on the server.').body);

    this.calls.push(`${req.method} ${url.pathname}`);
    if (this.hang) return; // no answer: the client's time-out decides
    if (this.failWith)
      return send(this.failWith, error(this.failWith, 'SERVER_ERROR', 'The server encountered an error. The incident has been reported to admins').body);
    const expected = `Basic ${Buffer.from(`${this.keys.keyId}:${this.keys.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return send(401, error(401, 'BAD_REQUEST_ERROR', 'Authentication failed').body);
    let body = {};
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        return send(400, error(400, 'BAD_REQUEST_ERROR', 'The request body is not JSON').body);
      }
    }
    const out = this.rest(req.method ?? 'GET', url.pathname, body);
    return send(out.status, out.body);
  }

  rest(method, path, body) {
    let m;
    if (method === 'POST' && path === '/v1/orders') {
      if (!Number.isInteger(body.amount) || body.amount < 100) return error(400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00', 'amount');
      if (body.currency !== 'INR') return error(400, 'BAD_REQUEST_ERROR', 'The currency provided is invalid', 'currency');
      if (body.receipt !== undefined && (typeof body.receipt !== 'string' || body.receipt.length > 40))
        return error(400, 'BAD_REQUEST_ERROR', 'The receipt may not be greater than 40 characters.', 'receipt');
      const order = {
        id: id('order'),
        entity: 'order',
        amount: body.amount,
        amount_paid: 0,
        amount_due: body.amount,
        currency: 'INR',
        receipt: body.receipt ?? null,
        offer_id: null,
        status: 'created',
        attempts: 0,
        notes: body.notes ?? [],
        created_at: now(),
      };
      this.orders.set(order.id, order);
      return { status: 200, body: order };
    }
    if (method === 'GET' && (m = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path))) {
      const orderId = decodeURIComponent(m[1]);
      if (!this.orders.has(orderId)) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      const items = [...this.payments.values()].filter((p) => p.order_id === orderId);
      return { status: 200, body: { entity: 'collection', count: items.length, items } };
    }
    if (method === 'GET' && (m = /^\/v1\/payments\/([^/]+)$/.exec(path))) {
      const payment = this.payments.get(decodeURIComponent(m[1]));
      return payment ? { status: 200, body: payment } : error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
    }
    if (method === 'POST' && (m = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path))) {
      const payment = this.payments.get(decodeURIComponent(m[1]));
      if (!payment) return error(400, 'BAD_REQUEST_ERROR', 'The id provided does not exist');
      if (payment.status !== 'captured' && payment.status !== 'refunded') return error(400, 'BAD_REQUEST_ERROR', 'The payment has not been captured');
      const amount = body.amount ?? payment.amount - payment.amount_refunded;
      if (!Number.isInteger(amount) || amount < 100) return error(400, 'BAD_REQUEST_ERROR', 'The amount must be atleast INR 1.00', 'amount');
      if (amount > payment.amount - payment.amount_refunded)
        return error(400, 'BAD_REQUEST_ERROR', 'The refund amount provided is greater than amount captured', 'amount');
      const refund = {
        id: id('rfnd'),
        entity: 'refund',
        amount,
        currency: payment.currency,
        payment_id: payment.id,
        notes: body.notes ?? [],
        receipt: body.receipt ?? null,
        status: 'pending',
        speed_processed: 'normal',
        speed_requested: 'normal',
        created_at: now(),
      };
      this.refunds.set(refund.id, refund);
      payment.amount_refunded += amount;
      payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial';
      if (payment.amount_refunded === payment.amount) payment.status = 'refunded';
      const failing = this.failRefunds;
      // Settled a moment later, as the bank answers: refund.processed (or refund.failed).
      setTimeout(() => {
        refund.status = failing ? 'failed' : 'processed';
        if (failing) {
          payment.amount_refunded -= amount;
          payment.refund_status = payment.amount_refunded ? 'partial' : null;
          if (payment.status === 'refunded') payment.status = 'captured';
        }
        this.emit(failing ? 'refund.failed' : 'refund.processed', { refund, payment });
      }, 20).unref();
      return { status: 200, body: refund };
    }
    return error(404, 'NOT_FOUND', 'The requested URL was not found on the server.');
  }
}

/** The browser script: Razorpay Custom Checkout's surface (createPayment and its events), talking to the stand-in. */
function checkoutScript(base) {
  return `(function () {
  'use strict';
  var BASE = ${JSON.stringify(base)};
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || !options.key) throw new Error('Razorpay: key is required');
    this.key = options.key;
    this.handlers = {};
  }
  Razorpay.prototype.on = function (event, fn) { (this.handlers[event] = this.handlers[event] || []).push(fn); return this; };
  Razorpay.prototype.emit = function (event, data) { (this.handlers[event] || []).forEach(function (fn) { fn(data); }); };
  Razorpay.prototype.createPayment = function (data) {
    var self = this;
    var body = Object.assign({}, data, { key: this.key });
    var card = String((data.card && data.card.number) || '').replace(/\\D/g, '');
    var needs3ds = data.method === 'card' && card === ${JSON.stringify(TEST_CARDS.threeDSecure)};
    var upi = data.method === 'upi';
    if (needs3ds) self.emit('payment.authentication', { type: '3ds' });
    if (upi) self.emit('payment.authentication', { type: 'upi_collect' });
    setTimeout(function () {
      fetch(BASE + '/standin/pay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
        .then(function (r) { return r.json().then(function (j) { return { ok: r.ok, body: j }; }); })
        .then(function (res) { if (res.ok && !res.body.error) self.emit('payment.success', res.body); else self.emit('payment.error', res.body); })
        .catch(function () { self.emit('payment.error', { error: { code: 'NETWORK_ERROR', description: 'Network error', reason: 'network_error', metadata: {} } }); });
    }, upi ? 1500 : needs3ds ? 600 : 50);
    return this;
  };
  window.Razorpay = Razorpay;
})();
`;
}

// node scripts/razorpay-standin.mjs --port 4100 --webhook URL
if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const arg = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : undefined;
  };
  const standin = new RazorpayStandIn({ webhookUrl: arg('webhook') ?? null, webhookDelayMs: Number(arg('webhook-delay') ?? 0) });
  const url = await standin.start(Number(arg('port') ?? 0));
  console.log(`Razorpay stand-in on ${url} (checkout script ${standin.checkoutUrl})`);
}
