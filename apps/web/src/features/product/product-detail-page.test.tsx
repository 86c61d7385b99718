import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { MESSAGES } from '@shop/core';
import { productCard } from '../../test/fixtures';
import { mockApi, renderRoutes } from '../../test/render';
import ProductDetailPage from './product-detail-page';
import { installCarouselEnvironment } from './testing/embla-env';
import { detailsBody, detailRow, imageItem, review, videoItem } from './testing/fixtures';

// No pause between keystrokes: the flows stay quick on a busy machine.
const user = userEvent.setup({ delay: null });

installCarouselEnvironment();

const routes: RouteObject[] = [
  { path: '/ProductDetails/:slugId', element: <ProductDetailPage /> },
  { path: '/GetProductDetails/:slugId', element: <ProductDetailPage /> },
  { path: '*', element: <p>Another page</p> },
];

const related = [
  productCard({ product_id: 21, product_title: 'Rainbow Fluorite Tower', product_category_id: 9 }),
  productCard({ product_id: 22, product_title: 'Green Fluorite Sphere', product_category_id: 9 }),
];

function mockProduct(overrides: Record<string, unknown> = {}) {
  return mockApi({
    'Products/GetProductDetails': detailsBody(),
    'Home/GetProductSlider': {
      success: true,
      data: [imageItem(1, '/media/art/fluorite-0.svg'), imageItem(2), videoItem(3, 'https://www.youtube.com/shorts/fXpvHyzffmU')],
    },
    'Customers/GetCustomerReviews': {
      success: true,
      data: [review({ id: 2, review_rating: 4, customer_name: 'Daniel Joshi' }), review({ id: 1, review_rating: 3 })],
    },
    'Home/GetRelatedProducts': { success: true, data: related },
    ...overrides,
  });
}

describe('ProductDetailPage', { timeout: 20_000 }, () => {
  it('shows shimmers while loading, then the product, with the title breadcrumb on /ProductDetails', async () => {
    mockProduct();
    renderRoutes(routes, '/ProductDetails/Chinese-Fluorite-Tumbled-Stones=6');

    expect(await screen.findByRole('status', { busy: true })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Chinese Fluorite Tumbled Stones' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Shop', 'Chinese Fluorite Tumbled Stones']);
    await waitFor(() => expect(document.title).toContain('Chinese Fluorite Tumbled Stones'));
  });

  it('asks for the product, its gallery, its reviews and the related products of its category', async () => {
    const fetchSpy = mockProduct();
    renderRoutes(routes, '/ProductDetails/Chinese-Fluorite-Tumbled-Stones=6');

    await screen.findByRole('heading', { name: MESSAGES.relatedProducts });
    await screen.findByRole('link', { name: 'Rainbow Fluorite Tower' });
    const urls = fetchSpy.mock.calls.map(([url]) => String(url));
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/Products/GetProductDetails?product_id=6',
        '/api/Home/GetProductSlider?product_id=6',
        '/api/Customers/GetCustomerReviews?product_id=6',
        '/api/Home/GetRelatedProducts?product_id=6&product_category_id=9',
      ]),
    );
  });

  it('leaves the breadcrumb out on /GetProductDetails, whose related cards link to /GetProductDetails', async () => {
    mockProduct();
    renderRoutes(routes, '/GetProductDetails/Chinese-Fluorite-Tumbled-Stones=6');

    expect(await screen.findByRole('heading', { level: 1, name: 'Chinese Fluorite Tumbled Stones' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    const card = await screen.findByRole('link', { name: 'Rainbow Fluorite Tower' });
    expect(card.getAttribute('href')).toBe('/GetProductDetails/Rainbow-Fluorite-Tower=21');
  });

  it('links related cards to /ProductDetails on a /ProductDetails page', async () => {
    mockProduct();
    renderRoutes(routes, '/ProductDetails/Chinese-Fluorite-Tumbled-Stones=6');

    const card = await screen.findByRole('link', { name: 'Green Fluorite Sphere' });
    expect(card.getAttribute('href')).toBe('/ProductDetails/Green-Fluorite-Sphere=22');
  });

  it('renders the server-sanitised description as HTML, and counts the reviews on their tab', async () => {
    mockProduct();
    renderRoutes(routes, '/ProductDetails/Chinese-Fluorite-Tumbled-Stones=6');

    const panel = await screen.findByRole('tabpanel', { name: 'Description' });
    expect(panel.querySelector('strong')?.textContent).toBe('Fluorite');
    const reviewsTab = await screen.findByRole('tab', { name: 'Reviews (2)' });

    await user.click(reviewsTab);

    const reviews = screen.getByRole('tabpanel', { name: 'Reviews (2)' });
    expect(within(reviews).getByRole('heading', { name: 'Daniel Joshi' })).toBeTruthy();
    expect(await within(reviews).findByRole('heading', { name: MESSAGES.addReview })).toBeTruthy(); // its code loads with the tab
    // (4 + 3) / 2 = 3.5
    expect(within(reviews).getByText('3.5').closest('p')?.textContent).toBe('3.5 out of 5');
  });

  it('opens the Reviews tab from the review count beside the stars', async () => {
    mockProduct();
    renderRoutes(routes, '/ProductDetails/Chinese-Fluorite-Tumbled-Stones=6');

    await user.click(await screen.findByRole('button', { name: '2 reviews' }));

    expect(screen.getByRole('tab', { name: 'Reviews (2)' }).getAttribute('aria-selected')).toBe('true');
  });

  it("says 'No reviews yet.' for a product without reviews", async () => {
    mockProduct({
      'Products/GetProductDetails': detailsBody([detailRow({ average_rating: '0' })]),
      'Customers/GetCustomerReviews': { success: true, data: [] },
    });
    renderRoutes(routes, '/ProductDetails/Chinese-Fluorite-Tumbled-Stones=6');

    await user.click(await screen.findByRole('tab', { name: 'Reviews (0)' }));

    expect(await screen.findByText(MESSAGES.noReviews)).toBeTruthy();
  });

  it('shows the product picture at once, then the whole gallery', async () => {
    mockProduct();
    renderRoutes(routes, '/ProductDetails/Chinese-Fluorite-Tumbled-Stones=6');

    const main = await screen.findByRole('img', { name: 'Chinese Fluorite Tumbled Stones' });
    expect(main.getAttribute('src')).toBe('/media/art/fluorite-0.svg');
    expect(await screen.findByRole('button', { name: 'Show video 3 of 3' })).toBeTruthy();
  });

  it('shows a friendly not-found state with a link to all products for an unknown product', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response(JSON.stringify({ success: false, message: 'Product not found' }), {
          status: 404,
          headers: { 'content-type': 'application/json' },
        }),
    );
    renderRoutes(routes, '/ProductDetails/Nothing=99999');

    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all products' }).getAttribute('href')).toBe('/AllProductsList');
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    await waitFor(() => expect(document.title).toContain('Product not found'));
  });

  it('treats a path without a usable id as not found, and asks nothing', async () => {
    const fetchSpy = mockProduct();
    renderRoutes(routes, '/ProductDetails/Amethyst');

    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('reads the id after the last "=" of the path', async () => {
    const fetchSpy = mockProduct();
    renderRoutes(routes, '/ProductDetails/E=mc2-Stone=6');

    await screen.findByRole('heading', { level: 1, name: 'Chinese Fluorite Tumbled Stones' });
    expect(String(fetchSpy.mock.calls[0]![0])).toBe('/api/Products/GetProductDetails?product_id=6');
  });
});
