import crypto from 'node:crypto';
import {
  ORDER_STATUS,
  ORDER_STATUS_LABELS,
  PAYMENT_STATUS_LABELS,
  formatPrice,
  ORDER_TOTAL_MAX_PAISE,
  ORDER_MESSAGES,
  isCashOnDeliveryOffered,
  ADDRESS_MESSAGES,
  hasKnownState,
  orderTotalsMinor,
  pageInfo,
  paiseToRupees,
  placeOfSupply,
  stateCodeOfLabel,
  taxInvoiceOf,
  toMinorUnits,
  unitPriceMinor,
  upiPaymentLink,
  fromMinorUnits,
  trackingUrl,
  type Carrier,
  type CustomerOrderResponse,
  type OrderStatus,
  type OrderSummary,
  type PageInfo,
  type PaymentMethod,
  type PaymentStatus,
  type PlaceOrderConflict,
  type PlaceOrderRequest,
  type Seller,
  type TaxInvoice,
} from '@shop/core';
import {
  DASHBOARD_LATEST,
  LOW_STOCK_THRESHOLD,
  WAITING_ORDERS,
  allowedOrderActions,
  orderActionRefusal,
  orderActionResult,
  type AdminDashboard,
  type AdminOrderRow,
  type AdminOrdersExportQuery,
  type AdminOrdersQuery,
  type OrderLimits,
  type OrderTransition,
  type PackingSlip,
} from '@shop/core/admin';
import type { ShopDb } from '../../db/index.js';
import { addressColumnsOf } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { HttpError, badRequest, notFound } from '../../http/errors.js';
import { ADDRESS_RESULT_MESSAGES } from '../addresses/addresses.service.js';
import { isUniqueViolation } from '../../db/sql-helpers.js';
import { financialYear } from './invoice-number.js';
import { OrdersRepository, type OrderRow } from './orders.repository.js';
import type { PaymentProvider } from '../payments/payment-provider.js';
import type { ShopProfile } from './shop-profile.js';
import { recordAudit, type Actor } from '../staff/audit.js';
import { Inventory } from '../catalog/inventory.js';
import { ORDER_STOCK_REASONS, returnOrderStock, takeOrderStock } from './order-stock.js';
import { settleTaxNotes, taxNoteView } from './tax-notes.js';
import { inTime } from '../../http/rate-limits.js';
import type { Messages } from '../messages/messages.service.js';
import type { MessageLanguage } from '../messages/message-data.js';
import type { AnyNewMessage } from '../messages/messages.repository.js';
import { customerCancelMessage, messageOrder, orderLanguage, transitionMessage } from './order-messages.js';
import { adminOrderRowOf, istDay, istDayStart, lastDays, weekStart } from './admin-views.js';
import { exportOrdersCsv } from './orders-export.js';

/** How many days the dashboard's chart shows, day by day. */
const DASHBOARD_DAYS = 30;

export const ORDER_RESULT_MESSAGES = {
  placed: 'Thank you! Your order has been placed.',
  cancelled: 'Your order has been cancelled.',
  notFound: 'Order not found',
  noteNotFound: 'This order has no credit or debit note of that number.',
  notCancellable: "Order is processing, can't cancel.",
  alreadyCancelled: 'This order is already cancelled.',
  changedMeanwhile: 'This order was changed by someone else a moment ago. Reload it and try again.',
  cashOnlyInIndia: 'Cash on Delivery is available only for delivery addresses in India.',
  keyReused: 'This Idempotency-Key was already used for a different order. Send a new key for a new order.',
  totalMismatch: (expected: string) => `The order total does not match its items: it is ${expected}. Please review your order.`,
  tooManyUnits: (limit: number, title: string) =>
    `You can order at most ${limit} of one item in an order (${title}). Please lower the quantity and place the order again.`,
  tooManyUnpaid: (limit: number) =>
    `You already have ${limit} unpaid ${limit === 1 ? 'order' : 'orders'} open, the most one account may have. Pay for or cancel one in My Orders, then place this order again.`,
  tooManyPerHour: (limit: number, wait: string) =>
    `You have placed ${limit} ${limit === 1 ? 'order' : 'orders'} in the last hour, the most one account may place. Please try again ${wait}.`,
  notPaidInTime: 'Not paid in time',
  cannotReopen: (items: string) => `This order cannot be re-opened: ${items} sold meanwhile. Refund the shopper by bank transfer instead.`,
  gatewayDown:
    'The payment service is not answering just now. Your order was not placed and nothing was charged. Please try again in a minute, or choose Cash on Delivery.',
} as const;

type Change = PlaceOrderConflict['changes'][number];

/** A 409 that names what changed; nothing was stored. */
export class OrderConflict extends HttpError {
  constructor(
    readonly changes: Change[],
    currency: 'INR' | 'USD',
  ) {
    super(409, conflictMessage(changes, currency), {}, { changes });
  }
}

export function conflictMessage(changes: Change[], currency: 'INR' | 'USD'): string {
  const parts = changes.map((c) => {
    if (c.reason === 'price')
      return `${c.product_title} now costs ${formatPrice(c.current_price ?? 0, currency)} (was ${formatPrice(c.sent_price ?? 0, currency)})`;
    if (c.reason === 'stock')
      return c.available ? `only ${c.available} of ${c.product_title} ${c.available === 1 ? 'is' : 'are'} left` : `${c.product_title} is out of stock`;
    return `${c.product_title} is no longer available`;
  });
  return `Your cart has changed since you filled it: ${parts.join('; ')}. Please review your order and place it again.`;
}

/** Where an order may be read: by its customer's token, or by anyone holding its invoice key. */
export type OrderAccess = { customerId?: number; key?: string };

/**
 * Orders (DESIGN 4.1–4.3): placing one (re-priced from the database, stock taken in the same
 * transaction, once per Idempotency-Key, a gap-free invoice number), listing, reading and
 * cancelling (stock back, once). Every change of status or payment status is a history row.
 */
