import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiCategories, apiFind, BRAND, facetCount, isPhoneLayout, priceValue, sidewaysOverflow, titleSlug, type FoundPage } from '../support/shop';

/**
 * Finding stones (issue 22): a typo typed in the header opens the search results; filters,
 * sort and pages live in the URL, so a copied link opens the same page and back and forward
 * walk through the choices. Every expectation is the API's own answer for the same find.
 */

/** The words typed, one letter off 'amethyst'. */
const TYPO = 'amethist';
/** The chakra filtered by, and the lowest price typed (rupees). */
const CHAKRA = 'Crown';
const MIN_PRICE = 1000;

/** The card titles shown in the grid, in order. */
function cardTitles(page: Page): Locator {
  return page.locator('.product-grid').getByRole('heading', { level: 3 });
}

/** The sale prices shown on the cards, in order, as numbers. */
async function salePrices(page: Page): Promise<number[]> {
  return (await page.locator('.product-grid .product-card .price--sale').allTextContents()).map(priceValue);
}

const titlesOf = (found: FoundPage) => found.data.data.map((p) => p.product_title);

/** A new tab of the same browser opening `url` as a shopper pasting a link would, once it answers clicks. */
async function openFresh(context: BrowserContext, url: string): Promise<Page> {
  const fresh = await context.newPage();
  await fresh.goto(url);
  await fresh.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  return fresh;
}

