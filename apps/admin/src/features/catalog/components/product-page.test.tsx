import type { AdminCategoryNode, AdminProduct } from '@shop/core/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { bodyOf, stubApi } from '../../../test/api-stub';
import { renderWith, signInAs } from '../../../test/render';
import ProductPage from './product-page';

const leaf: AdminCategoryNode = {
  category_id: 9,
  parent_id: null,
  category_title: 'Pyramids',
  category_slug: 'Pyramids',
  category_image_url: '',
  sort_order: 0,
  depth: 1,
  product_count: 1,
  children: [],
};

const product: AdminProduct = {
  product_id: 1,
  product_title: 'Black Tourmaline Pyramid',
  product_slug: 'Black-Tourmaline-Pyramid',
  category_id: 9,
  product_short_description: '',
  product_description: '<p>Polished.</p>',
  product_image_url: '',
  product_label: null,
  is_trending: false,
  featured_rank: 5,
  archived: false,
  default_variant_id: 11,
  sale_price_paise: 174900,
  mrp_price_paise: 234900,
  stock_quantity: 6,
  review_count: 0,
  created_at: '2026-11-01T10:00:00.000Z',
  variants: [
    {
      product_variant_id: 11,
      product_variant_title: '50 mm',
      product_variant_short_description: '',
      sale_price_paise: 174900,
      mrp_price_paise: 234900,
      stock_quantity: 6,
      is_default: true,
      sort_order: 0,
    },
  ],
  gallery: [],
};

function stubProduct() {
  return stubApi({
    'GET /api/admin/products/1': () => ({ body: { success: true, data: product } }),
    'GET /api/admin/categories': () => ({ body: { success: true, data: [leaf] } }),
    'PATCH /api/admin/products/1': (_url, init) => ({ body: { success: true, data: { ...product, ...(bodyOf(init) as object), variants: product.variants } } }),
  });
}

const routes = [{ path: '/products/:id', element: <ProductPage /> }];

describe('ProductPage variants', () => {
  it('adds a variant with its opening stock, makes it the default, and sends prices in paise without the existing stock', async () => {
    signInAs();
    const fetch = stubProduct();
    renderWith(routes, '/products/1');
    await screen.findByDisplayValue('50 mm');
    await userEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    const added = screen.getByRole('group', { name: 'Variant 2' });
    await userEvent.type(within(added).getByLabelText('Variant title'), '75 mm');
    await userEvent.type(within(added).getByLabelText('Sale price ₹'), '2499.5');
    await userEvent.type(within(added).getByLabelText('MRP ₹'), '2999');
    await userEvent.clear(within(added).getByLabelText('Opening stock'));
    await userEvent.type(within(added).getByLabelText('Opening stock'), '4');
    await userEvent.click(within(added).getByLabelText('Default'));
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect((bodyOf(init) as { variants: unknown[] }).variants).toEqual([
      {
        product_variant_id: 11,
        product_variant_title: '50 mm',
        product_variant_short_description: '',
        sale_price_paise: 174900,
        mrp_price_paise: 234900,
        is_default: false,
        sort_order: 0,
      },
      {
        product_variant_title: '75 mm',
        product_variant_short_description: '',
        stock_quantity: 4,
        sale_price_paise: 249950,
        mrp_price_paise: 299900,
        is_default: true,
        sort_order: 1,
      },
    ]);
    expect(await screen.findByText('Saved. The storefront shows the change now.')).toBeTruthy();
  });

  it("shows the form's and core's messages together and sends nothing", async () => {
    signInAs();
    const fetch = stubProduct();
    renderWith(routes, '/products/1');
    await screen.findByDisplayValue('50 mm');
    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    const added = screen.getByRole('group', { name: 'Variant 2' });
    await userEvent.type(within(added).getByLabelText('Variant title'), '50 MM');
    await userEvent.type(within(added).getByLabelText('Sale price ₹'), '12,50');
    await userEvent.type(within(added).getByLabelText('MRP ₹'), '10');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Sale price must be an amount in rupees, like 1250.50')).toBeTruthy();
    expect(screen.getByText('Two variants of one product cannot have the same title')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});