export class OrdersService {
  private readonly repo: OrdersRepository;
  private readonly inventory: Inventory;
  /** Set by the payments module: refunds a paid order its shopper has just cancelled. */
  refundCancelled?: (orderId: number) => Promise<void>;

  constructor(
    private readonly shop: ShopDb,
    private readonly payments: PaymentProvider,
    /** The seller block and UPI id as the shop settings say now (cached briefly by the caller). */
    private readonly profile: () => Promise<ShopProfile>,
    /** The outbox: order e-mails are written in the order's own transactions. */
    private readonly messages: Pick<Messages, 'write' | 'written' | 'openContactCount' | 'openContactMessages'>,
  ) {
    this.repo = new OrdersRepository(shop.db, shop.engine);
    this.inventory = new Inventory(shop.engine);
  }

  /**
   * Places the customer's order. The browser's prices and totals are checked against the
   * database in the order's currency; any difference, a short stock or an unknown item is a
   * 409 naming it, and nothing is stored. A retry with the same key and body answers the first
   * order; the same key with another body is 422.
   */
  async place(customerId: number, body: PlaceOrderRequest, idempotencyKey: string, language: MessageLanguage = 'en'): Promise<OrderRow> {
    const requestHash = crypto.createHash('sha256').update(JSON.stringify(body)).digest('hex');
    let address;
    let priced;
    try {
      address = await this.repo.address(customerId, body.customer_address_id);
      if (!address) throw notFound(ADDRESS_RESULT_MESSAGES.notFound);
      if (body.order_payment_method === 'cash' && !isCashOnDeliveryOffered(address.country_region)) {
        throw badRequest(ORDER_RESULT_MESSAGES.cashOnlyInIndia);
      }
      // An Indian address kept from before states were a list, whose state cannot be read: the shopper confirms it first.
      if (!hasKnownState(address)) throw badRequest(ADDRESS_MESSAGES.stateToConfirm);
      priced = await this.price(body);
    } catch (err) {
      // A retry of an order already placed answers that order, even when a price has moved
      // since (the key is checked again inside the transaction for the usual case).
      const earlier = await this.repo.byIdempotencyKey(customerId, idempotencyKey);
      if (earlier) return this.replay(earlier, requestHash);
      throw err;
    }

    const now = new Date();
    const profile = await this.profile();
    // A registered shop's invoice names the place of supply: the delivery state, or Other Country.
    const supply = profile.gst.registered ? placeOfSupply(address) : null;
    // (hasKnownState above has refused an Indian address whose state cannot be told.)
    if (profile.gst.registered && !supply) throw badRequest(ADDRESS_MESSAGES.stateToConfirm);
    const limits = profile.orderLimits;
    const tooMany = priced.lines.find((l) => l.quantity > limits.units_per_item);
    if (tooMany) throw new HttpError(422, ORDER_RESULT_MESSAGES.tooManyUnits(limits.units_per_item, titleOf(tooMany.variant)));
    // The same limit on both databases, before anything is stored (a USD order's rupee total too).
    if (priced.inrSubTotal > ORDER_TOTAL_MAX_PAISE) throw badRequest(ORDER_MESSAGES.totalTooLarge);
    const paymentStatus = this.payments.initialStatus(body.order_payment_method);
    const paymentDue = this.payments.paymentDeadline(body.order_payment_method, now);
    const viaGateway = this.payments.usesGateway(body.order_payment_method);
    const actor = `customer:${customerId}`;
    try {
      const order = await writeTransaction(this.shop, async (trx) => {
        const tx = new OrdersRepository(trx, this.shop.engine);
        // The customer's limits, counted with the customer held: of 50 orders sent at once,
        // each sees the ones committed before it.
        await tx.lockCustomer(customerId);
        await this.checkLimits(tx, customerId, limits, now);
        // A request with this key committed meanwhile makes the order's insert fail on the
        // unique (customer, key) index: everything here rolls back and the first order is
        // answered (below). PostgreSQL makes the second insert wait for the first's commit.
        // The order's id first, so that the stock ledger's rows name it; the stock next, and
        // the invoice number's counter only after (see insertPlacedOrder).
        const orderId = await tx.nextOrderId();
        const short = await takeOrderStock(
          this.inventory,
          trx,
          priced.lines.map((l) => ({ product_variant_id: l.variant.product_variant_id, quantity: l.quantity })),
          { kind: 'order', reason: ORDER_STOCK_REASONS.placed, orderId },
        );
        if (short.length) {
          const left = new Map(short.map((x) => [x.product_variant_id, x.stock_quantity]));
          throw new StockShort(
            priced.lines
              .filter((l) => left.has(l.variant.product_variant_id))
              .map((l) => this.stockChange({ ...l.variant, stock_quantity: left.get(l.variant.product_variant_id)! })),
          );
        }
        const changedAt = now.toISOString();
        // The order, its lines and history, and last its invoice number (whose counter stays
        // locked until the commit: only the e-mails are written after it).
        const placed = await tx.insertPlacedOrder(
          {
            order_id: orderId,
            customer_id: customerId,
            order_status: ORDER_STATUS.placed,
            order_status_label: ORDER_STATUS_LABELS[ORDER_STATUS.placed],
            order_sub_total_paise: priced.inrSubTotal,
            order_grand_total_paise: priced.inrSubTotal,
            order_payment_method: body.order_payment_method,
            order_currency: body.order_currency,
            order_display_total_minor: priced.totals.grandTotal,
            payment_status: paymentStatus,
            idempotency_key: idempotencyKey,
            request_hash: requestHash,
            invoice_key: crypto.randomBytes(16).toString('base64url'),
            upi_id: body.order_payment_method === 'upi' ? (body.payment?.upi_id ?? null) : null,
            card_brand: body.order_payment_method === 'card' ? (body.payment?.card_brand ?? null) : null,
            card_last4: body.order_payment_method === 'card' ? (body.payment?.card_last4 ?? null) : null,
            seller_json: JSON.stringify(profile.seller),
            customer_address_id: address.customer_address_id,
            ...addressColumnsOf(address),
            customer_email: address.customer_email,
            order_created_date: now.toISOString(),
            order_language: language,
            payment_due_at: paymentDue?.toISOString() ?? null,
            gateway_order_id: null,
            gateway_payment_id: null,
            payment_flag: null,
            tax_invoice: supply ? 1 : 0,
            place_of_supply: supply?.name ?? null,
            place_of_supply_code: supply?.code ?? null,
            buyer_gstin: body.buyer_gstin ?? null,
          },
          priced.lines.map((l) => ({
            product_id: l.variant.product_id,
            product_variant_id: l.variant.product_variant_id,
            item_product_title: l.variant.product_title,
            item_variant_title: l.variant.product_variant_title,
            item_product_variant_sale_price_paise: l.variant.sale_price_paise,
            item_product_variant_mrp_price_paise: l.variant.mrp_price_paise,
            item_quantity: l.quantity,
            item_line_total_paise: l.variant.sale_price_paise * l.quantity,
            // What the line is charged at, kept: a later change of rate never alters this invoice.
            hsn_code: l.variant.hsn_code ?? profile.gst.defaultHsn,
            gst_rate_bp: l.variant.gst_rate_bp ?? profile.gst.defaultRateBasisPoints,
          })),
          [
            { field: 'order_status', from_value: null, to_value: String(ORDER_STATUS.placed), changed_by: actor, changed_at: changedAt },
            { field: 'payment_status', from_value: null, to_value: paymentStatus, changed_by: actor, changed_at: changedAt },
          ],
          financialYear(now),
        );
        // The e-mails to the shopper and the shop, sent only if this commits (a gateway
        // order's, once the gateway has its order: below).
        if (!viaGateway) await this.messages.write(trx, this.placedMessages(placed, priced.lines, profile), now);
        return placed;
      });
      if (!viaGateway) {
        this.messages.written();
        return order;
      }
      return await this.openAtGateway(order, priced.lines, profile, now);
    } catch (err) {
      // A retry of an order committed before (or meanwhile, by a concurrent request with the
      // same key) fails here on the unique key, or on the stock its first try took: either
      // way it answers that first order.
      if (isUniqueViolation(err) || err instanceof StockShort || err instanceof OrderLimitReached) {
        const first = await this.repo.byIdempotencyKey(customerId, idempotencyKey);
        if (first) return this.replay(first, requestHash);
      }
      if (err instanceof StockShort) throw new OrderConflict(err.changes, body.order_currency);
      throw err;
    }
  }

