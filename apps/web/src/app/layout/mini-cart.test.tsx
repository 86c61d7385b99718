import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shop/core';
import { productCard } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import { cartActions } from '../../shared/stores/cart-store';
import { reloadAllStores } from '../../shared/stores/create-store';
import { MiniCart } from './mini-cart';

function renderMiniCart() {
  return renderWithProviders(<MiniCart text="Cart" label="Cart, items" />);
}

async function openPanel() {
  await userEvent.click(await screen.findByRole('button', { name: 'Show cart summary' }));
  return screen.getByRole('region', { name: 'Cart summary' });
}

describe('MiniCart', () => {
  it('shows the count on the link to the cart', async () => {
    cartActions.add(productCard(), 2);
    cartActions.add(productCard({ product_variant_id: 35 }));
    renderMiniCart();
    const link = await screen.findByRole('link', { name: 'Cart, items' });
    expect(link.getAttribute('href')).toBe('/AddToCart');
    expect(link.textContent).toContain('3');
  });

  it('opens a dropdown with the items, the total, View cart and Log In for a guest', async () => {
    cartActions.add(productCard(), 2);
    cartActions.add(productCard({ product_id: 40, product_variant_id: 41, product_title: 'Rose Quartz', product_variant_sale_price: 500 }));
    renderMiniCart();

    const toggle = await screen.findByRole('button', { name: 'Show cart summary' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = await openPanel();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    expect(within(panel).getByRole('link', { name: 'Amethyst Cluster' })).toBeTruthy();
    expect(within(panel).getByText('2 × ₹1,749')).toBeTruthy();
    expect(within(panel).getByText('1 × ₹500')).toBeTruthy();
    expect(within(panel).getByTestId('mini-cart-total').textContent).toBe('₹3,998');
    expect(within(panel).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/AddToCart');
    expect(within(panel).getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/Login?redirect=/CheckOut');
    expect(within(panel).queryByRole('link', { name: 'Checkout' })).toBeNull();

    await userEvent.keyboard('{Escape}');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('offers Checkout to a logged-in shopper, and shows dollars when USD is chosen', async () => {
    signInForTest();
    window.localStorage.setItem(STORAGE_KEYS.currency_value, 'USD');
    reloadAllStores();
    cartActions.add(productCard(), 2);
    renderMiniCart();

    const panel = await openPanel();
    expect(within(panel).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/CheckOut');
    expect(within(panel).queryByRole('link', { name: 'Log In' })).toBeNull();
    expect(within(panel).getByText('2 × $20.23')).toBeTruthy();
    expect(within(panel).getByTestId('mini-cart-total').textContent).toBe('$40.46');
  });

  it('says the cart is empty', async () => {
    renderMiniCart();
    const panel = await openPanel();
    expect(within(panel).getByText('Your cart is empty')).toBeTruthy();
  });
});
