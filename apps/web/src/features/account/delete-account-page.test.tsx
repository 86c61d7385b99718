import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_ERASURE_MESSAGES, STORAGE_KEYS } from '@shop/core';
import { i18n } from '../../shared/i18n/i18n';
import { renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import { bodyOf, stubApi } from '../../test/api-stub';
import DeleteAccountPage from './delete-account-page';

const deleteCalls = (fetch: ReturnType<typeof stubApi>) => fetch.mock.calls.filter(([url]) => String(url).includes('DeleteCustomerAccount'));

describe('DeleteAccountPage', () => {
  it('says what is erased and what is kept, and asks for the password before any call', async () => {
    signInForTest();
    const fetch = stubApi({});
    renderWithProviders(<DeleteAccountPage />, { path: '/MyAccountDelete' });
    expect(await screen.findByRole('heading', { name: 'Delete my account', level: 1 })).toBeTruthy();
    expect(screen.getByText('Deleting your account cannot be undone. You will be logged out on every device.')).toBeTruthy();
    expect(screen.getByText('Your address book')).toBeTruthy();
    expect(screen.getByText(/GST law requires the shop to keep its tax records/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download my data' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText(ACCOUNT_ERASURE_MESSAGES.passwordRequired)).toBeTruthy();
    expect(deleteCalls(fetch)).toHaveLength(0);
  });

  it('confirms, deletes, logs out and goes home with a message', async () => {
    signInForTest();
    const fetch = stubApi({ 'Customers/DeleteCustomerAccount': () => ({ body: { success: true, message: ACCOUNT_ERASURE_MESSAGES.deleted } }) });
    const { router } = renderWithProviders(<DeleteAccountPage />, { path: '/MyAccountDelete' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your password'), 'Quartz#2024');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('Your personal details will be erased and this cannot be undone.')).toBeTruthy();
    expect(deleteCalls(fetch)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(bodyOf(deleteCalls(fetch)[0]![1])).toEqual({ current_password: 'Quartz#2024' });
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(await screen.findByText(ACCOUNT_ERASURE_MESSAGES.deleted)).toBeTruthy();
  });

  it('shows a wrong password at the field and stays logged in', async () => {
    signInForTest();
    stubApi({ 'Customers/DeleteCustomerAccount': () => ({ status: 400, body: { success: false, message: ACCOUNT_ERASURE_MESSAGES.passwordMismatch } }) });
    renderWithProviders(<DeleteAccountPage />, { path: '/MyAccountDelete' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your password'), 'Wrong#2024');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.getAllByText(ACCOUNT_ERASURE_MESSAGES.passwordMismatch)).toHaveLength(2));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('names the open orders that block the deletion', async () => {
    signInForTest();
    stubApi({
      'Customers/DeleteCustomerAccount': () => ({
        status: 409,
        body: { success: false, message: 'open', open_orders: [{ order_id: 41, invoice_number: 'SC/26-27/000041' }] },
      }),
    });
    renderWithProviders(<DeleteAccountPage />, { path: '/MyAccountDelete' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Your password'), 'Quartz#2024');
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, delete it' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your account cannot be deleted while these orders are open.');
    expect(alert.textContent).toContain('SC/26-27/000041');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });

  it('speaks Arabic', async () => {
    signInForTest();
    stubApi({});
    await i18n.changeLanguage('ar');
    renderWithProviders(<DeleteAccountPage />, { path: '/MyAccountDelete' });
    expect(await screen.findByRole('heading', { name: 'حذف حسابي', level: 1 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'تنزيل بياناتي' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'حذف حسابي' }));
    expect(await screen.findByText('أدخل كلمة المرور لحذف حسابك')).toBeTruthy();
  });
});