  /**
   * The gateway's order for a gateway order just placed, then its e-mails. A gateway that
   * refuses or does not answer undoes the order (decision 011): cancelled at once, stock
   * back, its key freed for a retry, nothing e-mailed, and the shopper told to try again.
   * A process that dies between the two leaves an order without a gateway order, which
   * Payments/Start completes or the sweep expires.
   */
  private async openAtGateway(order: OrderRow, lines: PricedLine[], profile: ShopProfile, now: Date): Promise<OrderRow> {
    let gatewayOrderId: string;
    try {
      gatewayOrderId = await this.payments.openGatewayOrder({
        order_id: order.order_id,
        invoice_number: order.invoice_number ?? String(order.order_id),
        amount_paise: order.order_grand_total_paise,
      });
    } catch (err) {
      await this.undoUnopened(order, err instanceof Error ? err.message : String(err));
      throw new HttpError(503, ORDER_RESULT_MESSAGES.gatewayDown, { 'retry-after': '30' });
    }
    const stored = await writeTransaction(this.shop, async (trx) => {
      const tx = new OrdersRepository(trx, this.shop.engine);
      const id = await tx.attachGatewayOrder(order.order_id, gatewayOrderId);
      const current = (await tx.order(order.order_id))!;
      if (id === gatewayOrderId) await this.messages.write(trx, this.placedMessages(current, lines, profile), now);
      return current;
    });
    this.messages.written();
    return stored;
  }

  /** Cancels a gateway order whose gateway order could not be made: stock back, key freed, history says why. */
  private async undoUnopened(order: OrderRow, reason: string): Promise<void> {
    await writeTransaction(this.shop, async (trx) => {
      const tx = new OrdersRepository(trx, this.shop.engine);
      const current = await tx.order(order.order_id);
      if (!current || current.gateway_order_id !== null) return false;
      const changed = await tx.moveIfUnchanged(current, {
        order_status: ORDER_STATUS.cancelled,
        order_status_label: ORDER_STATUS_LABELS[ORDER_STATUS.cancelled],
        payment_status: 'void',
        payment_due_at: null,
        idempotency_key: null,
      });
      if (!changed) return false;
      const lines = await tx.lines(order.order_id);
      await returnOrderStock(this.inventory, trx, lines, { kind: 'cancel', reason: ORDER_STOCK_REASONS.gatewayRefused, orderId: order.order_id });
      await settleTaxNotes(trx, this.shop.engine, order.order_id);
      const changedAt = new Date().toISOString();
      const note = `The payment gateway did not take the order (${reason.slice(0, 200)}); nothing was charged`;
      await tx.addHistory([
        {
          order_id: order.order_id,
          field: 'order_status',
          from_value: String(current.order_status),
          to_value: String(ORDER_STATUS.cancelled),
          changed_by: 'system',
          note,
          changed_at: changedAt,
        },
        {
          order_id: order.order_id,
          field: 'payment_status',
          from_value: current.payment_status,
          to_value: 'void',
          changed_by: 'system',
          note,
          changed_at: changedAt,
        },
      ]);
      return true;
    });
  }

