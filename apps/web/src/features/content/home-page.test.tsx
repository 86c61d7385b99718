import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { categoryPath, HOME_POPULAR_LIMIT, TRENDING_PLACEHOLDER_COUNT, type HomeSlide, type PromoBanner } from '@shop/core';
import { productCard } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import HomePage from './home-page';

const SLIDES: HomeSlide[] = [
  {
    slider_id: 1,
    slider_title: 'Amethyst Geodes & Cathedrals',
    slider_description: 'Deep violet geodes from Uruguay and Brazil.',
    slider_image_url: '/media/art/slide-1.svg',
    category_id: 30,
    category_title: 'Geodes & Clusters',
  },
  {
    slider_id: 2,
    slider_title: 'Healing Kits for Every Intention',
    slider_description: 'Chakra, protection, love and abundance sets.',
    slider_image_url: '/media/art/slide-2.svg',
    category_id: 58,
    category_title: 'Healing Kits',
  },
  {
    slider_id: 3,
    slider_title: 'Spheres & Towers',
    slider_description: 'Polished by hand.',
    slider_image_url: '/media/art/slide-3.svg',
    category_id: 26,
    category_title: 'Spheres & Towers',
  },
];

const BANNERS: PromoBanner[] = [
  {
    banner_id: 1,
    banner_title: 'Tumbled Stones from ₹149',
    banner_subtitle: 'Pocket-sized',
    banner_image_url: '/b1.svg',
    category_id: 22,
    category_title: 'Tumbled & Raw Stones',
  },
  {
    banner_id: 2,
    banner_title: 'Japa Malas & Bracelets',
    banner_subtitle: 'Knotted by hand',
    banner_image_url: '/b2.svg',
    category_id: 54,
    category_title: 'Jewellery & Malas',
  },
  {
    banner_id: 3,
    banner_title: 'Idols for a Blessed Home',
    banner_subtitle: 'Hand-carved',
    banner_image_url: '/b3.svg',
    category_id: null,
    category_title: null,
  },
];

const products = (count: number, from: number) =>
  Array.from({ length: count }, (_, i) => productCard({ product_id: from + i, product_variant_id: from + i, product_title: `Stone ${from + i}` }));

type Answer = unknown | 'pending' | 'fail';

/** Answers the home calls; 'pending' never answers, 'fail' is a 500. */
function serve(answers: Record<string, Answer>) {
  vi.spyOn(globalThis, 'fetch').mockImplementation((input) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, '');
    const answer = answers[path] ?? { success: true, data: [] };
    if (answer === 'pending') return new Promise<Response>(() => {});
    const status = answer === 'fail' ? 500 : 200;
    const body = answer === 'fail' ? { success: false, message: 'Database unavailable' } : answer;
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
  });
}

const everything = {
  'Home/GetHomeSlider': { success: true, data: SLIDES },
  'Home/GetPromoBanners': { success: true, data: BANNERS },
  'Home/GetHomeProducts': { success: true, data: { data: products(5, 1) } },
  'Home/GetTrendingProducts': { success: true, data: products(8, 100) },
};

const section = (name: string) => screen.findByRole('region', { name });

describe('HomePage: hero slider', () => {
  it('shows each slide with its title, description and image, linking to its category', async () => {
    serve(everything);
    renderWithProviders(<HomePage />);

    const slider = await screen.findByRole('region', { name: 'Featured collections' });
    const slides = within(slider).getAllByRole('group', { name: /of 3$/ });
    expect(slides).toHaveLength(3);
    SLIDES.forEach((slide, index) => {
      const box = slides[index]!;
      expect(within(box).getByRole('heading', { level: 2 }).textContent).toBe(slide.slider_title);
      expect(within(box).getByText(slide.slider_description)).toBeTruthy();
      expect(box.querySelector('img')?.getAttribute('src')).toBe(slide.slider_image_url);
      const link = within(box).getByRole('link', { name: `Shop ${slide.category_title}` });
      expect(link.getAttribute('href')).toBe(categoryPath(slide.category_title, slide.category_id));
    });
    expect(within(slides[0]!).getByRole('link').getAttribute('href')).toBe('/AllProductsList/Geodes-&-Clusters=30');
  });

  it('loads the first image at once with high priority and explicit size, the others lazily', async () => {
    serve(everything);
    renderWithProviders(<HomePage />);

    const slider = await screen.findByRole('region', { name: 'Featured collections' });
    const [first, ...later] = [...slider.querySelectorAll('img')];
    expect(first?.getAttribute('loading')).toBe('eager');
    expect(first?.getAttribute('fetchpriority')).toBe('high');
    expect([first?.getAttribute('width'), first?.getAttribute('height')]).toEqual(['1600', '600']);
    expect(later.map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(later.some((img) => img.hasAttribute('fetchpriority'))).toBe(false);
  });

  it('has arrows and one dot per slide, the first current; slides out of view are out of the tab order', async () => {
    serve(everything);
    renderWithProviders(<HomePage />);

    const slider = await screen.findByRole('region', { name: 'Featured collections' });
    expect(within(slider).getByRole('button', { name: 'Previous slide' })).toBeTruthy();
    expect(within(slider).getByRole('button', { name: 'Next slide' })).toBeTruthy();
    const dots = within(within(slider).getByRole('group', { name: 'Choose a slide' })).getAllByRole('button');
    expect(dots.map((dot) => dot.getAttribute('aria-label'))).toEqual(SLIDES.map((s, i) => `Slide ${i + 1}: ${s.slider_title}`));
    expect(dots.map((dot) => dot.getAttribute('aria-current'))).toEqual(['true', null, null]);
    const slides = within(slider).getAllByRole('group', { name: /of 3$/ });
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
  });

  it('stands a still banner linking to all products in for missing slides', async () => {
    serve({ ...everything, 'Home/GetHomeSlider': 'fail' });
    renderWithProviders(<HomePage />);

    const link = await screen.findByRole('link', { name: 'Shop all products' });
    expect(link.getAttribute('href')).toBe('/AllProductsList');
    expect(screen.queryByRole('region', { name: 'Featured collections' })).toBeNull();
  });
});

describe('HomePage: promo banners', () => {
  it('shows the three banners, each linking to its category (or to all products)', async () => {
    serve(everything);
    renderWithProviders(<HomePage />);

    const banners = await section('Offers');
    const links = within(banners).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/AllProductsList/Tumbled-&-Raw-Stones=22',
      '/AllProductsList/Jewellery-&-Malas=54',
      '/AllProductsList',
    ]);
    expect(links[0]?.textContent).toContain('Tumbled Stones from ₹149');
  });
});

