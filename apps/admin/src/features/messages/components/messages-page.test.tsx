import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminMessage } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { bodyOf, stubApi } from '../../../test/api-stub';
import { renderWith, signInAs } from '../../../test/render';
import MessagesPage from './messages-page';

const MESSAGE: AdminMessage = {
  contact_message_id: 123,
  ticket_number: 'T-000123',
  status: 'open',
  name: 'Farah Khan',
  email: 'farah@example.com',
  telephone: '9876543210',
  subject: 'Gift wrapping?',
  message: 'Do you wrap gifts?',
  created_at: '2026-11-29T10:00:00.000Z',
  handled_at: null,
  handled_by: null,
  handled_by_name: null,
};

describe('contact messages as tickets (issue 23)', () => {
  it('shows each message’s ticket and status, and sets the status (PUT …/status)', async () => {
    signInAs();
    let current = MESSAGE;
    const fetch = stubApi({
      'GET /api/admin/messages': () => ({ body: { success: true, data: [current], total: 1, page: 1, page_size: 20 } }),
      'PUT /api/admin/messages/123/status': (_url, init) => {
        current = {
          ...current,
          status: (bodyOf(init) as { status: AdminMessage['status'] }).status,
          handled_at: '2026-11-29T11:00:00.000Z',
          handled_by_name: 'Owner 1',
        };
        return { body: { success: true, data: current } };
      },
    });
    renderWith(<MessagesPage />, '/messages?status=all');
    const card = await screen.findByRole('article', { name: 'Ticket T-000123' });
    expect(within(card).getByRole('heading', { level: 2 }).textContent).toBe('T-000123 · Gift wrapping?');
    expect(within(card).getByText('Open', { selector: '.badge' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href')).toBe(
      `mailto:farah@example.com?subject=${encodeURIComponent('Re: Gift wrapping? [T-000123]')}`,
    );

    await userEvent.selectOptions(within(card).getByRole('combobox', { name: 'Status' }), 'closed');
    const put = fetch.mock.calls.find(([input, init]) => String(input).endsWith('/messages/123/status') && init?.method === 'PUT');
    expect(bodyOf(put?.[1])).toEqual({ status: 'closed' });
    await waitFor(() => expect(within(screen.getByRole('article', { name: 'Ticket T-000123' })).getByText('Closed', { selector: '.badge' })).toBeTruthy());
    expect(screen.getByText(/Handled .* by Owner 1/)).toBeTruthy();
  });

  it('filters by status, answered and closed included', async () => {
    signInAs();
    const fetch = stubApi({ 'GET /api/admin/messages': () => ({ body: { success: true, data: [], total: 0, page: 1, page_size: 20 } }) });
    renderWith(<MessagesPage />, '/messages');
    await userEvent.click(await screen.findByRole('button', { name: 'Answered' }));
    await waitFor(() => expect(fetch.mock.calls.some(([input]) => String(input).includes('status=answered'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Closed' }));
    await waitFor(() => expect(fetch.mock.calls.some(([input]) => String(input).includes('status=closed'))).toBe(true));
  });
});
