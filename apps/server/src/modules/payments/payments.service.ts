import crypto from 'node:crypto';
import { ORDER_STATUS, ORDER_STATUS_LABELS, formatPrice, paiseToRupees, type PaymentCheckout, type PaymentMethod } from '@shop/core';
import type { PaymentsConfig } from '../../config.js';
import type { ShopDb } from '../../db/index.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { HttpError, notFound } from '../../http/errors.js';
import { PeriodicJob } from '../../lib/periodic-job.js';
import type { Messages } from '../messages/messages.service.js';
import { messageOrder, orderLanguage } from '../orders/order-messages.js';
import { OrdersRepository, type OrderRow } from '../orders/orders.repository.js';
import { ORDER_RESULT_MESSAGES, type OrderAccess, type OrdersService } from '../orders/orders.service.js';
import { ORDER_STOCK_REASONS, takeOrderStock } from '../orders/order-stock.js';
import { settleTaxNotes } from '../orders/tax-notes.js';
import { Inventory } from '../catalog/inventory.js';
import { recordAudit, type Actor } from '../staff/audit.js';
import type { PaymentProvider } from './payment-provider.js';
import { RazorpayProvider } from './payment-provider.js';
import {
  GatewayError,
  paymentSignatureValid,
  webhookSignatureValid,
  type RazorpayClient,
  type RazorpayPayment,
  type RazorpayRefund,
} from './razorpay-client.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments domain: its sweep is run by hand in tests (`app.payments.sweepOnce(now)`). */
    payments: Payments;
  }
}

export const PAYMENT_MESSAGES = {
  paid: 'Thank you! Your payment has been received.',
  pending: 'Your payment is being confirmed by your bank. We will e-mail you as soon as it is through; there is no need to pay again.',
  notAwaiting: 'This order is not waiting for a payment.',
  expired: 'This order was not paid in time and has been cancelled, and its items went back on sale. Please place it again.',
  offline: 'This order is paid as its invoice says: the shop takes no online payments just now.',
  cashOrder: 'This order is paid in cash on delivery.',
  notThisOrder: 'This payment is not for this order.',
  unverified: 'The payment could not be verified. If money was taken from your account, it will be refunded; please contact us with your order number.',
  gatewayDown: 'The payment service is not answering just now. Please try again in a minute; if you have already paid, there is no need to pay again.',
  badWebhook: 'The webhook signature does not match.',
  refundTooMuch: (left: string) => `A refund cannot be more than what is left to refund (${left}).`,
  refundNotPaid: 'Only a paid order can be refunded.',
  refundNeedsReference: 'This order was paid outside the payment gateway: give the bank reference of the refund you made.',
  refundRefused: (why: string) => `The payment gateway refused the refund: ${why}`,
  refundStarted: 'Refund started. The shopper is e-mailed when the bank confirms it.',
  refundRecorded: 'Refund recorded, and the shopper e-mailed.',
} as const;

/** An order not paid this long after its deadline is expired even if the gateway cannot be asked (a payment after that is re-opened or refunded). */
const GATEWAY_GRACE_MS = 2 * 3_600_000;
/** Reconciliation: gateway orders waiting at least this long are asked about, each at most every RECHECK_MS. */
const RECONCILE_AFTER_MS = 15 * 60_000;
const RECHECK_MS = 5 * 60_000;
const RECONCILE_BATCH = 20;

/** What a payment did to its order. */
export type PaymentOutcome = 'paid' | 'already' | 'mismatch' | 'reopened' | 'refunding' | 'not_captured' | 'unknown_order' | 'ignored';

/**
 * Payments (issue 18): the provider orders are placed with; the gateway's checkout,
 * confirmation, webhooks and reconciliation; refunds; and the sweep that cancels unpaid
 * orders past their time, on every server at least once a minute.
 *
 * Every way a payment reaches the shop (the browser's confirmation, a webhook, the
 * reconciliation, the sweep's last look) ends in `applyPayment`, which changes the order by
 * a conditional update: however many arrive, in whatever order, the order is paid once.
 */
export class Payments {
  private readonly sweep: PeriodicJob;
  private readonly repo: OrdersRepository;
  private readonly inventory: Inventory;
  readonly razorpay: RazorpayClient | null;