test.describe('search', () => {
  test('a typo from the header opens its results; filter by chakra and price, sort, page, share, back and forward', async ({ page, request, context }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill(TYPO);
    const list = page.getByRole('listbox', { name: 'Search suggestions' });
    // The suggestions forgive the typo; the last row opens every result.
    await expect(list.getByRole('option').first()).toContainText(/amethyst/i);
    await expect(list.getByRole('option').last()).toHaveText(`See all results for “${TYPO}”`);
    await box.press('Enter');

    await expect(page).toHaveURL(`/Search?q=${TYPO}`);
    await expect(page.getByRole('heading', { level: 1, name: `Search results for “${TYPO}”` })).toBeVisible();
    await expect(page).toHaveTitle(`${BRAND} | Search results for “${TYPO}”`);
    const found = await apiFind(request, { q: TYPO });
    expect(found.data.total_records).toBeGreaterThan(0);
    await expect(cardTitles(page)).toHaveText(titlesOf(found));
    await expect(cardTitles(page).first()).toContainText(/amethyst/i);
    await expect(page.getByText(`We found ${found.data.data.length} items for you!`, { exact: true })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');

    // Filter by chakra: the box shows how many it finds.
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const crown = filters.getByRole('group', { name: 'Chakra' }).getByRole('checkbox', { name: `${CHAKRA} (${facetCount(found, 'Chakra', CHAKRA)})` });
    await crown.check();
    await expect(page).toHaveURL(`/Search?q=${TYPO}&f.Chakra=${CHAKRA}`);
    const byChakra = await apiFind(request, { q: TYPO, 'f.Chakra': CHAKRA });
    await expect(cardTitles(page)).toHaveText(titlesOf(byChakra));

    // ... and by price: the lowest price typed, in rupees.
    const min = filters.getByRole('spinbutton', { name: 'Minimum price (₹)' });
    await min.fill(String(MIN_PRICE));
    await min.press('Enter');
    await expect(page).toHaveURL(`/Search?q=${TYPO}&f.Chakra=${CHAKRA}&price_min=${MIN_PRICE}`);
    const filtered = await apiFind(request, { q: TYPO, 'f.Chakra': CHAKRA, price_min: MIN_PRICE });
    expect(filtered.data.total_pages, 'the find has a second page').toBeGreaterThan(1);
    await expect(cardTitles(page)).toHaveText(titlesOf(filtered));
    for (const price of await salePrices(page)) expect(price).toBeGreaterThanOrEqual(MIN_PRICE);
    await expect(filters.getByRole('checkbox', { name: new RegExp(`^${CHAKRA} \\(`) })).toBeChecked();

    // Sort: Low to High.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Low to High' });
    await expect(page).toHaveURL(/[?&]sort_by=price_asc(&|$)/);
    const sorted = await apiFind(request, { q: TYPO, 'f.Chakra': CHAKRA, price_min: MIN_PRICE, sort_by: 'price_asc' });
    await expect(cardTitles(page)).toHaveText(titlesOf(sorted));
    const prices = await salePrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Page 2.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    const second = await apiFind(request, { q: TYPO, 'f.Chakra': CHAKRA, price_min: MIN_PRICE, sort_by: 'price_asc', page: 2 });
    await expect(cardTitles(page)).toHaveText(titlesOf(second));

    // The link, opened fresh: the same page, rendered by the server, not indexed.
    const shared = page.url();
    const html = await (await request.get(shared)).text();
    expect(html).toContain(second.data.data[0]!.product_title.replace(/&/g, '&amp;'));
    expect(html).toContain('<meta name="robots" content="noindex"');
    const fresh = await openFresh(context, shared);
    await expect(cardTitles(fresh)).toHaveText(titlesOf(second));
    await expect(fresh.getByRole('complementary', { name: 'Filters' }).getByRole('checkbox', { name: new RegExp(`^${CHAKRA} \\(`) })).toBeChecked();
    await expect(fresh.getByRole('complementary', { name: 'Filters' }).getByRole('spinbutton', { name: 'Minimum price (₹)' })).toHaveValue(String(MIN_PRICE));
    await expect(fresh.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
    await fresh.close();

    // Back: page 1 of the sorted find, then the unsorted one; forward again.
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=/);
    await expect(cardTitles(page)).toHaveText(titlesOf(sorted));
    await page.goBack();
    await expect(page).not.toHaveURL(/sort_by=/);
    await expect(cardTitles(page)).toHaveText(titlesOf(filtered));
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('relevance');
    await page.goForward();
    await expect(cardTitles(page)).toHaveText(titlesOf(sorted));
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');

    // Clear filters: the words alone again.
    await page.getByRole('complementary', { name: 'Filters' }).getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(`/Search?q=${TYPO}&sort_by=price_asc`);
  });

  test('nothing found: says so, offers the closest spelling and the categories', async ({ page, request }) => {
    const words = 'amthyzt';
    const found = await apiFind(request, { q: words });
    expect(found.data.total_records).toBe(0);
    await page.goto(`/Search?q=${words}`);

    await expect(page.getByText(`No results for “${words}”`)).toBeVisible();
    for (const spelling of found.did_you_mean) {
      await expect(page.getByRole('link', { name: spelling, exact: true })).toHaveAttribute(
        'href',
        `/Search?q=${encodeURIComponent(spelling).replace(/%20/g, '+')}`,
      );
    }
    const [category] = await apiCategories(request);
    const categories = page.getByRole('navigation', { name: 'Or browse our categories' });
    await expect(categories.getByRole('link', { name: category!.category_title, exact: true })).toHaveAttribute(
      'href',
      `/AllProductsList/${titleSlug(category!.category_title)}=${category!.category_id}`,
    );
    if (found.did_you_mean.length > 0) {
      await page.getByRole('link', { name: found.did_you_mean[0]!, exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Search results for “${found.did_you_mean[0]}”` })).toBeVisible();
      await expect(cardTitles(page).first()).toBeVisible();
    }
  });

  test('a listing filters the same way, and its filtered page is rendered by the server', async ({ page, request }) => {
    const [category] = await apiCategories(request);
    const path = `/AllProductsList/${titleSlug(category!.category_title)}=${category!.category_id}`;
    const all = await apiFind(request, { category_id: category!.category_id });
    const facet = all.facets.attributes.find((a) => a.name === 'Chakra')!;
    const value = facet.values[0]!;
    await page.goto(path);

    await page
      .getByRole('complementary', { name: 'Filters' })
      .getByRole('checkbox', { name: `${value.value} (${value.count})` })
      .check();
    await expect(page).toHaveURL(`${path}?f.Chakra=${encodeURIComponent(value.value).replace(/%20/g, '+')}`);
    const filtered = await apiFind(request, { category_id: category!.category_id, 'f.Chakra': value.value });
    await expect(cardTitles(page)).toHaveText(titlesOf(filtered));
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Newest' });
    await expect(page).toHaveURL(/sort_by=newest/);

    const html = await (await request.get(page.url())).text();
    const newest = await apiFind(request, { category_id: category!.category_id, 'f.Chakra': value.value, sort_by: 'newest' });
    expect(html).toContain(newest.data.data[0]!.product_title.replace(/&/g, '&amp;'));
  });
});

/** 'Show N results' in Arabic, with the plural form Arabic gives N. */
function showResultsAr(count: number): string {
  const form = new Intl.PluralRules('ar').select(count);
  if (form === 'zero') return 'لا نتائج للعرض';
  if (form === 'one') return 'عرض نتيجة واحدة';
  if (form === 'two') return 'عرض نتيجتين';
  if (form === 'few') return `عرض ${count} نتائج`;
  return `عرض ${count} نتيجة`;
}

test.describe('search in Arabic', () => {
  test(
    'search from the header, filter in the sheet with Show N results, sort, page, share, back and forward',
    { tag: '@phone' },
    async ({ page, request, context }) => {
      await page.goto('/?lng=ar');
      const box = page.getByRole('combobox', { name: 'ابحث عن المنتجات' });
      await box.fill(TYPO);
      await expect(page.getByRole('listbox').getByRole('option').first()).toContainText(/amethyst/i);
      await box.press('Enter');

      await expect(page).toHaveURL(`/Search?q=${TYPO}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^نتائج البحث عن «\u2068?amethist\u2069?»$/);
      await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
      const found = await apiFind(request, { q: TYPO });
      await expect(cardTitles(page)).toHaveText(titlesOf(found));

      const byChakra = await apiFind(request, { q: TYPO, 'f.Chakra': CHAKRA });
      const filtered = await apiFind(request, { q: TYPO, 'f.Chakra': CHAKRA, price_min: MIN_PRICE });
      let panel: Locator;
      const phone = await isPhoneLayout(page);
      if (phone) {
        // A phone: the filters open in a sheet; each choice applies at once and the button counts what it shows.
        const open = page.getByRole('button', { name: /^تصفية/ });
        await open.click();
        panel = page.getByRole('dialog', { name: 'عوامل التصفية' });
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('button', { name: showResultsAr(found.data.total_records) })).toBeVisible();
      } else {
        panel = page.getByRole('complementary', { name: 'عوامل التصفية' });
      }
      const crown = panel.getByRole('group', { name: 'الشاكرا' }).getByRole('checkbox', { name: new RegExp(`^${CHAKRA} \\(`) });
      await crown.check();
      await expect(page).toHaveURL(`/Search?q=${TYPO}&f.Chakra=${CHAKRA}`);
      // Right to left: the box sits on the right of its label.
      const label = panel.locator('label', { hasText: CHAKRA });
      expect((await crown.boundingBox())!.x).toBeGreaterThan((await label.boundingBox())!.x);
      const min = panel.getByRole('spinbutton', { name: 'أدنى سعر (₹)' });
      await min.fill(String(MIN_PRICE));
      await min.press('Enter');
      await expect(page).toHaveURL(`/Search?q=${TYPO}&f.Chakra=${CHAKRA}&price_min=${MIN_PRICE}`);
      if (phone) {
        const show = panel.getByRole('button', { name: showResultsAr(filtered.data.total_records) });
        await expect(show).toBeVisible();
        expect(byChakra.data.total_records).toBeGreaterThanOrEqual(filtered.data.total_records);
        await show.click();
        await expect(page.getByRole('dialog')).toBeHidden();
        await expect(page.getByRole('button', { name: /^تصفية/ })).toBeFocused();
      }
      await expect(cardTitles(page)).toHaveText(titlesOf(filtered));

      await page.getByRole('combobox', { name: 'ترتيب حسب' }).selectOption('price_asc');
      const sorted = await apiFind(request, { q: TYPO, 'f.Chakra': CHAKRA, price_min: MIN_PRICE, sort_by: 'price_asc' });
      await expect(cardTitles(page)).toHaveText(titlesOf(sorted));

      await page.getByRole('navigation', { name: 'ترقيم الصفحات' }).getByRole('button', { name: 'الصفحة 2' }).click();
      await expect(page).toHaveURL(/[?&]page=2(&|$)/);
      const second = await apiFind(request, { q: TYPO, 'f.Chakra': CHAKRA, price_min: MIN_PRICE, sort_by: 'price_asc', page: 2 });
      await expect(cardTitles(page)).toHaveText(titlesOf(second));
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      const fresh = await openFresh(context, page.url());
      await expect(fresh.locator('body')).toHaveAttribute('dir', 'rtl');
      await expect(cardTitles(fresh)).toHaveText(titlesOf(second));
      await fresh.close();

      await page.goBack();
      await expect(cardTitles(page)).toHaveText(titlesOf(sorted));
      await page.goForward();
      await expect(cardTitles(page)).toHaveText(titlesOf(second));
    },
  );
});
