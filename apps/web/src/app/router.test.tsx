import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shop/core';
import { reloadAllStores } from '../shared/stores/create-store';
import { customerAddress, productCard, shopInfo } from '../test/fixtures';
import { mockApi, renderRoutes } from '../test/render';
import { createQueryClient } from './providers';
import { installCarouselEnvironment } from '../features/product/testing/embla-env';
import { detailsBody, detailRow } from '../features/product/testing/fixtures';
import { signInForTest, testToken } from '../test/session';
import { routeLoaders } from './routes/loaders';
import { buildRoutes, routes } from './router';

// The product screen's gallery is a carousel, which asks for browser APIs jsdom lacks.
installCarouselEnvironment();

function renderAt(path: string) {
  return renderRoutes(routes, path).router;
}

const CATEGORIES = [
  { category_id: 1, category_title: 'Crystals by Kind', category_image_url: '/c.svg', children: [] },
  { category_id: 3, category_title: 'Quartz', category_image_url: '/q.svg', children: [] },
  { category_id: 5, category_title: 'Tumbled Stones', category_image_url: '/t.svg', children: [] },
  { category_id: 8, category_title: 'Spheres', category_image_url: '/s.svg', children: [] },
];

/** An empty page of a paged call, in the API's shape. */
const emptyPage = { page: 1, total_pages: 0, total_records: 0, next: null, prev: null };

/** The API as the screens read it: a small catalog, everything else empty. */
const API = {
  'Home/GetCategories': { success: true, data: CATEGORIES },
  'Home/GetHomeProducts': { success: true, data: { data: [productCard()] } },
  'Home/GetProductsByCategory': (url: URL) => {
    const id = Number(url.searchParams.get('category_id'));
    return {
      success: true,
      data: { data: [productCard({ product_category_id: id || 3 })], page: 1, total_pages: 1, total_records: 1, next: null, prev: null },
      category_data: CATEGORIES.find((category) => category.category_id === id) ?? null,
    };
  },
  // The listings and the search page find through it (issue 22).
  'Home/FindProducts': (url: URL) => {
    const id = Number(url.searchParams.get('category_id'));
    return {
      success: true,
      data: { data: [productCard({ product_category_id: id || 3 })], page: 1, total_pages: 1, total_records: 1, next: null, prev: null },
      category_data: CATEGORIES.find((category) => category.category_id === id) ?? null,
      facets: { attributes: [], price: null, in_stock: 1 },
      did_you_mean: [],
    };
  },
  'Products/GetProductDetails': (url: URL) =>
    detailsBody([detailRow({ product_id: Number(url.searchParams.get('product_id')), product_title: 'Amethyst Cluster' })]),
  'Products/GetProductVideos': { success: true, data: [], ...emptyPage },
  'Home/GetBlogs': { success: true, data: [], ...emptyPage },
  'Customers/GetCustomerInfo': {
    success: true,
    data: [{ customer_id: 7, customer_name: 'Asha', customer_display_name: 'Asha', customer_email: 'asha@example.com' }],
  },
  'Customers/GetCustomerAddress': { success: true, data: [], page: 1, total_pages: 0 },
  // The frame's and the screens' other reads: the shop's details, and empty lists.
  'Home/GetShopInfo': { success: true, data: shopInfo() },
  'Home/GetHomeSlider': { success: true, data: [] },
  'Home/GetPromoBanners': { success: true, data: [] },
  'Home/GetTrendingProducts': { success: true, data: [] },
  'Home/GetProductSlider': { success: true, data: [] },
  'Home/GetRelatedProducts': { success: true, data: [] },
  'Customers/GetCustomerReviews': { success: true, data: [] },
  'Customers/GetCustomerOrders': { success: true, data: [], ...emptyPage },
  'Payments/Options': { success: true, online: false },
  'Customers/GetCustomerAddressInfo': {
    success: true,
    data: [customerAddress({ customer_address_id: 44, default_address: 1 })],
  },
};

beforeEach(() => {
  mockApi(API);
});

/** The title is set in an effect, which may run just after the heading appears. */
async function expectTitle(title: string) {
  await vi.waitFor(() => expect(document.title).toBe(title));
}

function signIn() {
  signInForTest();
}

