import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, STORAGE_KEYS } from '@shop/core';
import { renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import { AccountShell } from './account-shell';

describe('AccountShell', () => {
  it('offers the side menu of spec 2.9', async () => {
    signInForTest();
    renderWithProviders(<AccountShell title="Dashboard" />, { path: '/MyAccount' });
    const menu = await screen.findByRole('navigation', { name: 'My account' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Dashboard', '/MyAccount'],
      ['My Orders', '/MyOrders'],
      ['My Address', '/MyAddress'],
      ['Account details', '/MyAccountDetails'],
    ]);
  });

  it("logs out after 'Are you sure?', clearing only the token and customer id", async () => {
    signInForTest();
    window.localStorage.setItem(STORAGE_KEYS.cartList, '[]');
    const { router } = renderWithProviders(<AccountShell title="Dashboard" />, { path: '/MyAccount' });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.logoutTitle });
    expect(within(dialog).getByText(MESSAGES.logoutText)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, log out' }));
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.customer_id)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.cartList)).toBe('[]');
    expect(router.state.location.pathname).toBe('/');
  });
});