  constructor(
    private readonly shop: ShopDb,
    readonly provider: PaymentProvider,
    private readonly orders: OrdersService,
    private readonly messages: Pick<Messages, 'write' | 'written'>,
    private readonly config: PaymentsConfig,
    private readonly log: { warn(msg: string): void; error(msg: string): void },
  ) {
    this.repo = new OrdersRepository(shop.db, shop.engine);
    this.inventory = new Inventory(shop.engine);
    this.razorpay = provider instanceof RazorpayProvider ? provider.client : null;
    this.sweep = new PeriodicJob('payment sweep', config.sweepSeconds * 1000, () => this.sweepOnce(), log);
    orders.refundCancelled = (orderId) => this.refundShopperCancel(orderId);
  }

  /** A paid gateway order its shopper cancelled: refunded in full at once (offline payments are refunded by staff, who are e-mailed the cancel). */
  private async refundShopperCancel(orderId: number): Promise<void> {
    const order = await this.repo.order(orderId);
    if (!order || !order.gateway_payment_id || !this.razorpay || order.payment_status !== 'paid') return;
    const left = order.order_grand_total_paise - order.refunded_paise;
    if (left <= 0) return;
    try {
      await this.refund(orderId, { amountPaise: left, reason: 'Cancelled by the shopper' }, { staffId: null, email: 'customer' });
    } catch (err) {
      // The order stays cancelled and paid: staff see it and refund it by hand.
      this.log.error(`refund of cancelled order ${orderId} failed: ${describe(err)}`);
    }
  }

  /** How long a new UPI, PayPal or card order waits for its payment, in minutes. */
  unpaidMinutes(): number {
    return Math.round(this.razorpay ? this.config.unpaidOrderMinutes : this.config.manualPaymentHours * 60);
  }

  // ---------------------------------------------------------------- the sweep

  /** Asks the gateway about open gateway orders, then expires what is due; answers how many orders were cancelled. */
  async sweepOnce(now = new Date()): Promise<number> {
    if (this.razorpay) await this.reconcile(now);
    return this.orders.expireUnpaid(now, (order) => this.stillUnpaid(order, now));
  }

  start(): void {
    this.sweep.start();
  }

  stop(): Promise<void> {
    return this.sweep.stop();
  }

  /** Before an order expires: a payment the gateway holds for it is recorded instead. */
  private async stillUnpaid(order: { order_id: number; gateway_order_id: string | null; payment_due_at: string | null }, now: Date): Promise<boolean> {
    if (!order.gateway_order_id || !this.razorpay) return true;
    try {
      for (const payment of await this.razorpay.orderPayments(order.gateway_order_id)) {
        if ((await this.applyPayment(payment)) === 'paid') return false;
      }
      return true;
    } catch (err) {
      // The gateway cannot be asked: wait for it a while before giving the stock back.
      const overdue = now.getTime() - Date.parse(order.payment_due_at ?? now.toISOString());
      this.log.warn(`payment sweep: could not ask the gateway about order ${order.order_id}: ${describe(err)}`);
      return overdue > GATEWAY_GRACE_MS;
    }
  }

  /** Gateway orders waiting 15 minutes or more are checked against the gateway (a webhook may never come). */
  async reconcile(now = new Date()): Promise<number> {
    if (!this.razorpay) return 0;
    const due = await this.shop.db
      .selectFrom('orders')
      .select(['order_id', 'gateway_order_id'])
      .where('payment_status', '=', 'awaiting_payment')
      .where('order_status', '=', ORDER_STATUS.placed)
      .where('gateway_order_id', 'is not', null)
      .where('order_created_date', '<=', new Date(now.getTime() - RECONCILE_AFTER_MS).toISOString())
      .where((eb) => eb.or([eb('gateway_checked_at', 'is', null), eb('gateway_checked_at', '<=', new Date(now.getTime() - RECHECK_MS).toISOString())]))
      .orderBy('gateway_checked_at')
      .orderBy('order_id')
      .limit(RECONCILE_BATCH)
      .execute();
    let paid = 0;
    for (const order of due) {
      try {
        for (const payment of await this.razorpay.orderPayments(order.gateway_order_id!)) if ((await this.applyPayment(payment)) === 'paid') paid += 1;
      } catch (err) {
        this.log.warn(`reconciliation: order ${order.order_id}: ${describe(err)}`);
      }
      await this.shop.db.updateTable('orders').set({ gateway_checked_at: now.toISOString() }).where('order_id', '=', order.order_id).execute();
    }
    return paid;
  }

  // ---------------------------------------------------------------- checkout

  /**
   * How to pay an order through the gateway now: for its customer or a holder of its key,
   * while it is placed, awaiting payment and not past its time. Creates the gateway order if
   * the order has none yet (a process died between the two); paying again reuses it.
   */
  async checkout(orderId: number, access: OrderAccess): Promise<PaymentCheckout> {
    const order = await this.orders.readable(orderId, access);
    return this.checkoutFor(order);
  }

