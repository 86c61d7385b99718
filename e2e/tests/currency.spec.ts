import { expect, test } from '../support/fixtures';
import { apiPopular, chooseCurrency, inrText, usdText } from '../support/shop';

test.describe('currency', () => {
  test('choosing USD reloads the page and shows every price in $ with two decimals, and INR brings ₹ back', { tag: '@phone' }, async ({ page, request }) => {
    const popular = await apiPopular(request);
    await page.goto('/');
    const prices = page.getByRole('region', { name: 'Popular Products' }).locator('.price--sale');
    await expect(prices).toHaveText(popular.map((p) => inrText(p.product_variant_sale_price)));

    await chooseCurrency(page, 'USD');
    await expect(prices).toHaveText(popular.map((p) => usdText(p.product_variant_sale_price)));
    expect(await page.evaluate(() => [localStorage.getItem('currency_value'), localStorage.getItem('currency_label')])).toEqual(['USD', '$']);
    // The top strip shows the current currency at every width.
    await expect(page.locator('.top-strip').getByRole('button', { name: 'Currency: USD' })).toBeVisible();

    await chooseCurrency(page, 'INR');
    await expect(prices).toHaveText(popular.map((p) => inrText(p.product_variant_sale_price)));
  });
});
