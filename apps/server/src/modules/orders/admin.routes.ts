import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paiseToRupees } from '@shop/core';
import {
  STAFF_MESSAGES,
  adminDashboardResponseSchema,
  adminIdParam,
  adminNavCountsResponseSchema,
  adminOrderDetailResponseSchema,
  adminOrdersExportQuerySchema,
  adminOrdersQuerySchema,
  adminOrdersResponseSchema,
  adminPackingSlipsQuerySchema,
  adminPackingSlipsResponseSchema,
  allowedOrderActions,
  mayReadMessages,
  orderTransitionSchema,
} from '@shop/core/admin';
import { HttpError } from '../../http/errors.js';
import { actorOf, type StaffAuth } from '../staff/staff-auth.js';
import type { OrdersService } from './orders.service.js';

const tags = ['admin: orders'];

/** 'customer', 'system' or the member's e-mail, for the order's history. */
function changedBy(raw: string, staffEmail: string | null): string {
  if (raw.startsWith('customer:')) return 'customer';
  if (raw.startsWith('staff:')) return staffEmail ?? 'staff (removed)';
  return raw;
}

/** Whether the signed-in member's role may read the contact messages (MESSAGE_READER_ROLES). */
function readsMessages(req: FastifyRequest): boolean {
  if (!req.staff) throw new HttpError(401, STAFF_MESSAGES.signInRequired);
  return mayReadMessages(req.staff.role);
}

/**
 * The back office's orders (DESIGN 8): `/api/admin/counts`, the side navigation's figures;
 * `/api/admin/dashboard`, the shop at a glance; `/api/admin/orders`, the list with filters,
 * the accounts' export, packing slips, an order's page, and its moves.
 */
export const ordersAdminRoutes: FastifyPluginAsyncZod<{ orders: OrdersService; staffAuth: StaffAuth }> = async (app, { staffAuth, orders }) => {
  app.get(
    '/counts',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags,
        summary:
          "The side navigation's counts: orders needing action (Placed or Processing, awaiting payment, paid or Cash on Delivery: waiting for a payment to be confirmed or a parcel to be sent) and open contact messages (null for a role that may not read them)",
        response: { 200: adminNavCountsResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await orders.navCounts(readsMessages(req)) }),
  );

  app.get(
    '/dashboard',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags,
        summary: 'The shop at a glance (India time; revenue leaves out cancelled orders)',
        response: { 200: adminDashboardResponseSchema },
      },
    },
    async (req) => ({ success: true as const, data: await orders.dashboard(readsMessages(req)) }),
  );

  app.get(
    '/orders',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags,
        summary: 'Orders, newest first: filter by status, payment status, dates (India time) and a search of invoice number, name, e-mail or phone',
        querystring: adminOrdersQuerySchema,
        response: { 200: adminOrdersResponseSchema },
      },
    },
    async (req) => {
      const { rows, total } = await orders.adminPage(req.query);
      return {
        success: true as const,
        data: rows,
        total,
        page: req.query.page,
        page_size: req.query.page_size,
      };
    },
  );

  app.get(
    '/orders/export.csv',
    {
      // As the catalog's export: any member of the back office.
      onRequest: staffAuth.staff,
      schema: {
        tags,
        summary:
          'Orders as CSV for the accounts: placed from `from` to `to` (India days, both included, at most 366), of one status or payment status if given; oldest first; columns ORDERS_CSV_COLUMNS in @shop/core/admin; money in rupees with two decimals',
        querystring: adminOrdersExportQuerySchema,
        // The 200 answer is documented as a text/csv file (http/openapi.ts).
        produces: ['text/csv'],
      },
    },
    async (req, reply) => {
      const { from, to } = req.query;
      reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="orders-${from}-to-${to}.csv"`);
      // Streamed a batch of orders at a time: never one string of the whole range.
      return reply.send(Readable.from(orders.exportCsv(req.query)));
    },
  );

  app.get(
    '/orders/packing-slips',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags,
        summary:
          'Packing slips (no prices) of up to 100 orders, in the order asked: lines with variant and quantity, the delivery address, the shop; ids that name no order are listed in `missing`',
        querystring: adminPackingSlipsQuerySchema,
        response: { 200: adminPackingSlipsResponseSchema },
      },
    },
    async (req) => ({ success: true as const, ...(await orders.packingSlips(req.query.ids)) }),
  );

  const detail = async (orderId: number) => {
    const { order, customerId, history, row, refunds } = await orders.detailForStaff(orderId);
    return {
      success: true as const,
      data: {
        customer_id: customerId,
        cart_info: order.cart_info,
        customer_info: order.customer_info,
        history: history.map((h) => ({
          field: h.field,
          from_value: h.from_value,
          to_value: h.to_value,
          changed_by: changedBy(h.changed_by, h.staff_email),
          note: h.note,
          changed_at: h.changed_at,
        })),
        allowed_actions: allowedOrderActions(order.customer_info.order_status, order.customer_info.payment_status),
        payment: {
          flag: row.payment_flag,
          refunded: paiseToRupees(row.refunded_paise),
          refundable: row.payment_status === 'paid' ? paiseToRupees(row.order_grand_total_paise - row.refunded_paise) : 0,
          via_gateway: row.gateway_payment_id !== null,
          gateway_order_id: row.gateway_order_id,
          gateway_payment_id: row.gateway_payment_id,
          refunds: refunds.map((r) => ({
            refund_id: r.refund_id,
            amount: paiseToRupees(r.amount_paise),
            reason: r.reason,
            reference: r.reference,
            gateway_refund_id: r.gateway_refund_id,
            status: r.status,
            created_by: changedBy(r.created_by, r.staff_email),
            created_at: r.created_at,
            settled_at: r.settled_at,
          })),
        },
      },
    };
  };

  app.get(
    '/orders/:id',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags,
        summary: 'An order: lines, address, payment, its history and the moves allowed from its state',
        params: z.object({ id: adminIdParam('Order id') }),
        response: { 200: adminOrderDetailResponseSchema },
      },
    },
    async (req) => detail(req.params.id),
  );

  app.post(
    '/orders/:id/transitions',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags,
        summary:
          'Move an order: confirm_payment (bank_reference), process, ship (carrier, tracking_number), deliver, cancel (stock back), refund (bank_reference); 409 with the reason when the state does not allow it',
        params: z.object({ id: adminIdParam('Order id') }),
        body: orderTransitionSchema,
        response: { 200: adminOrderDetailResponseSchema },
      },
    },
    async (req) => {
      // The orders service clears the catalog caches itself when a cancel puts stock back.
      await orders.transition(req.params.id, req.body, actorOf(req));
      return detail(req.params.id);
    },
  );
};