  /** The checkout of an order just placed: for a gateway order awaiting payment, else null. */
  async paymentFor(order: OrderRow): Promise<PaymentCheckout | null> {
    if (!this.provider.usesGateway(order.order_payment_method as PaymentMethod)) return null;
    if (order.order_status !== ORDER_STATUS.placed || order.payment_status !== 'awaiting_payment') return null;
    return this.checkoutFor(order);
  }

  async checkoutFor(order: OrderRow): Promise<PaymentCheckout> {
    if (order.order_payment_method === 'cash') throw new HttpError(409, PAYMENT_MESSAGES.cashOrder);
    if (order.order_status === ORDER_STATUS.cancelled && order.payment_status === 'void') throw new HttpError(409, PAYMENT_MESSAGES.expired);
    if (order.order_status !== ORDER_STATUS.placed || order.payment_status !== 'awaiting_payment') throw new HttpError(409, PAYMENT_MESSAGES.notAwaiting);
    if (order.payment_due_at && order.payment_due_at <= new Date().toISOString()) throw new HttpError(409, PAYMENT_MESSAGES.expired);
    const gateway = this.config.razorpay;
    if (!gateway || !this.razorpay) throw new HttpError(409, PAYMENT_MESSAGES.offline);
    let gatewayOrderId = order.gateway_order_id;
    if (!gatewayOrderId) {
      try {
        const created = await this.provider.openGatewayOrder({
          order_id: order.order_id,
          invoice_number: order.invoice_number ?? String(order.order_id),
          amount_paise: order.order_grand_total_paise,
        });
        gatewayOrderId = await new OrdersRepository(this.shop.db, this.shop.engine).attachGatewayOrder(order.order_id, created);
      } catch (err) {
        this.log.warn(`checkout: the gateway did not open order ${order.order_id}: ${describe(err)}`);
        throw new HttpError(503, PAYMENT_MESSAGES.gatewayDown, { 'retry-after': '30' });
      }
    }
    return {
      gateway: 'razorpay',
      key_id: gateway.keyId,
      gateway_order_id: gatewayOrderId!,
      amount: order.order_grand_total_paise,
      currency: 'INR',
      checkout_url: gateway.checkoutUrl,
      payment_due_at: order.payment_due_at,
      email: order.customer_email,
      contact: order.mobile_number,
      name: order.full_name,
    };
  }

  /**
   * The browser's word that it paid: the signature (HMAC-SHA256 of 'order_id|payment_id' with
   * the key secret) proves the gateway sent it, and the payment is then fetched from the
   * gateway (captured, for this order's amount in INR) before the order is marked paid.
   */
  async confirm(
    orderId: number,
    access: OrderAccess,
    body: { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string },
  ): Promise<{ outcome: PaymentOutcome; order: OrderRow }> {
    const order = await this.orders.readable(orderId, access);
    const gateway = this.config.razorpay;
    if (!gateway || !this.razorpay) throw new HttpError(409, PAYMENT_MESSAGES.offline);
    if (!order.gateway_order_id || order.gateway_order_id !== body.razorpay_order_id) throw new HttpError(400, PAYMENT_MESSAGES.notThisOrder);
    if (!paymentSignatureValid(gateway.keySecret, order.gateway_order_id, body.razorpay_payment_id, body.razorpay_signature)) {
      this.log.warn(`payment confirmation for order ${orderId}: the signature does not match`);
      throw new HttpError(400, PAYMENT_MESSAGES.unverified);
    }
    let payment: RazorpayPayment;
    try {
      payment = await this.razorpay.payment(body.razorpay_payment_id);
    } catch (err) {
      this.log.warn(`payment confirmation for order ${orderId}: ${describe(err)}`);
      if (err instanceof GatewayError && err.status !== null && err.status < 500) throw new HttpError(400, PAYMENT_MESSAGES.unverified);
      throw new HttpError(503, PAYMENT_MESSAGES.gatewayDown, { 'retry-after': '30' });
    }
    if (payment.order_id !== order.gateway_order_id) throw new HttpError(400, PAYMENT_MESSAGES.notThisOrder);
    const outcome = await this.applyPayment(payment);
    return { outcome, order: (await this.repo.order(orderId))! };
  }

  // ---------------------------------------------------------------- a payment arrives

