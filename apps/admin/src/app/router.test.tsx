import { screen, within } from '@testing-library/react';
import { STAFF_MESSAGES } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/api-stub';
import { OWNER, renderWith, signInAs, STAFF } from '../test/render';
import { adminRoutes } from './router';

const dashboard = {
  today: { orders: 2, revenue: 123456 },
  week: { orders: 5, revenue: 250000 },
  awaiting_payment: 1,
  awaiting_dispatch: 3,
  low_stock: [],
  last_30_days: [{ date: '2026-11-23', orders: 2, revenue: 123456 }],
  latest_orders: [],
  open_messages: { total: 0, latest: [] },
};

describe('the back office routes', () => {
  it('send a visitor without a session to sign in', async () => {
    stubApi({});
    renderWith(adminRoutes, '/orders');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
  });

  it("hide the owner's items from staff, and show rupees with Indian grouping", async () => {
    signInAs(STAFF);
    stubApi({
      'GET /api/admin/session': () => ({ body: { success: true, data: STAFF } }),
      'GET /api/admin/dashboard': () => ({ body: { success: true, data: dashboard } }),
      'GET /api/admin/outbox/summary': () => ({ body: { success: true, data: { failed: 0, pending: 0 } } }),
      'GET /api/admin/counts': () => ({ body: { success: true, data: { orders: 0, messages: 0 } } }),
    });
    renderWith(adminRoutes, '/');
    expect(await screen.findByText('₹1,23,456')).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Back office' });
    expect(nav.textContent).toContain('Orders');
    // Two kinds of message, each named for what it is.
    expect(within(nav).getByRole('link', { name: 'Contact messages' }).getAttribute('href')).toBe('/messages');
    expect(within(nav).getByRole('link', { name: 'Outbox' }).getAttribute('href')).toBe('/outbox');
    expect(nav.textContent).not.toContain('Staff');
    expect(nav.textContent).not.toContain('Audit log');
    expect(screen.getByText(/Staff · staff@example.com/)).toBeTruthy();
  });

  it('count the failed e-mails beside Outbox in the menu', async () => {
    signInAs();
    stubApi({
      'GET /api/admin/session': () => ({ body: { success: true, data: OWNER } }),
      'GET /api/admin/dashboard': () => ({ body: { success: true, data: dashboard } }),
      'GET /api/admin/outbox/summary': () => ({ body: { success: true, data: { failed: 4, pending: 1 } } }),
      'GET /api/admin/counts': () => ({ body: { success: true, data: { orders: 0, messages: 0 } } }),
    });
    renderWith(adminRoutes, '/');
    const nav = await screen.findByRole('navigation', { name: 'Back office' });
    expect(await within(nav).findByRole('link', { name: 'Outbox', description: '4 failed' })).toBeTruthy();
  });

  it("end the session on a 401 and show the server's reason on the sign-in screen", async () => {
    signInAs();
    stubApi({
      'GET /api/admin/session': () => ({ status: 401, body: { success: false, message: STAFF_MESSAGES.sessionEnded } }),
      'GET /api/admin/dashboard': () => ({ status: 401, body: { success: false, message: STAFF_MESSAGES.sessionEnded } }),
    });
    renderWith(adminRoutes, '/');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(STAFF_MESSAGES.sessionEnded);
  });

  it("show a 403's message on an owner-only screen opened by staff", async () => {
    signInAs(STAFF);
    stubApi({ 'GET /api/admin/session': () => ({ body: { success: true, data: STAFF } }) });
    renderWith(adminRoutes, '/staff');
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.ownerOnly);
  });
});