  /**
   * Refuses an order the customer may not place now: too many open unpaid orders (Cash on
   * Delivery counts: it holds stock too) or too many orders in the last hour.
   */
  private async checkLimits(tx: OrdersRepository, customerId: number, limits: OrderLimits, now: Date): Promise<void> {
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    const load = await tx.orderLoad(customerId, since, limits.unpaid_orders_per_customer, limits.orders_per_customer_per_hour);
    if (load.unpaid >= limits.unpaid_orders_per_customer)
      throw new OrderLimitReached(409, ORDER_RESULT_MESSAGES.tooManyUnpaid(limits.unpaid_orders_per_customer));
    if (load.recent >= limits.orders_per_customer_per_hour) {
      const seconds = Math.max(1, Math.ceil((Date.parse(load.oldestRecent ?? now.toISOString()) + HOUR_MS - now.getTime()) / 1000));
      throw new OrderLimitReached(429, ORDER_RESULT_MESSAGES.tooManyPerHour(limits.orders_per_customer_per_hour, inTime(seconds)), {
        'retry-after': String(seconds),
      });
    }
  }

  /** "Order placed" to the shopper (with how to pay for the method) and "New order" to the shop's order e-mails. */
  private placedMessages(order: OrderRow, lines: PricedLine[], profile: ShopProfile): AnyNewMessage[] {
    const summary = messageOrder(
      order,
      lines.map((l) => ({
        item_product_title: l.variant.product_title,
        item_variant_title: l.variant.product_variant_title,
        item_quantity: l.quantity,
        item_product_variant_sale_price_paise: l.variant.sale_price_paise,
        item_line_total_paise: l.variant.sale_price_paise * l.quantity,
      })),
    );
    const upiLink = this.upiLink(order, profile);
    return [
      {
        kind: 'order_placed',
        recipient: order.customer_email,
        language: order.order_language === 'ar' ? 'ar' : 'en',
        orderId: order.order_id,
        data: { order: summary, upi: upiLink ? { link: upiLink, payee_vpa: profile.upiId, amount_paise: order.order_grand_total_paise } : null },
      },
      ...profile.alertEmails.map((recipient): AnyNewMessage => ({
        kind: 'staff_new_order',
        recipient,
        language: 'en',
        orderId: order.order_id,
        data: { order: summary, admin_path: `/admin/orders/${order.order_id}` },
      })),
    ];
  }

  /** The first order under a key, when this request is the same; 422 when it is another order. */
  private replay(order: OrderRow, requestHash: string): OrderRow {
    if (order.request_hash !== requestHash) throw new HttpError(422, ORDER_RESULT_MESSAGES.keyReused);
    return order;
  }

  /**
   * Re-prices every line from the database in the order's currency and compares with what
   * the browser sent; answers the lines with their variants and the totals.
   */
  private async price(body: PlaceOrderRequest) {
    const variants = new Map((await this.repo.variants(body.CartInfo.map((l) => l.product_variant_id))).map((v) => [v.product_variant_id, v]));
    const changes: Change[] = [];
    const lines = [];
    for (const line of body.CartInfo) {
      const variant = variants.get(line.product_variant_id);
      if (!variant || variant.product_id !== line.product_id) {
        changes.push({
          product_id: line.product_id,
          product_variant_id: line.product_variant_id,
          product_title: variant?.product_title ?? `Item ${line.product_id}`,
          reason: 'unavailable',
          sent_price: line.product_variant_sale_price,
          current_price: null,
          available: null,
        });
        continue;
      }
      const unitMinor = unitPriceMinor(paiseToRupees(variant.sale_price_paise), body.order_currency);
      if (unitMinor !== toMinorUnits(line.product_variant_sale_price)) {
        changes.push({
          product_id: line.product_id,
          product_variant_id: line.product_variant_id,
          product_title: titleOf(variant),
          reason: 'price',
          sent_price: line.product_variant_sale_price,
          current_price: fromMinorUnits(unitMinor),
          available: null,
        });
      } else if (variant.stock_quantity < line.quantity) {
        changes.push(this.stockChange(variant));
      }
      lines.push({ variant, quantity: line.quantity, unitMinor });
    }
    if (changes.length) throw new OrderConflict(changes, body.order_currency);
    const totals = orderTotalsMinor(lines);
    if (totals.subTotal !== toMinorUnits(body.order_sub_total) || totals.grandTotal !== toMinorUnits(body.order_grand_total)) {
      throw new HttpError(409, ORDER_RESULT_MESSAGES.totalMismatch(formatPrice(fromMinorUnits(totals.grandTotal), body.order_currency)));
    }
    const inrSubTotal = lines.reduce((sum, l) => sum + l.variant.sale_price_paise * l.quantity, 0);
    return { lines, totals, inrSubTotal };
  }

  private stockChange(variant: {
    product_id: number;
    product_variant_id: number;
    product_title: string;
    product_variant_title: string;
    stock_quantity: number;
  }): Change {
    return {
      product_id: variant.product_id,
      product_variant_id: variant.product_variant_id,
      product_title: titleOf(variant),
      reason: 'stock',
      sent_price: null,
      current_price: null,
      available: Math.max(0, variant.stock_quantity),
    };
  }

  /** A page of the customer's orders, newest first. */
  async list(customerId: number, page: number, limit: number): Promise<{ data: OrderSummary[] } & PageInfo> {
    const [rows, total, profile] = await Promise.all([
      this.repo.forCustomer(customerId, limit, (page - 1) * limit),
      this.repo.countForCustomer(customerId),
      this.profile(),
    ]);
    return { data: rows.map((o) => toSummary(o, this.payOnline(o), profile.carriers)), ...pageInfo(total, page, limit) };
  }