  /**
   * Records a gateway payment on its order, once. Captured for the order's exact amount in
   * INR: an unpaid order becomes paid; an order cancelled meanwhile (expired, or cancelled
   * before the money came) is re-opened if its stock can be taken again, else refunded in
   * full; either way it is flagged 'paid_after_expiry' for staff. Another amount or currency:
   * not paid, flagged 'amount_mismatch'. A second payment for a paid order is refunded.
   */
  async applyPayment(payment: RazorpayPayment): Promise<PaymentOutcome> {
    if (payment.status !== 'captured' && payment.status !== 'refunded') return 'not_captured';
    if (!payment.order_id) return 'unknown_order';
    const found = await this.repo.byGatewayOrderId(payment.order_id);
    if (!found) return 'unknown_order';
    const orderId = found.order_id;
    const now = new Date();
    const at = now.toISOString();
    let refundSecond = false;
    let refundLate = false;
    let outcome: PaymentOutcome;
    try {
      outcome = await writeTransaction(this.shop, async (trx) => {
        const tx = new OrdersRepository(trx, this.shop.engine);
        await tx.lockOrder(orderId);
        const order = (await tx.order(orderId))!;
        if (order.gateway_payment_id === payment.id) return 'already';
        const note = `Razorpay payment ${payment.id} (${payment.method}, ${formatPrice(paiseToRupees(payment.amount), 'INR')} ${payment.currency})`;
        if (payment.amount !== order.order_grand_total_paise || payment.currency !== 'INR') {
          if (order.payment_flag === 'amount_mismatch') return 'mismatch';
          await trx.updateTable('orders').set({ payment_flag: 'amount_mismatch' }).where('order_id', '=', orderId).execute();
          await tx.addHistory([
            {
              order_id: orderId,
              field: 'payment_status',
              from_value: order.payment_status,
              to_value: order.payment_status,
              changed_by: 'system',
              note: `${note}: does not match the order's ${formatPrice(paiseToRupees(order.order_grand_total_paise), 'INR')}; not marked paid`,
              changed_at: at,
            },
          ]);
          return 'mismatch';
        }
        const open = order.order_status === ORDER_STATUS.placed || order.order_status === ORDER_STATUS.processing;
        if (open && order.payment_status === 'awaiting_payment') {
          if (!(await tx.moveIfUnchanged(order, { payment_status: 'paid', gateway_payment_id: payment.id, payment_due_at: null }))) return 'ignored';
          await tx.addHistory([
            { order_id: orderId, field: 'payment_status', from_value: order.payment_status, to_value: 'paid', changed_by: 'system', note, changed_at: at },
          ]);
          await this.paidMessage(tx, { ...order, payment_status: 'paid', payment_due_at: null }, payment.id);
          return 'paid';
        }
        if (order.order_status === ORDER_STATUS.cancelled && order.payment_status === 'void') {
          // Paid after it expired (or was cancelled): back on if every line is still in stock.
          const lines = await tx.lines(orderId);
          const short = await takeOrderStock(this.inventory, trx, lines, { kind: 'reopen', reason: ORDER_STOCK_REASONS.reopened, orderId });
          if (short.length) throw new CannotReopen();
          const changed = await tx.moveIfUnchanged(order, {
            order_status: ORDER_STATUS.placed,
            order_status_label: ORDER_STATUS_LABELS[ORDER_STATUS.placed],
            payment_status: 'paid',
            gateway_payment_id: payment.id,
            payment_flag: 'paid_after_expiry',
            payment_due_at: null,
          });
          if (!changed) throw new CannotReopen();
          // Its cancel credited the tax invoice: going ahead, it is debited back.
          await settleTaxNotes(trx, this.shop.engine, orderId);
          const why = `${note}, after the order was cancelled: re-opened with its stock`;
          await tx.addHistory([
            {
              order_id: orderId,
              field: 'order_status',
              from_value: String(order.order_status),
              to_value: String(ORDER_STATUS.placed),
              changed_by: 'system',
              note: why,
              changed_at: at,
            },
            { order_id: orderId, field: 'payment_status', from_value: order.payment_status, to_value: 'paid', changed_by: 'system', note: why, changed_at: at },
          ]);
          await this.paidMessage(tx, { ...order, order_status: ORDER_STATUS.placed, payment_status: 'paid' }, payment.id);
          return 'reopened';
        }
        if (order.payment_status === 'paid' || order.payment_status === 'refunded') {
          refundSecond = true;
          return 'refunding';
        }
        return 'ignored';
      });
    } catch (err) {
      if (!(err instanceof CannotReopen)) throw err;
      // Its items were sold meanwhile: the money is kept for a moment, flagged, and refunded.
      outcome = await writeTransaction(this.shop, async (trx) => {
        const tx = new OrdersRepository(trx, this.shop.engine);
        await tx.lockOrder(orderId);
        const order = (await tx.order(orderId))!;
        if (order.gateway_payment_id === payment.id) return 'already';
        if (!(await tx.moveIfUnchanged(order, { payment_status: 'paid', gateway_payment_id: payment.id, payment_flag: 'paid_after_expiry' }))) return 'ignored';
        await tx.addHistory([
          {
            order_id: orderId,
            field: 'payment_status',
            from_value: order.payment_status,
            to_value: 'paid',
            changed_by: 'system',
            note: `Razorpay payment ${payment.id} after the order was cancelled; its items are sold: refunding it`,
            changed_at: at,
          },
        ]);
        refundLate = true;
        return 'refunding';
      });
    }
    if (outcome === 'paid' || outcome === 'reopened') this.messages.written();
    if (refundLate) await this.refundQuietly(orderId, payment.id, payment.amount, 'Paid after the order had expired; its items were sold meanwhile');
    if (refundSecond) await this.refundExtraPayment(orderId, payment);
    return outcome;
  }

