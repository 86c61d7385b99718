import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SEARCH_CLOSE_DELAY_MS } from '@shop/core';
import { mockApi, renderWithProviders } from '../../test/render';
import { SEARCH_DEBOUNCE_MS, SearchBox } from './search-box';

const SUGGESTIONS = [
  { product_id: 200, product_title: 'Amethyst Crystal Cluster' },
  { product_id: 93, product_title: 'Amethyst Egg' },
  { product_id: 5, product_title: 'Brazilian Amethyst Geode' },
];

let fetchSpy: ReturnType<typeof mockApi>;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchSpy = mockApi({
    'Home/GetProductSearchList': (url: URL) => {
      const keyword = (url.searchParams.get('keyword') ?? '').toLowerCase();
      return { success: true, data: SUGGESTIONS.filter((s) => s.product_title.toLowerCase().includes(keyword)) };
    },
  });
});

afterEach(() => {
  vi.useRealTimers();
});

function setup(path = '/') {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const view = renderWithProviders(<SearchBox />, { path });
  return { user, ...view };
}

const searchCalls = () => fetchSpy.mock.calls.filter(([url]) => String(url).includes('GetProductSearchList'));

describe('SearchBox', () => {
  it('asks for suggestions once typing pauses, with the keyword', async () => {
    const { user } = setup();
    const box = await screen.findByRole('combobox', { name: 'Search products' });

    await user.type(box, 'AMET');
    expect(searchCalls()).toHaveLength(0);

    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

    expect(searchCalls()).toHaveLength(1);
    expect(String(searchCalls()[0]?.[0])).toContain('keyword=AMET');
    const list = await screen.findByRole('listbox');
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Amethyst Crystal Cluster', 'Amethyst Egg', 'Brazilian Amethyst Geode', 'See all results for “AMET”']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('holds a results page’s 200 characters and asks for suggestions with the first 100', async () => {
    const { user } = setup();
    const box = await screen.findByRole('combobox', { name: 'Search products' });
    expect(box.getAttribute('maxlength')).toBe('200');
    await user.click(box);
    await user.paste('amethyst '.repeat(20));
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    // The list shows once the call has been answered.
    await screen.findByRole('listbox');
    const keyword = new URL(String(searchCalls().at(-1)?.[0]), 'http://x').searchParams.get('keyword')!;
    expect(keyword.length).toBeLessThanOrEqual(100);
    expect(keyword.startsWith('amethyst amethyst')).toBe(true);
  });

  it("says 'No suggestions found' when nothing matches", async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('combobox'), 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

    expect(await screen.findByText(MESSAGES.noSuggestions)).toBeTruthy();
  });

  it('closes the list 200 ms after the focus leaves', async () => {
    const { user } = setup();
    const box = await screen.findByRole('combobox');
    await user.type(box, 'egg');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await screen.findByRole('option', { name: 'Amethyst Egg' });

    act(() => box.blur());
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_CLOSE_DELAY_MS - 20));
    expect(screen.getByRole('listbox')).toBeTruthy();

    await act(() => vi.advanceTimersByTimeAsync(20));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('links to /ProductDetails from other pages and to /GetProductDetails from a /ProductDetails page', async () => {
    const { user } = setup('/ProductDetails/Rose-Quartz=7');
    await user.type(await screen.findByRole('combobox'), 'egg');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

    const option = await screen.findByRole('option', { name: 'Amethyst Egg' });
    expect(within(option).getByRole('link', { hidden: true }).getAttribute('href')).toBe('/GetProductDetails/Amethyst-Egg=93');
  });

  it('links to /ProductDetails from home', async () => {
    const { user } = setup('/');
    await user.type(await screen.findByRole('combobox'), 'egg');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

    const option = await screen.findByRole('option', { name: 'Amethyst Egg' });
    expect(within(option).getByRole('link', { hidden: true }).getAttribute('href')).toBe('/ProductDetails/Amethyst-Egg=93');
  });

  it('moves through the suggestions with the arrow keys and opens one with Enter', async () => {
    const { user, router } = setup('/');
    const box = await screen.findByRole('combobox');
    await user.type(box, 'amethyst');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await screen.findByRole('option', { name: 'Amethyst Egg' });

    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = screen.getByRole('option', { name: 'Amethyst Egg' });
    expect(active.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(active.id);

    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/ProductDetails/Amethyst-Egg=93');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('closes with Escape', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('combobox'), 'egg');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows what the server suggests, though the title does not hold the words (a typo, an alias)', async () => {
    fetchSpy.mockRestore();
    fetchSpy = mockApi({ 'Home/GetProductSearchList': { success: true, data: [SUGGESTIONS[1]] } });
    const { user } = setup();
    await user.type(await screen.findByRole('combobox'), 'amethist');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

    const option = await screen.findByRole('option', { name: 'Amethyst Egg' });
    expect(within(option).getByRole('link', { hidden: true }).getAttribute('href')).toBe('/ProductDetails/Amethyst-Egg=93');
  });

  it('opens the search results with Enter when no suggestion is chosen', async () => {
    const { user, router } = setup('/Contact');
    const box = await screen.findByRole('combobox');
    await user.type(box, ' amethist egg ');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/Search');
    expect(router.state.location.search).toBe('?q=amethist+egg');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens the search results with Enter before any suggestion has come', async () => {
    const { user, router } = setup('/');
    await user.type(await screen.findByRole('combobox'), 'rose{Enter}');

    expect(router.state.location.pathname).toBe('/Search');
    expect(router.state.location.search).toBe('?q=rose');
  });

  it('does nothing with Enter in an empty box', async () => {
    const { user, router } = setup('/Contact');
    await user.type(await screen.findByRole('combobox'), '   {Enter}');

    expect(router.state.location.pathname).toBe('/Contact');
  });

  it("ends the list with 'See all results', which the arrows reach and Enter opens", async () => {
    const { user, router } = setup('/');
    const box = await screen.findByRole('combobox');
    await user.type(box, 'egg');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));
    await screen.findByRole('option', { name: 'Amethyst Egg' });

    const all = screen.getByRole('option', { name: 'See all results for “egg”' });
    expect(within(all).getByRole('link', { hidden: true }).getAttribute('href')).toBe('/Search?q=egg');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(all.getAttribute('aria-selected')).toBe('true');
    expect(box.getAttribute('aria-activedescendant')).toBe(all.id);

    await user.keyboard('{Enter}');

    expect(router.state.location.pathname).toBe('/Search');
    expect(router.state.location.search).toBe('?q=egg');
  });

  it("offers 'See all results' under 'No suggestions found' too", async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('combobox'), 'zzz');
    await act(() => vi.advanceTimersByTimeAsync(SEARCH_DEBOUNCE_MS));

    await screen.findByText(MESSAGES.noSuggestions);
    expect(screen.getByRole('option', { name: 'See all results for “zzz”' })).toBeTruthy();
  });
});
