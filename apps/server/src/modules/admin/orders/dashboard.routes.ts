import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paiseToRupees } from '@shop/core';
import { adminDashboardResponseSchema, LOW_STOCK_THRESHOLD, WAITING_ORDERS, type AdminDashboard } from '@shop/core/admin';
import type { AdminDeps } from '../deps.js';
import { AdminOrdersRepository, istDay, istDayStart } from './admin-orders.repository.js';

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

/**
 * `/api/admin/dashboard`: today's and this week's (from Monday) orders and revenue, India
 * time, leaving out cancelled orders; orders waiting for payment or dispatch; variants low on
 * stock; and the last 30 days, day by day.
 */
export const adminDashboardRoutes: FastifyPluginAsyncZod<AdminDeps> = async (app, { shop, staffAuth }) => {
  const repo = new AdminOrdersRepository(shop.db);

  app.get('/dashboard', {
    onRequest: staffAuth.staff,
    schema: { tags: ['admin: orders'], summary: "The shop at a glance (India time; revenue leaves out cancelled orders)", response: { 200: adminDashboardResponseSchema } },
  }, async () => {
    const today = istDay(new Date());
    const days = lastDays(today, DAYS);
    const monday = weekStart(today);
    const since = istDayStart(monday < days[0]! ? monday : days[0]!);
    const [placed, awaitingPayment, awaitingDispatch, lowStock] = await Promise.all([
      repo.placedSince(since),
      repo.countWhere(WAITING_ORDERS.payment.statuses, WAITING_ORDERS.payment.payments),
      repo.countWhere(WAITING_ORDERS.dispatch.statuses, WAITING_ORDERS.dispatch.payments),
      repo.lowStock(LOW_STOCK_THRESHOLD, 20),
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
      today: { orders: todays.orders, revenue: paiseToRupees(todays.paise) },
      week: { orders: week.orders, revenue: paiseToRupees(week.paise) },
      awaiting_payment: awaitingPayment,
      awaiting_dispatch: awaitingDispatch,
      low_stock: lowStock,
      last_30_days: days.map((date) => ({ date, orders: perDay.get(date)!.orders, revenue: paiseToRupees(perDay.get(date)!.paise) })),
    };
    return { success: true as const, data };
  });
};
