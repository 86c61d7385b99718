import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, STORAGE_KEYS } from '@shop/core';
import { renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import { AccountMenu } from './account-menu';

describe('AccountMenu', () => {
  it('offers a guest Log In only', async () => {
    renderWithProviders(<AccountMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));

    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([['Log In', '/Login']]);
  });

  it('offers a customer My Account, My Orders, My Wishlist and Log Out', async () => {
    signInForTest();
    renderWithProviders(<AccountMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));

    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['My Account', '/MyAccount'],
      ['My Orders', '/MyOrders'],
      ['My Wishlist', '/WishList'],
    ]);
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });

  it("asks 'Are you sure? You will be logged out!', and 'Yes!' clears all storage and goes home", async () => {
    signInForTest();
    window.localStorage.setItem(STORAGE_KEYS.cartList, '[]');
    const { router } = renderWithProviders(<AccountMenu />, { path: '/MyOrders' });
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));

    const dialog = screen.getByRole('dialog', { name: MESSAGES.headerLogoutTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.headerLogoutConfirm }));

    expect(window.localStorage.length).toBe(0);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the customer logged in when the dialog is cancelled with Escape', async () => {
    signInForTest();
    renderWithProviders(<AccountMenu />);
    await userEvent.click(await screen.findByRole('button', { name: 'Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Log Out' }));
    screen.getByRole('dialog');

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).not.toBeNull();
  });
});
