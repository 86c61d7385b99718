import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BLOGS_PAGE_SIZE, MESSAGES, type Blog } from '@shop/core';
import { changeLanguage } from '../../../shared/i18n/i18n';
import { mockApi, renderWithProviders } from '../../../test/render';
import BlogsPage from '../blogs-page';
import { formatPublishDate } from './blog-card';

const LONG =
  '<p>Himalayan salt lamps are carved from pink rock salt mined in the foothills of the Himalaya.</p><p>Salt attracts moisture, so in humid weather a lamp that is left off can "sweat".</p>';
const SHORT = '<p>Keep it dry.</p>';

function blog(id: number, overrides: Partial<Blog> = {}): Blog {
  return {
    blog_id: id,
    blog_title: `Blog ${id}`,
    blog_description: SHORT,
    blog_image_url: `/media/art/blog-${id}.svg`,
    blog_publish_date: '2026-10-10',
    ...overrides,
  };
}

/** Home/GetBlogs over `total` blogs, by page. */
function blogsApi(total: number, make: (id: number) => Blog = blog) {
  return (url: URL) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? BLOGS_PAGE_SIZE);
    const totalPages = Math.ceil(total / limit);
    const ids = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * limit, page * limit);
    return {
      success: true,
      data: ids.map(make),
      page,
      total_pages: totalPages,
      total_records: total,
      next: page < totalPages ? page + 1 : null,
      prev: page > 1 ? page - 1 : null,
    };
  };
}

/** The numbers and gaps of the pagination bar, arrows left out. */
function barItems(bar: HTMLElement): (string | null)[] {
  return [...bar.querySelectorAll('li')].slice(1, -1).map((li) => li.textContent);
}

const blogCalls = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname.endsWith('GetBlogs'));

describe('Blogs screen', () => {
  it("is headed 'Our Blogs' and shows each blog's image, title, date and description", async () => {
    const spy = mockApi({ 'Home/GetBlogs': blogsApi(2, (id) => blog(id, { blog_description: '<p>Cleanse it with <strong>sound</strong>.</p>' })) });
    renderWithProviders(<BlogsPage />, { path: '/Blog' });

    expect(await screen.findByRole('heading', { level: 1, name: MESSAGES.blogsHeading })).toBeTruthy();
    const card = (await screen.findByRole('heading', { name: 'Blog 1' })).closest('article')!;
    const image = within(card).getByRole('img', { name: 'Blog 1' });
    expect(image.getAttribute('src')).toBe('/media/art/blog-1.svg');
    expect(image.getAttribute('width')).toBe('1200');
    expect(image.getAttribute('height')).toBe('675');
    expect(card.querySelector('time')?.getAttribute('datetime')).toBe('2026-10-10');
    expect(card.querySelector('time')?.textContent).toBe('October 10, 2026');
    expect(card.querySelector('strong')?.textContent).toBe('sound');
    expect(blogCalls(spy)[0]?.searchParams.get('limit')).toBe(String(BLOGS_PAGE_SIZE));
  });

  it('formats the publish date in the current language, on the calendar day given', () => {
    expect(formatPublishDate('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(formatPublishDate('2026-01-01', 'ar')).toBe(new Intl.DateTimeFormat('ar', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.UTC(2026, 0, 1)));
    expect(formatPublishDate('soon', 'en')).toBe('soon');
  });

  it('always shows the first page, the last page and the neighbours of the current one', async () => {
    mockApi({ 'Home/GetBlogs': blogsApi(100) });
    renderWithProviders(<BlogsPage />, { path: '/Blog?page=5' });

    const bar = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(barItems(bar)).toEqual(['1', '...', '4', '5', '6', '...', '10']);
    expect(within(bar).getByRole('button', { name: 'Page 5' }).getAttribute('aria-current')).toBe('page');
  });

  it('moves to another page and keeps it in the URL', async () => {
    const spy = mockApi({ 'Home/GetBlogs': blogsApi(100) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<BlogsPage />, { path: '/Blog' });

    const bar = await screen.findByRole('navigation', { name: 'Pagination' });
    expect(barItems(bar)).toEqual(['1', '2', '...', '10']);

    await user.click(within(bar).getByRole('button', { name: 'Page 10' }));

    await waitFor(() => expect(router.state.location.search).toBe('?page=10'));
    expect(await screen.findByRole('heading', { name: 'Blog 91' })).toBeTruthy();
    expect(barItems(screen.getByRole('navigation', { name: 'Pagination' }))).toEqual(['1', '...', '9', '10']);
    expect(blogCalls(spy).at(-1)?.searchParams.get('page')).toBe('10');
  });

  it('has no pagination bar for a single page', async () => {
    mockApi({ 'Home/GetBlogs': blogsApi(3) });
    renderWithProviders(<BlogsPage />, { path: '/Blog' });

    await screen.findByRole('heading', { name: 'Blog 3' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it("offers 'Read More' only where the text runs past 3 lines, and toggles it to 'Read Less'", async () => {
    // jsdom has no layout: a clamped box is 3 lines (72 px) tall; the long text needs more.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(72);
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return (this.textContent ?? '').length > 100 ? 150 : 48;
    });
    mockApi({ 'Home/GetBlogs': blogsApi(2, (id) => blog(id, { blog_description: id === 1 ? LONG : SHORT })) });
    const user = userEvent.setup();
    renderWithProviders(<BlogsPage />, { path: '/Blog' });

    const longCard = (await screen.findByRole('heading', { name: 'Blog 1' })).closest('article')!;
    const shortCard = screen.getByRole('heading', { name: 'Blog 2' }).closest('article')!;
    expect(within(shortCard).queryByRole('button')).toBeNull();

    const toggle = within(longCard).getByRole('button', { name: MESSAGES.readMore });
    const text = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(text.classList.contains('rich-text--clamped')).toBe(true);

    await user.click(toggle);
    expect(toggle.textContent).toBe(MESSAGES.readLess);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(text.classList.contains('rich-text--clamped')).toBe(false);

    await user.click(toggle);
    expect(toggle.textContent).toBe(MESSAGES.readMore);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(text.classList.contains('rich-text--clamped')).toBe(true);
  });

  it('shows its empty state when there are no blogs or the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response('{"success":false,"message":"x"}', { status: 503 }));
    renderWithProviders(<BlogsPage />, { path: '/Blog' });

    expect(await screen.findByText('No blog posts yet')).toBeTruthy();
  });

  it('is translated into Arabic', async () => {
    await changeLanguage('ar');
    mockApi({ 'Home/GetBlogs': blogsApi(1) });
    renderWithProviders(<BlogsPage />, { path: '/Blog' });

    expect(await screen.findByRole('heading', { level: 1, name: 'مدوناتنا' })).toBeTruthy();
  });
});
