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
  hsn_code: '7116',
  gst_rate: 3,
  inherited_hsn_code: '7116',
  inherited_gst_rate: 3,
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
  product_aliases: 'Schorl',
  attributes: [{ name: 'Stone', values: ['Black Tourmaline'] }],
  hsn_code: null,
  gst_rate: null,
  country_of_origin: 'India',
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
    'GET /api/admin/attributes': () => ({
      body: {
        success: true,
        data: [
          { name: 'Stone', product_count: 1, values: ['Black Tourmaline'] },
          { name: 'Chakra', product_count: 3, values: ['Root', 'Crown', 'Heart'] },
          { name: 'Zodiac sign', product_count: 1, values: ['Capricorn'] },
        ],
      },
    }),
    'GET /api/admin/countries-of-origin': () => ({
      body: {
        success: true,
        data: [
          { country: 'India', product_count: 40 },
          { country: 'Brazil', product_count: 12 },
        ],
      },
    }),
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

describe('ProductPage aliases and attributes', () => {
  it('edits aliases and attribute rows; blank rows are dropped; values go as a list', async () => {
    signInAs();
    const fetch = stubProduct();
    renderWith(routes, '/products/1');
    await screen.findByDisplayValue('Black Tourmaline');
    expect(screen.getByText('Other names shoppers search by: Hindi or Arabic names, common misspellings. Separate with commas.')).toBeTruthy();
    const aliases = screen.getByLabelText('Aliases');
    expect((aliases as HTMLInputElement).value).toBe('Schorl');
    await userEvent.type(aliases, ', Kala Tourmaline');
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    const names = screen.getAllByLabelText('Name');
    const values = screen.getAllByLabelText('Values');
    await userEvent.type(names[1]!, 'Chakra');
    // The values in use for the name are suggested.
    expect(values[1]!.getAttribute('placeholder')).toBe('e.g. Root, Crown, Heart');
    await userEvent.type(values[1]!, 'Root, Earth Star,');
    // The third row stays blank: no attribute.
    expect(document.getElementById(names[1]!.getAttribute('list')!)!.querySelectorAll('option').length).toBe(3);
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(bodyOf(init)).toMatchObject({
      product_aliases: 'Schorl, Kala Tourmaline',
      attributes: [
        { name: 'Stone', values: ['Black Tourmaline'] },
        { name: 'Chakra', values: ['Root', 'Earth Star'] },
      ],
    });
  });

  it("shows core's messages at the attribute's row and sends nothing", async () => {
    signInAs();
    const fetch = stubProduct();
    renderWith(routes, '/products/1');
    await screen.findByDisplayValue('Black Tourmaline');
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    const names = screen.getAllByLabelText('Name');
    const values = screen.getAllByLabelText('Values');
    // Row 2 is left blank (dropped); rows 3 and 4 have problems, shown on their own rows.
    await userEvent.type(names[2]!, 'stone');
    await userEvent.type(values[2]!, 'Onyx');
    await userEvent.type(names[3]!, 'Size');
    await userEvent.type(values[3]!, 'a=b');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The attribute "Stone" is given twice: put all its values in one row')).toBeTruthy();
    expect(screen.getByText('A value must not contain a comma, =, &, #, ?, % or control characters')).toBeTruthy();
    const rows = document.querySelectorAll('.attribute-row');
    expect(within(rows[2] as HTMLElement).getByText('The attribute "Stone" is given twice: put all its values in one row')).toBeTruthy();
    expect(within(rows[3] as HTMLElement).getByText('A value must not contain a comma, =, &, #, ?, % or control characters')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});

describe('ProductPage tax and origin (issue 23)', () => {
  it('suggests the countries in use, says what an empty HSN code and rate take, and sends them', async () => {
    signInAs();
    const fetch = stubProduct();
    renderWith(routes, '/products/1');
    const country = (await screen.findByLabelText('Country of origin')) as HTMLInputElement;
    expect(country.value).toBe('India');
    await waitFor(() =>
      expect([...document.getElementById(country.getAttribute('list')!)!.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual([
        'India',
        'Brazil',
      ]),
    );
    expect(screen.getByText("On tax invoices. Empty: the category's, the parent's or the settings' default (here 7116).")).toBeTruthy();
    expect(screen.getByText("Empty: the category's, the parent's or the settings' default (here 3 %).")).toBeTruthy();
    await userEvent.clear(country);
    await userEvent.type(country, 'Brazil');
    await userEvent.type(screen.getByLabelText('HSN code'), '7103.99');
    await userEvent.type(screen.getByLabelText('GST rate (%)'), '0.25');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(true));
    const [, init] = fetch.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(bodyOf(init)).toMatchObject({ country_of_origin: 'Brazil', hsn_code: '710399', gst_rate: 0.25 });
  });

  it("shows the rule's and core's messages on the fields and sends nothing", async () => {
    signInAs();
    const fetch = stubProduct();
    renderWith(routes, '/products/1');
    await userEvent.clear(await screen.findByLabelText('Country of origin'));
    await userEvent.type(screen.getByLabelText('HSN code'), '71');
    await userEvent.type(screen.getByLabelText('GST rate (%)'), '0.125');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Country of origin is required: shoppers must see where a product comes from before they buy')).toBeTruthy();
    expect(screen.getByText('HSN code must be 4, 6 or 8 digits (e.g. 7103 or 71039990)')).toBeTruthy();
    expect(screen.getByText('GST rate may have at most two decimals (e.g. 0.25)')).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => init?.method === 'PATCH')).toBe(false);
  });
});
