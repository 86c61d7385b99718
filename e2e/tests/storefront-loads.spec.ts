import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

const BRAND = 'Stone & Crystal Co.';

/** The site navigation: the navigation bar, or on small screens the mobile menu, opened. */
async function openNavigation(page: Page) {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) {
    await menu.click();
    const mobile = page.getByRole('navigation', { name: 'Mobile' });
    await expect(mobile).toBeVisible();
    return mobile;
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  return nav;
}

test.describe('storefront loads', () => {
  test('home shows the brand, the navigation and a branded title', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: BRAND })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${BRAND} | Home`);

    await expect(header.getByRole('link', { name: /^Wishlist/ })).toHaveAttribute('href', '/WishList');
    await expect(header.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/AddToCart');

    const nav = await openNavigation(page);
    for (const name of ['Home', 'Shop', 'Videos', 'Blogs', 'Contact']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('a product deep link opens the detail screen with the id from the path', async ({ page }) => {
    // The slug in the path is not checked: the id after the last '=' decides (product 12).
    await page.goto('/ProductDetails/Amethyst-Cluster=12');

    await expect(page.getByRole('heading', { level: 1, name: 'Red Jasper Crystal Egg with Stand' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Red Jasper Crystal Egg with Stand');
    await expect(page).toHaveTitle(`${BRAND} | Red Jasper Crystal Egg with Stand`);
  });

  test('an unknown path shows Page Not Found, and Back to Home returns to /', async ({ page }) => {
    await page.goto('/no/such/page');

    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: BRAND })).toBeVisible();
    await expect(page).toHaveTitle(`${BRAND} | Page Not Found`);

    await page.getByRole('link', { name: 'Back to Home' }).click();

    await expect(page).toHaveURL('/');
    await expect(page).toHaveTitle(`${BRAND} | Home`);
  });

  test('a guest opening My Account lands on Login', async ({ page }) => {
    await page.goto('/MyAccount');

    await expect(page).toHaveURL('/Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page).toHaveTitle(`${BRAND} | Login`);
  });

  test('the header search suggests products from the catalog and opens one', async ({ page }) => {
    await page.goto('/');

    await page.getByRole('combobox', { name: 'Search products' }).fill('amethyst eg');
    const option = page.getByRole('option', { name: 'Amethyst Egg', exact: true });
    await expect(option).toBeVisible();
    await option.click();

    await expect(page).toHaveURL(/\/ProductDetails\/Amethyst-Egg=\d+$/);
  });

  test('?lng=ar shows the shop in Arabic, right to left', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/?lng=ar');

    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('combobox', { name: 'ابحث عن المنتجات' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
