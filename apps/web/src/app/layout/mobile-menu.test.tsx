import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, STORAGE_KEYS } from '@shop/core';
import { renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import MobileMenu from './mobile-menu';

describe('MobileMenu', () => {
  it('offers a guest Log In and Sign Up, and no Log Out', async () => {
    renderWithProviders(<MobileMenu open onClose={() => {}} />);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it("offers a customer Log Out: asked first, then storage cleared, home, and the menu closed", async () => {
    signInForTest();
    const onClose = vi.fn();
    const { router } = renderWithProviders(<MobileMenu open onClose={onClose} />, { path: '/MyOrders' });
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).queryByRole('link', { name: 'Log In' })).toBeNull();
    await userEvent.click(within(menu).getByRole('button', { name: 'Log Out' }));

    const ask = screen.getByRole('dialog', { name: MESSAGES.headerLogoutTitle });
    await userEvent.click(within(ask).getByRole('button', { name: MESSAGES.headerLogoutConfirm }));

    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(router.state.location.pathname).toBe('/');
    expect(onClose).toHaveBeenCalled();
  });
});