  private async paidMessage(tx: OrdersRepository, order: OrderRow, reference: string): Promise<void> {
    const lines = await tx.lines(order.order_id);
    await this.messages.write(tx.db, [
      {
        kind: 'payment_received',
        recipient: order.customer_email,
        language: orderLanguage(order),
        orderId: order.order_id,
        data: { order: messageOrder(order, lines), reference },
      },
    ]);
  }

  /** A refund the shop makes on its own (a late or second payment); failures are logged for staff, who see the flag. */
  private async refundQuietly(orderId: number, paymentId: string, amountPaise: number, reason: string): Promise<void> {
    try {
      await this.refund(orderId, { amountPaise, reason, paymentId }, { staffId: null, email: 'system' });
    } catch (err) {
      this.log.error(`automatic refund of ${paymentId} for order ${orderId} failed: ${describe(err)}`);
    }
  }

  /**
   * A second payment for an order already paid (the shopper paid twice in two tabs): it is
   * not the order's money, so it is refunded in full at the gateway and noted on the order,
   * which is flagged 'paid_twice' for staff; the order's own payment and refunds are untouched.
   */
  private async refundExtraPayment(orderId: number, payment: RazorpayPayment): Promise<void> {
    let note: string;
    try {
      const made = await this.razorpay!.refund(payment.id, {
        amount: payment.amount - (payment.amount_refunded ?? 0),
        notes: { shop_order_id: String(orderId), reason: 'second payment' },
      });
      note = `Second payment ${payment.id} refunded in full at Razorpay (${made.id})`;
    } catch (err) {
      note = `Second payment ${payment.id}: the automatic refund failed (${describe(err).slice(0, 150)}); refund it in the Razorpay dashboard`;
      this.log.error(`order ${orderId}: ${note}`);
    }
    await writeTransaction(this.shop, async (trx) => {
      const tx = new OrdersRepository(trx, this.shop.engine);
      const order = (await tx.order(orderId))!;
      await trx.updateTable('orders').set({ payment_flag: 'paid_twice' }).where('order_id', '=', orderId).execute();
      await tx.addHistory([
        {
          order_id: orderId,
          field: 'payment_status',
          from_value: order.payment_status,
          to_value: order.payment_status,
          changed_by: 'system',
          note,
          changed_at: new Date().toISOString(),
        },
      ]);
    });
  }

  // ---------------------------------------------------------------- webhooks

