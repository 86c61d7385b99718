import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paiseToRupees } from '@shop/core';
import {
  adminDashboardResponseSchema,
  adminNavCountsResponseSchema,
  DASHBOARD_LATEST,
  LOW_STOCK_THRESHOLD,
  mayReadMessages,
  STAFF_MESSAGES,
  WAITING_ORDERS,
  type AdminDashboard,
} from '@shop/core/admin';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../http/errors.js';
import type { AdminDeps } from '../deps.js';
import { AdminOrdersRepository, adminOrderRowOf, istDay, istDayStart } from './admin-orders.repository.js';

const DAYS = 30;

/** The India days of the last `n` days, oldest first, ending today. */
function lastDays(today: string, n: number): string[] {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: n }, (_, i) => new Date(start - (n - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Monday of the India week that holds `day`. */
function weekStart(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

/** Whether the signed-in member's role may read the contact messages (MESSAGE_READER_ROLES). */
function readsMessages(req: FastifyRequest): boolean {
  if (!req.staff) throw new HttpError(401, STAFF_MESSAGES.signInRequired);
  return mayReadMessages(req.staff.role);
}

/**
 * `/api/admin/dashboard`: today's and this week's (from Monday) orders and revenue, India
 * time, leaving out cancelled orders; orders waiting for payment or dispatch; variants low on
 * stock; the last 30 days, day by day; the newest orders and open contact messages. And
 * `/api/admin/counts`, the side navigation's figures.
 */
export const adminDashboardRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { shop, staffAuth, messages }) => {
  const repo = new AdminOrdersRepository(shop.db);
  const waiting = () =>
    Promise.all([
      repo.countWhere(WAITING_ORDERS.payment.statuses, WAITING_ORDERS.payment.payments),
      repo.countWhere(WAITING_ORDERS.dispatch.statuses, WAITING_ORDERS.dispatch.payments),
    ]);
  const openMessages = () => messages.openContactCount();

  app.get(
    '/counts',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags: ['admin: orders'],
        summary:
          "The side navigation's counts: orders needing action (Placed or Processing, awaiting payment, paid or Cash on Delivery: waiting for a payment to be confirmed or a parcel to be sent) and open contact messages (null for a role that may not read them)",
        response: { 200: adminNavCountsResponseSchema },
      },
    },
    async (req) => {
      const [[payment, dispatch], open] = await Promise.all([waiting(), readsMessages(req) ? openMessages() : null]);
      return { success: true as const, data: { orders: payment + dispatch, messages: open } };
    },
  );

  app.get(
    '/dashboard',
    {
      onRequest: staffAuth.staff,
      schema: {
        tags: ['admin: orders'],
        summary: 'The shop at a glance (India time; revenue leaves out cancelled orders)',
        response: { 200: adminDashboardResponseSchema },
      },
    },
    async (req) => {
      const readMessages = readsMessages(req);
      const today = istDay(new Date());
      const days = lastDays(today, DAYS);
      const monday = weekStart(today);
      const since = istDayStart(monday < days[0]! ? monday : days[0]!);
      const [placed, [awaitingPayment, awaitingDispatch], lowStock, latest, open] = await Promise.all([
        repo.placedSince(since),
        waiting(),
        repo.lowStock(LOW_STOCK_THRESHOLD, 20),
        repo.page({ page: 1, page_size: DASHBOARD_LATEST }),
        readMessages ? messages.openContactMessages(DASHBOARD_LATEST) : null,
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
      const data: AdminDashboard = {
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
      return { success: true as const, data };
    },
  );
};
