import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_MESSAGES, MESSAGES, PASSWORD_RESET_MESSAGES } from '@shop/core';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { bodyOf, stubApi } from '../../test/api-stub';
import ForgotPasswordPage from './forgot-password-page';

const LINK_SENT = { success: true, message: PASSWORD_RESET_MESSAGES.linkSent };
const submit = () => screen.getByRole('button', { name: PASSWORD_RESET_MESSAGES.forgotButton });

async function ask(email: string) {
  const user = userEvent.setup();
  const field = await screen.findByLabelText('Email');
  await user.clear(field);
  if (email) await user.type(field, email);
  await user.click(submit());
  return user;
}

describe('ForgotPasswordPage', () => {
  it('shows the title, the breadcrumb, what to do and the way back to login', async () => {
    renderWithProviders(<ForgotPasswordPage />, { path: '/ForgotPassword' });
    expect(await screen.findByRole('heading', { level: 1, name: PASSWORD_RESET_MESSAGES.forgotTitle })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Stone & Crystal Co. | Forgot password'));
    expect(screen.getByRole('navigation', { name: /breadcrumb/i }).textContent).toBe('HomePagesForgot password');
    expect(screen.getByText(PASSWORD_RESET_MESSAGES.forgotIntro)).toBeTruthy();
    expect(screen.getByRole('link', { name: PASSWORD_RESET_MESSAGES.backToLogin }).getAttribute('href')).toBe('/Login');
  });

  it("checks the e-mail with the login's rules and messages, and makes no call", async () => {
    const fetch = stubApi({});
    renderWithProviders(<ForgotPasswordPage />, { path: '/ForgotPassword' });
    await ask('');
    expect(await screen.findByText(LOGIN_MESSAGES.emailRequired)).toBeTruthy();
    await ask('mira');
    expect(await screen.findByText(LOGIN_MESSAGES.emailInvalid)).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the e-mail and shows the server's answer on the page, with the way back to login", async () => {
    const fetch = stubApi({ 'Users/ForgotPassword': () => ({ body: LINK_SENT }) });
    renderWithProviders(<ForgotPasswordPage />, { path: '/ForgotPassword' });
    await ask('mira@example.com');

    const answer = await screen.findByRole('status');
    expect(answer.textContent).toContain(PASSWORD_RESET_MESSAGES.linkSent);
    expect(answer.textContent).toContain('30 minutes');
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.getByRole('link', { name: PASSWORD_RESET_MESSAGES.backToLogin }).getAttribute('href')).toBe('/Login');
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/Users/ForgotPassword');
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual({ customer_email: 'mira@example.com' });
  });

  it('says the same for an e-mail with an account and one without', async () => {
    // The server answers alike (it tells nobody which e-mails have an account); so does the page.
    const fetch = stubApi({ 'Users/ForgotPassword': () => ({ body: LINK_SENT }) });
    renderWithProviders(<ForgotPasswordPage />, { path: '/ForgotPassword' });
    const shown: string[] = [];
    for (const email of ['mira@example.com', 'nobody.here@example.com']) {
      const user = await ask(email);
      shown.push((await screen.findByRole('status')).textContent ?? '');
      await user.click(screen.getByRole('button', { name: 'Send another link' }));
    }
    expect(shown[0]).toContain(PASSWORD_RESET_MESSAGES.linkSent);
    expect(shown[1]).toBe(shown[0]);
    expect(fetch.mock.calls.map(([, init]) => bodyOf(init))).toEqual([{ customer_email: 'mira@example.com' }, { customer_email: 'nobody.here@example.com' }]);
  });

  it("reads 'Sending...' and is disabled while the call runs", async () => {
    let answer: (value: Response) => void = () => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithProviders(<ForgotPasswordPage />, { path: '/ForgotPassword' });
    await ask('mira@example.com');
    const busy = await screen.findByRole('button', { name: PASSWORD_RESET_MESSAGES.forgotButtonBusy });
    expect(busy.hasAttribute('disabled')).toBe(true);
    answer(new Response(JSON.stringify(LINK_SENT), { status: 200, headers: { 'content-type': 'application/json' } }));
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it("shows the server's 429 message above the button and keeps the form", async () => {
    const message = 'Too many requests. Please try again in 12 minutes.';
    stubApi({ 'Users/ForgotPassword': () => ({ status: 429, body: { success: false, message } }) });
    renderWithProviders(<ForgotPasswordPage />, { path: '/ForgotPassword' });
    await ask('mira@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it('says so when no response comes', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderWithProviders(<ForgotPasswordPage />, { path: '/ForgotPassword' });
    await ask('mira@example.com');
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.noResponse);
  });

  it("speaks Arabic: the form, the rules' messages and the server's answer", async () => {
    await changeLanguage('ar');
    stubApi({ 'Users/ForgotPassword': () => ({ body: LINK_SENT }) });
    renderWithProviders(<ForgotPasswordPage />, { path: '/ForgotPassword' });
    expect(await screen.findByRole('heading', { level: 1, name: 'هل نسيت كلمة المرور؟' })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    expect(await screen.findByText('البريد الإلكتروني مطلوب')).toBeTruthy();
    await user.type(screen.getByLabelText('البريد الإلكتروني'), 'mira@example.com');
    await user.click(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    expect((await screen.findByRole('status')).textContent).toContain('إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا');
    expect(screen.getByRole('link', { name: 'العودة إلى تسجيل الدخول' })).toBeTruthy();
  });

  it('in Arabic, a 429 says "too many" in Arabic (the wait is worked out in English)', async () => {
    await changeLanguage('ar');
    stubApi({ 'Users/ForgotPassword': () => ({ status: 429, body: { success: false, message: 'Too many requests. Please try again in 12 minutes.' } }) });
    renderWithProviders(<ForgotPasswordPage />, { path: '/ForgotPassword' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('البريد الإلكتروني'), 'mira@example.com');
    await user.click(screen.getByRole('button', { name: 'إرسال رابط إعادة التعيين' }));
    expect((await screen.findByRole('alert')).textContent).toBe('طلبات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد بضع دقائق.');
  });
});
