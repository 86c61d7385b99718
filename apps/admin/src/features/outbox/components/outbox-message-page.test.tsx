import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OUTBOX_MESSAGES } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWith, signInAs } from '../../../test/render';
import { Toaster } from '../../../shared/ui/toast';
import OutboxMessagePage from './outbox-message-page';

const HTML = '<html><body><h1>Thank you, Kavya</h1><script>parent.alert(1)</script></body></html>';
const HTML_WITH_LOGO = '<html><body><img src="cid:logo" width="48" height="48" alt=""><h1>Thank you, Kavya</h1></body></html>';

const message = (status: 'failed' | 'pending') => ({
  outbox_id: 7,
  kind: 'order_placed',
  recipient: 'kavya@example.com',
  language: 'en',
  subject: 'Your order SC-1042 is placed',
  status,
  attempts: status === 'failed' ? 8 : 0,
  next_attempt_at: null,
  last_error: status === 'failed' ? 'connect ECONNREFUSED 127.0.0.1:587' : null,
  sent_at: null,
  created_at: '2026-11-27T06:30:00.000Z',
  message_id: '<7.k3x@stoneshop.example>',
  order_id: 42,
  html: HTML,
  text: 'Thank you, Kavya\n\nOrder SC-1042: ₹1,250',
  attachments: ['invoice-SC-1042.pdf', 'upi-qr.png'],
});

const routes = [
  {
    path: '/outbox/:id',
    element: (
      <>
        <OutboxMessagePage />
        <Toaster />
      </>
    ),
  },
];

describe('OutboxMessagePage', () => {
  it('shows the e-mail in a sandboxed frame, its plain text and its attachments', async () => {
    signInAs();
    stubApi({ 'GET /api/admin/outbox/7': () => ({ body: { success: true, data: message('failed') } }) });
    renderWith(routes, '/outbox/7');
    const frame = (await screen.findByTitle('E-mail preview')) as HTMLIFrameElement;
    expect(frame.tagName).toBe('IFRAME');
    // No scripts, no same-origin: the attribute is present and empty.
    expect(frame.getAttribute('sandbox')).toBe('');
    expect(frame.getAttribute('srcdoc')).toBe(HTML);
    expect(screen.getByText(/Order SC-1042: ₹1,250/).tagName).toBe('PRE');
    expect(
      within(screen.getByRole('list', { name: 'Attachments' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['invoice-SC-1042.pdf', 'upi-qr.png']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Failed');
    expect(screen.getByText('connect ECONNREFUSED 127.0.0.1:587')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the order' }).getAttribute('href')).toBe('/orders/42');
  });

  it('shows a placeholder for an inline (cid:) image, which the page could not load', async () => {
    signInAs();
    stubApi({ 'GET /api/admin/outbox/7': () => ({ body: { success: true, data: { ...message('failed'), html: HTML_WITH_LOGO } } }) });
    renderWith(routes, '/outbox/7');
    const srcdoc = (await screen.findByTitle('E-mail preview')).getAttribute('srcdoc')!;
    expect(srcdoc).not.toContain('cid:');
    expect(srcdoc).toContain('<img src="data:image/svg+xml,');
    expect(srcdoc).toContain('<h1>Thank you, Kavya</h1>');
  });

  it("resends after a confirmation, toasts the server's message and reads the message again", async () => {
    signInAs();
    let resent = false;
    const fetch = stubApi({
      'GET /api/admin/outbox/7': () => ({ body: { success: true, data: message(resent ? 'pending' : 'failed') } }),
      'POST /api/admin/outbox/7/resend': () => {
        resent = true;
        return { body: { success: true, message: OUTBOX_MESSAGES.resent } };
      },
    });
    renderWith(routes, '/outbox/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send this e-mail again?' });
    expect(dialog.textContent).toContain('kavya@example.com');
    expect(fetch.mock.calls.some((c) => String(c[0]).endsWith('/resend'))).toBe(false);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect((await screen.findByText(OUTBOX_MESSAGES.resent)).closest('[role="status"]')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    // Read again after the resend: now waiting for its first attempt.
    expect(await screen.findByText('Pending', { selector: 'h1 .badge' })).toBeTruthy();
    expect(fetch.mock.calls.filter((c) => String(c[0]) === '/api/admin/outbox/7')).toHaveLength(2);
  });

  it("shows the server's refusal in the dialog while the message is being sent", async () => {
    signInAs();
    stubApi({
      'GET /api/admin/outbox/7': () => ({ body: { success: true, data: message('failed') } }),
      'POST /api/admin/outbox/7/resend': () => ({ status: 409, body: { success: false, message: OUTBOX_MESSAGES.notResendable } }),
    });
    renderWith(routes, '/outbox/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Resend' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(OUTBOX_MESSAGES.notResendable);
  });
});