describe('HomePage: Popular Products', () => {
  it('shows at most 5 product cards', async () => {
    serve({ ...everything, 'Home/GetHomeProducts': { success: true, data: { data: products(7, 1) } } });
    renderWithProviders(<HomePage />);

    const popular = await section('Popular Products');
    await waitFor(() => expect(within(popular).getAllByRole('article')).toHaveLength(HOME_POPULAR_LIMIT));
    expect(
      within(popular)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Stone 1', 'Stone 2', 'Stone 3', 'Stone 4', 'Stone 5']);
  });

  it('asks the API for 5', async () => {
    serve(everything);
    renderWithProviders(<HomePage />);

    await section('Popular Products');
    const call = vi
      .mocked(globalThis.fetch)
      .mock.calls.map(([url]) => String(url))
      .find((url) => url.includes('GetHomeProducts'));
    expect(call).toContain(`limit=${HOME_POPULAR_LIMIT}`);
  });

  it('shows its empty state when the call fails', async () => {
    serve({ ...everything, 'Home/GetHomeProducts': 'fail' });
    renderWithProviders(<HomePage />);

    const popular = await section('Popular Products');
    expect(await within(popular).findByText('No popular products to show right now.')).toBeTruthy();
    expect(within(popular).queryByRole('article')).toBeNull();
  });
});

describe('HomePage: Trending Products', () => {
  it('shows 5 placeholder cards while loading', async () => {
    serve({ ...everything, 'Home/GetTrendingProducts': 'pending' });
    renderWithProviders(<HomePage />);

    const trending = await section('Trending Products');
    expect(trending.querySelectorAll('.product-card--placeholder')).toHaveLength(TRENDING_PLACEHOLDER_COUNT);
    expect(within(trending).queryByRole('article')).toBeNull();
    expect(within(trending).getByRole('button', { name: 'Next products' })).toHaveProperty('disabled', true);
  });

  it('shows every trending product as a card in the carousel', async () => {
    serve(everything);
    renderWithProviders(<HomePage />);

    const trending = await section('Trending Products');
    await waitFor(() => expect(within(trending).getAllByRole('article')).toHaveLength(8));
    expect(trending.querySelectorAll('.product-card--placeholder')).toHaveLength(0);
    expect(within(trending).getByRole('button', { name: 'Previous products' })).toHaveProperty('disabled', true);
    expect(within(trending).getByRole('button', { name: 'Next products' })).toHaveProperty('disabled', false);
  });

  it('shows its empty state when the call fails', async () => {
    serve({ ...everything, 'Home/GetTrendingProducts': 'fail' });
    renderWithProviders(<HomePage />);

    const trending = await section('Trending Products');
    expect(await within(trending).findByText('No trending products to show right now.')).toBeTruthy();
    expect(within(trending).queryByRole('button', { name: 'Next products' })).toBeNull();
  });
});

describe('HomePage: document', () => {
  it("has one h1 and the title 'Home'", async () => {
    serve(everything);
    renderWithProviders(<HomePage />);

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Natural stones, minerals and crystals');
    await waitFor(() => expect(document.title).toMatch(/\| Home$/));
  });
});
