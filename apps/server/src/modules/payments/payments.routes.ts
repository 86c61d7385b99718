import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiOkSchema,
  paymentCheckoutRequestSchema,
  paymentCheckoutResponseSchema,
  paymentConfirmRequestSchema,
  paymentConfirmResponseSchema,
  paymentOptionsResponseSchema,
  toMinorUnits,
} from '@shop/core';
import { adminIdParam, adminOkSchema, orderRefundSchema } from '@shop/core/admin';
import type { Authenticator } from '../../http/auth.js';
import { actorOf, type StaffAuth } from '../staff/staff-auth.js';
import { PAYMENT_MESSAGES, type Payments } from './payments.service.js';

const tags = ['payments'];

/** The largest webhook body taken (Razorpay's are a few kilobytes). */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * Payments/Checkout and Payments/Confirm (the storefront: the order's customer, or anyone
 * with its invoice key), and the gateway's webhook. Identity comes from the token or the key.
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{ auth: Authenticator; payments: Payments }> = async (app, { auth, payments }) => {
  app.get(
    '/Payments/Options',
    {
      schema: {
        tags,
        summary: 'Whether UPI, PayPal and card are paid online through the gateway (else offline, as the invoice says), and how long an unpaid order waits',
        response: { 200: paymentOptionsResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return { success: true as const, online: payments.razorpay !== null, unpaid_minutes: payments.unpaidMinutes() };
    },
  );

  app.post(
    '/Payments/Checkout',
    {
      onRequest: auth.optional,
      schema: {
        tags,
        summary:
          'How to pay an unpaid gateway order now (or again): the key id, the gateway order for the exact amount, the checkout script; 409 when it is not waiting for payment',
        body: paymentCheckoutRequestSchema,
        response: { 200: paymentCheckoutResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await payments.checkout(req.body.order_id, { customerId: req.customerId, key: req.body.key }) }),
  );

  app.post(
    '/Payments/Confirm',
    {
      onRequest: auth.optional,
      schema: {
        tags,
        summary:
          "The checkout's answer after a payment: the signature is checked with the key secret and the payment fetched from the gateway (captured, this order's amount) before the order is marked paid",
        body: paymentConfirmRequestSchema,
        response: { 200: paymentConfirmResponseSchema },
      },
    },
    async (req) => {
      const { order_id, key, ...answer } = req.body;
      const { outcome, order } = await payments.confirm(order_id, { customerId: req.customerId, key }, answer);
      const paid = order.payment_status === 'paid' && (outcome === 'paid' || outcome === 'already' || outcome === 'reopened');
      return {
        success: true as const,
        message: paid ? PAYMENT_MESSAGES.paid : PAYMENT_MESSAGES.pending,
        payment_status: order.payment_status,
        order_status: order.order_status,
      };
    },
  );

  // The webhook: its signature is over the body exactly as sent, so this route keeps it raw.
  await app.register(async (hook) => {
    hook.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));
    hook.post(
      '/payments/razorpay/webhook',
      {
        bodyLimit: WEBHOOK_BODY_LIMIT,
        schema: {
          tags,
          summary:
            'Razorpay webhooks (payment.captured, payment.failed, order.paid, refund.processed, refund.failed), signed with the webhook secret; each event once',
          response: { 200: apiOkSchema },
        },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.from('');
        const outcome = await payments.webhook(raw, req.headers['x-razorpay-signature'], req.headers['x-razorpay-event-id']);
        return { success: true as const, message: outcome };
      },
    );
  });
};

/** Back office: refunds (staff), through the gateway or recorded by hand. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<{ payments: Payments; staffAuth: StaffAuth }> = async (app, { payments, staffAuth }) => {
  app.post(
    '/orders/:id/refunds',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags: ['admin: orders'],
        summary:
          'Refund a paid order in full or in part (rupees), with a reason: through Razorpay when it was paid there, else recorded with the bank reference; never more than is left',
        params: z.object({ id: adminIdParam('Order id') }),
        body: orderRefundSchema,
        response: { 200: adminOkSchema },
      },
    },
    async (req) => {
      const result = await payments.refund(
        req.params.id,
        { amountPaise: toMinorUnits(req.body.amount), reason: req.body.reason, bankReference: req.body.bank_reference || undefined },
        actorOf(req),
      );
      return { success: true as const, message: result.message };
    },
  );
};
