import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_DETAILS_MESSAGES, MESSAGES, STORAGE_KEYS } from '@shop/core';
import { renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
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

  it('shows the password messages and the login-length hint', async () => {
    signInForTest();
    stubApi({ 'Customers/GetCustomerInfo': info });
    renderWithProviders(<AccountDetailsPage />, { path: '/MyAccountDetails' });
    await loaded();
    expect(screen.getByText('Logging in needs a password of 8 to 20 characters.')).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'Crystal#2024');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNT_DETAILS_MESSAGES.newPasswordRequired)).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNT_DETAILS_MESSAGES.newPasswordMin)).toBeTruthy();
    await user.type(screen.getByLabelText('New password'), 'defg');
    await user.type(screen.getByLabelText('Confirm new password'), 'other1');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNT_DETAILS_MESSAGES.confirmMismatch)).toBeTruthy();
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
});