  /**
   * An order with its lines, for its customer (token) or for anyone with its invoice key.
   * Anything else, a wrong key included, is the same 404 as an unknown order.
   */
  async detail(orderId: number, access: OrderAccess): Promise<CustomerOrderResponse> {
    return this.describe(await this.readable(orderId, access));
  }

  /** For the back office (the route checks the member): any order, or the unknown-order 404, with its history, its row and its refunds. */
  async detailForStaff(orderId: number) {
    const order = await this.repo.order(orderId);
    if (!order) throw notFound(ORDER_RESULT_MESSAGES.notFound);
    const [described, history, refunds] = await Promise.all([this.describe(order), this.repo.history(orderId), this.repo.refunds(orderId)]);
    return { order: described, customerId: order.customer_id, history, row: order, refunds };
  }

  /** An order with its lines, as the invoice and the order pages show it. */
  private async describe(order: OrderRow): Promise<CustomerOrderResponse> {
    const orderId = order.order_id;
    const [lines, profile, notes] = await Promise.all([
      this.repo.lines(orderId),
      this.profile(),
      order.tax_invoice ? this.repo.taxNotes(orderId) : Promise.resolve([]),
    ]);
    return {
      success: true,
      cart_info: lines.map((l) => ({
        product_id: l.product_id,
        product_variant_id: l.product_variant_id,
        item_product_title: l.item_product_title,
        item_variant_title: l.item_variant_title,
        item_product_variant_sale_price: paiseToRupees(l.item_product_variant_sale_price_paise),
        item_product_variant_mrp_price: paiseToRupees(l.item_product_variant_mrp_price_paise),
        item_quantity: l.item_quantity,
        item_line_total: paiseToRupees(l.item_line_total_paise),
      })),
      customer_info: {
        ...toSummary(order, this.payOnline(order), profile.carriers),
        customer_email: order.customer_email,
        ...addressColumnsOf(order),
        upi_id: order.upi_id,
        card_brand: order.card_brand,
        card_last4: order.card_last4,
        upi_payment_link: this.upiLink(order, profile),
        seller: sellerOf(order),
        refunded: paiseToRupees(order.refunded_paise),
        tax_invoice: taxInvoiceFor(order, lines),
        tax_notes: notes.map((note) =>
          taxNoteView(note, lines, (credited, totalPaise) =>
            taxInvoiceFor(
              { ...order, order_grand_total_paise: totalPaise },
              credited.map(({ index, amountPaise }) => ({ ...lines[index]!, item_line_total_paise: amountPaise })),
            )!,
          ),
        ),
      },
    };
  }

  /** The order if the access allows it, else the unknown-order 404. */
  async readable(orderId: number, access: OrderAccess): Promise<OrderRow> {
    const order = await this.repo.order(orderId);
    const byCustomer = order !== undefined && access.customerId !== undefined && order.customer_id === access.customerId;
    const byKey = order !== undefined && access.key !== undefined && order.invoice_key !== null && sameSecret(order.invoice_key, access.key);
    if (!order || !(byCustomer || byKey)) throw notFound(ORDER_RESULT_MESSAGES.notFound);
    return order;
  }

  /**
   * Cancels the customer's order while it is Placed: the status, the payment status, the
   * stock of every line and the history change in one transaction. Of two cancels at once
   * one wins; the other, and any later one, restore nothing and answer 409.
   */
  async cancel(customerId: number, orderId: number): Promise<void> {
    const order = await this.repo.order(orderId);
    if (!order || order.customer_id !== customerId) throw notFound(ORDER_RESULT_MESSAGES.notFound);
    const outcome = await writeTransaction(this.shop, async (trx) => {
      const tx = new OrdersRepository(trx, this.shop.engine);
      const current = (await tx.order(orderId))!;
      const paymentAfter = orderActionResult('cancel', current.payment_status).paymentStatus ?? current.payment_status;
      if (!(await tx.cancelIfPlaced(orderId, customerId, paymentAfter))) return current.order_status;
      const lines = await tx.lines(orderId);
      await returnOrderStock(this.inventory, trx, lines, { kind: 'cancel', reason: ORDER_STOCK_REASONS.cancelledByShopper, orderId });
      await this.messages.write(trx, [customerCancelMessage(current, lines)]);
      await settleTaxNotes(trx, this.shop.engine, orderId);
      const changedAt = new Date().toISOString();
      const actor = `customer:${customerId}`;
      await tx.addHistory([
        {
          order_id: orderId,
          field: 'order_status',
          from_value: String(current.order_status),
          to_value: String(ORDER_STATUS.cancelled),
          changed_by: actor,
          changed_at: changedAt,
        },
        ...(paymentAfter !== current.payment_status
          ? [
              {
                order_id: orderId,
                field: 'payment_status' as const,
                from_value: current.payment_status,
                to_value: paymentAfter,
                changed_by: actor,
                changed_at: changedAt,
              },
            ]
          : []),
      ]);
      return current.payment_status === 'paid' ? ('cancelled-paid' as const) : ('cancelled' as const);
    });
    if (outcome === 'cancelled' || outcome === 'cancelled-paid') {
      this.messages.written();
      // A paid order the shopper cancels is refunded in full (through the gateway when paid there).
      if (outcome === 'cancelled-paid') await this.refundCancelled?.(orderId);
      return;
    }
    throw new HttpError(409, outcome === ORDER_STATUS.cancelled ? ORDER_RESULT_MESSAGES.alreadyCancelled : ORDER_RESULT_MESSAGES.notCancellable);
  }

