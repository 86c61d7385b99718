import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, VIDEO_PLACEHOLDER_COUNT, VIDEO_SEARCH_DEBOUNCE_MS, VIDEOS_PAGE_SIZE, type VideoItem } from '@shop/core';
import { mockApi, renderWithProviders } from '../../../test/render';
import VideosPage from '../videos-page';

const VIDEOS: VideoItem[] = [
  { product_video_url: 'https://www.youtube.com/shorts/hulCJ6L4VMk', product_title: 'Natural Lapis Lazuli Chips', product_id: 208 },
  { product_video_url: 'https://www.youtube.com/watch?v=r1jgGn0fDwg', product_title: 'Tiger Eye Crystal Ball', product_id: 213 },
  { product_video_url: 'https://www.youtube.com/embed/yRmPzuvnvP4', product_title: 'Citrine Druzy Cluster', product_id: 193 },
];

/** Products/GetProductVideos over VIDEOS (repeated to fill `total` records), by page and keyword. */
function videosApi(total = 25) {
  const all = Array.from({ length: total }, (_, i) => ({ ...VIDEOS[i % VIDEOS.length]!, product_id: 1000 + i }));
  return (url: URL) => {
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? VIDEOS_PAGE_SIZE);
    const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
    const found = all.filter((v) => v.product_title.toLowerCase().includes(keyword));
    const totalPages = Math.ceil(found.length / limit);
    return {
      success: true,
      data: found.slice((page - 1) * limit, page * limit),
      page,
      total_pages: totalPages,
      total_records: found.length,
      next: page < totalPages ? page + 1 : null,
      prev: page > 1 ? page - 1 : null,
    };
  };
}

const videoCalls = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls.map(([url]) => new URL(String(url), 'http://localhost')).filter((url) => url.pathname.endsWith('GetProductVideos'));

