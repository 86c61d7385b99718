import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MESSAGES, ORDERS_PAGE_SIZE, type OrderSummary } from '@shop/core';
import { bodyOf, stubApi, type StubAnswer } from '../../test/api-stub';
import { orderSummary } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { signInForTest } from '../../test/session';
import MyOrdersPage from './my-orders-page';

/** GetCustomerOrders as the API pages `all` (newest first), 5 a page. */
function ordersApi(all: OrderSummary[]) {
  return (url: URL): StubAnswer => {
    const page = Number(url.searchParams.get('page'));
    const limit = Number(url.searchParams.get('limit'));
    const totalPages = Math.ceil(all.length / limit);
    return {
      body: {
        success: true,
        data: all.slice((page - 1) * limit, page * limit),
        page,
        total_pages: totalPages,
        total_records: all.length,
        next: page < totalPages ? page + 1 : null,
        prev: page > 1 ? page - 1 : null,
      },
    };
  };
}

const many = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    orderSummary({ order_id: 100 - i, invoice_number: `SC/26-27/${String(100 - i).padStart(6, '0')}`, invoice_key: `key-${100 - i}` }),
  );

function renderOrders(handlers: Record<string, (url: URL, init?: RequestInit) => StubAnswer>, path = '/MyOrders') {
  signInForTest();
  const api = stubApi(handlers);
  return { ...renderWithProviders(<MyOrdersPage />, { path }), api };
}

const orderCalls = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls.filter(([url]) => String(url).includes('Customers/GetCustomerOrders')).map(([url]) => new URL(String(url), 'http://localhost'));
const rowOf = (number: string) => screen.getByRole('rowheader', { name: number }).closest('tr') as HTMLElement;