  /**
   * A back-office move on an order (core's table: confirm payment, process, ship, deliver,
   * cancel, refund), in one transaction: the order is updated only from the state it was read
   * in (so of two members acting at once one wins and the other is told), a cancel puts the
   * stock back, and every change is a history row naming the member and an audit row. 404 for an unknown
   * order; 409 with the reason for a move not allowed from the current state.
   */
  async transition(orderId: number, move: OrderTransition, staff: Actor): Promise<void> {
    // The shipped e-mail's tracking link comes from the owner's carriers.
    const carriers = move.action === 'ship' ? (await this.profile()).carriers : [];
    await writeTransaction(this.shop, async (trx) => {
      const tx = new OrdersRepository(trx, this.shop.engine);
      const current = await tx.order(orderId);
      if (!current) throw notFound(ORDER_RESULT_MESSAGES.notFound);
      if (!allowedOrderActions(current.order_status, current.payment_status).includes(move.action)) {
        throw new HttpError(409, orderActionRefusal(move.action, current.order_status, current.payment_status));
      }
      const result = orderActionResult(move.action, current.payment_status);
      const changed = await tx.moveIfUnchanged(current, {
        ...(result.orderStatus !== undefined ? { order_status: result.orderStatus, order_status_label: ORDER_STATUS_LABELS[result.orderStatus] } : {}),
        ...(result.paymentStatus !== undefined ? { payment_status: result.paymentStatus } : {}),
        ...(move.action === 'ship' ? { carrier: move.carrier, tracking_number: move.tracking_number } : {}),
      });
      if (!changed) throw new HttpError(409, ORDER_RESULT_MESSAGES.changedMeanwhile);
      const lines = await tx.lines(orderId);
      if (move.action === 'cancel') {
        await returnOrderStock(this.inventory, trx, lines, { kind: 'cancel', reason: ORDER_STOCK_REASONS.cancelledByShop, orderId, staffId: staff.staffId });
      }
      if (move.action === 'record_late_payment') {
        // Its stock was put back when it was cancelled: taken again, or the move is refused (and rolled back).
        const short = await takeOrderStock(this.inventory, trx, lines, {
          kind: 'reopen',
          reason: ORDER_STOCK_REASONS.reopened,
          orderId,
          staffId: staff.staffId,
        });
        if (short.length) {
          const left = new Map(short.map((x) => [x.product_variant_id, x.stock_quantity]));
          const names = lines
            .filter((l) => left.has(l.product_variant_id))
            .map(
              (l) =>
                `${titleOf({ product_title: l.item_product_title, product_variant_title: l.item_variant_title })} (${Math.max(0, left.get(l.product_variant_id)!)} left)`,
            );
          throw new HttpError(409, ORDER_RESULT_MESSAGES.cannotReopen(names.join(', ')));
        }
        await tx.markPaidAfterExpiry(orderId);
      }
      // A cancel or a refund credits the order; a late payment that re-opens it debits it back
      // (the other moves leave what it is owed as it was).
      if (move.action === 'cancel' || move.action === 'refund' || move.action === 'record_late_payment') await settleTaxNotes(trx, this.shop.engine, orderId);
      const after: OrderRow = {
        ...current,
        order_status: result.orderStatus ?? current.order_status,
        payment_status: result.paymentStatus ?? current.payment_status,
        ...(move.action === 'ship' ? { carrier: move.carrier, tracking_number: move.tracking_number } : {}),
      };
      const message = transitionMessage(move, current, after, lines, carriers);
      if (message) await this.messages.write(trx, [message]);
      const changedAt = new Date().toISOString();
      const actor = staff.staffId === null ? 'system' : `staff:${staff.staffId}`;
      const note = [
        'bank_reference' in move ? `${move.action === 'refund' ? 'Refund reference' : 'Bank reference'}: ${move.bank_reference}` : '',
        move.action === 'ship' ? `${move.carrier}, tracking number ${move.tracking_number}` : '',
        move.note ?? '',
      ]
        .filter(Boolean)
        .join('. ');
      await tx.addHistory([
        ...(result.orderStatus !== undefined
          ? [
              {
                order_id: orderId,
                field: 'order_status' as const,
                from_value: String(current.order_status),
                to_value: String(result.orderStatus),
                changed_by: actor,
                note,
                changed_at: changedAt,
              },
            ]
          : []),
        ...(result.paymentStatus !== undefined && result.paymentStatus !== current.payment_status
          ? [
              {
                order_id: orderId,
                field: 'payment_status' as const,
                from_value: current.payment_status,
                to_value: result.paymentStatus,
                changed_by: actor,
                note,
                changed_at: changedAt,
              },
            ]
          : []),
      ]);
      await recordAudit(trx, staff, {
        action: `order.${move.action}`,
        entity: 'order',
        entityId: orderId,
        before: { order_status: current.order_status, payment_status: current.payment_status },
        after: { order_status: result.orderStatus ?? current.order_status, payment_status: result.paymentStatus ?? current.payment_status, ...move },
      });
    });
    this.messages.written();
  }

  /**
   * Cancels every placed order still awaiting payment past its deadline (the sweep calls
   * this at least once a minute on every server): each in its own transaction, by a
   * conditional update, so an order expires once however many servers sweep at the same
   * moment, and never when a payment or a back-office move got to it first. Its stock goes
   * back, its history says why, and the shopper is told. `stillUnpaid` asks the gateway
   * first for orders it knows (a payment it holds is recorded instead). Answers how many expired.
   */
  async expireUnpaid(
    now = new Date(),
    stillUnpaid: (order: { order_id: number; gateway_order_id: string | null; payment_due_at: string | null }) => Promise<boolean> = async () => true,
  ): Promise<number> {
    let expired = 0;
    for (const due of await this.repo.unpaidPastDue(now.toISOString(), EXPIRY_BATCH)) {
      if (!(await stillUnpaid(due))) continue;
      if (await this.expireOne(due.order_id, now)) expired += 1;
    }
    return expired;
  }