describe('Videos screen', () => {
  describe('search', () => {
    beforeEach(() => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
    });

    afterEach(() => {
      vi.useRealTimers();
    });

    it('searches 500 ms after typing pauses, and a new keyword goes back to page 1', async () => {
      const spy = mockApi({ 'Products/GetProductVideos': videosApi(25) });
      const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
      const { router } = renderWithProviders(<VideosPage />, { path: '/Videos?page=2' });

      const box = await screen.findByRole('searchbox', { name: 'Search videos' });
      await screen.findAllByRole('button', { name: /^Play video:/ });
      expect(videoCalls(spy).at(-1)?.searchParams.get('page')).toBe('2');
      const callsBefore = videoCalls(spy).length;

      await user.type(box, 'tiger');
      await act(() => vi.advanceTimersByTimeAsync(VIDEO_SEARCH_DEBOUNCE_MS - 100));
      expect(videoCalls(spy)).toHaveLength(callsBefore);
      expect(router.state.location.search).toBe('?page=2');

      await act(() => vi.advanceTimersByTimeAsync(100));
      await waitFor(() => expect(videoCalls(spy)).toHaveLength(callsBefore + 1));
      const call = videoCalls(spy).at(-1)!;
      expect(call.searchParams.get('keyword')).toBe('tiger');
      expect(call.searchParams.get('page')).toBe('1');
      expect(call.searchParams.get('limit')).toBe(String(VIDEOS_PAGE_SIZE));
      expect(router.state.location.search).toBe('?keyword=tiger');

      // 8 of the 25 videos are the tiger eye ball's: all on page 1, and nothing else.
      await waitFor(() => expect(screen.getAllByRole('button', { name: /^Play video:/ })).toHaveLength(8));
      expect(screen.getAllByRole('button', { name: /^Play video: Tiger Eye/ })).toHaveLength(8);
      expect(screen.getByRole('status').textContent).toBe('8 videos for “tiger”');
    });

    it('reads page and keyword from the URL, so a reload keeps them', async () => {
      const spy = mockApi({ 'Products/GetProductVideos': videosApi(25) });
      renderWithProviders(<VideosPage />, { path: '/Videos?keyword=citrine&page=1' });

      expect(((await screen.findByRole('searchbox')) as HTMLInputElement).value).toBe('citrine');
      await screen.findAllByRole('button', { name: /^Play video: Citrine/ });
      expect(videoCalls(spy)[0]?.searchParams.get('keyword')).toBe('citrine');
      // No search of its own once the debounce has passed: the box says what the URL says.
      await act(() => vi.advanceTimersByTimeAsync(VIDEO_SEARCH_DEBOUNCE_MS * 2));
      expect(videoCalls(spy)).toHaveLength(1);
    });
  });

  it(`shows ${VIDEO_PLACEHOLDER_COUNT} placeholders while loading`, async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const { container } = renderWithProviders(<VideosPage />, { path: '/Videos' });

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Loading videos…');
    expect(container.querySelectorAll('.video-card--placeholder')).toHaveLength(VIDEO_PLACEHOLDER_COUNT);
    expect(screen.queryByRole('button', { name: /^Play video:/ })).toBeNull();
  });

  it('shows a card per video, with the title linking to the product', async () => {
    mockApi({ 'Products/GetProductVideos': videosApi(3) });
    renderWithProviders(<VideosPage />, { path: '/Videos' });

    const link = await screen.findByRole('link', { name: 'Natural Lapis Lazuli Chips' });
    expect(link.getAttribute('href')).toBe('/ProductDetails/Natural-Lapis-Lazuli-Chips=1000');
    expect(screen.getAllByRole('button', { name: /^Play video:/ })).toHaveLength(3);
    expect(screen.getByRole('status').textContent).toBe('3 videos');
  });

  it('falls back to a tinted panel with the title when a thumbnail cannot load', async () => {
    mockApi({ 'Products/GetProductVideos': videosApi(1) });
    const { container } = renderWithProviders(<VideosPage />, { path: '/Videos' });

    await screen.findByRole('button', { name: 'Play video: Natural Lapis Lazuli Chips' });
    const image = container.querySelector<HTMLImageElement>('.video-card__image');
    expect(image?.getAttribute('src')).toBe('https://img.youtube.com/vi/hulCJ6L4VMk/hqdefault.jpg');

    fireEvent.error(image!);

    expect(container.querySelector('.video-card__image')).toBeNull();
    expect(container.querySelector('.video-card__standin')?.textContent).toBe('Natural Lapis Lazuli Chips');
  });

  it("says 'No videos found' without a Clear search button when there is no keyword", async () => {
    mockApi({ 'Products/GetProductVideos': videosApi(0) });
    renderWithProviders(<VideosPage />, { path: '/Videos' });

    expect(await screen.findByText(MESSAGES.noVideos)).toBeTruthy();
    expect(screen.queryByRole('button', { name: MESSAGES.clearSearch })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it("offers 'Clear search' when a keyword finds nothing, and it lists every video again", async () => {
    const spy = mockApi({ 'Products/GetProductVideos': videosApi(4) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<VideosPage />, { path: '/Videos?keyword=obsidian' });

    expect(await screen.findByText(MESSAGES.noVideos)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: MESSAGES.clearSearch }));

    await screen.findAllByRole('button', { name: /^Play video:/ });
    expect(router.state.location.search).toBe('');
    expect(videoCalls(spy).at(-1)?.searchParams.has('keyword')).toBe(false);
    const box = screen.getByRole('searchbox') as HTMLInputElement;
    expect(box.value).toBe('');
    expect(document.activeElement).toBe(box);
  });

  it('shows the empty state when the call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify({ success: false, message: 'Boom' }), { status: 500 }));
    renderWithProviders(<VideosPage />, { path: '/Videos' });

    expect(await screen.findByText(MESSAGES.noVideos)).toBeTruthy();
  });

  it('pages through the videos, keeping the page in the URL', async () => {
    const spy = mockApi({ 'Products/GetProductVideos': videosApi(25) });
    const user = userEvent.setup();
    const { router } = renderWithProviders(<VideosPage />, { path: '/Videos' });

    const bar = await screen.findByRole('navigation', { name: 'Pagination' });
    await user.click(within(bar).getByRole('button', { name: 'Page 3' }));

    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /^Play video:/ })).toHaveLength(5));
    expect(videoCalls(spy).at(-1)?.searchParams.get('page')).toBe('3');
    expect(within(bar).getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('plays a video in a modal with the embed URL, and Escape closes it and gives the focus back', async () => {
    mockApi({ 'Products/GetProductVideos': videosApi(3) });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<VideosPage />, { path: '/Videos' });

    expect(container.querySelector('iframe')).toBeNull();
    const card = await screen.findByRole('button', { name: 'Play video: Natural Lapis Lazuli Chips' });
    await user.click(card);

    const dialog = screen.getByRole('dialog', { name: 'Natural Lapis Lazuli Chips' });
    expect(dialog.hasAttribute('open')).toBe(true);
    const frame = dialog.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube.com/embed/hulCJ6L4VMk');
    expect(frame.getAttribute('title')).toBe('Video of Natural Lapis Lazuli Chips');
    expect(frame.getAttribute('allow')).toBe('encrypted-media; picture-in-picture');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');
    const watch = within(dialog).getByRole('link', { name: /Watch it on YouTube/ });
    expect(watch.getAttribute('href')).toBe('https://www.youtube.com/watch?v=hulCJ6L4VMk');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close video' }));

    await user.keyboard('{Escape}');

    expect(container.querySelector('iframe')).toBeNull();
    expect(container.querySelector('dialog')?.hasAttribute('open')).toBe(false);
    expect(document.activeElement).toBe(card);
  });

  it('closes the player with its close button', async () => {
    mockApi({ 'Products/GetProductVideos': videosApi(3) });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<VideosPage />, { path: '/Videos' });

    const card = await screen.findByRole('button', { name: 'Play video: Citrine Druzy Cluster' });
    await user.click(card);
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe('https://www.youtube.com/embed/yRmPzuvnvP4');

    await user.click(screen.getByRole('button', { name: 'Close video' }));

    expect(container.querySelector('iframe')).toBeNull();
    expect(document.activeElement).toBe(card);
  });

  it('tells the shopper the video could not load when its thumbnail did not', async () => {
    mockApi({ 'Products/GetProductVideos': videosApi(1) });
    const user = userEvent.setup();
    const { container } = renderWithProviders(<VideosPage />, { path: '/Videos' });

    const card = await screen.findByRole('button', { name: 'Play video: Natural Lapis Lazuli Chips' });
    fireEvent.error(container.querySelector('.video-card__image')!);
    await user.click(card);

    expect(screen.getByRole('dialog').textContent).toContain('The video could not be loaded. Watch it on YouTube');
  });
});
