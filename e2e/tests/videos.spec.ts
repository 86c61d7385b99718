import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { BRAND, sidewaysOverflow, titleSlug } from '../support/shop';

interface VideoPage {
  data: { product_video_url: string; product_title: string; product_id: number }[];
  total_pages: number;
  total_records: number;
}

async function apiVideos(request: APIRequestContext, query: { page?: number; keyword?: string } = {}): Promise<VideoPage> {
  const params = new URLSearchParams({ page: String(query.page ?? 1), limit: '10', keyword: query.keyword ?? '' });
  const response = await request.get(`/api/Products/GetProductVideos?${params}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as VideoPage;
}

test.describe('videos', () => {
  // The thumbnail host is cut off for every test (support/fixtures.ts): no network in the sandbox.
  test('lists the product videos, ten a page, with pagination', async ({ page, request }) => {
    const first = await apiVideos(request);
    expect(first.total_pages).toBeGreaterThan(1);

    await page.goto('/Videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Videos' })).toBeVisible();
    await expect(page).toHaveTitle(`${BRAND} | Videos`);
    const list = page.getByRole('list', { name: 'Product videos' });
    const titles = list.getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(first.data.map((v) => v.product_title));

    // Each card title links to its product.
    const [video] = first.data;
    await expect(list.getByRole('link', { name: video!.product_title, exact: true })).toHaveAttribute(
      'href',
      new RegExp(`^/ProductDetails/.+=${video!.product_id}$`),
    );

    const pagination = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pagination.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await pagination.getByRole('button', { name: 'Next page' }).click();
    const second = await apiVideos(request, { page: 2 });
    await expect(titles).toHaveText(second.data.map((v) => v.product_title));
    await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(page).toHaveURL(/[?&]page=2\b/);
  });

  test('thumbnails never show as broken images (a placeholder stands in without the video service)', async ({ page }) => {
    await page.goto('/Videos');
    const cards = page.getByRole('list', { name: 'Product videos' }).getByRole('article');
    await expect(cards.first()).toBeVisible();
    await cards.last().scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        page.evaluate(
          () => Array.from(document.querySelectorAll<HTMLImageElement>('.video-grid img')).filter((img) => img.complete && img.naturalWidth === 0).length,
        ),
      )
      .toBe(0);
    // Every card still shows something in the thumbnail's place: its title on a panel.
    for (const card of await cards.all()) {
      const media = card.getByRole('button', { name: /^Play video: / });
      await expect(media).toBeVisible();
      expect((await media.boundingBox())!.height).toBeGreaterThan(40);
    }
  });

  test('the search waits for typing to pause, then filters; no match offers Clear search', async ({ page, request }) => {
    const quartz = await apiVideos(request, { keyword: 'quartz' });
    expect(quartz.total_records).toBeGreaterThan(0);
    const all = await apiVideos(request);

    await page.goto('/Videos');
    const titles = page.getByRole('list', { name: 'Product videos' }).getByRole('heading', { level: 2 });
    await expect(titles).toHaveText(all.data.map((v) => v.product_title));

    const requests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('GetProductVideos')) requests.push(new URL(r.url()).searchParams.get('keyword') ?? '');
    });
    const search = page.getByRole('searchbox', { name: 'Search videos' });
    await search.pressSequentially('quartz', { delay: 40 });
    await expect(titles).toHaveText(quartz.data.map((v) => v.product_title));
    // Debounced: the half-typed words were never sent.
    expect(requests.filter((k) => k !== '' && k !== 'quartz')).toEqual([]);
    await expect(page).toHaveURL(/[?&]keyword=quartz\b/);
    await expect(page.getByRole('status').filter({ hasText: 'quartz' })).toHaveText(
      `${quartz.total_records} ${quartz.total_records === 1 ? 'video' : 'videos'} for “quartz”`,
    );

    await search.fill('no such stone at all');
    await expect(page.getByText('No videos found', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(titles).toHaveText(all.data.map((v) => v.product_title));
  });

  test('a card opens the player with an embed, and Escape closes it', async ({ page, request }) => {
    // The embed comes from the video service; answer for it here so the iframe has a page.
    await page.route(/^https:\/\/(www\.)?youtube(-nocookie)?\.com\//, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>video</title>' }),
    );
    const { data } = await apiVideos(request);
    // A 'shorts/' link is played through 'embed/'.
    const short = data.find((v) => v.product_video_url.includes('/shorts/')) ?? data[0]!;
    const id = short.product_video_url.split(/shorts\/|v=|embed\//)[1]!.split(/[?&]/)[0]!;

    await page.goto('/Videos');
    const play = page.getByRole('button', { name: `Play video: ${short.product_title}` });
    await play.click();
    const dialog = page.getByRole('dialog', { name: short.product_title });
    await expect(dialog).toBeVisible();
    const frame = dialog.locator('iframe');
    await expect(frame).toHaveAttribute('src', new RegExp(`/embed/${id}`));
    await expect(frame).toHaveAttribute('title', `Video of ${short.product_title}`);
    await expect(dialog.getByRole('link', { name: 'View product' })).toHaveAttribute(
      'href',
      `/ProductDetails/${encodeURI(titleSlug(short.product_title))}=${short.product_id}`,
    );

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(play).toBeFocused();

    // The close button closes it too.
    await play.click();
    await page.getByRole('button', { name: 'Close video' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('in Arabic the screen reads right to left without sideways scroll', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/Videos?lng=ar');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'الفيديوهات' })).toBeVisible();
    await expect(page.getByRole('list').getByRole('article').first()).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });
});
