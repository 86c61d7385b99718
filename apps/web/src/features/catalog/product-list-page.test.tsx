import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FIND_SORT_OPTIONS, foundItemsText, MESSAGES, SORT_OPTIONS, type Category, type ProductCard } from '@shop/core';
import { productCard } from '../../test/fixtures';
import { renderRoutes, testQueryClient } from '../../test/render';
import { getCategoriesQueryOptions } from './api/get-categories';
import { changeLanguage } from '../../shared/i18n/i18n';
import ProductListPage from './product-list-page';

const routes = [
  { path: '/AllProductsList', element: <ProductListPage /> },
  { path: '/AllProductsList/:slugId', element: <ProductListPage /> },
  { path: '/Shop/:slugId', element: <ProductListPage /> },
  { path: '*', element: <p>elsewhere</p> },
];

const GEODES: Category = {
  category_id: 30,
  category_title: 'Geodes & Clusters',
  category_image_url: '/media/art/geodes.svg',
  children: [
    { category_id: 31, category_title: 'Amethyst Geodes', category_image_url: '/media/art/a.svg', children: [] },
    { category_id: 33, category_title: 'Crystal Clusters', category_image_url: '/media/art/c.svg', children: [] },
  ],
};

function products(count: number, from = 1): ProductCard[] {
  return Array.from({ length: count }, (_, i) => productCard({ product_id: from + i, product_variant_id: 100 + from + i, product_title: `Stone ${from + i}` }));
}

interface Catalog {
  /** Records in the whole listing. */
  total: number;
  category?: Category | null;
  /** Answer this status instead (404: unknown category). */
  status?: number;
  /** The category tree of GET Home/GetCategories (empty by default). */
  tree?: Category[];
}

/**
 * A fetch stub for the listing's products (GET Home/FindProducts since issue 22, which
 * answers GetProductsByCategory's page with facets beside it) that pages `total` products
 * as the API does; every call is recorded with its query.
 */
function serve({ total, category = null, status = 200, tree = [] }: Catalog) {
  const calls: URLSearchParams[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const json = (body: unknown, code = 200) => new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
    if (url.pathname.endsWith('Home/GetCategories')) return json({ success: true, data: tree });
    if (!url.pathname.endsWith('Home/FindProducts')) return json({ success: true, data: [] });
    calls.push(url.searchParams);
    if (status !== 200) return json({ success: false, message: 'Category not found' }, status);
    const page = Number(url.searchParams.get('page') ?? 1);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const totalPages = Math.ceil(total / limit);
    const count = Math.max(0, Math.min(limit, total - (page - 1) * limit));
    return json({
      success: true,
      data: {
        data: products(count, (page - 1) * limit + 1),
        page,
        total_pages: totalPages,
        total_records: total,
        next: page < totalPages ? page + 1 : null,
        prev: page > 1 ? page - 1 : null,
      },
      category_data: category,
      facets: { attributes: [], price: null, in_stock: 0 },
      did_you_mean: [],
    });
  });
  return {
    calls,
    last: () => Object.fromEntries(calls.at(-1) ?? []),
  };
}

function renderAt(path: string) {
  const user = userEvent.setup();
  const view = renderRoutes(routes, path);
  const location = () => view.router.state.location;
  return { user, location, ...view };
}

const cards = () => screen.getAllByRole('article');
const heading = () => screen.findByRole('heading', { level: 1 });

beforeEach(() => {
  window.HTMLElement.prototype.scrollIntoView = vi.fn();
});

// Rendering pages of 20 cards a few times over is slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

