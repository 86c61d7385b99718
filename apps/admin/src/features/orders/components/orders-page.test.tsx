import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderRow } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWith, signInAs } from '../../../test/render';
import OrdersPage from './orders-page';

const ROW: AdminOrderRow = {
  order_id: 41,
  invoice_number: 'SC/26-27/000041',
  order_created_date: '2026-11-29T20:15:00.000Z',
  full_name: 'Ananya Pillai',
  customer_email: 'ananya@example.com',
  mobile_number: '9898989898',
  order_status: 0,
  order_status_label: 'Placed',
  payment_status: 'cod_due',
  payment_status_label: 'Pay on delivery',
  order_payment_method: 'cash',
  order_currency: 'INR',
  order_grand_total: 2699,
  items: 3,
};

describe('OrdersPage: choosing orders for their packing slips', () => {
  function stubOrders() {
    return stubApi({
      'GET /api/admin/orders': () => ({
        body: {
          success: true,
          data: [ROW, { ...ROW, order_id: 42, invoice_number: 'SC/26-27/000042' }, { ...ROW, order_id: 43, invoice_number: 'SC/26-27/000043' }],
          total: 3,
          page: 1,
          page_size: 20,
        },
      }),
    });
  }

  it('prints the ticked orders, in the list order; ticking does not open the order', async () => {
    signInAs();
    stubOrders();
    const { router } = renderWith(
      [
        { path: '/orders', element: <OrdersPage /> },
        { path: '/orders/*', element: <p>elsewhere</p> },
      ],
      '/orders',
    );
    const third = await screen.findByRole('checkbox', { name: 'Select order SC/26-27/000043' });
    expect(screen.queryByRole('region', { name: 'Selected orders' })).toBeNull();
    await userEvent.click(third);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select order SC/26-27/000041' }));
    expect(router.state.location.pathname).toBe('/orders');
    const bar = screen.getByRole('region', { name: 'Selected orders' });
    expect(bar.textContent).toContain('2 orders selected');
    expect(within(bar).getByRole('link', { name: 'Print packing slips' }).getAttribute('href')).toBe('/orders/packing-slips?ids=41,43');
    const all = screen.getByRole('checkbox', { name: 'Select all orders on this page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
  });

  it('selects every order on the page at once, and clears them', async () => {
    signInAs();
    stubOrders();
    renderWith([{ path: '/orders', element: <OrdersPage /> }], '/orders');
    const all = (await screen.findByRole('checkbox', { name: 'Select all orders on this page' })) as HTMLInputElement;
    await userEvent.click(all);
    expect(all.checked).toBe(true);
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Print packing slips' }).getAttribute('href')).toBe('/orders/packing-slips?ids=41,42,43');
    await userEvent.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Print packing slips' })).toBeNull();
  });
});
