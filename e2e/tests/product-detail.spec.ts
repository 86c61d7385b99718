import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiAllProducts, apiProductsByCategory, BRAND, cartLink, inrText, sidewaysOverflow, titleSlug, type ProductCardData } from '../support/shop';

interface Variant {
  product_variant_id: number;
  product_variant_title: string;
  product_variant_sale_price: number;
  product_variant_mrp_price: number;
  product_stock_status: number;
}

async function apiDetails(request: APIRequestContext, id: number): Promise<{ variants: Variant[] }> {
  const response = await request.get(`/api/Products/GetProductDetails?product_id=${id}`);
  expect(response.ok()).toBeTruthy();
  return { variants: ((await response.json()) as { product_variants: Variant[] }).product_variants };
}

async function apiReviewCount(request: APIRequestContext, id: number): Promise<number> {
  const response = await request.get(`/api/Customers/GetCustomerReviews?product_id=${id}`);
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: unknown[] }).data.length;
}

function detailPath(product: Pick<ProductCardData, 'product_title' | 'product_id'>, route = 'ProductDetails'): string {
  return `/${route}/${titleSlug(product.product_title)}=${product.product_id}`;
}

/** An in-stock product whose variants have different sale prices. */
async function productWithVariants(request: APIRequestContext): Promise<{ product: ProductCardData; variants: Variant[] }> {
  const { data } = await apiProductsByCategory(request, { page: 1, limit: 30 });
  for (const product of data.filter((p) => p.product_stock_status > 0)) {
    const { variants } = await apiDetails(request, product.product_id);
    const prices = new Set(variants.map((v) => v.product_variant_sale_price));
    if (variants.length > 1 && prices.size > 1 && variants.every((v) => v.product_stock_status > 0)) return { product, variants };
  }
  throw new Error('the demo catalog has no product with priced variants');
}

test.describe('product detail', () => {
  test('shows the title, price, breadcrumb and gallery, and the arrows and thumbnails move through it', async ({ page, request }) => {
    const { product } = await productWithVariants(request);
    await page.goto(detailPath(product));
    await expect(page.getByRole('heading', { level: 1, name: product.product_title })).toBeVisible();
    await expect(page).toHaveTitle(`${BRAND} | ${product.product_title}`);
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(product.product_title);

    const gallery = page.getByRole('region', { name: `Pictures and videos of ${product.product_title}` });
    await expect(gallery).toBeVisible();
    const thumbs = gallery.getByRole('group', { name: 'Choose a picture or video' }).getByRole('button');
    const count = await thumbs.count();
    test.skip(count < 2, 'this product has a single picture');
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
    await gallery.getByRole('button', { name: 'Next slide' }).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-current', 'true');
    await gallery.getByRole('button', { name: 'Previous slide' }).click();
    await gallery.getByRole('button', { name: 'Previous slide' }).click();
    // Wraps round to the last.
    await expect(thumbs.nth(count - 1)).toHaveAttribute('aria-current', 'true');
    await thumbs.first().click();
    await expect(thumbs.first()).toHaveAttribute('aria-current', 'true');
  });

  test("'Size / Weight' switches the price; the quantity stays at 1 or more; add to cart toasts and counts", async ({ page, request }) => {
    const { product, variants } = await productWithVariants(request);
    await page.goto(detailPath(product));
    const picker = page.getByRole('group', { name: 'Size / Weight' });
    await expect(picker.getByRole('radio')).toHaveCount(variants.length);
    const price = page.locator('.product-summary .price--sale').first();
    for (const variant of variants) {
      // The radios are drawn as pills: the shopper clicks the label.
      await picker.getByText(variant.product_variant_title, { exact: true }).click();
      await expect(picker.getByRole('radio', { name: variant.product_variant_title, exact: true })).toBeChecked();
      await expect(price).toHaveText(inrText(variant.product_variant_sale_price));
    }

    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveValue('1');
    await expect(page.getByRole('button', { name: 'Decrease quantity' })).toBeDisabled();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2');
    await page.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(quantity).toHaveValue('1');
    await page.getByRole('button', { name: 'Increase quantity' }).click();

    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await expect(page.getByText(`${product.product_title} Added`, { exact: true })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 2 items');
  });

  test("an out-of-stock product says 'Out Stock' and cannot be added", async ({ page, request }) => {
    const product = (await apiAllProducts(request)).find((p) => p.product_stock_status === 0);
    expect(product, 'the demo catalog has an out-of-stock product').toBeDefined();
    const { variants } = await apiDetails(request, product!.product_id);
    test.skip(
      variants.some((v) => v.product_stock_status > 0),
      'the first variant shown may be in stock',
    );
    await page.goto(detailPath(product!));
    await expect(page.getByText('Out Stock', { exact: true })).toBeVisible();
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    if (await add.count()) await expect(add).toBeDisabled();
  });

  test("the Reviews tab counts the reviews, says 'No reviews yet.' when there are none, and a guest is sent to /Login", async ({ page, request }) => {
    const products = (await apiAllProducts(request)).slice(0, 40);
    let without: ProductCardData | undefined;
    for (const p of products) {
      if ((await apiReviewCount(request, p.product_id)) === 0) {
        without = p;
        break;
      }
    }
    expect(without, 'a product without reviews').toBeDefined();
    await page.goto(detailPath(without!));
    await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
    await page.getByRole('tab', { name: 'Reviews (0)' }).click();
    await expect(page.getByText('No reviews yet.', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add a review' })).toBeVisible();

    await page.getByRole('button', { name: 'Submit review' }).click();
    await expect(page).toHaveURL('/Login');
  });

  test('a product with reviews lists them with the count in the tab', async ({ page, request }) => {
    let found: { product: ProductCardData; count: number } | undefined;
    for (const p of (await apiAllProducts(request)).filter((x) => Number(x.average_rating) > 0).slice(0, 20)) {
      const count = await apiReviewCount(request, p.product_id);
      if (count > 0) {
        found = { product: p, count };
        break;
      }
    }
    expect(found, 'a product with reviews').toBeDefined();
    await page.goto(detailPath(found!.product));
    await page.getByRole('tab', { name: `Reviews (${found!.count})` }).click();
    await expect(page.getByRole('list', { name: 'Reviews' }).getByRole('listitem')).toHaveCount(found!.count);
    await expect(page.getByText('No reviews yet.', { exact: true })).toBeHidden();
  });

  test("'Related products' shows cards that link to other products; /GetProductDetails has no title breadcrumb", async ({ page, request }) => {
    const { product } = await productWithVariants(request);
    await page.goto(detailPath(product, 'GetProductDetails'));
    await expect(page.getByRole('heading', { level: 1, name: product.product_title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toHaveCount(0);

    const related = page.getByRole('region', { name: 'Related products' });
    await related.scrollIntoViewIfNeeded();
    const card = related.getByRole('article').first();
    await expect(card).toBeVisible();
    // From a /GetProductDetails page the cards keep that route.
    await expect(card.getByRole('heading').getByRole('link')).toHaveAttribute('href', /^\/GetProductDetails\/.+=\d+$/);
  });

  test('in Arabic the detail reads right to left without sideways scroll', { tag: '@phone' }, async ({ page, request }) => {
    const { product } = await productWithVariants(request);
    await page.goto(`${detailPath(product)}?lng=ar`);
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: product.product_title })).toBeVisible();
    await expect(page.getByRole('group', { name: 'الحجم / الوزن' })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
