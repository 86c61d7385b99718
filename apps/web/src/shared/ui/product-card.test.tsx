import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { addedToCartToast, MESSAGES, PRODUCT_PICTURE_PLACEHOLDER, STORAGE_KEYS } from '@shop/core';
import { cartStore } from '../stores/cart-store';
import { wishlistStore } from '../stores/wishlist-store';
import { productCard } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { ProductCard, ProductCardPlaceholder } from './product-card';

function renderCard(overrides: Parameters<typeof productCard>[0] = {}, path = '/') {
  const product = productCard(overrides);
  const view = renderWithProviders(<ProductCard product={product} />, { path });
  return { product, ...view };
}

describe('ProductCard', () => {
  it('shows image, title, the description cut at 30 characters, label, rating and prices', async () => {
    renderCard();

    const card = await screen.findByRole('article');
    const image = within(card).getByRole('img', { hidden: true, name: 'Amethyst Cluster' });
    expect(image.getAttribute('width')).toBe('400');
    expect(image.getAttribute('height')).toBe('400');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(within(card).getByRole('heading', { level: 3, name: 'Amethyst Cluster' })).toBeTruthy();
    expect(within(card).getByText('Deep purple amethyst cluster f...')).toBeTruthy();
    const label = within(card).getByText('Hot');
    expect(label.className).toContain('product-card__label--hot');
    expect(within(card).getByRole('img', { name: '4.5 out of 5' })).toBeTruthy();
    expect(within(card).getByText('₹1,749')).toBeTruthy();
    expect(within(card).getByText('₹1,999').closest('del')).toBeTruthy();
  });

  it('shows the designed placeholder for a product without a picture, never a broken image', async () => {
    renderCard({ product_image_url: '' });
    const card = await screen.findByRole('article');
    const image = within(card).getByRole('img', { hidden: true, name: 'Amethyst Cluster' });
    expect(image.getAttribute('src')).toBe(PRODUCT_PICTURE_PLACEHOLDER);
  });

  it('keeps a description of 30 characters or fewer as it is', async () => {
    renderCard({ product_short_description: 'Exactly thirty characters long' });

    expect(await screen.findByText('Exactly thirty characters long')).toBeTruthy();
  });

  it('hides the rating bar when average_rating is "0", and the label when there is none', async () => {
    renderCard({ average_rating: '0', product_label: null, product_label_class: null });

    await screen.findByRole('article');
    expect(screen.queryByRole('img', { name: /out of 5/ })).toBeNull();
    expect(document.querySelector('.product-card__label')).toBeNull();
  });

  it('links the title to /ProductDetails, or /GetProductDetails on such a page', async () => {
    renderCard();
    expect((await screen.findByRole('link', { name: 'Amethyst Cluster' })).getAttribute('href')).toBe('/ProductDetails/Amethyst-Cluster=12');
  });

  it('links to /GetProductDetails when the current path contains GetProductDetails', async () => {
    renderCard({}, '/GetProductDetails/Rose-Quartz=7');
    expect((await screen.findByRole('link', { name: 'Amethyst Cluster' })).getAttribute('href')).toBe('/GetProductDetails/Amethyst-Cluster=12');
  });

  it('does nothing when the link target is the current page', async () => {
    const { router } = renderCard({}, '/ProductDetails/Amethyst-Cluster=12');
    const before = router.state.historyAction;

    await userEvent.click(await screen.findByRole('link', { name: 'Amethyst Cluster' }));

    expect(router.state.location.pathname).toBe('/ProductDetails/Amethyst-Cluster=12');
    expect(router.state.historyAction).toBe(before);
  });

  it('toggles the wishlist with the heart, which is pressed while the product is in it', async () => {
    renderCard();
    const heart = await screen.findByRole('button', { name: 'Save Amethyst Cluster to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(heart);

    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(wishlistStore.getSnapshot().map((item) => item.product_id)).toEqual([12]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.wishList) ?? '[]')[0]).toMatchObject({
      product_id: 12,
      selected_currency: 'INR',
    });

    await userEvent.click(heart);

    expect(heart.getAttribute('aria-pressed')).toBe('false');
    expect(wishlistStore.getSnapshot()).toEqual([]);
  });

  it("adds one to the cart and shows the toast '{title} Added'", async () => {
    renderCard();

    await userEvent.click(await screen.findByRole('button', { name: 'Add Amethyst Cluster to cart' }));

    expect(cartStore.getSnapshot()).toMatchObject([{ product_id: 12, product_variant_id: 34, quantity: 1 }]);
    expect(await screen.findByText(addedToCartToast('Amethyst Cluster'))).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Add Amethyst Cluster to cart' }));
    expect(cartStore.getSnapshot()).toMatchObject([{ product_variant_id: 34, quantity: 2 }]);
  });

  it("cannot add an out-of-stock product and says 'Out Stock'", async () => {
    renderCard({ product_stock_status: 0 });

    expect(await screen.findByText(MESSAGES.outOfStock)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /to cart/ })).toBeNull();
    expect(cartStore.getSnapshot()).toEqual([]);
  });

  it('shows prices in dollars when USD is the display currency', async () => {
    window.localStorage.setItem(STORAGE_KEYS.currency_value, 'USD');
    const { currencyStore } = await import('../stores/currency-store');
    currencyStore.reload();
    renderCard();

    expect(await screen.findByText('$20.23')).toBeTruthy();
  });
});

describe('ProductCardPlaceholder', () => {
  it('is hidden from screen readers', () => {
    const { container } = renderWithProviders(<ProductCardPlaceholder />);
    expect(container.querySelector('.product-card--placeholder')?.getAttribute('aria-hidden')).toBe('true');
  });
});
