import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ADD_TO_CART_TOAST_POSITION, MESSAGES, STORAGE_KEYS } from '@shop/core';
import { cartStore } from '../../../shared/stores/cart-store';
import { reloadAllStores } from '../../../shared/stores/create-store';
import { wishlistStore } from '../../../shared/stores/wishlist-store';
import { i18n } from '../../../shared/i18n/i18n';
import { toast } from '../../../shared/ui/toast';
import { renderWithProviders } from '../../../test/render';
import { detailRow, productDetails, twoVariantRows } from '../testing/fixtures';
import { ProductSummary } from './product-summary';

// No pause between keystrokes: the flows stay quick on a busy machine.
const user = userEvent.setup({ delay: null });

function renderSummary(details = productDetails(), props: { reviewCount?: number; onShowReviews?: () => void } = {}) {
  return renderWithProviders(<ProductSummary rows={details.rows} variants={details.variants} {...props} />);
}

const priceBlock = () => document.querySelector('.product-summary__price') as HTMLElement;

describe('ProductSummary', { timeout: 20_000 }, () => {
  it('shows title, rating, sale price, percentage off, old price and the default variant', async () => {
    renderSummary(productDetails(), { reviewCount: 4, onShowReviews: () => {} });

    expect(await screen.findByRole('heading', { level: 1, name: 'Chinese Fluorite Tumbled Stones' })).toBeTruthy();
    expect(screen.getByRole('img', { name: '4 out of 5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '4 reviews' })).toBeTruthy();
    expect(within(priceBlock()).getByText('₹149')).toBeTruthy();
    // (199 − 149) / 199 = 25.1 % → 25 (core discountPercent floors).
    expect(within(priceBlock()).getByText('25% Off')).toBeTruthy();
    expect(within(priceBlock()).getByText('₹199').closest('del')).toBeTruthy();
    expect(screen.getByText('Five stones of similar size.')).toBeTruthy();
    expect(screen.getByRole('group', { name: MESSAGES.variantLabel })).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Pack of 5' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('16 in stock');
  });

  it('hides the rating when average_rating is "0"', async () => {
    renderSummary(productDetails([detailRow({ average_rating: '0' })]), { reviewCount: 0, onShowReviews: () => {} });

    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('img', { name: /out of 5/ })).toBeNull();
    expect(document.querySelector('.product-summary__rating')).toBeNull();
  });

  it('hides the percentage off when there is no discount', async () => {
    renderSummary(productDetails([detailRow({ product_variant_mrp_price: 149 })]));

    await screen.findByRole('heading', { level: 1 });
    expect(within(priceBlock()).queryByText(/% Off/)).toBeNull();
    expect(priceBlock().querySelector('del')).toBeNull();
  });

  it('switches price, stock and description with the variant; a variant without its own text shows the product’s', async () => {
    renderSummary();

    await user.click(await screen.findByRole('radio', { name: 'Pack of 10' }));

    expect(within(priceBlock()).getByText('₹229')).toBeTruthy();
    expect(within(priceBlock()).queryByText(/% Off/)).toBeNull();
    expect(screen.getByText('Smooth fluorite stones in purple, teal and green bands.')).toBeTruthy();
    expect(screen.queryByText('Five stones of similar size.')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(MESSAGES.outOfStock);

    await user.click(screen.getByRole('radio', { name: 'Pack of 5' }));

    expect(within(priceBlock()).getByText('₹149')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('16 in stock');
  });

  it("says 'Out Stock' and offers no add to cart when the chosen variant has no stock", async () => {
    const spy = vi.spyOn(toast, 'success');
    renderSummary(productDetails([detailRow({ product_stock_status: 0 })]));

    expect(await screen.findByText(MESSAGES.outOfStock)).toBeTruthy();
    const add = screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(add);

    expect(cartStore.getSnapshot()).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
  });

  it('keeps the quantity between 1 and the stock, remembered under cartQuantity', async () => {
    renderSummary(productDetails([detailRow({ product_stock_status: 3 })]));
    const quantity = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement;
    const minus = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    const plus = screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement;

    expect(quantity.value).toBe('1');
    expect(minus.disabled).toBe(true);

    await user.click(plus);
    await user.click(plus);
    expect(quantity.value).toBe('3');
    expect(window.localStorage.getItem(STORAGE_KEYS.cartQuantity)).toBe('3');
    expect(plus.disabled).toBe(true);

    await user.click(plus);
    expect(quantity.value).toBe('3');

    await user.click(minus);
    await user.click(minus);
    expect(quantity.value).toBe('1');
    expect(minus.disabled).toBe(true);
    expect(window.localStorage.getItem(STORAGE_KEYS.cartQuantity)).toBe('1');
  });

  it('puts a typed quantity right: above the stock becomes the stock, below 1 becomes 1', async () => {
    renderSummary(productDetails([detailRow({ product_stock_status: 5 })]));
    const quantity = (await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement;

    await user.clear(quantity);
    await user.type(quantity, '40');
    await user.tab();
    expect(quantity.value).toBe('5');

    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.tab();
    expect(quantity.value).toBe('1');
  });

  it('starts from the stored cartQuantity, held to the chosen variant’s stock', async () => {
    window.localStorage.setItem(STORAGE_KEYS.cartQuantity, '9');
    reloadAllStores();
    renderSummary(productDetails([detailRow({ product_stock_status: 4 })]));

    expect(((await screen.findByRole('spinbutton', { name: 'Quantity' })) as HTMLInputElement).value).toBe('4');
  });

  it("adds the chosen variant and quantity to the cart with the toast '{title} Added' at the bottom centre", async () => {
    const spy = vi.spyOn(toast, 'success');
    renderSummary();

    await user.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));

    const [line] = cartStore.getSnapshot();
    expect(line).toMatchObject({ product_id: 6, product_variant_id: 11, quantity: 2, product_variant_sale_price: 149 });
    expect(line).not.toHaveProperty('product_description');
    expect(spy).toHaveBeenCalledWith('Chinese Fluorite Tumbled Stones Added', { position: ADD_TO_CART_TOAST_POSITION });
    expect(ADD_TO_CART_TOAST_POSITION).toBe('bottom-center');
  });

  it('toggles the wishlist', async () => {
    renderSummary(productDetails(twoVariantRows()));
    const heart = await screen.findByRole('button', { name: 'Save to wishlist' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');

    await user.click(heart);
    expect(heart.getAttribute('aria-pressed')).toBe('true');
    expect(wishlistStore.getSnapshot().map((item) => item.product_id)).toEqual([6]);

    await user.click(heart);
    expect(wishlistStore.getSnapshot()).toEqual([]);
  });

  it('opens the reviews from the link beside the stars', async () => {
    const onShowReviews = vi.fn();
    renderSummary(productDetails(), { reviewCount: 1, onShowReviews });

    await user.click(await screen.findByRole('button', { name: '1 review' }));
    expect(onShowReviews).toHaveBeenCalledOnce();
  });

  it('shows the country of origin under the description, in English and in Arabic, and no line when it is not known', async () => {
    const { unmount } = renderSummary();
    expect((await screen.findByText('Brazil')).closest('p')!.textContent).toBe('Country of origin: Brazil');
    unmount();
    await i18n.changeLanguage('ar');
    try {
      const arabic = renderSummary();
      expect((await screen.findByText('Brazil')).closest('p')!.textContent).toBe('بلد المنشأ: Brazil');
      arabic.unmount();
    } finally {
      await i18n.changeLanguage('en');
    }
    renderSummary(productDetails([detailRow({ product_country_of_origin: '' })]));
    await screen.findByRole('heading', { level: 1 });
    expect(document.querySelector('.product-summary__origin')).toBeNull();
  });
});
