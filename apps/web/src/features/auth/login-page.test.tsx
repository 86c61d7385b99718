import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES, MESSAGES, PASSWORD_RESET_MESSAGES, STORAGE_KEYS } from '@shop/core';
import { renderWithProviders } from '../../test/render';
import { testToken } from '../../test/session';
import LoginPage from './login-page';
import { bodyOf, stubApi } from '../../test/api-stub';

function shownCode(): string {
  return screen.getByRole('img', { name: /^\d{4}$/ }).getAttribute('aria-label') ?? '';
}

async function fillLogin({ email = 'mira@example.com', password = 'Crystal#2024', code }: { email?: string; password?: string; code?: string } = {}) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Security code'), code ?? shownCode());
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  return user;
}

describe('LoginPage', () => {
  it('shows the title, breadcrumb, links and a 4-digit code between 1000 and 9999', async () => {
    renderWithProviders(<LoginPage />, { path: '/Login' });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(document.title).toContain('Login');
    const crumbs = screen.getByRole('navigation', { name: /breadcrumb/i });
    expect(crumbs.textContent).toBe('HomePagesMy Account');
    expect(screen.getByRole('link', { name: MESSAGES.createAccountLink }).getAttribute('href')).toBe('/CreateAccount');
    expect(screen.getByRole('link', { name: PASSWORD_RESET_MESSAGES.forgotLink }).getAttribute('href')).toBe('/ForgotPassword');
    const code = Number(shownCode());
    expect(code).toBeGreaterThanOrEqual(1000);
    expect(code).toBeLessThanOrEqual(9999);
    expect((screen.getByLabelText('Remember me') as HTMLInputElement).checked).toBe(false);
  });

  it('shows every required message and makes no call', async () => {
    const fetch = stubApi({});
    renderWithProviders(<LoginPage />, { path: '/Login' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(LOGIN_MESSAGES.emailRequired)).toBeTruthy();
    expect(screen.getByText(LOGIN_MESSAGES.passwordRequired)).toBeTruthy();
    expect(screen.getByText(LOGIN_MESSAGES.securityCodeRequired)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the e-mail shape and the password length', async () => {
    stubApi({});
    renderWithProviders(<LoginPage />, { path: '/Login' });
    await fillLogin({ email: 'mira', password: 'short' });
    expect(await screen.findByText(LOGIN_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByText(LOGIN_MESSAGES.passwordMin)).toBeTruthy();
  });

  it('refuses a password over 20 characters', async () => {
    stubApi({});
    renderWithProviders(<LoginPage />, { path: '/Login' });
    await fillLogin({ password: 'a'.repeat(21) });
    expect(await screen.findByText(LOGIN_MESSAGES.passwordMax)).toBeTruthy();
  });

  it("shows 'Invalid security code' for a wrong code and makes no call", async () => {
    const fetch = stubApi({});
    renderWithProviders(<LoginPage />, { path: '/Login' });
    await screen.findByLabelText('Email');
    const wrong = shownCode() === '1000' ? '1001' : '1000';
    await fillLogin({ code: wrong });
    expect(await screen.findByText(LOGIN_MESSAGES.securityCodeInvalid)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('toggles the password between hidden and visible', async () => {
    renderWithProviders(<LoginPage />, { path: '/Login' });
    const password = (await screen.findByLabelText('Password')) as HTMLInputElement;
    expect(password.type).toBe('password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password.type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password.type).toBe('password');
  });

  it('logs in with the credentials in the body, stores the session, toasts and goes to the redirect after 2 s', async () => {
    const token = testToken();
    const fetch = stubApi({
      'Users/UserLogin': () => ({
        body: { success: true, message: 'Login successful!', data: { token, customer_id: 41, customer_name: 'Mira', customer_email: 'mira@example.com' } },
      }),
    });
    const { router } = renderWithProviders(<LoginPage />, { path: '/Login?redirect=/CheckOut' });
    await screen.findByLabelText('Email');
    await fillLogin();

    expect(await screen.findByText(MESSAGES.loginSuccessful)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Logging in...' }).hasAttribute('disabled')).toBe(true);
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).not.toContain('?');
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual({ customer_email: 'mira@example.com', customer_password: 'Crystal#2024', rememberMe: false });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(window.localStorage.getItem(STORAGE_KEYS.customer_id)).toBe('41');
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBe(token);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.customer_id)).toBe('41');

    expect(router.state.location.pathname).toBe('/Login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/CheckOut'), { timeout: 3000 });
  });

  it('ignores a redirect to another site and goes home', async () => {
    stubApi({
      'Users/UserLogin': () => ({
        body: { success: true, message: 'ok', data: { token: testToken(), customer_id: 2, customer_name: 'A', customer_email: 'a@b.co' } },
      }),
    });
    const { router } = renderWithProviders(<LoginPage />, { path: '/Login?redirect=//evil.example/x' });
    await screen.findByLabelText('Email');
    await fillLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
  });

  it.each(['/.//evil.example', '/./%5Cevil', '/..//evil'])('goes home after login for ?redirect=%s, which normalises to another site', async (redirect) => {
    stubApi({
      'Users/UserLogin': () => ({
        body: { success: true, message: 'ok', data: { token: testToken(), customer_id: 2, customer_name: 'A', customer_email: 'a@b.co' } },
      }),
    });
    const { router } = renderWithProviders(<LoginPage />, { path: `/Login?redirect=${redirect}` });
    await screen.findByLabelText('Email');
    await fillLogin();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 3000 });
    expect(router.state.location.search).toBe('');
  });

  it('shows a refusal as a toast and under the e-mail', async () => {
    stubApi({ 'Users/UserLogin': () => ({ status: 401, body: { success: false, message: 'Invalid email or password.' } }) });
    renderWithProviders(<LoginPage />, { path: '/Login' });
    await screen.findByLabelText('Email');
    await fillLogin();
    await waitFor(() => expect(screen.getAllByText('Invalid email or password.')).toHaveLength(2));
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it("falls back to 'User not found' when a refusal carries no message", async () => {
    stubApi({ 'Users/UserLogin': () => ({ status: 401, body: { success: false } }) });
    renderWithProviders(<LoginPage />, { path: '/Login' });
    await screen.findByLabelText('Email');
    await fillLogin();
    await waitFor(() => expect(screen.getAllByText(MESSAGES.loginUserNotFound)).toHaveLength(2));
  });

  it("shows 'User not found......' when the answer is not a success", async () => {
    stubApi({ 'Users/UserLogin': () => ({ body: { success: false } }) });
    renderWithProviders(<LoginPage />, { path: '/Login' });
    await screen.findByLabelText('Email');
    await fillLogin();
    expect(await screen.findByText(MESSAGES.loginUserNotFoundToast)).toBeTruthy();
  });

  it('says so when no response comes', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<LoginPage />, { path: '/Login' });
    await screen.findByLabelText('Email');
    await fillLogin();
    expect(await screen.findByText(MESSAGES.noResponse)).toBeTruthy();
  });
});
