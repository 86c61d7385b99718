import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { apiPopular, apiTrending, BRAND, cartLink, titleSlug, wishlistLink } from '../support/shop';

interface Slide {
  slider_title: string;
  slider_description: string;
  category_id: number;
  category_title: string;
}

async function apiSlides(request: APIRequestContext): Promise<Slide[]> {
  const response = await request.get('/api/Home/GetHomeSlider');
  expect(response.ok()).toBeTruthy();
  return ((await response.json()) as { data: Slide[] }).data;
}

test.describe('home', () => {
  test('the hero slider shows each slide, and its link opens the slide category', { tag: '@phone' }, async ({ page, request }) => {
    const slides = await apiSlides(request);
    expect(slides.length).toBeGreaterThan(1);
    await page.goto('/');
    await expect(page).toHaveTitle(`${BRAND} | Home`);
    const slider = page.getByRole('region', { name: 'Featured collections' });
    await expect(slider.getByRole('heading', { level: 2, name: slides[0]!.slider_title })).toBeVisible();
    await expect(slider.getByText(slides[0]!.slider_description)).toBeVisible();

    await slider.getByRole('button', { name: 'Next slide' }).click();
    const second = slides[1]!;
    await expect(slider.getByRole('heading', { level: 2, name: second.slider_title })).toBeInViewport();
    await slider.getByRole('link', { name: `Shop ${second.category_title}` }).click();
    await expect(page).toHaveURL(`/AllProductsList/${encodeURI(titleSlug(second.category_title))}=${second.category_id}`);
    await expect(page.getByRole('heading', { level: 1, name: second.category_title })).toBeVisible();
  });

  test('right to left the hero is mirrored: the text on the right, the picture’s subject on the left', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name === 'mobile', 'on a phone the text sits below the picture, full width');
    const transformOf = () =>
      page
        .locator('.hero-slide__image')
        .first()
        .evaluate((img) => getComputedStyle(img).transform);
    await page.goto('/');
    expect(await transformOf()).toBe('none');
    await page.goto('/?lng=ar');
    const title = page.locator('.hero-slide__title').first();
    await expect(title).toBeVisible();
    const box = (await title.boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x + box.width).toBeGreaterThan(width / 2);
    // Painted above the picture: at the title's middle the slide's text (or its link) is on top, not the picture.
    const onTop = await title.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit?.closest('.hero-slide__content') !== null && !hit?.classList.contains('hero-slide__image');
    });
    expect(onTop).toBe(true);
    // The artwork's subject sits at 72% of its width: mirrored, at 28%, away from the text.
    expect(await transformOf()).toBe('matrix(-1, 0, 0, 1, 0, 0)');
  });

  test('three promo banners each link to a listing', async ({ page }) => {
    await page.goto('/');
    const banners = page.getByRole('region', { name: 'Offers' }).getByRole('link');
    await expect(banners).toHaveCount(3);
    for (const banner of await banners.all()) await expect(banner).toHaveAttribute('href', /^\/AllProductsList/);
  });

  test('Popular Products shows the 5 popular cards with title, short description, prices and rating', async ({ page, request }) => {
    const popular = await apiPopular(request);
    expect(popular).toHaveLength(5);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Popular Products' });
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(5);
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(popular.map((p) => p.product_title));
    for (const [index, product] of popular.entries()) {
      const card = cards.nth(index);
      const description = product.product_short_description;
      // Cut at 30 characters with an ellipsis.
      if (description.length > 30) {
        await expect(card.locator('.product-card__description')).toHaveText(
          new RegExp(`^${escapeRegExp(description.slice(0, 30).trimEnd())}\\s*(\\.\\.\\.|…)$`),
        );
      }
      await expect(card.locator('.price--sale')).toHaveText(/^₹[\d,]+$/);
    }
  });

  test('the Trending carousel shows the trending products and moves with its arrows', { tag: '@phone' }, async ({ page, request }) => {
    const trending = await apiTrending(request);
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Trending Products' });
    await expect(section.getByRole('article')).toHaveCount(trending.length);
    const first = section.getByRole('article').first();
    await section.getByRole('heading', { level: 2, name: 'Trending Products' }).scrollIntoViewIfNeeded();
    await expect(first).toBeInViewport({ ratio: 0.5 });
    const next = section.getByRole('button', { name: 'Next products' });
    await expect(section.getByRole('button', { name: 'Previous products' })).toBeDisabled();
    await next.click();
    await expect(section.getByRole('button', { name: 'Previous products' })).toBeEnabled();
    await expect.poll(() => first.evaluate((el) => el.getBoundingClientRect().left)).not.toBe(await first.evaluate((el) => el.getBoundingClientRect().left));
  });

  test("a card's add to cart shows '{title} Added' and the cart count goes up", async ({ page, request }) => {
    const popular = await apiPopular(request);
    const product = popular.find((p) => p.product_stock_status > 0)!;
    await page.goto('/');
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 0 items');
    const section = page.getByRole('region', { name: 'Popular Products' });
    await section.getByRole('button', { name: `Add ${product.product_title} to cart` }).click();
    await expect(page.getByText(`${product.product_title} Added`, { exact: true })).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    // Stored, so it survives a reload.
    await page.reload();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  });

  test('the wishlist heart toggles and the wishlist count follows', async ({ page, request }) => {
    const [product] = await apiPopular(request);
    await page.goto('/');
    const heart = page.getByRole('region', { name: 'Popular Products' }).getByRole('button', { name: `Save ${product!.product_title} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 0 items');
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
