import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BRAND, sidewaysOverflow } from '../support/shop';

interface BlogPage {
  data: { blog_id: number; blog_title: string; blog_publish_date: string }[];
  total_pages: number;
  total_records: number;
}

async function apiBlogs(request: APIRequestContext, page = 1): Promise<BlogPage> {
  const response = await request.get(`/api/Home/GetBlogs?page=${page}&limit=10`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as BlogPage;
}

test.describe('blogs', () => {
  test("'Our Blogs' lists ten cards a page with image, title and publish date", async ({ page, request }) => {
    const first = await apiBlogs(request);
    await page.goto('/Blog');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Blogs' })).toBeVisible();
    await expect(page).toHaveTitle(`${BRAND} | Our Blogs`);

    const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('article');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(first.data.map((b) => b.blog_title));
    const card = cards.first();
    const image = card.getByRole('img', { name: first.data[0]!.blog_title });
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    await expect(card.locator('time')).toHaveAttribute('datetime', first.data[0]!.blog_publish_date);
    // Shown as a long date, e.g. '10 October 2026'.
    await expect(card.locator('time')).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$|^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });

  test('Read More opens a clamped description and Read Less closes it', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/Blog');
    const cards = page.getByRole('list', { name: 'Blog posts' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    // The first card whose description is long enough to be cut off.
    const index = (await cards.evaluateAll((list) => list.map((el) => el.querySelector('button.read-more') !== null))).indexOf(true);
    expect(index, 'a description is clamped with Read More').toBeGreaterThanOrEqual(0);
    const card = cards.nth(index);
    const text = card.locator('.blog-card__text');
    const clamped = await text.evaluate((el) => el.clientHeight);

    await card.getByRole('button', { name: 'Read More' }).click();
    await expect(card.getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(() => text.evaluate((el) => el.clientHeight)).toBeGreaterThan(clamped);

    await card.getByRole('button', { name: 'Read Less' }).click();
    await expect(card.getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => text.evaluate((el) => el.clientHeight)).toBe(clamped);
  });

  test('pagination shows the first, the last and the neighbours, and keeps the page in the URL', async ({ page, request }) => {
    const first = await apiBlogs(request);
    expect(first.total_pages).toBeGreaterThan(1);
    const last = await apiBlogs(request, first.total_pages);

    await page.goto('/Blog');
    const bar = page.getByRole('navigation', { name: 'Pagination' });
    await expect(bar.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('button', { name: 'Page 2' })).toBeVisible();
    await expect(bar.getByRole('button', { name: `Page ${first.total_pages}` })).toBeVisible();

    await bar.getByRole('button', { name: `Page ${first.total_pages}` }).click();
    const titles = page.getByRole('list', { name: 'Blog posts' }).getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(last.data.map((b) => b.blog_title));
    await expect(bar.getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(bar.getByRole('button', { name: 'Page 1' })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]page=${first.total_pages}\\b`));

    await page.reload();
    await expect(titles).toHaveText(last.data.map((b) => b.blog_title));
    await page.goBack();
    await expect(titles).toHaveText(first.data.map((b) => b.blog_title));
  });

  test('in Arabic the blogs read right to left without sideways scroll', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/Blog?lng=ar');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'مدوناتنا' })).toBeVisible();
    await expect(page.locator('.blog-card').first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
