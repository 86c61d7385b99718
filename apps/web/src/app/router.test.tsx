import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shop/core';
import { reloadAllStores } from '../shared/stores/create-store';
import { mockApi, renderRoutes } from '../test/render';
import { signInForTest, testToken } from '../test/session';
import { routes } from './router';

function renderAt(path: string) {
  return renderRoutes(routes, path).router;
}

beforeEach(() => {
  mockApi({
    'Home/GetCategories': {
      success: true,
      data: [{ category_id: 1, category_title: 'Crystals by Kind', category_image_url: '/c.svg', children: [] }],
    },
  });
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
    expect(within(header).getByRole('link', { name: /^Wishlist/ }).getAttribute('href')).toBe('/WishList');
    expect(within(header).getByRole('link', { name: /^Cart/ }).getAttribute('href')).toBe('/AddToCart');
    expect(screen.getAllByRole('link', { name: 'My Account' })[0]?.getAttribute('href')).toBe('/MyAccount');
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
    await expectTitle('Stone & Crystal Co. | Home');
  });

  it('shows the product detail for a deep link, with the id after the last "="', async () => {
    renderAt('/ProductDetails/Amethyst-Cluster=12');

    expect(await screen.findByRole('heading', { level: 1, name: 'Product detail' })).toBeTruthy();
    expect(screen.getByText('12')).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByText('Amethyst Cluster')).toBeTruthy();
    await expectTitle('Stone & Crystal Co. | Product detail');
  });

  it('shows the same detail screen without the title breadcrumb under /GetProductDetails', async () => {
    renderAt('/GetProductDetails/Rose-Quartz=Heart=7');

    expect(await screen.findByRole('heading', { level: 1, name: 'Product detail' })).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('says so when the detail path carries no usable id', async () => {
    renderAt('/ProductDetails/Amethyst-Cluster');

    expect(await screen.findByRole('heading', { level: 1, name: 'Product detail' })).toBeTruthy();
    expect(screen.getByText('not a valid id')).toBeTruthy();
  });

  it.each([
    ['/Shop/Quartz=3', '3'],
    ['/AllProductsList/Tumbled-Stones=5', '5'],
    ['/AllProductsList/8', '8'],
  ])('reads the category id of %s', async (path, categoryId) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: 'All Products' })).toBeTruthy();
    expect(screen.getByText(categoryId)).toBeTruthy();
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
    expect(await screen.findByRole('heading', { level: 1, name: /chosen by hand/ })).toBeTruthy();
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

  it.each([
    ['/AllProductsList', 'All Products'],
    ['/AddToCart', 'Cart'],
    ['/WishList', 'Wishlist'],
    ['/Contact', 'Contact'],
    ['/Videos', 'Videos'],
    ['/Blog', 'Our Blogs'],
  ])('renders the public screen %s', async (path, heading) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    await expectTitle(`Stone & Crystal Co. | ${heading}`);
  });

  it.each([
    ['/AddressDetails/44', 'Address', '44'],
    ['/AddressDetails', 'Address', 'New address'],
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
    ['/Invoice/901', 'Invoice'],
  ])('renders %s outside the layout', async (path, heading) => {
    renderAt(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Stone & Crystal Co.' })).toBeTruthy();
  });

  it('shows the order id on the public invoice', async () => {
    renderAt('/Invoice/901');

    expect(await screen.findByText('901')).toBeTruthy();
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
