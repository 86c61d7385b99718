import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DETAILS_MESSAGES, MESSAGES, STORAGE_KEYS } from '@shop/core';
import { i18n } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { signInForTest, testToken } from '../../test/session';
import { bodyOf, stubApi } from '../../test/api-stub';
import AccountDetailsPage from './account-details-page';

const info = () => ({
  body: { success: true, data: [{ customer_id: 7, customer_name: 'Mira', customer_display_name: 'Mira R', customer_email: 'mira@example.com' }] },
});

async function loaded() {
  const name = (await screen.findByLabelText('First name')) as HTMLInputElement;
  await waitFor(() => expect(name.value).toBe('Mira'));
  return name;
}

describe('AccountDetailsPage', () => {
  it('shows the profile messages', async () => {
    signInForTest();
    stubApi({ 'Customers/GetCustomerInfo': info });
    renderWithProviders(<AccountDetailsPage />, { path: '/MyAccountDetails' });
    const user = userEvent.setup();
    await user.clear(await loaded());
    await user.clear(screen.getByLabelText('Display name'));
    const email = screen.getByLabelText('Email address');
    await user.clear(email);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNT_DETAILS_MESSAGES.nameRequired)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_DETAILS_MESSAGES.displayNameRequired)).toBeTruthy();
    expect(screen.getByText(ACCOUNT_DETAILS_MESSAGES.emailRequired)).toBeTruthy();
    await user.type(email, 'mira');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNT_DETAILS_MESSAGES.emailInvalid)).toBeTruthy();
  });

  it("shows the password messages, with login's minimum of 8", async () => {
    signInForTest();
    const fetch = stubApi({ 'Customers/GetCustomerInfo': info });
    renderWithProviders(<AccountDetailsPage />, { path: '/MyAccountDetails' });
    await loaded();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Crystal#2024');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNT_DETAILS_MESSAGES.newPasswordRequired)).toBeTruthy();
    // Seven characters are one too few (login takes 8 to 20).
    await user.type(screen.getByLabelText('New password'), 'abcdefg');
    await user.type(screen.getByLabelText('Confirm new password'), 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'h');
    await user.type(screen.getByLabelText('Confirm new password'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNT_DETAILS_MESSAGES.confirmMismatch)).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_DETAILS_MESSAGES.newPasswordMin)).toBeNull();
    expect(fetch.mock.calls.some(([url]) => String(url).includes('UpdateCustomer'))).toBe(false);
  });

  it('has no login-length hint any more: the minimum is the same as login', async () => {
    signInForTest();
    stubApi({ 'Customers/GetCustomerInfo': info });
    renderWithProviders(<AccountDetailsPage />, { path: '/MyAccountDetails' });
    await loaded();
    expect(screen.queryByText(/Logging in needs a password/)).toBeNull();
  });

  it('shows the 8-character message in Arabic', async () => {
    signInForTest();
    stubApi({ 'Customers/GetCustomerInfo': info });
    await i18n.changeLanguage('ar');
    renderWithProviders(<AccountDetailsPage />, { path: '/MyAccountDetails' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('كلمة المرور الجديدة'), 'abcdefg');
    await user.type(screen.getByLabelText('تأكيد كلمة المرور الجديدة'), 'abcdefg');
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    expect(await screen.findByText('يجب ألا تقل كلمة المرور عن 8 أحرف')).toBeTruthy();
  });

  it('saves and shows a Success toast with the server message', async () => {
    signInForTest();
    const fetch = stubApi({
      'Customers/GetCustomerInfo': info,
      'Customers/UpdateCustomer': () => ({ body: { success: true, message: 'Your account details have been saved.' } }),
    });
    renderWithProviders(<AccountDetailsPage />, { path: '/MyAccountDetails' });
    const name = await loaded();
    await userEvent.clear(name);
    await userEvent.type(name, 'Mirabel');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const toastBody = (await screen.findByText('Your account details have been saved.')).parentElement!;
    expect(within(toastBody).getByText(MESSAGES.resultSuccessTitle)).toBeTruthy();
    const call = fetch.mock.calls.find(([url]) => String(url).includes('UpdateCustomer'))!;
    expect(bodyOf(call[1])).toEqual({ customer_name: 'Mirabel', customer_display_name: 'Mira R', customer_email: 'mira@example.com' });
  });

  it("shows 'Current Password does not match' in a Failed toast and at the field", async () => {
    signInForTest();
    stubApi({
      'Customers/GetCustomerInfo': info,
      'Customers/UpdateCustomer': () => ({ status: 400, body: { success: false, message: MESSAGES.currentPasswordMismatch } }),
    });
    renderWithProviders(<AccountDetailsPage />, { path: '/MyAccountDetails' });
    await loaded();
    await userEvent.type(screen.getByLabelText('Current password'), 'Wrong#2024');
    await userEvent.type(screen.getByLabelText('New password'), 'Newpass1');
    await userEvent.type(screen.getByLabelText('Confirm new password'), 'Newpass1');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getAllByText(MESSAGES.currentPasswordMismatch)).toHaveLength(2));
    expect(screen.getByText(MESSAGES.resultFailedTitle)).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('asks for the current password before a new e-mail is sent, and makes no call', async () => {
    signInForTest();
    const fetch = stubApi({ 'Customers/GetCustomerInfo': info });
    renderWithProviders(<AccountDetailsPage />, { path: '/MyAccountDetails' });
    await loaded();
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email address');
    await user.clear(email);
    await user.type(email, 'mira.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const message = await screen.findByText(ACCOUNT_DETAILS_MESSAGES.currentPasswordForEmail);
    // Under the current-password field, as its error.
    const current = screen.getByLabelText('Current password');
    expect(current.closest('.form-field')?.contains(message)).toBe(true);
    expect(fetch.mock.calls.some(([url]) => String(url).includes('UpdateCustomer'))).toBe(false);
  });

  it('sends the same e-mail in other case or with spaces without the current password', async () => {
    signInForTest();
    const fetch = stubApi({
      'Customers/GetCustomerInfo': info,
      'Customers/UpdateCustomer': () => ({ body: { success: true, message: 'Your account details have been saved.' } }),
    });
    renderWithProviders(<AccountDetailsPage />, { path: '/MyAccountDetails' });
    await loaded();
    const user = userEvent.setup();
    const email = screen.getByLabelText('Email address');
    await user.clear(email);
    await user.type(email, ' MIRA@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your account details have been saved.')).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_DETAILS_MESSAGES.currentPasswordForEmail)).toBeNull();
    const call = fetch.mock.calls.find(([url]) => String(url).includes('UpdateCustomer'));
    expect(bodyOf(call?.[1])).not.toHaveProperty('current_password');
  });

  it('changes the e-mail with the current password and keeps the new token the server answers', async () => {
    const oldToken = testToken();
    const newToken = testToken(7200);
    signInForTest('7', oldToken);
    let email = 'mira@example.com';
    const fetch = stubApi({
      'Customers/GetCustomerInfo': () => ({
        body: { success: true, data: [{ customer_id: 7, customer_name: 'Mira', customer_display_name: 'Mira R', customer_email: email }] },
      }),
      'Customers/UpdateCustomer': (_url, init) => {
        email = (bodyOf(init) as { customer_email: string }).customer_email;
        return { body: { success: true, message: 'Your account details have been saved.', data: { token: newToken } } };
      },
    });
    renderWithProviders(<AccountDetailsPage />, { path: '/MyAccountDetails' });
    await loaded();
    const user = userEvent.setup();
    const emailField = screen.getByLabelText('Email address') as HTMLInputElement;
    await user.clear(emailField);
    await user.type(emailField, 'mira.new@example.com');
    // The current password alone: an e-mail change needs no new password.
    await user.type(screen.getByLabelText('Current password'), 'Crystal#2024');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Your account details have been saved.')).toBeTruthy();
    expect(screen.queryByText(ACCOUNT_DETAILS_MESSAGES.newPasswordRequired)).toBeNull();
    const update = fetch.mock.calls.find(([url]) => String(url).includes('UpdateCustomer'))!;
    expect(bodyOf(update[1])).toEqual({
      customer_name: 'Mira',
      customer_display_name: 'Mira R',
      customer_email: 'mira.new@example.com',
      current_password: 'Crystal#2024',
    });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(newToken);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.token)).toBe(newToken);
    expect(window.localStorage.getItem(STORAGE_KEYS.customer_id)).toBe('7');
    // The customer is read again with the new token (the server no longer takes the old one).
    const reads = fetch.mock.calls.filter(([url]) => String(url).includes('GetCustomerInfo'));
    expect(reads.length).toBeGreaterThan(1);
    expect((reads.at(-1)![1]?.headers as Record<string, string>).token).toBe(newToken);
    await waitFor(() => expect(emailField.value).toBe('mira.new@example.com'));
    expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('keeps the new token after a password change, and the old one when none is answered', async () => {
    const oldToken = testToken();
    const newToken = testToken(7200);
    signInForTest('7', oldToken);
    let answer: object = { success: true, message: 'Your account details have been saved.' };
    stubApi({ 'Customers/GetCustomerInfo': info, 'Customers/UpdateCustomer': () => ({ body: answer }) });
    renderWithProviders(<AccountDetailsPage />, { path: '/MyAccountDetails' });
    const name = await loaded();
    const user = userEvent.setup();
    await user.type(name, 'bel');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Your account details have been saved.')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(oldToken);

    answer = { success: true, message: 'Password changed.', data: { token: newToken } };
    await user.type(screen.getByLabelText('Current password'), 'Crystal#2024');
    await user.type(screen.getByLabelText('New password'), 'Newpass#12');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass#12');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Password changed.')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBe(newToken);
  });

  it("shows the server's 'Enter your current password' refusal in a Failed toast and at the field, in Arabic too", async () => {
    signInForTest();
    stubApi({
      'Customers/GetCustomerInfo': info,
      'Customers/UpdateCustomer': () => ({ status: 400, body: { success: false, message: ACCOUNT_DETAILS_MESSAGES.currentPasswordForEmail } }),
    });
    await i18n.changeLanguage('ar');
    renderWithProviders(<AccountDetailsPage />, { path: '/MyAccountDetails' });
    const user = userEvent.setup();
    // The name changes only, so the browser's own check lets the call go; the server refuses.
    const name = await screen.findByLabelText('الاسم الأول');
    await waitFor(() => expect((name as HTMLInputElement).value).toBe('Mira'));
    await user.type(name, 'bel');
    await user.click(screen.getByRole('button', { name: 'حفظ التغييرات' }));
    await waitFor(() => expect(screen.getAllByText('أدخل كلمة المرور الحالية لتغيير عنوان بريدك الإلكتروني')).toHaveLength(2));
    expect(screen.getByText('فشل')).toBeTruthy();
  });
});