describe('ProductListPage: heading and breadcrumb', () => {
  it("is 'All Products' without a category, and asks for all products", async () => {
    const api = serve({ total: 25 });
    renderAt('/AllProductsList');

    expect((await heading()).textContent).toBe(MESSAGES.allProducts);
    await waitFor(() => expect(cards()).toHaveLength(10));
    expect(api.last()).toEqual({ limit: '10', page: '1', sort_by: 'featured' });
    const crumbs = within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getAllByRole('listitem');
    expect(crumbs.map((li) => li.textContent)).toEqual(['Home', 'Shop']);
    expect(document.title).toContain(MESSAGES.allProducts);
  });

  it('is the category name from category_data, with the breadcrumb Home > Shop > {category}', async () => {
    const api = serve({ total: 4, category: GEODES });
    renderAt('/AllProductsList/Geodes-&-Clusters=30');

    expect((await screen.findByRole('heading', { level: 1, name: 'Geodes & Clusters' })).textContent).toBe('Geodes & Clusters');
    expect(api.last()).toMatchObject({ category_id: '30' });
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(trail)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Home', 'Shop', 'Geodes & Clusters']);
    expect(within(trail).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(trail).getByRole('link', { name: 'Shop' }).getAttribute('href')).toBe('/AllProductsList');
    expect(within(trail).getByText('Geodes & Clusters').getAttribute('aria-current')).toBe('page');
  });

  it('offers the sub-categories as quick filters', async () => {
    serve({ total: 4, category: GEODES });
    renderAt('/AllProductsList/Geodes-&-Clusters=30');

    const chips = await screen.findByRole('navigation', { name: 'Browse within Geodes & Clusters' });
    expect(within(chips).getByRole('link', { name: 'Crystal Clusters' }).getAttribute('href')).toBe('/AllProductsList/Crystal-Clusters=33');
  });

  it.each([['/AllProductsList/30'], ['/Shop/Geodes=30'], ['/AllProductsList/Some=Name=30']])(
    'reads the category id after the last = (or a bare id) from %s',
    async (path) => {
      const api = serve({ total: 4, category: GEODES });
      renderAt(path);

      await screen.findByRole('heading', { level: 1, name: 'Geodes & Clusters' });
      expect(api.last()).toMatchObject({ category_id: '30' });
    },
  );

  it('shows a friendly empty state with a link to all products for an unknown category (404)', async () => {
    serve({ total: 0, status: 404 });
    renderAt('/AllProductsList/Nothing=9999');

    expect((await screen.findByRole('heading', { level: 1, name: 'Category not found' })).textContent).toBe('Category not found');
    expect(screen.getByText('We couldn’t find this category')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all products' }).getAttribute('href')).toBe('/AllProductsList');
    expect(screen.queryByRole('combobox')).toBeNull();
  });

  it('does not ask the API about a path without a usable id', async () => {
    const api = serve({ total: 4 });
    renderAt('/AllProductsList/not-a-category');

    await screen.findByRole('heading', { level: 1, name: 'Category not found' });
    expect(api.calls).toHaveLength(0);
  });

  it('knows an id missing from the (already loaded) category tree without asking for its products', async () => {
    const api = serve({ total: 4, tree: [GEODES] });
    const queryClient = testQueryClient();
    queryClient.setQueryData(getCategoriesQueryOptions().queryKey, [GEODES]);
    renderRoutes(routes, '/AllProductsList/Gone=9999', queryClient);

    await screen.findByRole('heading', { level: 1, name: 'Category not found' });
    expect(api.calls).toHaveLength(0);
  });

  it('names the category from the tree while its products load', async () => {
    serve({ total: 4, tree: [GEODES] });
    vi.mocked(globalThis.fetch).mockImplementation(async (input) =>
      String(input).includes('GetCategories')
        ? new Response(JSON.stringify({ success: true, data: [GEODES] }), { status: 200 })
        : new Promise<Response>(() => {}),
    );
    renderAt('/AllProductsList/31');

    expect((await screen.findByRole('heading', { level: 1, name: 'Amethyst Geodes' })).textContent).toBe('Amethyst Geodes');
  });

  it('shows the empty state when the category has no products', async () => {
    serve({ total: 0, category: { ...GEODES, children: [] } });
    renderAt('/AllProductsList/Geodes-&-Clusters=30');

    expect(await screen.findByText('No products here yet')).toBeTruthy();
    expect(screen.getByText(foundItemsText(0))).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});

describe("ProductListPage: 'We found N items for you!'", () => {
  it('counts the items loaded on this page', async () => {
    serve({ total: 23 });
    renderAt('/AllProductsList?page=3');

    expect(await screen.findByText(foundItemsText(3))).toBeTruthy();
    expect(cards()).toHaveLength(3);
  });

  it('shows placeholders, not cards, while the first page loads', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => {}));
    const { container } = renderAt('/AllProductsList?limit=20');

    await heading();
    expect(container.querySelectorAll('.product-card--placeholder')).toHaveLength(20);
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('ProductListPage: Show and Sort by', () => {
  // Issue 22 adds Newest and Best rated after the spec's three.
  it('offers 10, 20, 30 (10 chosen) and Featured, High to Low, Low to High, Newest, Best rated (Featured chosen)', async () => {
    serve({ total: 25 });
    renderAt('/AllProductsList');

    const show = await screen.findByRole('combobox', { name: 'Show' });
    const sort = screen.getByRole('combobox', { name: 'Sort by' });
    expect(
      within(show)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30']);
    expect((show as HTMLSelectElement).value).toBe('10');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(FIND_SORT_OPTIONS.map((o) => o.label));
    expect(FIND_SORT_OPTIONS.slice(0, 3)).toEqual(SORT_OPTIONS);
    expect((sort as HTMLSelectElement).value).toBe('featured');
  });

  it('a new page size goes into the URL, back to page 1, and reloads the list', async () => {
    const api = serve({ total: 65 });
    const { user, location } = renderAt('/AllProductsList/Geodes=30?page=3&sort_by=price_asc');
    await waitFor(() => expect(cards()).toHaveLength(10));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), '20');

    expect(location().pathname).toBe('/AllProductsList/Geodes=30');
    expect(location().search).toBe('?sort_by=price_asc&limit=20');
    await waitFor(() => expect(cards()).toHaveLength(20));
    expect(api.last()).toEqual({ limit: '20', page: '1', category_id: '30', sort_by: 'price_asc' });
  });

  it('a new sort goes into the URL as sort_by, back to page 1, and reloads the list', async () => {
    const api = serve({ total: 65 });
    const { user, location } = renderAt('/AllProductsList?page=2&limit=20');
    await waitFor(() => expect(cards()).toHaveLength(20));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'High to Low');

    expect(location().search).toBe('?limit=20&sort_by=price_desc');
    await waitFor(() => expect(api.last()).toEqual({ limit: '20', page: '1', sort_by: 'price_desc' }));
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price_desc');
  });

  it('reads page, size and sort back from the URL (reload, back and forward)', async () => {
    const api = serve({ total: 65 });
    const { user, router } = renderAt('/AllProductsList?page=2&limit=20&sort_by=price_asc');

    await waitFor(() => expect(api.last()).toEqual({ limit: '20', page: '2', sort_by: 'price_asc' }));
    expect(((await screen.findByRole('combobox', { name: 'Show' })) as HTMLSelectElement).value).toBe('20');
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).value).toBe('price_asc');

    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(api.last()).toMatchObject({ page: '3' }));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page'));
    expect(router.state.location.search).toBe('?page=2&limit=20&sort_by=price_asc');
  });
});

