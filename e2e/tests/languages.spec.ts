import { expect, test } from '../support/fixtures';
import { chooseLanguage, sidewaysOverflow } from '../support/shop';

test.describe('languages', () => {
  test('switching to العربية turns the page right to left, mirrors the layout and is remembered', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    const brand = page.getByRole('banner').getByRole('link', { name: 'Stone & Crystal Co.' });
    const ltrLeft = (await brand.boundingBox())!.x;

    await chooseLanguage(page, 'العربية');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('body')).toHaveClass(/\brtl\b/);
    await expect(page.getByRole('combobox', { name: 'ابحث عن المنتجات' })).toBeVisible();
    // Mirrored: the brand moves towards the right-hand side.
    await expect.poll(async () => (await brand.boundingBox())!.x).toBeGreaterThan(ltrLeft);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

    await page.goto('/Contact');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('ar');

    await chooseLanguage(page, 'English');
    await expect(page.locator('body')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  });

  // Spec 4: any language other than Arabic gives the body left-to-right, from the first load.
  test('in English the body is left to right from the first load', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'Search products' })).toBeVisible();
    await expect(page.locator('body')).toHaveAttribute('dir', 'ltr');
  });

  for (const path of ['/', '/AllProductsList', '/Videos', '/Blog', '/Contact', '/no-such-page']) {
    test(`?lng=ar on ${path}: Arabic text, right to left, no sideways scroll`, { tag: '@phone' }, async ({ page }) => {
      await page.goto(`${path}?lng=ar`);
      await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
      await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(/[\u0600-\u06FF]/);
      await expect(page.getByRole('main')).toBeVisible();
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
});
