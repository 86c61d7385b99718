import { expect, test } from '../support/fixtures';
import { createCustomer, openAs } from '../support/account';
import {
  apiAllProducts,
  apiPopular,
  apiProductsByCategory,
  cartLink,
  chooseCurrency,
  chooseLanguage,
  countOf,
  inrText,
  titleSlug,
  usdText,
  wishlistLink,
} from '../support/shop';

// Issue 12: the first screen comes from the server as HTML, and the browser takes it over
// (hydrates it) without replacing it, whatever the shopper's browser holds.

/** The page's main heading, marked before any script runs, so a later look can tell whether it is the server's node. */
const MARK_FIRST_HEADING = () => {
  document.addEventListener('DOMContentLoaded', () => {
    (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('main h1');
  });
};

test.describe('server rendering and hydration', () => {
  test(
    'home, a listing and a product page, for a shopper with a cart, a wishlist, a login, Arabic and USD: the server sends them in Arabic and dollars, and the browser keeps its HTML with no error',
    { tag: '@phone' },
    async ({ page, request }) => {
      // A long journey: sign-up, two product pages, two reloads (currency, language), then three
      // full page loads, each waiting for hydration. 19 s on desktop in CI, and past the default
      // 30 s on the emulated phone while the other worker loads the server (CI, this stop).
      test.slow();
      const customer = await createCustomer(request, 'Hydration Shopper');
      const [product, other] = (await apiAllProducts(request)).filter((p) => p.product_stock_status > 0);
      const productUrl = `/ProductDetails/${titleSlug(product!.product_title)}=${product!.product_id}`;
      await openAs(page, customer, productUrl);
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await expect.poll(() => countOf(cartLink(page))).toBe(1);
      await page.goto(`/ProductDetails/${titleSlug(other!.product_title)}=${other!.product_id}`);
      await page.getByRole('button', { name: 'Save to wishlist', exact: true }).click();
      await expect.poll(() => countOf(wishlistLink(page))).toBe(1);
      await chooseCurrency(page, 'USD');
      await chooseLanguage(page, 'العربية');

      await page.addInitScript(MARK_FIRST_HEADING);
      const popular = await apiPopular(request);
      for (const [url, price] of [
        ['/', popular[0]!.product_variant_sale_price],
        ['/AllProductsList', null],
        [productUrl, product!.product_variant_sale_price],
      ] as const) {
        const response = await page.goto(url);
        const html = (await response!.text()).replace(/\s+/g, ' ');
        // From the first byte: right to left, and the screen itself is in the HTML.
        expect(html, url).toContain('<html lang="ar" dir="rtl">');
        expect(html, url).toMatch(/<main[^>]*>.*<h1/);
        if (price !== null) {
          expect(html, url).toContain(usdText(price));
          expect(html, url).not.toContain(`>${inrText(price)}<`);
        }
        // Hydrated, not drawn again: the heading is still the server's element.
        expect(
          await page.evaluate(() => document.querySelector('main h1') === (window as unknown as { serverHeading: Element | null }).serverHeading),
          url,
        ).toBe(true);
        // Then the browser's own state fills in: the cart and wishlist counts, the login.
        await expect(page.getByRole('banner').locator('.mini-cart__link .badge'), url).toHaveText('1');
        await expect(page.getByRole('banner').locator('a[href="/WishList"] .badge'), url).toHaveText('1');
        await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      }
      // Any console error or hydration warning above fails the test (support/fixtures.ts).
    },
  );

  test('a link clicked right after the page arrives is followed by the router, with the page kept', async ({ page, request }) => {
    const [first] = (await apiProductsByCategory(request, { page: 1, limit: 10 })).data;
    await page.goto('/AllProductsList');
    await page.locator('.product-grid').getByRole('link', { name: first!.product_title, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`=${first!.product_id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.product_title);
    await expect(page).toHaveTitle(/Stone & Crystal Co\./);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false, waitForApp: false });

  test("a product page shows the product's title, price and description from the server's HTML alone", async ({ page, request }) => {
    const [product] = await apiAllProducts(request);
    const details = await (await request.get(`/api/Products/GetProductDetails?product_id=${product!.product_id}`)).json();
    const row = details.data[0];
    await page.goto(`/ProductDetails/${titleSlug(row.product_title)}=${row.product_id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(row.product_title);
    await expect(page.locator('main')).toContainText(`₹${Math.round(row.product_variant_sale_price).toLocaleString('en-IN')}`);
    const description = String(row.product_description)
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    await expect(page.locator('main')).toContainText(description.slice(0, 60));
    await expect(page).toHaveTitle(new RegExp(row.product_title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  });

  test('the home and a listing read without JavaScript: products and prices, and the listing in Arabic right to left', async ({ page, request }) => {
    const popular = await apiPopular(request);
    await page.goto('/');
    await expect(page.locator('main')).toContainText(popular[0]!.product_title);
    await page.goto('/AllProductsList?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('كل المنتجات');
  });
});
