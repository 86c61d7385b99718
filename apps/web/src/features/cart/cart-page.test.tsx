import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, STORAGE_KEYS, type ProductCard } from '@shop/core';
import { productCard } from '../../test/fixtures';
import { mockApi, renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import { cartActions, cartStore } from '../../shared/stores/cart-store';
import { reloadAllStores } from '../../shared/stores/create-store';
import CartPage from './cart-page';

/** The catalog answer for one product: its rows as they are now. */
function details(rows: ProductCard[]) {
  return () => ({ success: true, data: rows, product_variants: [] });
}

function renderCart(rows: ProductCard[] = [productCard()]) {
  const api = mockApi({ 'Products/GetProductDetails': details(rows) });
  const result = renderWithProviders(<CartPage />, { path: '/AddToCart' });
  return { ...result, api };
}

const rowOf = (title: string) => screen.getByRole('rowheader', { name: new RegExp(title) }).closest('tr') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('CartPage', () => {
  it('shows the empty state with Continue Shopping', async () => {
    renderCart();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/AllProductsList');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('lists Product, Unit Price, Quantity, Subtotal and Remove, with totals', async () => {
    cartActions.add(productCard(), 2);
    cartActions.add(productCard({ product_id: 40, product_variant_id: 41, product_title: 'Rose Quartz', product_variant_sale_price: 500 }));
    renderCart();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Unit Price', 'Quantity', 'Subtotal', 'Remove']);
    const amethyst = rowOf('Amethyst Cluster');
    expect(within(amethyst).getByText('₹1,749')).toBeTruthy();
    expect(within(amethyst).getByText('₹3,498')).toBeTruthy();
    expect(screen.getByTestId('cart-subtotal').textContent).toBe('₹3,998');
    expect(screen.getByTestId('cart-total').textContent).toBe('₹3,998');
  });

  it('increases, decreases (only above 1, never above the stock) and removes by variant', async () => {
    cartActions.add(productCard({ product_stock_status: 3 }), 1);
    renderCart([productCard({ product_stock_status: 3 })]);

    const decrease = await screen.findByRole('button', { name: 'Decrease quantity of Amethyst Cluster' });
    const increase = screen.getByRole('button', { name: 'Increase quantity of Amethyst Cluster' });
    expect((decrease as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(increase);
    expect((decrease as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(increase);
    expect(cartStore.getSnapshot()[0]?.quantity).toBe(3);
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(decrease);
    expect(cartStore.getSnapshot()[0]?.quantity).toBe(2);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Amethyst Cluster from cart' }));
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });

  it('clears the whole cart only after the confirmation', async () => {
    cartActions.add(productCard());
    cartActions.add(productCard({ product_variant_id: 35 }));
    renderCart();

    await userEvent.click(await screen.findByRole('button', { name: 'All Cart Clear' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear the whole cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(cartStore.getSnapshot()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'All Cart Clear' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes, clear it' }));
    expect(cartStore.getSnapshot()).toEqual([]);
    expect(window.localStorage.getItem(STORAGE_KEYS.cartList)).toBe('[]');
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
  });

  it('shows every amount in dollars at 86.44 when USD is chosen', async () => {
    window.localStorage.setItem(STORAGE_KEYS.currency_value, 'USD');
    window.localStorage.setItem(STORAGE_KEYS.currency_label, '$');
    reloadAllStores();
    cartActions.add(productCard(), 2);
    renderCart();

    const row = rowOf('Amethyst Cluster');
    expect(within(row).getByText('$20.23')).toBeTruthy();
    expect(within(row).getByText('$40.46')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('$40.46');
  });

  it('replaces a stale saved price with the catalog price and says so', async () => {
    cartActions.add(productCard({ product_variant_sale_price: 999 }), 2);
    const { api } = renderCart();

    expect(await screen.findByText('Amethyst Cluster: ₹999 → ₹1,749')).toBeTruthy();
    expect(screen.getByTestId('cart-total').textContent).toBe('₹3,498');
    expect(cartStore.getSnapshot()[0]?.product_variant_sale_price).toBe(1749);
    const calls = api.mock.calls.map(([input]) => String(input));
    expect(calls.filter((url) => url.includes('Products/GetProductDetails?product_id=12'))).toHaveLength(1);
  });

  it('sends a guest to /Login with a way back to checkout, a customer to /CheckOut', async () => {
    cartActions.add(productCard());
    const { unmount } = renderCart();
    expect((await screen.findByRole('link', { name: 'Continue to checkout' })).getAttribute('href')).toBe('/Login?redirect=/CheckOut');
    unmount();

    signInForTest();
    renderCart();
    expect((await screen.findByRole('link', { name: 'Continue to checkout' })).getAttribute('href')).toBe('/CheckOut');
  });

  it("shows 'Expired' when a line's countdown reaches zero, then removes it", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: Date.UTC(2025, 0, 1) });
    cartActions.add(productCard());
    cartActions.add(productCard({ product_variant_id: 35, product_title: 'Amethyst Point' }));
    // The first line was added almost 4 hours ago.
    cartStore.set(cartStore.getSnapshot().map((line, i) => (i === 0 ? { ...line, expiresAt: Date.now() + 2000 } : line)));
    renderCart();

    await waitFor(() => expect(rowOf('Amethyst Cluster').textContent).toContain('Amethyst Cluster: Kept in your cart for 00:00:02'));
    expect(rowOf('Amethyst Point').textContent).toContain('Amethyst Point: Kept in your cart for 04:00:00');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(within(rowOf('Amethyst Cluster')).getByText(MESSAGES.cartLineExpired)).toBeTruthy();

    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    await waitFor(() => expect(screen.queryByText('Amethyst Cluster')).toBeNull());
    expect(cartStore.getSnapshot().map((line) => line.product_variant_id)).toEqual([35]);
  });
});