describe('storefront routes', () => {
  it('renders home inside the layout with brand, navigation and page title', async () => {
    renderAt('/');

    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Stone & Crystal Co.' }).getAttribute('href')).toBe('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    for (const [name, href] of [
      ['Home', '/'],
      ['Shop', '/AllProductsList'],
      ['Videos', '/Videos'],
      ['Blogs', '/Blog'],
      ['Contact', '/Contact'],
    ]) {
      expect(within(nav).getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    expect(
      within(header)
        .getByRole('link', { name: /^Wishlist/ })
        .getAttribute('href'),
    ).toBe('/WishList');
    expect(within(header).getByRole('link', { name: /^Cart/ }).getAttribute('href')).toBe('/AddToCart');
    expect(screen.getAllByRole('link', { name: 'My Account' })[0]?.getAttribute('href')).toBe('/MyAccount');
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    await expectTitle('Stone & Crystal Co. | Home');
  });

  it("shows the owner's one phone number in the header hotline and the footer, read once with the frame's reads", async () => {
    const fetch = mockApi({ ...API, 'Home/GetShopInfo': { success: true, data: shopInfo({ phone: '+91 141 222 3344', email: 'hello@pinkcity.example' }) } });
    const queryClient = createQueryClient();
    renderRoutes(buildRoutes(routeLoaders(queryClient)), '/', queryClient);

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const hotline = await within(nav).findByRole('link', { name: /^Hotline\s*\+91 141 222 3344$/ });
    expect(hotline.getAttribute('href')).toBe('tel:+911412223344');
    const footer = await screen.findByRole('contentinfo');
    expect((await within(footer).findByRole('link', { name: '+91 141 222 3344' })).getAttribute('href')).toBe('tel:+911412223344');
    expect(within(footer).getByRole('link', { name: 'hello@pinkcity.example' }).getAttribute('href')).toBe('mailto:hello@pinkcity.example');
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname);
    expect(asked.filter((path) => path === '/api/Home/GetShopInfo')).toHaveLength(1);
  });

  it('shows the product detail for a deep link, with the id after the last "="', async () => {
    const fetch = mockApi(API);
    renderAt('/ProductDetails/Amethyst-Cluster=12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Amethyst Cluster' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Amethyst Cluster')).toBeTruthy();
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(asked.find((url) => url.pathname.endsWith('Products/GetProductDetails'))?.searchParams.get('product_id')).toBe('12');
    await expectTitle('Stone & Crystal Co. | Amethyst Cluster');
  });

  it("starts the detail screen's reads from its route, each going out once", async () => {
    const fetch = mockApi(API);
    const queryClient = createQueryClient(); // the storefront's own: data stays fresh for a minute
    renderRoutes(buildRoutes(routeLoaders(queryClient)), '/ProductDetails/Amethyst-Cluster=12', queryClient);

    expect(await screen.findByRole('heading', { level: 1, name: 'Amethyst Cluster' })).toBeTruthy();
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, ''));
    for (const call of ['Products/GetProductDetails', 'Home/GetProductSlider', 'Customers/GetCustomerReviews']) {
      expect(asked.filter((path) => path === call)).toHaveLength(1);
    }
  });

  it("starts the home screen's reads from its route, each going out once", async () => {
    const fetch = mockApi(API);
    const queryClient = createQueryClient(); // the storefront's own: data stays fresh for a minute
    renderRoutes(buildRoutes(routeLoaders(queryClient)), '/', queryClient);

    expect(await screen.findByRole('heading', { level: 1, name: 'Natural stones, minerals and crystals' })).toBeTruthy();
    await vi.waitFor(() => {
      const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').pathname.replace(/^\/api\//, ''));
      for (const call of ['Home/GetHomeSlider', 'Home/GetPromoBanners', 'Home/GetHomeProducts', 'Home/GetTrendingProducts']) {
        expect(asked.filter((path) => path === call)).toHaveLength(1);
      }
    });
  });

  it('shows the same detail screen without the title breadcrumb under /GetProductDetails', async () => {
    const fetch = mockApi(API);
    renderAt('/GetProductDetails/Rose-Quartz=Heart=7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Amethyst Cluster' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
    const asked = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));
    expect(asked.find((url) => url.pathname.endsWith('Products/GetProductDetails'))?.searchParams.get('product_id')).toBe('7');
  });

  it('says so when the detail path carries no usable id', async () => {
    renderAt('/ProductDetails/Amethyst-Cluster');

    expect(await screen.findByRole('heading', { level: 1, name: 'Product not found' })).toBeTruthy();
  });

  it.each([
    ['/Shop/Quartz=3', 'Quartz'],
    ['/AllProductsList/Tumbled-Stones=5', 'Tumbled Stones'],
    ['/AllProductsList/8', 'Spheres'],
  ])('reads the category id of %s', async (path, categoryTitle) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: categoryTitle })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText(categoryTitle)).toBeTruthy();
  });

  it('shows Page Not Found inside the layout for an unknown path, and goes back home', async () => {
    const router = renderAt('/no/such/page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    await expectTitle('Stone & Crystal Co. | Page Not Found');
    const back = screen.getByRole('link', { name: 'Back to Home' });
    expect(back.getAttribute('href')).toBe('/');

    await userEvent.click(back);

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Natural stones, minerals and crystals' })).toBeTruthy();
  });

  it('sends a guest from /MyAccount to the Login screen', async () => {
    const router = renderAt('/MyAccount');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Login');
    expect(screen.queryByText('My Account', { selector: 'h1' })).toBeNull();
  });

  it('opens the account area when a token is stored', async () => {
    signIn();
    renderAt('/MyAccount');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeTruthy();
  });

  it('treats an expired token as logged out: storage is cleared and /MyAccount goes to Login', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signInForTest('7', testToken(-60));
    window.localStorage.setItem(STORAGE_KEYS.cartList, '[]');
    const router = renderAt('/MyAccount');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Login');
    expect(warn).toHaveBeenCalledWith('Invalid token');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.cartList)).toBeNull();
  });

  it('notices a sign-out on the next navigation inside the account area', async () => {
    signIn();
    const router = renderAt('/MyAccount');
    await screen.findByRole('heading', { level: 1, name: 'My Account' });

    window.localStorage.removeItem(STORAGE_KEYS.token);
    reloadAllStores();
    await router.navigate('/MyOrders');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Login');
  });

  it('logs out and goes to /Login when the server refuses the stored token (a password reset elsewhere)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    signIn();
    mockApi(API);
    const fetch = vi.mocked(globalThis.fetch);
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (input, init) =>
      String(input).includes('Customers/GetCustomerInfo')
        ? new Response(JSON.stringify({ success: false, message: 'Your session is not valid. Please log in again.' }), { status: 401 })
        : answer(input, init),
    );
    const router = renderAt('/MyAccount');

    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/Login');
    expect(warn).toHaveBeenCalledWith('Invalid token');
    expect(window.localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
  });

  it.each([
    ['/AllProductsList', 'All Products'],
    ['/AddToCart', 'Cart'],
    ['/WishList', 'Wishlist'],
    ['/Contact', 'Contact'],
    ['/Videos', 'Videos'],
    ['/Blog', 'Our Blogs'],
    ['/Search?q=amethyst', 'Search results for “amethyst”'],
  ])('renders the public screen %s', async (path, heading) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    await expectTitle(`Stone & Crystal Co. | ${heading}`);
  });

  it.each([
    ['/AddressDetails/44', 'Edit address', null],
    ['/AddressDetails', 'Add an address', null],
    ['/Tabs', 'Account tabs', null],
    ['/MyOrders', 'My Orders', null],
    ['/MyAddress', 'My Address', null],
    ['/MyTrackOrders', 'Track Orders', null],
    ['/MyAccountDetails', 'Account details', null],
    ['/CheckOut', 'Checkout', null],
    ['/Checkout', 'Checkout', null],
  ])('renders the account screen %s for a signed-in customer', async (path, heading, detail) => {
    signIn();
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    if (detail) expect(screen.getByText(detail)).toBeTruthy();
  });

  it.each([
    ['/Login', 'Login'],
    ['/CreateAccount', 'Create Account'],
    ['/ForgotPassword', 'Forgot your password?'],
    ['/ResetPassword?token=abc', 'Choose a new password'],
    ['/Invoice/901', 'Invoice'],
  ])('renders %s outside the layout', async (path, heading) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Stone & Crystal Co.' })).toBeTruthy();
  });

  it('tells a guest without the invoice key that the invoice cannot be found, without asking the server', async () => {
    renderAt('/Invoice/901');

    expect(await screen.findByText('This invoice could not be found. Check the link, or log in to see your orders.')).toBeTruthy();
    expect(vi.mocked(globalThis.fetch).mock.calls.some(([url]) => String(url).includes('Order/CustomerOrder'))).toBe(false);
  });

  it('scrolls to the top on every page change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const router = renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    scrollTo.mockClear();

    await userEvent.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Contact' }));

    await screen.findByRole('heading', { level: 1, name: 'Contact' });
    expect(router.state.location.pathname).toBe('/Contact');
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
