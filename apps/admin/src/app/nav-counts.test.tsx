import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminNavCounts } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/api-stub';
import { OWNER, renderWith, signInAs, STAFF } from '../test/render';
import { AdminLayout } from './layout';
import { OrderActions } from '../features/orders/components/order-actions';
import MessagesPage from '../features/messages/components/messages-page';

/** The frame with a screen inside, as the router draws it. */
function frame(screenElement: React.ReactElement) {
  return [{ path: '/', element: <AdminLayout />, children: [{ path: '*', element: screenElement }] }];
}

const MESSAGE = {
  contact_message_id: 5,
  ticket_number: 'T-000005',
  status: 'open',
  name: 'Farah Khan',
  email: 'farah@example.com',
  telephone: '',
  subject: 'Gift wrapping?',
  message: 'Do you wrap gifts?',
  created_at: '2026-11-29T10:00:00.000Z',
  handled_at: null,
  handled_by: null,
  handled_by_name: null,
};

/** The frame's calls, with the counts each GET /api/admin/counts answers in turn (the last one repeats). */
function stubFrame(counts: AdminNavCounts[], me = OWNER, extra: Parameters<typeof stubApi>[0] = {}) {
  let asked = 0;
  const fetch = stubApi({
    'GET /api/admin/session': () => ({ body: { success: true, data: me } }),
    'GET /api/admin/outbox/summary': () => ({ body: { success: true, data: { failed: 0, pending: 0 } } }),
    'GET /api/admin/counts': () => ({ body: { success: true, data: counts[Math.min(asked++, counts.length - 1)] } }),
    ...extra,
  });
  return { fetch, asked: () => asked };
}

const nav = () => screen.getByRole('navigation', { name: 'Back office' });

describe('the side navigation counts', () => {
  it("shows the orders needing action beside Orders and the open messages beside Contact messages, read out as the links' descriptions", async () => {
    signInAs();
    stubFrame([{ orders: 4, messages: 2 }]);
    renderWith(frame(<p>screen</p>), '/');
    // The links keep their names; the figure is their description.
    expect(await within(nav()).findByRole('link', { name: 'Orders', description: '4 need action' })).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Contact messages', description: '2 open' }).getAttribute('href')).toBe('/messages');
    // Outbox has no failures: no count there.
    expect(within(nav()).getByRole('link', { name: 'Outbox', description: '' })).toBeTruthy();
    const badge = within(nav()).getByRole('link', { name: 'Orders' }).querySelector('.nav-count')!;
    expect(badge.textContent).toBe('4');
    expect(badge.className).toBe('nav-count nav-count-work');
    // Where the navigation folds away, Menu carries them added up.
    expect(screen.getByRole('button', { name: 'Menu', description: '6 waiting' })).toBeTruthy();
  });

  it('shows nothing at zero, and no messages count to a role that may not read them', async () => {
    signInAs(STAFF);
    const { asked } = stubFrame([{ orders: 0, messages: null }], STAFF);
    renderWith(frame(<p>screen</p>), '/');
    await waitFor(() => expect(asked()).toBeGreaterThan(0));
    await waitFor(() => expect(nav().querySelectorAll('.nav-count')).toHaveLength(0));
    expect(within(nav()).getByRole('link', { name: 'Orders', description: '' })).toBeTruthy();
    expect(within(nav()).getByRole('link', { name: 'Contact messages', description: '' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Menu', description: '' })).toBeTruthy();
  });

  it('counts again as soon as an order is moved on', async () => {
    signInAs();
    const { asked } = stubFrame(
      [
        { orders: 3, messages: 0 },
        { orders: 2, messages: 0 },
      ],
      OWNER,
      {
        'POST /api/admin/orders/7/transitions': () => ({ body: { success: true, data: {} } }),
      },
    );
    renderWith(frame(<OrderActions orderId={7} actions={['process']} />), '/orders/7');
    expect(await within(nav()).findByRole('link', { name: 'Orders', description: '3 need action' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Mark processing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark processing' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Mark processing' }));
    expect(await within(nav()).findByRole('link', { name: 'Orders', description: '2 need action' })).toBeTruthy();
    expect(asked()).toBe(2);
  });

  it('counts again as soon as a message is marked handled', async () => {
    signInAs();
    const { asked } = stubFrame(
      [
        { orders: 0, messages: 1 },
        { orders: 0, messages: 0 },
      ],
      OWNER,
      {
        'GET /api/admin/messages': () => ({ body: { success: true, data: [MESSAGE], total: 1, page: 1, page_size: 20 } }),
        'POST /api/admin/messages/5/handled': () => ({ body: { success: true, data: { ...MESSAGE, handled_at: '2026-11-29T11:00:00.000Z' } } }),
      },
    );
    renderWith(frame(<MessagesPage />), '/messages');
    expect(await within(nav()).findByRole('link', { name: 'Contact messages', description: '1 open' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Mark handled' }));
    await waitFor(() => expect(within(nav()).getByRole('link', { name: 'Contact messages', description: '' })).toBeTruthy());
    expect(asked()).toBe(2);
  });
});
