import { z } from 'zod';
import { messageLanguageOf } from '../messages/request-language.js';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ORDER_MESSAGES,
  ORDERS_PAGE_SIZE,
  apiOkSchema,
  cancelOrderRequestSchema,
  customerOrderResponseSchema,
  customerOrdersResponseSchema,
  placeOrderRequestSchema,
  placeOrderResponseSchema,
  positiveIntParam,
  API_MAX_LIMIT,
  type PaymentCheckout,
} from '@shop/core';
import { customerOf, type Authenticator } from '../../http/auth.js';
import { badRequest } from '../../http/errors.js';
import { RATE_LIMITS, perAddress, tooManyRequests } from '../../http/rate-limits.js';
import type { OrderLimits } from '@shop/core/admin';
import { carriesCardData } from './card-data.js';
import { ORDER_RESULT_MESSAGES, type OrdersService } from './orders.service.js';
import type { OrderRow } from './orders.repository.js';

const tags = ['orders'];

/** A 429 for an address that placed too many orders in the hour. */
export const ORDERS_PER_ADDRESS_MESSAGE = (wait: string) => `Too many orders from your network address in the last hour. Please try again ${wait}.`;

export const IDEMPOTENCY_MESSAGES = {
  missing: 'An Idempotency-Key header is required: send a new random key (a UUID) for each checkout attempt, and the same key when you retry it.',
  invalid: 'The Idempotency-Key must be 1 to 200 visible ASCII characters.',
} as const;

/** The Idempotency-Key header, bare or as a structured-field string ("…"). */
function idempotencyKeyOf(req: FastifyRequest): string {
  const raw = req.headers['idempotency-key'];
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  if (!value) throw badRequest(IDEMPOTENCY_MESSAGES.missing);
  const key = /^"(.*)"$/.exec(value)?.[1] ?? value;
  if (!/^[\x21-\x7e]{1,200}$/.test(key)) throw badRequest(IDEMPOTENCY_MESSAGES.invalid);
  return key;
}

const orderQuery = z.object({
  order_id: positiveIntParam('order_id'),
  key: z.string().max(100, { error: 'key must be at most 100 characters' }).optional(),
});

/** The PDF's query: the order, and the language of its words (else the storefront's, from the request). */
const invoicePdfQuery = orderQuery.extend({
  lng: z.enum(['en', 'ar'], { error: 'lng must be en or ar' }).optional(),
});

/**
 * Order/PlaceAndOrder, Customers/GetCustomerOrders, Order/CustomerOrder, Order/CancelOrder and
 * Order/InvoicePdf (DESIGN 4, 4.1–4.3). Identity comes from the token alone; an order is read
 * by its customer or with its invoice key, and is otherwise the same 404 as an unknown one.
 */
