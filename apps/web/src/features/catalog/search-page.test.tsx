import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { foundItemsText, SEARCH_SORT_OPTIONS, STORAGE_KEYS, type Category, type FindFacets, type ProductCard } from '@shop/core';
import { changeLanguage } from '../../shared/i18n/i18n';
import { reloadAllStores } from '../../shared/stores/create-store';
import { productCard } from '../../test/fixtures';
import { renderRoutes } from '../../test/render';
import SearchPage from './search-page';
import ProductListPage from './product-list-page';

const routes = [
  { path: '/Search', element: <SearchPage /> },
  { path: '/AllProductsList', element: <ProductListPage /> },
  { path: '/AllProductsList/:slugId', element: <ProductListPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const TREE: Category[] = [
  { category_id: 30, category_title: 'Geodes & Clusters', category_image_url: '', children: [] },
  { category_id: 40, category_title: 'Tumbled Stones', category_image_url: '', children: [] },
];

const FACETS: FindFacets = {
  attributes: [
    {
      name: 'Chakra',
      values: [
        { value: 'Crown', count: 7 },
        { value: 'Third Eye', count: 4 },
        { value: 'Root', count: 0 },
      ],
    },
    { name: 'Zodiac sign', values: [{ value: 'Pisces', count: 2 }] },
  ],
  price: { min_paise: 49_900, max_paise: 1_299_900 },
  in_stock: 9,
};

function products(count: number, from = 1): ProductCard[] {
  return Array.from({ length: count }, (_, i) =>
    productCard({ product_id: from + i, product_variant_id: 100 + from + i, product_title: `Amethyst ${from + i}` }),
  );
}

interface Finds {
  /** Records found for any query (unless `empty` words). */
  total?: number;
  didYouMean?: string[];
}

/** A fetch stub for Home/FindProducts (every query recorded) and the category tree. */
function serve({ total = 23, didYouMean = [] }: Finds = {}) {
  const calls: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('Home/GetCategories')) return json({ success: true, data: TREE });
    if (!url.pathname.endsWith('Home/FindProducts')) return json({ success: true, data: [] });
    calls.push(url.searchParams);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const records = url.searchParams.get('in_stock') === '1' ? Math.min(total, 9) : total;
    const totalPages = Math.ceil(records / limit);
    const count = Math.max(0, Math.min(limit, records - (page - 1) * limit));
    return json({
      success: true,
      data: {
        data: products(count, (page - 1) * limit + 1),
        page,
        total_pages: totalPages,
        total_records: records,
        next: page < totalPages ? page + 1 : null,
        prev: page > 1 ? page - 1 : null,
      },
      category_data: null,
      facets: records === 0 && ![...url.searchParams.keys()].some((k) => k.startsWith('f.')) ? { attributes: [], price: null, in_stock: 0 } : FACETS,
      did_you_mean: records === 0 ? didYouMean : [],
    });
  });
  return { calls, last: () => Object.fromEntries(calls.at(-1) ?? []) };
}

function renderAt(path: string) {
  const user = userEvent.setup();
  const view = renderRoutes(routes, path);
  return { user, location: () => view.router.state.location, ...view };
}

const cards = () => screen.getAllByRole('article');
/** The desktop sidebar's panel (the sheet's is only there while it is open). */
const sidebar = () => screen.getByRole('complementary', { name: 'Filters' });

beforeEach(() => {
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
});

vi.setConfig({ testTimeout: 20_000 });

