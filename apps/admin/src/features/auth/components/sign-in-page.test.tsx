import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STAFF_MESSAGES } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../../shared/api/session-store';
import { bodyOf, stubApi } from '../../../test/api-stub';
import { OWNER, renderWith } from '../../../test/render';
import { SignInPage } from './sign-in-page';

const routes = [
  { path: '/sign-in', element: <SignInPage /> },
  { path: '/', element: <p>Dashboard here</p> },
];

describe('SignInPage', () => {
  it("shows core's messages for an empty form and calls nothing", async () => {
    const fetch = stubApi({});
    renderWith(routes, '/sign-in');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's refusal word for word", async () => {
    stubApi({ 'POST /api/admin/session': () => ({ status: 401, body: { success: false, message: STAFF_MESSAGES.badCredentials } }) });
    renderWith(routes, '/sign-in');
    await userEvent.type(screen.getByLabelText('Email'), 'owner@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Wrong#123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(STAFF_MESSAGES.badCredentials);
    expect(sessionStore.get()).toBeNull();
  });

  it('keeps the session and opens the dashboard', async () => {
    const fetch = stubApi({
      'POST /api/admin/session': () => ({
        body: { success: true, data: { token: 'tok', expires_at: new Date(Date.now() + 3_600_000).toISOString(), staff: OWNER } },
      }),
    });
    renderWith(routes, '/sign-in');
    await userEvent.type(screen.getByLabelText('Email'), 'Owner@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'Jaipur#2026');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Dashboard here')).toBeTruthy();
    expect(bodyOf(fetch.mock.calls[0]![1])).toEqual({ email: 'owner@example.com', password: 'Jaipur#2026' });
    // The token stays in the server's HttpOnly cookie: the browser keeps only who is signed in.
    expect(sessionStore.get()?.staff.email).toBe(OWNER.email);
    const kept = window.localStorage.getItem('shop.admin.session')!;
    expect(JSON.parse(kept).staff.email).toBe(OWNER.email);
    expect(kept).not.toContain('tok');
  });

  it('follows another tab: signed out there is signed out here, with the reason', async () => {
    stubApi({});
    renderWith(routes, '/sign-in');
    sessionStore.set({ expiresAt: new Date(Date.now() + 3_600_000).toISOString(), staff: OWNER });
    // The other tab removes the shared record; this tab hears of it through the storage event.
    window.localStorage.removeItem('shop.admin.session');
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'shop.admin.session', oldValue: '{}', newValue: null }));
    });
    expect(sessionStore.get()).toBeNull();
    expect(sessionStore.peekNotice()).toBe(STAFF_MESSAGES.signedOutElsewhere);
  });

  it('shows why the last session ended', async () => {
    stubApi({});
    sessionStore.clear(STAFF_MESSAGES.sessionEnded);
    renderWith(routes, '/sign-in');
    expect((await screen.findByRole('status')).textContent).toBe(STAFF_MESSAGES.sessionEnded);
  });
});