export const ordersStoreRoutes: FastifyPluginAsyncZod<{
  auth: Authenticator;
  orders: OrdersService;
  /** The invoice, or with `note` one of its credit or debit notes (its number), as a PDF. */
  renderPdf: (
    orderId: number,
    access: { customerId?: number; key?: string },
    language: 'en' | 'ar',
    note?: string,
  ) => Promise<{ pdf: Buffer; fileName: string }>;
  /** The settings' order limits (cached briefly). */
  orderLimits: () => Promise<OrderLimits>;
  /** How to pay an order placed for the gateway, or null. */
  paymentFor: (order: OrderRow) => Promise<PaymentCheckout | null>;
}> = async (app, { auth, orders, renderPdf, orderLimits, paymentFor }) => {
  app.post(
    '/Order/PlaceAndOrder',
    {
      onRequest: auth.required,
      // Attempts from one network address, per hour and per process (the settings' limit; the
      // per-account limits are counted in the database, so they hold across servers).
      config: {
        rateLimit: {
          max: async () => (await orderLimits()).orders_per_address_per_hour,
          timeWindow: 3_600_000,
          errorResponseBuilder: tooManyRequests(ORDERS_PER_ADDRESS_MESSAGE),
        },
      },
      // Card data is refused before the body is validated, stored or echoed in any message.
      preValidation: async (req) => {
        if (carriesCardData(req.body)) throw badRequest(ORDER_MESSAGES.cardNumberRefused);
      },
      schema: {
        tags,
        summary:
          'Place an order: every line re-priced from the database in order_currency (409 naming what changed, nothing stored), stock taken in the same transaction, once per Idempotency-Key (same key and body: the first answer; another body: 422); never a card number',
        // Required (a missing key is 400 with its message); its shape is checked in idempotencyKeyOf.
        headers: z.object({
          'idempotency-key': z
            .string({ error: IDEMPOTENCY_MESSAGES.missing })
            .meta({ description: 'A new random key (a UUID) per checkout attempt; the same key when retrying it. 1 to 200 visible ASCII characters.' }),
        }),
        body: placeOrderRequestSchema,
        response: { 200: placeOrderResponseSchema },
      },
    },
    async (req) => {
      const order = await orders.place(customerOf(req), req.body, idempotencyKeyOf(req), messageLanguageOf(req));
      return {
        success: true as const,
        message: ORDER_RESULT_MESSAGES.placed,
        order_id: order.order_id,
        invoice_key: order.invoice_key ?? '',
        invoice_number: order.invoice_number ?? '',
        payment: await paymentFor(order),
      };
    },
  );

  app.get(
    '/Customers/GetCustomerOrders',
    {
      onRequest: auth.required,
      schema: {
        tags,
        summary: "The customer's orders, newest first (5 a page on the screen)",
        querystring: z.object({
          page: positiveIntParam('page').default(1),
          limit: positiveIntParam('limit', { max: API_MAX_LIMIT }).default(ORDERS_PAGE_SIZE),
        }),
        response: { 200: customerOrdersResponseSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await orders.list(customerOf(req), req.query.page, req.query.limit)) }),
  );

  app.get(
    '/Order/CustomerOrder',
    {
      onRequest: auth.optional,
      schema: {
        tags,
        summary: "One order with its lines, Bill To, payment and seller: for the order's customer (token) or with its invoice key; anything else is 404",
        querystring: orderQuery,
        response: { 200: customerOrderResponseSchema },
      },
    },
    async (req) => orders.detail(req.query.order_id, { customerId: req.customerId, key: req.query.key }),
  );

  app.post(
    '/Order/CancelOrder',
    {
      onRequest: auth.required,
      schema: {
        tags,
        summary: "Cancel the customer's order while it is Placed (order_status 0): stock restored once; otherwise 409",
        body: cancelOrderRequestSchema,
        response: { 200: apiOkSchema },
      },
    },
    async (req) => {
      await orders.cancel(customerOf(req), req.body.order_id);
      return { success: true as const, message: ORDER_RESULT_MESSAGES.cancelled };
    },
  );

  app.get(
    '/Order/InvoicePdf',
    {
      onRequest: auth.optional,
      // Each render takes tens of milliseconds of the event loop: a client gets a few a minute.
      config: perAddress(RATE_LIMITS.invoicePdfPerAddress),
      schema: {
        tags,
        summary: 'The invoice as a PDF file (attachment), for the order’s customer or with its invoice key',
        querystring: invoicePdfQuery,
      },
    },
    async (req, reply) => {
      const language = req.query.lng ?? messageLanguageOf(req);
      const { pdf, fileName } = await renderPdf(req.query.order_id, { customerId: req.customerId, key: req.query.key }, language);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  app.get(
    '/Order/TaxNotePdf',
    {
      onRequest: auth.optional,
      config: perAddress(RATE_LIMITS.invoicePdfPerAddress),
      schema: {
        tags,
        summary:
          "A credit or debit note against a registered shop's tax invoice (customer_info.tax_notes) as a PDF file (attachment), for the order's customer or with its invoice key; an unknown number is 404",
        querystring: invoicePdfQuery.extend({
          number: z
            .string({ error: 'number is required' })
            .min(1, { error: 'number is required' })
            .max(32, { error: 'number must be at most 32 characters' })
            .meta({ description: "The note's number, as customer_info.tax_notes gives it: 'CN/26-27/000001'" }),
        }),
      },
    },
    async (req, reply) => {
      const language = req.query.lng ?? messageLanguageOf(req);
      const { pdf, fileName } = await renderPdf(req.query.order_id, { customerId: req.customerId, key: req.query.key }, language, req.query.number);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