describe('ProductListPage: pagination', () => {
  it('wires the listing bar: window, disabled arrows, page changes in the URL and the request', async () => {
    const api = serve({ total: 120 });
    const { user, location } = renderAt('/AllProductsList');
    const bar = await screen.findByRole('navigation', { name: 'Pagination' });
    await waitFor(() => expect(cards()).toHaveLength(10));

    const items = () => [...bar.querySelectorAll('li')].slice(1, -1).map((li) => li.textContent);
    expect(items()).toEqual(['1', '2', '...', '12']);
    expect(within(bar).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', true);
    expect(within(bar).getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', false);

    await user.click(within(bar).getByRole('button', { name: 'Next page' }));
    expect(location().search).toBe('?page=2');
    await waitFor(() => expect(api.last()).toMatchObject({ page: '2' }));
    expect(HTMLElement.prototype.scrollIntoView).toHaveBeenCalled();
    expect(items()).toEqual(['1', '2', '3', '...', '12']);
    expect(within(bar).getByRole('button', { name: 'Previous page' })).toHaveProperty('disabled', false);

    await user.click(within(bar).getByRole('button', { name: 'Page 12' }));
    expect(location().search).toBe('?page=12');
    await waitFor(() => expect(within(bar).getByRole('button', { name: 'Next page' })).toHaveProperty('disabled', true));
    expect(items()).toEqual(['1', '...', '11', '12']);
    expect(api.last()).toMatchObject({ page: '12' });
  });

  it('offers the first page when the URL points past the last one', async () => {
    serve({ total: 12 });
    const { user, location } = renderAt('/AllProductsList?page=9');

    await user.click(await screen.findByRole('button', { name: 'Go to page 1' }));

    expect(location().search).toBe('');
    await waitFor(() => expect(cards()).toHaveLength(10));
  });
});

describe('ProductListPage in Arabic', () => {
  it('translates the heading, the controls and the count with its plural form', async () => {
    await changeLanguage('ar');
    serve({ total: 3 });
    renderAt('/AllProductsList');

    expect((await screen.findByRole('heading', { level: 1, name: 'كل المنتجات' })).textContent).toBe('كل المنتجات');
    expect(await screen.findByText('وجدنا 3 منتجات لك!')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'ترتيب حسب' })).toBeTruthy();
  });
});
