import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, wishlistAddedToCartToast } from '@shop/core';
import { productCard } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { cartStore } from '../../shared/stores/cart-store';
import { reloadAllStores } from '../../shared/stores/create-store';
import { wishlistActions, wishlistStore } from '../../shared/stores/wishlist-store';
import WishlistPage from './wishlist-page';

const rowOf = (title: string) => screen.getByRole('rowheader', { name: new RegExp(title) }).closest('tr') as HTMLElement;

describe('WishlistPage', () => {
  it('shows the empty state with Continue Shopping', async () => {
    renderWithProviders(<WishlistPage />, { path: '/WishList' });
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toBeTruthy();
  });

  it('lists Product, Price, Stock Status, Action and Remove', async () => {
    wishlistActions.add(productCard());
    wishlistActions.add(productCard({ product_id: 40, product_title: 'Rose Quartz', product_stock_status: 0 }));
    renderWithProviders(<WishlistPage />, { path: '/WishList' });

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Product', 'Price', 'Stock Status', 'Action', 'Remove']);
    expect(within(rowOf('Amethyst Cluster')).getByText('In Stock')).toBeTruthy();
    expect(within(rowOf('Amethyst Cluster')).getByText('₹1,749')).toBeTruthy();
    expect(within(rowOf('Rose Quartz')).getByText('Out of Stock')).toBeTruthy();
  });

  it("adds to the cart with the toast '{product title} added to cart'", async () => {
    wishlistActions.add(productCard());
    renderWithProviders(<WishlistPage />, { path: '/WishList' });

    await userEvent.click(await screen.findByRole('button', { name: 'Add Amethyst Cluster to cart' }));

    expect(await screen.findByText(wishlistAddedToCartToast('Amethyst Cluster'))).toBeTruthy();
    expect(cartStore.getSnapshot()).toMatchObject([{ product_id: 12, product_variant_id: 34, quantity: 1 }]);
    // It stays in the wishlist.
    expect(wishlistStore.getSnapshot()).toHaveLength(1);
  });

  it('disables add to cart for an out-of-stock product, and says why', async () => {
    wishlistActions.add(productCard({ product_stock_status: 0 }));
    renderWithProviders(<WishlistPage />, { path: '/WishList' });

    const button = await screen.findByRole('button', { name: 'Add Amethyst Cluster to cart' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Out of stock: this product cannot be added to the cart.')).toBeTruthy();
  });

  it('removes by product and shows prices in dollars when USD is chosen', async () => {
    window.localStorage.setItem(STORAGE_KEYS.currency_value, 'USD');
    reloadAllStores();
    wishlistActions.add(productCard());
    renderWithProviders(<WishlistPage />, { path: '/WishList' });

    expect(await screen.findByText('$20.23')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Amethyst Cluster from wishlist' }));
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(window.localStorage.getItem(STORAGE_KEYS.wishList)).toBe('[]');
  });
});