  private async expireOne(orderId: number, now: Date): Promise<boolean> {
    const done = await writeTransaction(this.shop, async (trx) => {
      const tx = new OrdersRepository(trx, this.shop.engine);
      const current = await tx.order(orderId);
      if (!current || current.order_status !== ORDER_STATUS.placed || current.payment_status !== 'awaiting_payment') return false;
      if (!current.payment_due_at || current.payment_due_at > now.toISOString()) return false;
      const changed = await tx.moveIfUnchanged(current, {
        order_status: ORDER_STATUS.cancelled,
        order_status_label: ORDER_STATUS_LABELS[ORDER_STATUS.cancelled],
        payment_status: 'void',
      });
      if (!changed) return false;
      const lines = await tx.lines(orderId);
      await returnOrderStock(this.inventory, trx, lines, { kind: 'expiry', reason: ORDER_STOCK_REASONS.notPaidInTime, orderId });
      await settleTaxNotes(trx, this.shop.engine, orderId, now);
      const after: OrderRow = { ...current, order_status: ORDER_STATUS.cancelled, payment_status: 'void' };
      await this.messages.write(trx, [
        {
          kind: 'order_cancelled',
          recipient: after.customer_email,
          language: orderLanguage(after),
          orderId,
          data: { order: messageOrder(after, lines), by: 'system', refund_due: false, note: null },
        },
      ]);
      const changedAt = now.toISOString();
      const note = `${ORDER_RESULT_MESSAGES.notPaidInTime} (due ${current.payment_due_at})`;
      await tx.addHistory([
        {
          order_id: orderId,
          field: 'order_status',
          from_value: String(current.order_status),
          to_value: String(ORDER_STATUS.cancelled),
          changed_by: 'system',
          note,
          changed_at: changedAt,
        },
        { order_id: orderId, field: 'payment_status', from_value: current.payment_status, to_value: 'void', changed_by: 'system', note, changed_at: changedAt },
      ]);
      return true;
    });
    if (done) this.messages.written();
    return done;
  }

  /** Whether the shopper can pay this order online now: placed, awaiting payment through the gateway, not past its time. */
  private payOnline(order: OrderRow): boolean {
    return (
      order.order_status === ORDER_STATUS.placed &&
      order.payment_status === 'awaiting_payment' &&
      this.payments.usesGateway(order.order_payment_method as PaymentMethod) &&
      (!order.payment_due_at || order.payment_due_at > new Date().toISOString())
    );
  }

  /** The upi://pay link for an unpaid UPI order's exact amount (INR), else null. */
  private upiLink(order: OrderRow, profile: ShopProfile): string | null {
    if (order.order_payment_method !== 'upi' || order.payment_status !== 'awaiting_payment' || order.order_status === ORDER_STATUS.cancelled) return null;
    // A gateway order is paid through the gateway (matched to the order), never to the shop's own UPI id.
    if (order.gateway_order_id !== null || this.payments.usesGateway('upi')) return null;
    return upiPaymentLink({
      payeeVpa: profile.upiId,
      payeeName: profile.upiPayeeName,
      amountPaise: order.order_grand_total_paise,
      reference: `ORD${String(order.order_id).padStart(6, '0')}`,
      note: `Order ${order.invoice_number ?? order.order_id}`,
    });
  }

  // ------------------------------------------------------------ the back office's reads

  /** A page of orders for the back office's list, newest first. */
  async adminPage(q: AdminOrdersQuery): Promise<{ rows: AdminOrderRow[]; total: number }> {
    const { rows, total } = await this.repo.adminPage(q);
    return { rows: rows.map(adminOrderRowOf), total };
  }

  /** The orders of a range as CSV for the accounts, a batch of orders at a time: never one string of the whole range. */
  exportCsv(q: AdminOrdersExportQuery): AsyncGenerator<string> {
    return exportOrdersCsv(this.repo, q);
  }

  /** Packing slips (no prices) of the orders, in the order asked, and the ids that name no order. */
  async packingSlips(ids: number[]): Promise<{ data: PackingSlip[]; missing: number[] }> {
    const { orders, lines } = await this.repo.forPackingSlips(ids);
    const byId = new Map(orders.map((o) => [o.order_id, o]));
    const linesOf = new Map<number, PackingSlip['lines']>();
    for (const l of lines) {
      const line = { product_title: l.item_product_title, variant_title: l.item_variant_title, quantity: l.item_quantity };
      const list = linesOf.get(l.order_id);
      if (list) list.push(line);
      else linesOf.set(l.order_id, [line]);
    }
    const data: PackingSlip[] = [];
    for (const id of ids) {
      const o = byId.get(id);
      if (!o) continue;
      const seller = sellerOf(o);
      data.push({
        order_id: o.order_id,
        invoice_number: o.invoice_number ?? '',
        order_created_date: o.order_created_date,
        ship_to: addressColumnsOf(o),
        lines: linesOf.get(id) ?? [],
        seller: { name: seller.name, address: seller.address, phone: seller.phone },
      });
    }
    return { data, missing: ids.filter((id) => !byId.has(id)) };
  }

  /** Orders waiting for a payment to be confirmed, and for a parcel to be sent. */
  private waiting(): Promise<[number, number]> {
    return Promise.all([
      this.repo.countWhere(WAITING_ORDERS.payment.statuses, WAITING_ORDERS.payment.payments),
      this.repo.countWhere(WAITING_ORDERS.dispatch.statuses, WAITING_ORDERS.dispatch.payments),
    ]);
  }

  /** The side navigation's counts: orders needing action, and open contact messages (null for a role that may not read them). */
  async navCounts(readsMessages: boolean): Promise<{ orders: number; messages: number | null }> {
    const [[payment, dispatch], open] = await Promise.all([this.waiting(), readsMessages ? this.messages.openContactCount() : null]);
    return { orders: payment + dispatch, messages: open };
  }

