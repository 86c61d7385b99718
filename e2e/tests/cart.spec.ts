import type { APIRequestContext, Page } from '@playwright/test';
import { createCustomer, submitLogin } from '../support/account';
import { expect, test } from '../support/fixtures';
import { cartLink as cartCountLink, wishlistLink } from '../support/shop';

/** A product row as the API sends it (the fields these tests read). */
interface Row {
  product_id: number;
  product_variant_id: number;
  product_title: string;
  product_image_url: string;
  product_variant_sale_price: number;
  product_variant_mrp_price: number;
  product_stock_status: number;
  product_variant_title?: string;
}

const RATE = 86.44;
const inr = (amount: number) => `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(Math.round(amount))}`;
const usdUnit = (rupees: number) => Math.round((rupees / RATE) * 100) / 100;
const usd = (dollars: number) => `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(dollars)}`;

/** The first page of the listing (featured, 10), as the listing screen shows it. */
async function listing(request: APIRequestContext): Promise<Row[]> {
  const response = await request.get('/api/Home/GetProductsByCategory?limit=10&page=1&sort_by=featured');
  return ((await response.json()) as { data: { data: Row[] } }).data.data;
}

/** A product with at least two variants in stock, and those two rows. */
async function productWithTwoVariants(request: APIRequestContext): Promise<[Row, Row]> {
  for (const card of await listing(request)) {
    const response = await request.get(`/api/Products/GetProductDetails?product_id=${card.product_id}`);
    const rows = ((await response.json()) as { data: Row[] }).data.filter((row) => row.product_stock_status > 1);
    if (rows.length >= 2) return [rows[0] as Row, rows[1] as Row];
  }
  throw new Error('the demo catalog has no product with two variants in stock on the first listing page');
}

/** A saved cart line (spec 3), as the storefront stores it. */
const line = (row: Row, quantity: number, expiresAt: number) => ({ ...row, quantity, expiresAt, selected_currency: 'INR' });

/** Saves `cartList` before the storefront starts (only on the first load of this page). */
async function seedCart(page: Page, lines: unknown[]) {
  await page.addInitScript((json) => {
    if (!sessionStorage.getItem('e2e-seeded')) {
      localStorage.setItem('cartList', json);
      sessionStorage.setItem('e2e-seeded', '1');
    }
  }, JSON.stringify(lines));
}

const rowOf = (page: Page, title: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });

