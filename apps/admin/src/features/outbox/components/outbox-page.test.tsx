import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOutboxRow } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWith, signInAs } from '../../../test/render';
import OutboxPage from './outbox-page';

const row = (over: Partial<AdminOutboxRow>): AdminOutboxRow => ({
  outbox_id: 1,
  kind: 'order_placed',
  recipient: 'kavya@example.com',
  language: 'en',
  subject: 'Your order SC-1042 is placed',
  status: 'sent',
  attempts: 1,
  next_attempt_at: null,
  last_error: null,
  sent_at: '2026-11-27T06:31:00.000Z',
  created_at: '2026-11-27T06:30:00.000Z',
  message_id: '<1.abc@stoneshop.example>',
  order_id: 42,
  ...over,
});

const ROWS = [
  row({
    outbox_id: 2,
    kind: 'staff_new_order',
    recipient: 'orders@stoneshop.example',
    subject: 'New order SC-1042',
    status: 'failed',
    attempts: 8,
    last_error: '550 5.1.1 <orders@stoneshop.example>: Recipient address rejected',
    sent_at: null,
  }),
  row({}),
];

describe('OutboxPage', () => {
  it('lists the e-mails with their kind, status and error; a failed one stands out in red', async () => {
    signInAs();
    stubApi({ 'GET /api/admin/outbox': () => ({ body: { success: true, data: ROWS, total: 2, page: 1, page_size: 20 } }) });
    renderWith(<OutboxPage />, '/outbox');
    const table = await screen.findByRole('table', { name: 'E-mails' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Created', 'Kind', 'Recipient', 'Subject', 'Status', 'Attempts', 'Last error', 'Sent']);
    const [failed, sent] = within(table).getAllByRole('row').slice(1);
    expect(failed!.className).toContain('row-failed');
    expect(within(failed!).getByText('Failed').className).toContain('badge-danger');
    expect(failed!.textContent).toContain('New order (staff)');
    expect(failed!.textContent).toContain('orders@stoneshop.example');
    expect(failed!.textContent).toContain('Recipient address rejected');
    expect(within(failed!).getAllByRole('cell')[5]!.textContent).toBe('8');
    expect(sent!.className).not.toContain('row-failed');
    expect(within(sent!).getByText('Sent').className).toContain('badge-ok');
    expect(sent!.textContent).toContain('Order placed');
    expect(within(sent!).getByRole('link', { name: 'Your order SC-1042 is placed' }).getAttribute('href')).toBe('/outbox/1');
    expect(screen.getByText('Showing 1–2 of 2')).toBeTruthy();
  });

  it('filters by status and kind through the address, and opens a message from its row', async () => {
    signInAs();
    const fetch = stubApi({ 'GET /api/admin/outbox': () => ({ body: { success: true, data: ROWS, total: 2, page: 1, page_size: 20 } }) });
    const { router } = renderWith(<OutboxPage />, '/outbox?status=failed');
    await screen.findByRole('table', { name: 'E-mails' });
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/admin/outbox?status=failed&page=1');
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('failed');

    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'New order (staff)');
    expect(router.state.location.search).toBe('?status=failed&kind=staff_new_order');
    await screen.findByRole('button', { name: 'Clear filters' });
    expect(fetch.mock.calls.map((c) => String(c[0]))).toContain('/api/admin/outbox?status=failed&kind=staff_new_order&page=1');

    await userEvent.click(screen.getByText('orders@stoneshop.example'));
    expect(router.state.location.pathname).toBe('/outbox/2');
  });
});