  /**
   * The shop at a glance: today's and this week's (from Monday) orders and revenue, India
   * time, leaving out cancelled orders; orders waiting for payment or dispatch; variants low on
   * stock; the last 30 days, day by day; the newest orders and (for a role that may read them)
   * open contact messages.
   */
  async dashboard(readsMessages: boolean): Promise<AdminDashboard> {
    const today = istDay(new Date());
    const days = lastDays(today, DASHBOARD_DAYS);
    const monday = weekStart(today);
    const since = istDayStart(monday < days[0]! ? monday : days[0]!);
    const [placed, [awaitingPayment, awaitingDispatch], lowStock, latest, open] = await Promise.all([
      this.repo.placedSince(since),
      this.waiting(),
      this.repo.lowStock(LOW_STOCK_THRESHOLD, 20),
      this.repo.adminPage({ page: 1, page_size: DASHBOARD_LATEST }),
      readsMessages ? this.messages.openContactMessages(DASHBOARD_LATEST) : null,
    ]);
    const perDay = new Map(days.map((d) => [d, { orders: 0, paise: 0 }]));
    let week = { orders: 0, paise: 0 };
    for (const o of placed) {
      const day = istDay(o.order_created_date);
      const bucket = perDay.get(day);
      if (bucket) {
        bucket.orders += 1;
        bucket.paise += o.order_grand_total_paise;
      }
      if (day >= monday) week = { orders: week.orders + 1, paise: week.paise + o.order_grand_total_paise };
    }
    const todays = perDay.get(today)!;
    return {
      latest_orders: latest.rows.map(adminOrderRowOf),
      open_messages:
        open === null
          ? null
          : {
              total: open.total,
              latest: open.latest.map((m) => ({
                contact_message_id: m.contact_message_id,
                name: m.name,
                email: m.email,
                subject: m.subject,
                created_at: m.created_at,
              })),
            },
      today: { orders: todays.orders, revenue: paiseToRupees(todays.paise) },
      week: { orders: week.orders, revenue: paiseToRupees(week.paise) },
      awaiting_payment: awaitingPayment,
      awaiting_dispatch: awaitingDispatch,
      low_stock: lowStock,
      last_30_days: days.map((date) => ({ date, orders: perDay.get(date)!.orders, revenue: paiseToRupees(perDay.get(date)!.paise) })),
    };
  }
}

type PricedLine = { variant: { product_title: string; product_variant_title: string; sale_price_paise: number }; quantity: number };

const HOUR_MS = 3_600_000;
/** Orders one sweep expires at most (the next sweep takes the rest). */
const EXPIRY_BATCH = 200;

/** A customer's order limit (the settings'): a 409 or a 429 with Retry-After. */
class OrderLimitReached extends HttpError {}

class StockShort extends Error {
  constructor(readonly changes: Change[]) {
    super('stock short');
  }
}

const titleOf = (v: { product_title: string; product_variant_title: string }) =>
  v.product_variant_title ? `${v.product_title} (${v.product_variant_title})` : v.product_title;

/** Compares two secrets in constant time. */
function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/**
 * A registered shop's tax invoice of an order, from what it was charged (the lines' HSN codes
 * and rates, the seller's state and the place of supply as they were when it was placed), or
 * null for an order whose invoice is the spec's.
 */
export function taxInvoiceFor(
  order: Pick<OrderRow, 'tax_invoice' | 'place_of_supply' | 'place_of_supply_code' | 'buyer_gstin' | 'seller_json' | 'order_grand_total_paise'>,
  lines: ReadonlyArray<{ item_line_total_paise: number; hsn_code: string | null; gst_rate_bp: number | null }>,
): TaxInvoice | null {
  if (!order.tax_invoice || !order.place_of_supply || !order.place_of_supply_code) return null;
  return taxInvoiceOf({
    lines: lines.map((l) => ({ amountPaise: l.item_line_total_paise, hsn: l.hsn_code ?? '', rateBasisPoints: l.gst_rate_bp ?? 0 })),
    sellerStateCode: stateCodeOfLabel(sellerOf(order as OrderRow).state),
    placeOfSupply: order.place_of_supply,
    placeOfSupplyCode: order.place_of_supply_code,
    buyerGstin: order.buyer_gstin,
    totalPaise: order.order_grand_total_paise,
  });
}

export function sellerOf(order: OrderRow): Seller {
  try {
    return JSON.parse(order.seller_json) as Seller;
  } catch {
    return { name: '', address: '', state: '', gstin: '', phone: '', email: '' };
  }
}

/**
 * An order as My Orders lists it. Its tracking link follows the carrier's name it was
 * shipped with to the owner's carriers as they are now (`carriers`), else a built-in page.
 */
export function toSummary(order: OrderRow, payOnline = false, carriers: readonly Carrier[] = []): OrderSummary {
  const status = order.order_status as OrderStatus;
  const payment = order.payment_status as PaymentStatus;
  return {
    order_id: order.order_id,
    order_created_date: order.order_created_date,
    order_status: status,
    order_status_label: ORDER_STATUS_LABELS[status] ?? order.order_status_label,
    order_grand_total: paiseToRupees(order.order_grand_total_paise),
    order_sub_total: paiseToRupees(order.order_sub_total_paise),
    order_payment_method: order.order_payment_method,
    order_currency: order.order_currency,
    order_display_total: fromMinorUnits(order.order_display_total_minor),
    payment_status: payment,
    payment_status_label: PAYMENT_STATUS_LABELS[payment] ?? payment,
    invoice_number: order.invoice_number ?? '',
    invoice_key: order.invoice_key ?? '',
    carrier: order.carrier,
    tracking_number: order.tracking_number,
    tracking_url: order.carrier && order.tracking_number ? trackingUrl(order.carrier, order.tracking_number, carriers) : null,
    payment_due_at: order.payment_status === 'awaiting_payment' && order.order_status === ORDER_STATUS.placed ? order.payment_due_at : null,
    pay_online: payOnline,
  };
}
