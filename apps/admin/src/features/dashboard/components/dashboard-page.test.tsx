import { screen, waitFor, within } from '@testing-library/react';
import type { AdminDashboard, AdminOrderRow } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { queryKeys } from '../../../shared/api/query-keys';
import { renderWith, signInAs } from '../../../test/render';
import DashboardPage from './dashboard-page';

const ORDER: AdminOrderRow = {
  order_id: 41,
  invoice_number: 'SC/26-27/000041',
  order_created_date: '2026-11-29T20:15:00.000Z',
  full_name: 'Ananya Pillai',
  customer_email: 'ananya@example.com',
  mobile_number: '9898989898',
  order_status: 0,
  order_status_label: 'Placed',
  payment_status: 'awaiting_payment',
  payment_status_label: 'Awaiting payment',
  order_payment_method: 'upi',
  order_currency: 'INR',
  order_grand_total: 2699,
  items: 3,
};
const MESSAGES = {
  total: 7,
  latest: [
    { contact_message_id: 9, name: 'Farah Khan', email: 'farah+gifts@example.com', subject: 'Gift wrapping?', created_at: '2026-11-29T10:00:00.000Z' },
    { contact_message_id: 8, name: 'Rohan Das', email: 'rohan@example.com', subject: '', created_at: '2026-11-28T10:00:00.000Z' },
  ],
};
const DASHBOARD: AdminDashboard = {
  today: { orders: 2, revenue: 123456 },
  week: { orders: 5, revenue: 250000 },
  awaiting_payment: 1,
  awaiting_dispatch: 3,
  low_stock: [],
  last_30_days: [{ date: '2026-11-23', orders: 2, revenue: 123456 }],
  latest_orders: [
    ORDER,
    {
      ...ORDER,
      order_id: 40,
      invoice_number: 'SC/26-27/000040',
      full_name: 'Rohan Das',
      order_grand_total: 450,
      order_status: 2,
      order_status_label: 'Shipped',
      payment_status: 'paid',
      payment_status_label: 'Paid',
    },
  ],
  open_messages: MESSAGES,
};

function stub(failed: number, dashboard: AdminDashboard = DASHBOARD) {
  return stubApi({
    'GET /api/admin/dashboard': () => ({ body: { success: true, data: dashboard } }),
    'GET /api/admin/outbox/summary': () => ({ body: { success: true, data: { failed, pending: 2 } } }),
  });
}

describe('DashboardPage', () => {
  it('makes failed e-mails stand out, linking to the failed ones in the outbox', async () => {
    signInAs();
    stub(3);
    renderWith(<DashboardPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('3 e-mails failed to send.');
    expect(alert.className).toContain('notice-error');
    expect(screen.getByRole('link', { name: 'Show failed e-mails' }).getAttribute('href')).toBe('/outbox?status=failed');
  });

  it('says nothing about e-mails when none failed', async () => {
    signInAs();
    stub(0);
    const { queryClient } = renderWith(<DashboardPage />);
    expect(await screen.findByText('₹1,23,456')).toBeTruthy();
    await waitFor(() => expect(queryClient.getQueryState(queryKeys.outbox.summary)?.data).toEqual({ failed: 0, pending: 2 }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/failed to send/)).toBeNull();
  });

  it('lists the newest orders: number (to the order), customer, total and status', async () => {
    signInAs();
    stub(0);
    renderWith(<DashboardPage />);
    const table = await screen.findByRole('table', { name: 'Latest orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['SC/26-27/00004130 Nov 2026, 01:45', 'Ananya Pillai', '₹2,699', 'Placed Awaiting payment'],
      ['SC/26-27/00004030 Nov 2026, 01:45', 'Rohan Das', '₹450', 'Shipped Paid'],
    ]);
    expect(within(table).getByRole('link', { name: 'SC/26-27/000041' }).getAttribute('href')).toBe('/orders/41');
    expect(screen.getByRole('link', { name: 'All orders' }).getAttribute('href')).toBe('/orders');
  });

  it('lists the newest open messages with how many are open, each to the Messages screen', async () => {
    signInAs();
    stub(0);
    renderWith(<DashboardPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Open messages (7)' })).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Open messages' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Gift wrapping?Farah Khan · 29 Nov 2026, 15:30', '(no subject)Rohan Das · 28 Nov 2026, 15:30']);
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/messages?q=farah%2Bgifts%40example.com');
    expect(screen.getByRole('link', { name: 'All messages' }).getAttribute('href')).toBe('/messages');
  });

  it('says so when nothing waits, and shows no messages to a role that may not read them', async () => {
    signInAs();
    stub(0, { ...DASHBOARD, latest_orders: [], open_messages: { total: 0, latest: [] } });
    const { unmount } = renderWith(<DashboardPage />);
    expect(await screen.findByText('No orders yet.')).toBeTruthy();
    expect(screen.getByText('No open messages: all answered.')).toBeTruthy();
    unmount();

    stub(0, { ...DASHBOARD, open_messages: null });
    renderWith(<DashboardPage />);
    expect(await screen.findByRole('table', { name: 'Latest orders' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Open messages/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'All messages' })).toBeNull();
  });
});
