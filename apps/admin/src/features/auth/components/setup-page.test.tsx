import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SIGN_UP_MESSAGES } from '@shop/core';
import { STAFF_MESSAGES } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../shared/api/session-store';
import { bodyOf, stubApi } from '../../../test/api-stub';
import { OWNER, renderWith } from '../../../test/render';
import { SetupPage } from './setup-page';

const routes = [
  { path: '/setup', element: <SetupPage /> },
  { path: '/', element: <p>Dashboard here</p> },
];

describe('SetupPage', () => {
  it('says so when the link is used up', async () => {
    stubApi({ 'GET /api/admin/setup': () => ({ body: { success: true, data: { valid: false } } }) });
    renderWith(routes, '/setup?token=old');
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.setupInvalid);
  });

  it("checks the customers' password rules and the confirmation, then signs the owner in", async () => {
    const fetch = stubApi({
      'GET /api/admin/setup': () => ({ body: { success: true, data: { valid: true } } }),
      'POST /api/admin/setup': () => ({
        status: 201,
        body: { success: true, data: { token: 'tok', expires_at: new Date(Date.now() + 3_600_000).toISOString(), staff: OWNER } },
      }),
    });
    renderWith(routes, '/setup?token=abc');
    await userEvent.type(await screen.findByLabelText('Your name'), 'Meera Sharma');
    await userEvent.type(screen.getByLabelText('Email'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'jaipur2026');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(await screen.findByText(SIGN_UP_MESSAGES.passwordUppercase)).toBeTruthy();
    expect(screen.getByText(SIGN_UP_MESSAGES.confirmMatch)).toBeTruthy();

    await userEvent.clear(screen.getByLabelText('Password'));
    await userEvent.type(screen.getByLabelText('Password'), 'Jaipur#2026');
    await userEvent.clear(screen.getByLabelText('Confirm password'));
    await userEvent.type(screen.getByLabelText('Confirm password'), 'Jaipur#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Create account and sign in' }));
    expect(await screen.findByText('Dashboard here')).toBeTruthy();
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(bodyOf(post[1])).toEqual({ token: 'abc', name: 'Meera Sharma', email: 'owner@example.com', password: 'Jaipur#2026' });
    expect(sessionStore.get()?.staff.role).toBe('owner');
  });
});