describe('SearchPage', () => {
  it('finds the words with Best match first, and shows the listing’s count, sort and pages', async () => {
    const api = serve({ total: 23 });
    renderAt('/Search?q=amethist');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Search results for “amethist”');
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(api.last()).toEqual({ q: 'amethist', limit: '10', page: '1', sort_by: 'relevance' });
    expect(screen.getByText(foundItemsText(10))).toBeTruthy();
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(SEARCH_SORT_OPTIONS.map((o) => o.label));
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
    expect(document.title).toContain('Search results for “amethist”');
  });

  it('a filter goes into the URL, back to page 1, keeping size and sort, and into the request', async () => {
    const api = serve({ total: 65 });
    const { user, location } = renderAt('/Search?q=amethist&sort_by=price_asc&limit=20&page=3');
    await waitFor(() => expect(cards()).toHaveLength(20));

    // Built-in names are translated, an owner's shown as they are; each value with its count.
    const chakra = within(sidebar()).getByRole('group', { name: 'Chakra' });
    expect(within(sidebar()).getByRole('group', { name: 'Zodiac sign' })).toBeTruthy();
    expect(within(chakra).getByRole('checkbox', { name: 'Root (0)' })).toHaveProperty('disabled', true);
    await user.click(within(chakra).getByRole('checkbox', { name: 'Crown (7)' }));

    expect(location().search).toBe('?q=amethist&sort_by=price_asc&limit=20&f.Chakra=Crown');
    await waitFor(() => expect(api.last()).toEqual({ q: 'amethist', 'f.Chakra': 'Crown', limit: '20', page: '1', sort_by: 'price_asc' }));
    await user.click(within(chakra).getByRole('checkbox', { name: 'Third Eye (4)' }));
    expect(new URLSearchParams(location().search).get('f.Chakra')).toBe('Crown,Third Eye');
    expect((within(chakra).getByRole('checkbox', { name: 'Crown (7)' }) as HTMLInputElement).checked).toBe(true);
  });

  it('in stock only, with its count, and Clear filters takes every filter off', async () => {
    const api = serve({ total: 23 });
    const { user, location } = renderAt('/Search?q=amethist&f.Chakra=Crown&price_min=500');
    await waitFor(() => expect(cards()).toHaveLength(10));

    await user.click(within(sidebar()).getByRole('checkbox', { name: 'In stock only (9)' }));
    expect(location().search).toBe('?q=amethist&f.Chakra=Crown&price_min=500&in_stock=1');
    await waitFor(() => expect(api.last()).toMatchObject({ in_stock: '1' }));

    await user.click(within(sidebar()).getByRole('button', { name: 'Clear filters' }));
    expect(location().search).toBe('?q=amethist');
    expect(within(sidebar()).queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('a price range typed in rupees goes into the URL in whole rupees', async () => {
    serve();
    const { user, location } = renderAt('/Search?q=amethist');
    await waitFor(() => expect(cards()).toHaveLength(10));

    await user.type(within(sidebar()).getByRole('spinbutton', { name: 'Minimum price (₹)' }), '500');
    await user.type(within(sidebar()).getByRole('spinbutton', { name: 'Maximum price (₹)' }), '2000{Enter}');

    expect(location().search).toBe('?q=amethist&price_min=500&price_max=2000');
    expect((within(sidebar()).getByRole('slider', { name: 'Minimum price' }) as HTMLInputElement).value).toBe('500');
    expect((within(sidebar()).getByRole('slider', { name: 'Maximum price' }) as HTMLInputElement).value).toBe('2000');
  });

  it('a price range in dollars becomes whole rupees: the minimum down, the maximum up', async () => {
    window.localStorage.setItem(STORAGE_KEYS.currency_value, 'USD');
    reloadAllStores();
    serve();
    const { user, location } = renderAt('/Search?q=amethist');
    await waitFor(() => expect(cards()).toHaveLength(10));

    const min = within(sidebar()).getByRole('spinbutton', { name: 'Minimum price ($)' });
    await user.type(min, '10');
    await user.type(within(sidebar()).getByRole('spinbutton', { name: 'Maximum price ($)' }), '20{Enter}');

    expect(location().search).toBe('?q=amethist&price_min=864&price_max=1729');
    // Read back in dollars, as typed.
    expect((within(sidebar()).getByRole('spinbutton', { name: 'Minimum price ($)' }) as HTMLInputElement).value).toBe('10');
  });

  it('the slider sets one end; an end moved back to the edge opens it again', async () => {
    serve();
    const { location } = renderAt('/Search?q=amethist');
    await waitFor(() => expect(cards()).toHaveLength(10));

    const high = within(sidebar()).getByRole('slider', { name: 'Maximum price' }) as HTMLInputElement;
    expect(high.max).toBe('12999');
    fireEvent.change(high, { target: { value: '3000' } });
    fireEvent.pointerUp(high);
    expect(location().search).toBe('?q=amethist&price_max=3000');

    const moved = within(sidebar()).getByRole('slider', { name: 'Maximum price' });
    fireEvent.change(moved, { target: { value: '12999' } });
    fireEvent.keyUp(moved, { key: 'End' });
    expect(location().search).toBe('?q=amethist');
  });

  it('reads the filters back from the URL (a shared link, back and forward)', async () => {
    const api = serve();
    const { router } = renderAt('/Search?q=amethist&f.Chakra=Crown&in_stock=1&price_max=2000&page=2');

    await waitFor(() =>
      expect(api.last()).toEqual({ q: 'amethist', 'f.Chakra': 'Crown', in_stock: '1', price_max: '2000', limit: '10', page: '2', sort_by: 'relevance' }),
    );
    expect(((await within(sidebar()).findByRole('checkbox', { name: 'Crown (7)' })) as HTMLInputElement).checked).toBe(true);
    expect((within(sidebar()).getByRole('checkbox', { name: 'In stock only (9)' }) as HTMLInputElement).checked).toBe(true);
    expect((within(sidebar()).getByRole('spinbutton', { name: 'Maximum price (₹)' }) as HTMLInputElement).value).toBe('2000');

    await act(() => router.navigate('/Search?q=amethist'));
    await waitFor(() => expect((within(sidebar()).getByRole('checkbox', { name: 'Crown (7)' }) as HTMLInputElement).checked).toBe(false));
    await act(() => router.navigate(-1));
    await waitFor(() => expect((within(sidebar()).getByRole('checkbox', { name: 'Crown (7)' }) as HTMLInputElement).checked).toBe(true));
  });

  it('says when nothing is found, offers the closest spellings and the categories', async () => {
    serve({ total: 0, didYouMean: ['amethyst', 'amethyst geode'] });
    const { user, location } = renderAt('/Search?q=amethizt');

    expect(await screen.findByText('No results for “amethizt”')).toBeTruthy();
    expect(
      screen.getByText((_, el) => el?.className === 'search-results__suggest' && el.textContent === 'Did you mean amethyst or amethyst geode?'),
    ).toBeTruthy();
    const categories = await screen.findByRole('navigation', { name: 'Or browse our categories' });
    expect(within(categories).getByRole('link', { name: 'Tumbled Stones' }).getAttribute('href')).toBe('/AllProductsList/Tumbled-Stones=40');
    // Nothing to narrow: no filters.
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull();

    await user.click(screen.getByRole('link', { name: 'amethyst' }));
    expect(location().search).toBe('?q=amethyst');
  });

  it('says when the filters find nothing, and offers to clear them', async () => {
    serve({ total: 0 });
    const { user, location } = renderAt('/Search?q=amethyst&f.Chakra=Root');

    expect(await screen.findByText('No products match these filters')).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(location().search).toBe('?q=amethyst');
  });

  it('without words, asks what to look for and asks the API nothing', async () => {
    const api = serve();
    renderAt('/Search?q=%20%20');

    expect(await screen.findByText('What are you looking for?')).toBeTruthy();
    expect(api.calls).toHaveLength(0);
  });

  it('on a phone, opens the filters in a sheet with Show N results, and gives focus back when it closes', async () => {
    serve({ total: 23 });
    const { user, location } = renderAt('/Search?q=amethist');
    await waitFor(() => expect(cards()).toHaveLength(10));

    const open = screen.getByRole('button', { name: 'Filters' });
    await user.click(open);
    const sheet = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(sheet).getByRole('button', { name: 'Show 23 results' })).toBeTruthy();

    // A choice applies at once: the URL, the results behind, and the count.
    await user.click(within(sheet).getByRole('checkbox', { name: 'In stock only (9)' }));
    expect(location().search).toBe('?q=amethist&in_stock=1');
    await waitFor(() => expect(within(sheet).getByRole('button', { name: 'Show 9 results' })).toBeTruthy());
    await user.click(within(sheet).getByRole('button', { name: 'Show 9 results' }));

    expect(screen.queryByRole('dialog')).toBeNull();
    const reopen = screen.getByRole('button', { name: /^Filters/ });
    expect(reopen.textContent).toContain('1');
    expect(document.activeElement).toBe(reopen);

    await user.click(reopen);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close filters' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads in Arabic: the heading, the filters and the sheet', async () => {
    await changeLanguage('ar');
    serve({ total: 2 });
    const { user } = renderAt('/Search?q=amethist');

    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('نتائج البحث عن «\u2068amethist\u2069»');
    const panel = await screen.findByRole('complementary', { name: 'عوامل التصفية' });
    expect(within(panel).getByRole('group', { name: 'الشاكرا' })).toBeTruthy();
    expect(within(panel).getByRole('checkbox', { name: 'المتوفّر فقط (9)' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'تصفية' }));
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: 'عرض نتيجتين' })).toBeTruthy();
  });
});

describe('ProductListPage: filters', () => {
  it('filters a category through Home/FindProducts, with the same panel', async () => {
    const api = serve({ total: 23 });
    const { user, location } = renderAt('/AllProductsList/Geodes=30?sort_by=newest&page=2');
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(api.last()).toEqual({ category_id: '30', limit: '10', page: '2', sort_by: 'newest' });

    await user.click(within(sidebar()).getByRole('checkbox', { name: 'Crown (7)' }));

    expect(location().search).toBe('?sort_by=newest&f.Chakra=Crown');
    await waitFor(() => expect(api.last()).toEqual({ category_id: '30', 'f.Chakra': 'Crown', limit: '10', page: '1', sort_by: 'newest' }));
  });
});
