import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES, SIGN_UP_MESSAGES, STORAGE_KEYS } from '@shop/core';
import { changeLanguage } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { bodyOf, stubApi } from '../../test/api-stub';
import { signInForTest } from '../../test/session';
import ResetPasswordPage from './reset-password-page';

const TOKEN = 'k3Jm2x9Qw-Fz_0aBcDeFgHiJkLmNoPqRsTuVwXyZ012';
const AT_LINK = `/ResetPassword?token=${TOKEN}`;
const submit = () => screen.getByRole('button', { name: PASSWORD_RESET_MESSAGES.resetButton });

async function choose(password: string, confirm = password) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(submit());
  return user;
}

function expectNoForm() {
  expect(screen.queryByLabelText('New password')).toBeNull();
  expect(screen.queryByRole('button', { name: PASSWORD_RESET_MESSAGES.resetButton })).toBeNull();
}

describe('ResetPasswordPage', () => {
  it('shows the title, the breadcrumb and the two password fields with the sign-up hint', async () => {
    renderWithProviders(<ResetPasswordPage />, { path: AT_LINK });
    expect(await screen.findByRole('heading', { level: 1, name: PASSWORD_RESET_MESSAGES.resetTitle })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Stone & Crystal Co. | Reset password'));
    expect(screen.getByRole('navigation', { name: /breadcrumb/i }).textContent).toBe('HomePagesReset password');
    expect((screen.getByLabelText('New password') as HTMLInputElement).type).toBe('password');
    expect((screen.getByLabelText('Confirm new password') as HTMLInputElement).autocomplete).toBe('new-password');
    expect(screen.getByText(/8 to 20 characters/)).toBeTruthy();
    expect(screen.getByRole('link', { name: PASSWORD_RESET_MESSAGES.backToLogin }).getAttribute('href')).toBe('/Login');
  });

  it('without a token, says the link is incomplete, offers a new one and no form', async () => {
    const fetch = stubApi({});
    renderWithProviders(<ResetPasswordPage />, { path: '/ResetPassword' });
    expect((await screen.findByRole('alert')).textContent).toContain(PASSWORD_RESET_MESSAGES.tokenMissing);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/ForgotPassword');
    expectNoForm();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with an empty or malformed token, says so without asking the server', async () => {
    const fetch = stubApi({});
    const { unmount } = renderWithProviders(<ResetPasswordPage />, { path: '/ResetPassword?token=' });
    expect((await screen.findByRole('alert')).textContent).toContain(PASSWORD_RESET_MESSAGES.tokenMissing);
    unmount();
    renderWithProviders(<ResetPasswordPage />, { path: '/ResetPassword?token=abc%3Cscript%3E' });
    expect((await screen.findByRole('alert')).textContent).toContain(PASSWORD_RESET_MESSAGES.tokenInvalid);
    expectNoForm();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('checks the new password with the sign-up rules and messages, and makes no call', async () => {
    const fetch = stubApi({});
    renderWithProviders(<ResetPasswordPage />, { path: AT_LINK });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: PASSWORD_RESET_MESSAGES.resetButton }));
    expect(await screen.findByText(SIGN_UP_MESSAGES.passwordMin)).toBeTruthy();
    expect(screen.getByText(SIGN_UP_MESSAGES.confirmRequired)).toBeTruthy();

    const password = screen.getByLabelText('New password');
    const cases: Array<[string, string]> = [
      ['Abcdefgh1@' + 'x'.repeat(11), SIGN_UP_MESSAGES.passwordMax],
      ['abcdefg1@', SIGN_UP_MESSAGES.passwordUppercase],
      ['ABCDEFG1@', SIGN_UP_MESSAGES.passwordLowercase],
      ['Abcdefgh@', SIGN_UP_MESSAGES.passwordNumber],
      ['Abcdefgh1', SIGN_UP_MESSAGES.passwordSpecial],
    ];
    for (const [value, message] of cases) {
      await user.clear(password);
      await user.type(password, value);
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await user.clear(password);
    await user.type(password, 'Granite#2025');
    await user.type(screen.getByLabelText('Confirm new password'), 'Granite#2026');
    await user.click(submit());
    expect(await screen.findByText(SIGN_UP_MESSAGES.confirmMatch)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sets the password, ends this browser's session and goes to /Login with the message as a toast", async () => {
    signInForTest();
    const fetch = stubApi({ 'Users/ResetPassword': () => ({ body: { success: true, message: PASSWORD_RESET_MESSAGES.resetDone } }) });
    const { router } = renderWithProviders(<ResetPasswordPage />, { path: AT_LINK });
    await choose('Granite#2025');

    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText(PASSWORD_RESET_MESSAGES.resetDone)).toBeTruthy();
    const [url, init] = fetch.mock.calls[0]!;
    expect(String(url)).toBe('/api/Users/ResetPassword');
    expect(init?.method).toBe('POST');
    expect(bodyOf(init)).toEqual({ token: TOKEN, customer_password: 'Granite#2025' });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.customer_id)).toBeNull();
  });

  it("shows the server's 400 for a spent link, with the way to a new one, and no form", async () => {
    stubApi({ 'Users/ResetPassword': () => ({ status: 400, body: { success: false, message: PASSWORD_RESET_MESSAGES.tokenInvalid } }) });
    const { router } = renderWithProviders(<ResetPasswordPage />, { path: AT_LINK });
    await choose('Granite#2025');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PASSWORD_RESET_MESSAGES.tokenInvalid);
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe('/ForgotPassword');
    expectNoForm();
    expect(router.state.location.pathname).toBe('/ResetPassword');
  });

  it('keeps the form after a 429, with its message', async () => {
    const message = 'Too many requests. Please try again in 9 minutes.';
    stubApi({ 'Users/ResetPassword': () => ({ status: 429, body: { success: false, message } }) });
    renderWithProviders(<ResetPasswordPage />, { path: AT_LINK });
    await choose('Granite#2025');
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(submit().hasAttribute('disabled')).toBe(false);
  });

  it("speaks Arabic: a missing token, and the rules' messages", async () => {
    await changeLanguage('ar');
    const { unmount } = renderWithProviders(<ResetPasswordPage />, { path: '/ResetPassword' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'رابط إعادة تعيين كلمة المرور هذا غير مكتمل. يُرجى فتح الرابط من البريد الإلكتروني مرة أخرى، أو طلب رابط جديد.',
    );
    expect(screen.getByRole('link', { name: 'اطلب رابطًا جديدًا' })).toBeTruthy();
    unmount();

    renderWithProviders(<ResetPasswordPage />, { path: AT_LINK });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('كلمة المرور الجديدة'), 'abcdefg1@');
    await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }));
    expect(await screen.findByText('يجب أن تحتوي كلمة المرور على حرف كبير واحد على الأقل')).toBeTruthy();
    expect(screen.getByText('تأكيد كلمة المرور مطلوب')).toBeTruthy();
  });

  it("in Arabic, the server's messages are translated: a spent link, and the toast after success", async () => {
    await changeLanguage('ar');
    let spent = true;
    stubApi({
      'Users/ResetPassword': () =>
        spent
          ? { status: 400, body: { success: false, message: PASSWORD_RESET_MESSAGES.tokenInvalid } }
          : { body: { success: true, message: PASSWORD_RESET_MESSAGES.resetDone } },
    });
    const fill = async () => {
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('كلمة المرور الجديدة'), 'Granite#2025');
      await user.type(screen.getByLabelText('تأكيد كلمة المرور الجديدة'), 'Granite#2025');
      await user.click(screen.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }));
    };
    const { unmount } = renderWithProviders(<ResetPasswordPage />, { path: AT_LINK });
    await fill();
    expect((await screen.findByRole('alert')).textContent).toContain('رابط إعادة تعيين كلمة المرور هذا غير صالح أو انتهت صلاحيته. يُرجى طلب رابط جديد.');
    unmount();

    spent = false;
    const { router } = renderWithProviders(<ResetPasswordPage />, { path: AT_LINK });
    await fill();
    await waitFor(() => expect(router.state.location.pathname).toBe('/Login'));
    expect(await screen.findByText('تم تغيير كلمة المرور. يُرجى تسجيل الدخول بكلمة المرور الجديدة.')).toBeTruthy();
  });
});