  /**
   * A Razorpay webhook: the signature checked on the raw body, each event id handled once.
   * Answers what it did (the route answers 200 so Razorpay stops retrying); a bad signature
   * is a 400 and changes nothing.
   */
  async webhook(rawBody: Buffer, signature: unknown, eventIdHeader: unknown): Promise<string> {
    const gateway = this.config.razorpay;
    if (!gateway) throw notFound('Not found');
    if (!webhookSignatureValid(gateway.webhookSecret, rawBody, signature)) {
      this.log.warn(`razorpay webhook refused: bad signature (${rawBody.length} bytes)`);
      throw new HttpError(400, PAYMENT_MESSAGES.badWebhook);
    }
    let event: WebhookEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as WebhookEvent;
    } catch {
      throw new HttpError(400, 'The webhook body is not JSON.');
    }
    const eventId =
      typeof eventIdHeader === 'string' && /^[\x21-\x7e]{1,100}$/.test(eventIdHeader)
        ? eventIdHeader
        : `sha256:${crypto.createHash('sha256').update(rawBody).digest('hex')}`;
    // The event is claimed first: of the same event delivered ten times at once, one is handled.
    const payment = event.payload?.payment?.entity;
    const refund = event.payload?.refund?.entity;
    const orderId = payment?.order_id ? ((await this.repo.byGatewayOrderId(payment.order_id))?.order_id ?? null) : null;
    const claimed = await this.shop.db
      .insertInto('payment_events')
      .values({ event_id: eventId, event: String(event.event).slice(0, 60), order_id: orderId, outcome: 'handling', received_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) !== 1) {
      const seen = await this.shop.db.selectFrom('payment_events').select('outcome').where('event_id', '=', eventId).executeTakeFirst();
      return `duplicate (${seen?.outcome ?? 'handling'})`;
    }
    let outcome: string;
    try {
      switch (event.event) {
        case 'payment.captured':
        case 'order.paid':
          outcome = payment ? await this.applyPayment(payment) : 'ignored: no payment';
          break;
        case 'payment.failed':
          outcome = 'failed attempt';
          break;
        case 'refund.processed':
        case 'refund.failed':
          outcome = refund
            ? await this.settleRefund(refund, event.event === 'refund.processed' ? 'processed' : 'failed', payment ?? null)
            : 'ignored: no refund';
          break;
        default:
          outcome = `ignored: ${String(event.event).slice(0, 60)}`;
      }
    } catch (err) {
      // Not handled: the claim is given up, so Razorpay's retry is handled.
      await this.shop.db.deleteFrom('payment_events').where('event_id', '=', eventId).execute();
      throw err;
    }
    await this.shop.db.updateTable('payment_events').set({ outcome }).where('event_id', '=', eventId).execute();
    return outcome;
  }

  // ---------------------------------------------------------------- refunds

  /**
   * A full or partial refund of a paid order: through the gateway when it was paid there
   * (its status then follows refund.processed / refund.failed), else recorded by hand with
   * the bank reference. The amount is reserved on the order first, under its row lock, so
   * refunds at once never add up past what was paid.
   */
  async refund(
    orderId: number,
    request: { amountPaise: number; reason: string; bankReference?: string; paymentId?: string },
    actor: Actor,
  ): Promise<{ message: string; refundId: number }> {
    const createdBy = actor.staffId === null ? 'system' : `staff:${actor.staffId}`;
    const at = new Date().toISOString();
    const reserved = await writeTransaction(this.shop, async (trx) => {
      const tx = new OrdersRepository(trx, this.shop.engine);
      await tx.lockOrder(orderId);
      const order = await tx.order(orderId);
      if (!order) throw notFound(ORDER_RESULT_MESSAGES.notFound);
      if (order.payment_status !== 'paid') throw new HttpError(409, PAYMENT_MESSAGES.refundNotPaid);
      const left = order.order_grand_total_paise - order.refunded_paise;
      if (request.amountPaise > left) throw new HttpError(409, PAYMENT_MESSAGES.refundTooMuch(formatPrice(paiseToRupees(left), 'INR')));
      const paymentId = request.paymentId ?? order.gateway_payment_id;
      const viaGateway = paymentId !== null && this.razorpay !== null;
      if (!viaGateway && !request.bankReference) throw new HttpError(400, PAYMENT_MESSAGES.refundNeedsReference);
      const refunded = order.refunded_paise + request.amountPaise;
      const full = refunded === order.order_grand_total_paise;
      await trx
        .updateTable('orders')
        .set({ refunded_paise: refunded, ...(full ? { payment_status: 'refunded' } : {}) })
        .where('order_id', '=', orderId)
        .execute();
      const row = await trx
        .insertInto('refunds')
        .values({
          order_id: orderId,
          amount_paise: request.amountPaise,
          reason: request.reason,
          reference: viaGateway ? null : request.bankReference!,
          gateway_refund_id: null,
          status: viaGateway ? 'pending' : 'processed',
          created_by: createdBy,
          created_at: at,
          settled_at: viaGateway ? null : at,
        })
        .returning('refund_id')
        .executeTakeFirstOrThrow();
      const amount = formatPrice(paiseToRupees(request.amountPaise), 'INR');
      const note = `Refund of ${amount}${viaGateway ? ' through Razorpay' : `, bank reference ${request.bankReference}`}: ${request.reason}`;
      await tx.addHistory([
        {
          order_id: orderId,
          field: 'payment_status',
          from_value: order.payment_status,
          to_value: full ? 'refunded' : order.payment_status,
          changed_by: createdBy,
          note,
          changed_at: at,
        },
      ]);
      if (actor.staffId !== null) {
        await recordAudit(trx, actor, {
          action: 'order.refund',
          entity: 'order',
          entityId: orderId,
          before: { payment_status: order.payment_status, refunded_paise: order.refunded_paise },
          after: {
            payment_status: full ? 'refunded' : order.payment_status,
            refunded_paise: refunded,
            amount_paise: request.amountPaise,
            reason: request.reason,
            bank_reference: request.bankReference ?? null,
          },
        });
      }
      if (!viaGateway) {
        // Made by hand, so done: a tax invoice's credit note now (a gateway refund's when it is processed).
        await settleTaxNotes(trx, this.shop.engine, orderId);
        const lines = await tx.lines(orderId);
        const after = { ...order, payment_status: full ? 'refunded' : order.payment_status };
        await this.messages.write(trx, [
          {
            kind: 'order_refunded',
            recipient: order.customer_email,
            language: orderLanguage(order),
            orderId,
            data: { order: messageOrder(after, lines), amount_paise: request.amountPaise, reference: request.bankReference!, note: request.reason },
          },
        ]);
      }
      return { refundId: row.refund_id, paymentId: viaGateway ? paymentId : null };
    });
    if (!reserved.paymentId) {
      this.messages.written();
      return { message: PAYMENT_MESSAGES.refundRecorded, refundId: reserved.refundId };
    }
    let made: RazorpayRefund;
    try {
      made = await this.razorpay!.refund(reserved.paymentId, {
        amount: request.amountPaise,
        notes: { shop_order_id: String(orderId), shop_refund_id: String(reserved.refundId) },
        receipt: `refund-${reserved.refundId}`,
      });
    } catch (err) {
      // Not made: the reservation is given back.
      await this.failRefund(reserved.refundId, describe(err));
      if (err instanceof GatewayError && err.status === null) throw new HttpError(503, PAYMENT_MESSAGES.gatewayDown, { 'retry-after': '30' });
      throw new HttpError(409, PAYMENT_MESSAGES.refundRefused(err instanceof Error ? err.message : String(err)));
    }
    await this.shop.db
      .updateTable('refunds')
      .set({ gateway_refund_id: made.id })
      .where('refund_id', '=', reserved.refundId)
      .where('gateway_refund_id', 'is', null)
      .execute();
    if (made.status === 'processed') await this.settleRefund(made, 'processed', null);
    return { message: PAYMENT_MESSAGES.refundStarted, refundId: reserved.refundId };
  }

  /** refund.processed / refund.failed (or the gateway's own answer): the refund's status, once; a failed one gives its amount back to the order. */
  private async settleRefund(refund: RazorpayRefund, status: 'processed' | 'failed', payment: RazorpayPayment | null): Promise<string> {
    let row = await this.shop.db.selectFrom('refunds').selectAll().where('gateway_refund_id', '=', refund.id).executeTakeFirst();
    if (!row) {
      // A refund made in the gateway's dashboard, or one whose id the shop had not stored yet.
      const byNote = await this.refundByNotes(refund);
      if (byNote) {
        await this.shop.db
          .updateTable('refunds')
          .set({ gateway_refund_id: refund.id })
          .where('refund_id', '=', byNote)
          .where('gateway_refund_id', 'is', null)
          .execute();
        row = await this.shop.db.selectFrom('refunds').selectAll().where('refund_id', '=', byNote).executeTakeFirst();
      }
    }
    if (!row) return this.recordOutsideRefund(refund, status, payment);
    const refundId = row.refund_id;
    if (row.status !== 'pending') return `refund already ${row.status}`;
    if (status === 'failed') {
      await this.failRefund(refundId, 'the bank refused it (refund.failed)');
      return 'refund failed';
    }
    const done = await writeTransaction(this.shop, async (trx) => {
      const changed = await trx
        .updateTable('refunds')
        .set({ status: 'processed', settled_at: new Date().toISOString() })
        .where('refund_id', '=', refundId)
        .where('status', '=', 'pending')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return false;
      await settleTaxNotes(trx, this.shop.engine, row!.order_id);
      const tx = new OrdersRepository(trx, this.shop.engine);
      const order = (await tx.order(row!.order_id))!;
      const lines = await tx.lines(order.order_id);
      await this.messages.write(trx, [
        {
          kind: 'order_refunded',
          recipient: order.customer_email,
          language: orderLanguage(order),
          orderId: order.order_id,
          data: { order: messageOrder(order, lines), amount_paise: row!.amount_paise, reference: refund.id, note: row!.reason },
        },
      ]);
      return true;
    });
    if (done) this.messages.written();
    return done ? 'refund processed' : 'refund already settled';
  }

  private async refundByNotes(refund: RazorpayRefund & { notes?: unknown }): Promise<number | null> {
    const notes = refund.notes as Record<string, unknown> | undefined;
    const id = Number(notes && !Array.isArray(notes) ? notes.shop_refund_id : NaN);
    return Number.isInteger(id) && id > 0 ? id : null;
  }

  /** A refund the shop did not start (made in the dashboard): recorded so the order shows it. */
  private async recordOutsideRefund(refund: RazorpayRefund, status: 'processed' | 'failed', payment: RazorpayPayment | null): Promise<string> {
    if (status !== 'processed') return 'ignored: unknown refund failed';
    const order = payment?.order_id ? await this.repo.byGatewayOrderId(payment.order_id) : undefined;
    if (!order) return 'ignored: refund of an unknown order';
    return writeTransaction(this.shop, async (trx) => {
      const tx = new OrdersRepository(trx, this.shop.engine);
      await tx.lockOrder(order.order_id);
      const current = (await tx.order(order.order_id))!;
      const exists = await trx.selectFrom('refunds').select('refund_id').where('gateway_refund_id', '=', refund.id).executeTakeFirst();
      if (exists) return 'refund already recorded';
      const amount = Math.min(refund.amount, current.order_grand_total_paise - current.refunded_paise);
      if (amount <= 0) return 'ignored: nothing left to refund';
      const refunded = current.refunded_paise + amount;
      const full = refunded === current.order_grand_total_paise;
      await trx
        .updateTable('orders')
        .set({ refunded_paise: refunded, ...(full && current.payment_status === 'paid' ? { payment_status: 'refunded' } : {}) })
        .where('order_id', '=', current.order_id)
        .execute();
      const at = new Date().toISOString();
      await trx
        .insertInto('refunds')
        .values({
          order_id: current.order_id,
          amount_paise: amount,
          reason: 'Refunded in the Razorpay dashboard',
          reference: null,
          gateway_refund_id: refund.id,
          status: 'processed',
          created_by: 'system',
          created_at: at,
          settled_at: at,
        })
        .execute();
      await settleTaxNotes(trx, this.shop.engine, current.order_id);
      await tx.addHistory([
        {
          order_id: current.order_id,
          field: 'payment_status',
          from_value: current.payment_status,
          to_value: full ? 'refunded' : current.payment_status,
          changed_by: 'system',
          note: `Refund ${refund.id} of ${formatPrice(paiseToRupees(amount), 'INR')} made in the Razorpay dashboard`,
          changed_at: at,
        },
      ]);
      return 'refund recorded';
    });
  }

  /** Marks a pending refund failed and gives its amount back to the order (paid again if it had been fully refunded). */
  private async failRefund(refundId: number, why: string): Promise<void> {
    await writeTransaction(this.shop, async (trx) => {
      const row = await trx.selectFrom('refunds').selectAll().where('refund_id', '=', refundId).executeTakeFirst();
      if (!row || row.status !== 'pending') return;
      const tx = new OrdersRepository(trx, this.shop.engine);
      await tx.lockOrder(row.order_id);
      await trx.updateTable('refunds').set({ status: 'failed', settled_at: new Date().toISOString() }).where('refund_id', '=', refundId).execute();
      const order = (await tx.order(row.order_id))!;
      await trx
        .updateTable('orders')
        .set({ refunded_paise: order.refunded_paise - row.amount_paise, ...(order.payment_status === 'refunded' ? { payment_status: 'paid' } : {}) })
        .where('order_id', '=', row.order_id)
        .execute();
      await tx.addHistory([
        {
          order_id: row.order_id,
          field: 'payment_status',
          from_value: order.payment_status,
          to_value: order.payment_status === 'refunded' ? 'paid' : order.payment_status,
          changed_by: 'system',
          note: `Refund of ${formatPrice(paiseToRupees(row.amount_paise), 'INR')} failed: ${why.slice(0, 200)}`,
          changed_at: new Date().toISOString(),
        },
      ]);
    });
  }

  /** The order's refunds, oldest first. */
  refundsOf(orderId: number) {
    return this.shop.db.selectFrom('refunds').selectAll().where('order_id', '=', orderId).orderBy('refund_id').execute();
  }
}

interface WebhookEvent {
  event?: string;
  payload?: { payment?: { entity?: RazorpayPayment }; refund?: { entity?: RazorpayRefund }; order?: { entity?: unknown } };
}

/** A payment that arrived after its order was cancelled could not re-open it (its stock is gone). */
class CannotReopen extends Error {}

function describe(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
