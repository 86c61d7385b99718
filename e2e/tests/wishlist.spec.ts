import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

interface Row {
  product_id: number;
  product_title: string;
  product_variant_sale_price: number;
  product_stock_status: number;
}

async function listing(request: APIRequestContext): Promise<Row[]> {
  const response = await request.get('/api/Home/GetProductsByCategory?limit=10&page=1&sort_by=featured');
  return ((await response.json()) as { data: { data: Row[] } }).data.data;
}

const inr = (amount: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(Math.round(amount))}`;
const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
const header = (page: Page) => page.getByRole('banner');

test.describe('wishlist', () => {
  test('adds from a card, moves to the cart with a toast, and removes', { tag: '@phone' }, async ({ page, request }) => {
    const products = await listing(request);
    const inStock = products.find((row) => row.product_stock_status > 0) as Row;
    const soldOut = products.find((row) => row.product_stock_status === 0);
    await page.goto('/AllProductsList');

    await page.getByRole('button', { name: `Save ${inStock.product_title} to wishlist` }).click();
    await page.getByRole('button', { name: `Save ${inStock.product_title} to wishlist` }).click();
    await page.getByRole('button', { name: `Save ${inStock.product_title} to wishlist` }).click();
    if (soldOut) await page.getByRole('button', { name: `Save ${soldOut.product_title} to wishlist` }).click();
    await expect(header(page).getByRole('link', { name: /^Wishlist, / })).toHaveAccessibleName(soldOut ? 'Wishlist, 2 items' : 'Wishlist, 1 item');

    await page.goto('/WishList');
    await expect(page.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeVisible();
    const row = rowOf(page, inStock.product_title);
    await expect(row).toContainText('In Stock');
    await expect(row).toContainText(inr(inStock.product_variant_sale_price));
    if (soldOut) {
      const soldOutRow = rowOf(page, soldOut.product_title);
      await expect(soldOutRow).toContainText('Out of Stock');
      await expect(soldOutRow.getByRole('button', { name: `Add ${soldOut.product_title} to cart` })).toBeDisabled();
      await expect(soldOutRow).toContainText('cannot be added to the cart');
    }

    await row.getByRole('button', { name: `Add ${inStock.product_title} to cart` }).click();
    await expect(page.getByText(`${inStock.product_title} added to cart`)).toBeVisible();
    await expect(header(page).getByRole('link', { name: /^Cart, / })).toHaveAccessibleName('Cart, 1 item');

    await row.getByRole('button', { name: `Remove ${inStock.product_title} from wishlist` }).click();
    await expect(rowOf(page, inStock.product_title)).toHaveCount(0);
    if (soldOut)
      await rowOf(page, soldOut.product_title)
        .getByRole('button', { name: /^Remove / })
        .click();
    await expect(page.getByText('Your wishlist is empty')).toBeVisible();
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL('/AllProductsList');
  });

  test('the wishlist survives a reload and stays in step across two tabs', async ({ page, context, request }) => {
    const [a, b] = (await listing(request)) as [Row, Row];
    await page.goto('/AllProductsList');
    await page.getByRole('button', { name: `Save ${a.product_title} to wishlist` }).click();
    await page.reload();
    await expect(page.getByRole('button', { name: `Save ${a.product_title} to wishlist` })).toHaveAttribute('aria-pressed', 'true');

    const other = await context.newPage();
    await other.goto('/WishList');
    await expect(rowOf(other, a.product_title)).toBeVisible();

    await page.getByRole('button', { name: `Save ${b.product_title} to wishlist` }).click();
    await expect(rowOf(other, b.product_title)).toBeVisible();
    await rowOf(other, a.product_title)
      .getByRole('button', { name: /^Remove / })
      .click();
    await expect(page.getByRole('button', { name: `Save ${a.product_title} to wishlist` })).toHaveAttribute('aria-pressed', 'false');
    await other.close();
  });

  test('shows prices in dollars when USD is chosen', async ({ page, request }) => {
    const [a] = (await listing(request)) as [Row];
    await page.addInitScript(() => {
      localStorage.setItem('currency_value', 'USD');
      localStorage.setItem('currency_label', '$');
    });
    await page.goto('/AllProductsList');
    await page.getByRole('button', { name: `Save ${a.product_title} to wishlist` }).click();
    await page.goto('/WishList');
    const dollars = (Math.round((a.product_variant_sale_price / 86.44) * 100) / 100).toFixed(2);
    await expect(rowOf(page, a.product_title)).toContainText(`$${Number(dollars).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });
});