describe('MyOrdersPage', () => {
  it('shows Order, Date, Status, Total and Actions, the status with the payment status, totals in the order currency', async () => {
    renderOrders({
      'Customers/GetCustomerOrders': ordersApi([
        orderSummary({
          order_id: 78,
          invoice_number: 'SC/26-27/000078',
          invoice_key: 'key-78',
          order_currency: 'USD',
          order_display_total: 46.24,
          order_payment_method: 'card',
          payment_status: 'awaiting_payment',
          payment_status_label: 'Awaiting payment',
        }),
        orderSummary({
          order_status: 2,
          order_status_label: 'Shipped',
          carrier: 'BlueDart',
          tracking_number: 'BD123',
          tracking_url: 'https://track.example.in/bd?awb=BD123',
        }),
      ]),
    });

    const table = await screen.findByRole('table', { name: 'Your orders, newest first' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Date', 'Status', 'Total', 'Actions']);

    const usd = rowOf('SC/26-27/000078');
    expect(within(usd).getByText('$46.24')).toBeTruthy();
    expect(within(usd).getByText('Placed')).toBeTruthy();
    expect(within(usd).getByText('Awaiting payment')).toBeTruthy();
    expect(within(usd).getByText('May 12, 2026')).toBeTruthy();
    expect(within(usd).getByRole('link', { name: 'View the invoice of order SC/26-27/000078' }).getAttribute('href')).toBe('/Invoice/78?key=key-78');

    const inr = rowOf('SC/26-27/000077');
    expect(within(inr).getByText('₹3,998')).toBeTruthy();
    expect(within(inr).getByText('Shipped')).toBeTruthy();
    expect(within(inr).getByText('Pay on delivery')).toBeTruthy();
    expect(within(inr).getByText('BlueDart: BD123')).toBeTruthy();
    const track = within(inr).getByRole('link', { name: 'Track order SC/26-27/000077 on the BlueDart website (opens in a new tab)' });
    expect(track.textContent).toBe('Track parcel');
    expect(track.getAttribute('href')).toBe('https://track.example.in/bd?awb=BD123');
    expect(track.getAttribute('target')).toBe('_blank');
    // No tracking page known: no link.
    expect(within(usd).queryByText('Track parcel')).toBeNull();
  });

  it('pages 5 at a time with previous, current, neighbours and next', async () => {
    const { api, router } = renderOrders({ 'Customers/GetCustomerOrders': ordersApi(many(12)) });

    await screen.findByRole('rowheader', { name: 'SC/26-27/000100' });
    expect(screen.getAllByRole('rowheader')).toHaveLength(ORDERS_PAGE_SIZE);
    const bar = screen.getByRole('navigation', { name: 'Pagination' });
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 2', 'Next page']);
    expect((within(bar).getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(within(bar).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('rowheader', { name: 'SC/26-27/000095' })).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    expect(
      within(bar)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Previous page', 'Page 1', 'Page 2', 'Page 3', 'Next page']);
    expect(within(bar).getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(within(bar).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByRole('rowheader', { name: 'SC/26-27/000090' })).toBeTruthy();
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
    expect((within(bar).getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(orderCalls(api).map((url) => [url.searchParams.get('limit'), url.searchParams.get('page')])).toEqual([
      ['5', '1'],
      ['5', '2'],
      ['5', '3'],
    ]);
  });

  it("shows 'Sorry! No Result Found' without orders", async () => {
    renderOrders({ 'Customers/GetCustomerOrders': ordersApi([]) });

    expect(await screen.findByText(MESSAGES.noOrders)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/AllProductsList');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows the empty state, with a retry, when the orders cannot be read', async () => {
    let calls = 0;
    renderOrders({
      'Customers/GetCustomerOrders': (url) =>
        ++calls === 1 ? { status: 404, body: { success: false, message: 'Route not found' } } : ordersApi([orderSummary()])(url),
    });

    expect(await screen.findByText(MESSAGES.noOrders)).toBeTruthy();
    expect(screen.getByText('Your orders could not be loaded just now.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('rowheader', { name: 'SC/26-27/000077' })).toBeTruthy();
  });

  it("cancels after the confirmation, says 'Canceled!' and reads the list again", async () => {
    let status = 0;
    const { api } = renderOrders({
      'Customers/GetCustomerOrders': (url) =>
        ordersApi([orderSummary({ order_status: status, order_status_label: status === 4 ? 'Cancelled' : 'Placed' })])(url),
      'Order/CancelOrder': () => {
        status = 4;
        return { body: { success: true, message: 'Order cancelled.' } };
      },
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order SC/26-27/000077' }));
    const confirm = screen.getByRole('dialog', { name: 'Cancel this order?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep the order' }));
    expect(api.mock.calls.some(([url]) => String(url).includes('Order/CancelOrder'))).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order SC/26-27/000077' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes, cancel it' }));

    const done = await screen.findByRole('dialog', { name: MESSAGES.orderCanceled });
    expect(within(done).getByText('Order SC/26-27/000077 has been cancelled.')).toBeTruthy();
    const call = api.mock.calls.find(([url]) => String(url).includes('Order/CancelOrder'))!;
    expect(bodyOf(call[1])).toEqual({ order_id: 77 });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
    expect(orderCalls(api)).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Cancel order SC/26-27/000077' })).toBeNull();
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: MESSAGES.orderCanceled })).toBeNull());
  });

  it("refuses at once an order past 'Placed': 'Error' / \"Order is processing, can't cancel.\"", async () => {
    const { api } = renderOrders({
      'Customers/GetCustomerOrders': ordersApi([orderSummary({ order_status: 1, order_status_label: 'Processing' })]),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order SC/26-27/000077' }));
    const dialog = screen.getByRole('dialog', { name: MESSAGES.orderProcessingTitle });
    expect(within(dialog).getByText(MESSAGES.orderProcessing)).toBeTruthy();
    expect(api.mock.calls.some(([url]) => String(url).includes('Order/CancelOrder'))).toBe(false);
  });

  it('offers no Cancel on a Shipped, Delivered or Cancelled order', async () => {
    for (const [status, label] of [
      [2, 'Shipped'],
      [3, 'Delivered'],
      [4, 'Cancelled'],
    ] as const) {
      const { unmount } = renderOrders({ 'Customers/GetCustomerOrders': ordersApi([orderSummary({ order_status: status, order_status_label: label })]) });
      expect(await screen.findByRole('link', { name: 'View the invoice of order SC/26-27/000077' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Cancel order SC/26-27/000077' }), label).toBeNull();
      unmount();
    }
  });

  it('shows the server\'s refusal (409) as "Order is processing, can\'t cancel."', async () => {
    const { api } = renderOrders({
      'Customers/GetCustomerOrders': ordersApi([orderSummary()]),
      'Order/CancelOrder': () => ({ status: 409, body: { success: false, message: MESSAGES.orderProcessing } }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order SC/26-27/000077' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes, cancel it' }));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.orderProcessingTitle });
    expect(within(dialog).getByText(MESSAGES.orderProcessing)).toBeTruthy();
    await waitFor(() => expect(orderCalls(api)).toHaveLength(2));
  });

  it("says 'There was a problem canceling the order.' when the cancel fails", async () => {
    renderOrders({
      'Customers/GetCustomerOrders': ordersApi([orderSummary()]),
      'Order/CancelOrder': () => ({ status: 500, body: { success: false, message: 'Internal error' } }),
    });

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order SC/26-27/000077' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Cancel this order?' })).getByRole('button', { name: 'Yes, cancel it' }));

    const dialog = await screen.findByRole('dialog', { name: MESSAGES.orderProcessingTitle });
    expect(within(dialog).getByText(MESSAGES.orderCancelFailed)).toBeTruthy();
  });
});
