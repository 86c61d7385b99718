import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_MAX_LIMIT, type OrderSummary } from '@shop/core';
import { i18n } from '../../shared/i18n/i18n';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { orderSummary } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import TrackOrdersPage from './track-orders-page';

/** GetCustomerOrders answering one page holding all of `orders` (newest first). */
const ordersApi =
  (orders: OrderSummary[]) =>
  (url: URL): StubAnswer => ({
    body: {
      success: true,
      data: orders,
      page: Number(url.searchParams.get('page')),
      total_pages: orders.length > 0 ? 1 : 0,
      total_records: orders.length,
      next: null,
      prev: null,
    },
  });

const order = (id: number, overrides: Partial<OrderSummary> = {}) =>
  orderSummary({ order_id: id, invoice_number: `SC/26-27/${String(id).padStart(6, '0')}`, invoice_key: `key-${id}`, ...overrides });
const shipped = (id: number, carrier: string | null, tracking: string) =>
  order(id, { order_status: 2, order_status_label: 'Shipped', payment_status: 'paid', carrier, tracking_number: tracking });
const delivered = (id: number, carrier: string, tracking: string) =>
  order(id, { order_status: 3, order_status_label: 'Delivered', payment_status: 'paid', carrier, tracking_number: tracking });

function renderTrack(handler: (url: URL) => StubAnswer) {
  signInForTest();
  const api = stubApi({ 'Customers/GetCustomerOrders': handler });
  return { ...renderWithProviders(<TrackOrdersPage />, { path: '/MyTrackOrders' }), api };
}

const card = (number: string) => screen.getByRole('article', { name: number });
const group = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });

describe('TrackOrdersPage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists the shipped orders first, then the delivered ones, with carrier, tracking number, date and invoice link', async () => {
    const { api } = renderTrack(
      ordersApi([
        order(90),
        delivered(89, 'Delhivery', 'DLV-5550001'),
        { ...shipped(88, 'BlueDart', 'BD123456789IN'), tracking_url: 'https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD123456789IN' },
        order(87, { order_status: 4, order_status_label: 'Cancelled', carrier: 'BlueDart', tracking_number: 'BD000' }),
        shipped(86, null, 'EE998877665IN'),
        order(85, { order_status: 1, order_status_label: 'Processing' }),
      ]),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Track Orders' })).toBeTruthy();
    const onTheWay = await screen.findByRole('region', { name: /^On the way/ });
    expect(
      within(onTheWay)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['SC/26-27/000088', 'SC/26-27/000086']);
    expect(
      within(group('Recently delivered'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['SC/26-27/000089']);
    // Placed, Processing and a cancelled order (even with a number) are no parcels to follow.
    expect(screen.getAllByRole('article')).toHaveLength(3);

    const blueDart = card('SC/26-27/000088');
    expect(within(blueDart).getByText('Shipped')).toBeTruthy();
    expect(within(blueDart).getByText('May 12, 2026')).toBeTruthy();
    expect(within(blueDart).getByText('BlueDart')).toBeTruthy();
    expect(within(blueDart).getByText('BD123456789IN')).toBeTruthy();
    expect(within(blueDart).getByRole('button', { name: 'Copy tracking number BD123456789IN' })).toBeTruthy();
    expect(within(blueDart).getByRole('link', { name: 'View the invoice of order SC/26-27/000088' }).getAttribute('href')).toBe('/Invoice/88?key=key-88');
    // The carrier's tracking page, from the server (the owner's carriers), in a new tab.
    const track = within(blueDart).getByRole('link', { name: 'Track order SC/26-27/000088 on the BlueDart website (opens in a new tab)' });
    expect(track.textContent).toBe("Track on the carrier's website");
    expect(track.getAttribute('href')).toBe('https://www.bluedart.com/web/guest/trackdartresult?trackFor=0&trackNo=BD123456789IN');
    expect(track.getAttribute('target')).toBe('_blank');
    expect(track.getAttribute('rel')).toBe('noopener noreferrer');

    // No carrier recorded: the number alone, and no link to follow.
    expect(within(card('SC/26-27/000086')).queryByText('Carrier')).toBeNull();
    expect(within(card('SC/26-27/000086')).queryByText("Track on the carrier's website")).toBeNull();
    expect(within(card('SC/26-27/000086')).getByText('EE998877665IN')).toBeTruthy();

    const done = card('SC/26-27/000089');
    expect(within(done).getByText('Delivered')).toBeTruthy();
    expect(within(done).getByText('DLV-5550001')).toBeTruthy();

    const calls = api.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
    expect(calls.map((url) => [url.searchParams.get('page'), url.searchParams.get('limit')])).toEqual([['1', String(API_MAX_LIMIT)]]);
  });

  it('copies the tracking number and says so', async () => {
    const user = userEvent.setup();
    renderTrack(ordersApi([shipped(88, 'BlueDart', 'BD123456789IN')]));

    await user.click(await screen.findByRole('button', { name: 'Copy tracking number BD123456789IN' }));

    expect(await navigator.clipboard.readText()).toBe('BD123456789IN');
    expect(within(card('SC/26-27/000088')).getByRole('button', { name: 'Copy tracking number BD123456789IN' }).textContent).toBe('Copied');
    expect(screen.getByRole('status').textContent).toBe('Tracking number BD123456789IN copied.');
  });

  it('selects the number for copying by hand when the clipboard refuses', async () => {
    const user = userEvent.setup();
    renderTrack(ordersApi([shipped(88, 'BlueDart', 'BD123456789IN')]));
    const button = await screen.findByRole('button', { name: 'Copy tracking number BD123456789IN' });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Denied', 'NotAllowedError'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});

    await user.click(button);

    expect(await screen.findByText('Could not copy. The number is selected: copy it from there.')).toBeTruthy();
    expect(window.getSelection()?.toString()).toBe('BD123456789IN');
    expect(warn).toHaveBeenCalled();
  });

  it('says nothing is on its way yet, with a link to My Orders, when no order has a tracking number', async () => {
    renderTrack(ordersApi([order(90), order(89, { order_status: 1, order_status_label: 'Processing' })]));

    expect(await screen.findByText('Nothing on its way yet')).toBeTruthy();
    expect(screen.getByText('Once we ship one of your orders, its carrier and tracking number will appear here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to My Orders' }).getAttribute('href')).toBe('/MyOrders');
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('says so in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderTrack(ordersApi([shipped(88, 'BlueDart', 'BD123456789IN')]));

    expect(await screen.findByRole('heading', { level: 2, name: /^في الطريق إليك/ })).toBeTruthy();
    expect(screen.getByText('تم الشحن')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'نسخ رقم التتبّع BD123456789IN' })).toBeTruthy();
  });

  it('shows an error with Try again when the orders cannot be read, then the list', async () => {
    let calls = 0;
    renderTrack((url) =>
      ++calls === 1 ? { status: 500, body: { success: false, message: 'Internal error' } } : ordersApi([shipped(88, 'BlueDart', 'BD1')])(url),
    );

    expect(await screen.findByText('Tracking details unavailable')).toBeTruthy();
    expect(screen.getByText('Your tracking details could not be loaded just now.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'SC/26-27/000088' })).toBeTruthy();
    expect(screen.queryByText('Tracking details unavailable')).toBeNull();
  });
});
