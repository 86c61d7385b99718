import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGES, STORAGE_KEYS } from '@shop/core';
import { shopInfo } from '../../test/fixtures';
import { mockApi, renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import MobileMenu from './mobile-menu';

describe('MobileMenu', () => {
  it('offers a guest Log In and Sign Up, and no Log Out', async () => {
    renderWithProviders(<MobileMenu open onClose={() => {}} />);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(menu).getByRole('link', { name: 'Log In' })).toBeTruthy();
    expect(within(menu).queryByRole('button', { name: 'Log Out' })).toBeNull();
  });

  it("offers the shop's hotline: the phone the owner saved, dialled as its digits", async () => {
    mockApi({ 'Home/GetShopInfo': { success: true, data: shopInfo({ phone: '+91 141 222 3344' }) } });
    renderWithProviders(<MobileMenu open onClose={() => {}} />);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const hotline = await within(menu).findByRole('link', { name: 'Hotline: +91 141 222 3344' });
    expect(hotline.getAttribute('href')).toBe('tel:+911412223344');
  });

  it('offers a customer Log Out: asked first, then storage cleared, home, and the menu closed', async () => {
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