test.describe('cart', () => {
  test('adds the same product twice to one line and another as its own line; quantities and totals follow', { tag: '@phone' }, async ({ page, request }) => {
    const inStock = (await listing(request)).filter((row) => row.product_stock_status > 3);
    const [a, b] = inStock as [Row, Row];
    await page.goto('/AllProductsList');

    await page.getByRole('button', { name: `Add ${a.product_title} to cart` }).click();
    await page.getByRole('button', { name: `Add ${a.product_title} to cart` }).click();
    await page.getByRole('button', { name: `Add ${b.product_title} to cart` }).click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');

    await cartLink(page).click();
    await expect(page).toHaveURL('/AddToCart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect(rowOf(page, a.product_title).getByRole('group', { name: `Quantity of ${a.product_title}` })).toContainText('2');
    await expect(page.getByTestId('cart-total')).toHaveText(inr(a.product_variant_sale_price * 2 + b.product_variant_sale_price));

    const rowA = rowOf(page, a.product_title);
    await rowA.getByRole('button', { name: `Increase quantity of ${a.product_title}` }).click();
    await expect(rowA.locator('output')).toHaveText('3');
    await expect(rowA).toContainText(inr(a.product_variant_sale_price * 3));
    await rowA.getByRole('button', { name: `Decrease quantity of ${a.product_title}` }).click();
    await rowA.getByRole('button', { name: `Decrease quantity of ${a.product_title}` }).click();
    await expect(rowA.locator('output')).toHaveText('1');
    await expect(rowA.getByRole('button', { name: `Decrease quantity of ${a.product_title}` })).toBeDisabled();
    await expect(page.getByTestId('cart-subtotal')).toHaveText(inr(a.product_variant_sale_price + b.product_variant_sale_price));
    await expect(page.getByTestId('cart-total')).toHaveText(inr(a.product_variant_sale_price + b.product_variant_sale_price));
    await expect(rowA).toContainText(/Kept in your cart for\s*0[34]:\d\d:\d\d/);
  });

  test('another variant of the same product is its own line, removed by variant', async ({ page, request }) => {
    const [v1, v2] = await productWithTwoVariants(request);
    const now = Date.now();
    await seedCart(page, [line(v1, 1, now + 3_600_000), line(v2, 2, now + 3_600_000)]);
    await page.goto('/AddToCart');

    await expect(page.locator('tbody tr')).toHaveCount(2);
    await expect(page.getByTestId('cart-total')).toHaveText(inr(v1.product_variant_sale_price + 2 * v2.product_variant_sale_price));
    await page
      .getByRole('button', { name: `Remove ${v1.product_title} from cart` })
      .first()
      .click();
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(page.getByTestId('cart-total')).toHaveText(inr(2 * v2.product_variant_sale_price));
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cartList') ?? '[]') as Row[]);
    expect(saved.map((l) => l.product_variant_id)).toEqual([v2.product_variant_id]);
  });

  test("drops a line whose expiry is past; a line reaching zero shows 'Expired' and is removed", async ({ page, request }) => {
    const [a, b, c] = (await listing(request)).filter((row) => row.product_stock_status > 0) as [Row, Row, Row];
    await page.addInitScript(
      ([x, y, z]: Row[]) => {
        if (sessionStorage.getItem('e2e-seeded')) return;
        sessionStorage.setItem('e2e-seeded', '1');
        const now = Date.now();
        const at = (row: Row | undefined, expiresAt: number) => ({ ...row, quantity: 1, expiresAt, selected_currency: 'INR' });
        localStorage.setItem('cartList', JSON.stringify([at(x, now - 1000), at(y, now + 4000), at(z, now + 14_400_000)]));
      },
      [a, b, c],
    );
    await page.goto('/AddToCart');

    await expect(rowOf(page, c.product_title)).toBeVisible();
    await expect(rowOf(page, a.product_title)).toHaveCount(0);
    const rowB = rowOf(page, b.product_title);
    await expect(rowB).toContainText(/Kept in your cart for\s*00:00:0\d/);
    await expect(rowB).toContainText('Expired', { timeout: 8000 });
    await expect(rowB).toHaveCount(0, { timeout: 8000 });
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cartList') ?? '[]') as Row[]);
    expect(saved.map((l) => l.product_id)).toEqual([c.product_id]);
  });

  test('All Cart Clear asks first, then empties the cart', async ({ page, request }) => {
    const [a, b] = (await listing(request)).filter((row) => row.product_stock_status > 0) as [Row, Row];
    await seedCart(page, [line(a, 1, Date.now() + 3_600_000), line(b, 1, Date.now() + 3_600_000)]);
    await page.goto('/AddToCart');

    await page.getByRole('button', { name: 'All Cart Clear' }).click();
    const dialog = page.getByRole('dialog', { name: 'Clear the whole cart?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.locator('tbody tr')).toHaveCount(2);

    await page.getByRole('button', { name: 'All Cart Clear' }).click();
    await dialog.getByRole('button', { name: 'Yes, clear it' }).click();
    await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('cartList'))).toBe('[]');
  });

  test('switching to USD shows every amount in dollars at 86.44: lines, totals and mini-cart', { tag: '@phone' }, async ({ page, request }) => {
    const [a, b] = (await listing(request)).filter((row) => row.product_stock_status > 2) as [Row, Row];
    await seedCart(page, [line(a, 2, Date.now() + 3_600_000), line(b, 1, Date.now() + 3_600_000)]);
    await page.goto('/AddToCart');
    await expect(page.getByTestId('cart-total')).toHaveText(inr(2 * a.product_variant_sale_price + b.product_variant_sale_price));

    // The top strip's switcher, or on small screens the one in the mobile menu.
    const toggle = page.getByRole('button', { name: 'Currency: INR' });
    if (await toggle.isVisible()) {
      await toggle.click();
    } else {
      await page.getByRole('button', { name: 'Menu' }).click();
    }
    await page.getByRole('button', { name: /USD/ }).filter({ visible: true }).first().click();
    await page.waitForLoadState('load');

    const unitA = usdUnit(a.product_variant_sale_price);
    const unitB = usdUnit(b.product_variant_sale_price);
    const total = usd(Math.round((2 * unitA + unitB) * 100) / 100);
    const rowA = rowOf(page, a.product_title);
    await expect(rowA).toContainText(usd(unitA));
    await expect(rowA).toContainText(usd(Math.round(2 * unitA * 100) / 100));
    await expect(page.getByTestId('cart-subtotal')).toHaveText(total);
    await expect(page.getByTestId('cart-total')).toHaveText(total);

    await page.getByRole('button', { name: 'Show cart summary' }).click();
    const mini = page.getByRole('region', { name: 'Cart summary' });
    await expect(mini.getByTestId('mini-cart-total')).toHaveText(total);
    await expect(mini).toContainText(`2 × ${usd(unitA)}`);
  });

  test('the mini-cart lists the items with View cart, and a guest is sent to log in before checkout', { tag: '@phone' }, async ({ page, request }) => {
    const [a] = (await listing(request)).filter((row) => row.product_stock_status > 0) as [Row];
    await seedCart(page, [line(a, 1, Date.now() + 3_600_000)]);
    await page.goto('/');

    await page.getByRole('button', { name: 'Show cart summary' }).click();
    const mini = page.getByRole('region', { name: 'Cart summary' });
    await expect(mini.getByRole('link', { name: a.product_title })).toBeVisible();
    await expect(mini.getByTestId('mini-cart-total')).toHaveText(inr(a.product_variant_sale_price));
    await expect(mini.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/Login?redirect=/CheckOut');
    await mini.getByRole('link', { name: 'View cart' }).click();
    await expect(page).toHaveURL('/AddToCart');

    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL('/Login?redirect=/CheckOut');
  });

  test("a guest's cart and wishlist stay when they log in, and checkout follows the login", async ({ page, request }) => {
    const [a, b] = (await listing(request)).filter((row) => row.product_stock_status > 0) as [Row, Row];
    const customer = await createCustomer(request);
    await seedCart(page, [line(a, 2, Date.now() + 3_600_000)]);
    await page.addInitScript(
      (json) => {
        if (!localStorage.getItem('wishList')) localStorage.setItem('wishList', json);
      },
      JSON.stringify([{ ...b, selected_currency: 'INR' }]),
    );

    await page.goto('/AddToCart');
    await expect(rowOf(page, a.product_title)).toBeVisible();
    await page.getByRole('link', { name: 'Continue to checkout' }).click();
    await expect(page).toHaveURL('/Login?redirect=/CheckOut');
    await submitLogin(page, customer.email, customer.password);

    await expect(page).toHaveURL('/CheckOut', { timeout: 5000 });
    await expect(cartCountLink(page)).toHaveAccessibleName('Cart, 2 items');
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
    const saved = await page.evaluate(() => [JSON.parse(localStorage.getItem('cartList') ?? '[]'), JSON.parse(localStorage.getItem('wishList') ?? '[]')]);
    expect(saved[0]).toMatchObject([{ product_id: a.product_id, product_variant_id: a.product_variant_id, quantity: 2 }]);
    expect(saved[1]).toMatchObject([{ product_id: b.product_id }]);
  });

  test('the cart survives a reload and stays in step across two tabs', async ({ page, context, request }) => {
    const [a, b] = (await listing(request)).filter((row) => row.product_stock_status > 3) as [Row, Row];
    await page.goto('/AllProductsList');
    await page.getByRole('button', { name: `Add ${a.product_title} to cart` }).click();
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');

    const other = await context.newPage();
    await other.goto('/AddToCart');
    await expect(rowOf(other, a.product_title)).toBeVisible();

    // A change in the first tab shows in the second, and back.
    await page.getByRole('button', { name: `Add ${b.product_title} to cart` }).click();
    await expect(rowOf(other, b.product_title)).toBeVisible();
    await rowOf(other, a.product_title)
      .getByRole('button', { name: `Increase quantity of ${a.product_title}` })
      .click();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 3 items');
    await other.close();
  });

  test('a stale price saved in the browser is replaced by the catalog price', async ({ page, request }) => {
    const [a] = (await listing(request)).filter((row) => row.product_stock_status > 0) as [Row];
    await seedCart(page, [{ ...line(a, 1, Date.now() + 3_600_000), product_variant_sale_price: 1 }]);
    await page.goto('/AddToCart');

    await expect(page.getByRole('status').filter({ hasText: 'Some prices have changed' })).toContainText(
      `${a.product_title}: ₹1 → ${inr(a.product_variant_sale_price)}`,
    );
    await expect(page.getByTestId('cart-total')).toHaveText(inr(a.product_variant_sale_price));
  });
});
