import { render, screen, within } from '@testing-library/react';
import type { PackingSlip as Slip } from '@shop/core/admin';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderWith, signInAs } from '../../../test/render';
import { PackingSlip } from './packing-slip';
import PackingSlipsPage, { slipIdsOf } from './packing-slips-page';

const SLIP: Slip = {
  order_id: 41,
  invoice_number: 'SC/26-27/000041',
  order_created_date: '2026-11-29T20:15:00.000Z',
  ship_to: {
    country_region: 'India',
    full_name: 'Ananya Pillai',
    mobile_number: '9898989898',
    flat_house_building: 'Flat 3B, Lotus Residency',
    area_street_sector: 'MG Road',
    pincode: '682016',
    landmark: 'Opposite the temple tank',
    town_city: 'Kochi',
    state: 'Kerala',
  },
  lines: [
    { product_title: 'Rose Quartz Tumble Stones', variant_title: '250 g pouch', quantity: 2 },
    { product_title: 'Amethyst Cluster', variant_title: 'Medium (8 cm)', quantity: 1 },
  ],
  seller: { name: 'Stone & Crystal Co.', address: '14 Johari Bazaar, Jaipur 302003', phone: '+91 141 400 1234' },
};
const OTHER: Slip = {
  ...SLIP,
  order_id: 42,
  invoice_number: 'SC/26-27/000042',
  ship_to: { ...SLIP.ship_to, full_name: 'Rohan Das', landmark: '' },
  lines: [{ product_title: 'Black Tourmaline Bracelet', variant_title: '8 mm beads', quantity: 3 }],
};

describe('PackingSlip', () => {
  it('shows the shop, the order number and date, whom it goes to, and each item with its variant and quantity', () => {
    render(<PackingSlip slip={SLIP} />);
    const slip = screen.getByRole('article', { name: 'Packing slip SC/26-27/000041' });
    const text = slip.textContent ?? '';
    for (const part of [
      'Stone & Crystal Co.',
      '14 Johari Bazaar, Jaipur 302003',
      '+91 141 400 1234',
      'SC/26-27/000041',
      'Ananya Pillai',
      'Flat 3B, Lotus Residency',
      'MG Road',
      'Opposite the temple tank',
      'Kochi, Kerala 682016',
      'India',
      '9898989898',
    ]) {
      expect(text, part).toContain(part);
    }
    // Placed at 01:45 on 30 Nov in India (20:15 UTC the day before): the India date.
    expect(text).toContain('30 Nov 2026');
    const rows = within(slip).getByRole('table').querySelectorAll('tbody tr');
    expect([...rows].map((r) => [...r.querySelectorAll('td')].slice(0, 3).map((td) => td.textContent))).toEqual([
      ['Rose Quartz Tumble Stones', '250 g pouch', '2'],
      ['Amethyst Cluster', 'Medium (8 cm)', '1'],
    ]);
    expect(within(slip).getByRole('table').querySelector('tfoot')?.textContent).toContain('3');
  });

  it('says nothing about money: no price, total, currency or payment', () => {
    render(<PackingSlip slip={SLIP} />);
    const text = screen.getByRole('article').textContent ?? '';
    expect(text).not.toMatch(/₹|\$|rs\.?\s|inr|usd|price|total|subtotal|amount|paid|payment|\d+\.\d{2}\b/i);
  });

  it('leaves out an empty landmark line', () => {
    render(<PackingSlip slip={OTHER} />);
    const address = screen.getByRole('region', { name: 'Deliver to' }).querySelector('address')!;
    expect(address.querySelectorAll('br')).toHaveLength(5);
  });
});

describe('slipIdsOf', () => {
  it('reads whole numbers separated by commas, each once, in order', () => {
    expect(slipIdsOf('12,15, 12,abc,0,7')).toEqual([12, 15, 7]);
    expect(slipIdsOf(null)).toEqual([]);
  });
});

describe('PackingSlipsPage', () => {
  it('draws one slip per order asked, and names ids that are no order', async () => {
    signInAs();
    let asked = '';
    stubApi({
      'GET /api/admin/orders/packing-slips': (url) => {
        asked = url.searchParams.get('ids') ?? '';
        return { body: { success: true, data: [SLIP, OTHER], missing: [99] } };
      },
    });
    renderWith([{ path: '/orders/packing-slips', element: <PackingSlipsPage /> }], '/orders/packing-slips?ids=41,42,99');
    expect(await screen.findByRole('article', { name: 'Packing slip SC/26-27/000041' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Packing slip SC/26-27/000042' })).toBeTruthy();
    expect(asked).toBe('41,42,99');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Packing slips');
    expect(screen.getByRole('alert').textContent).toBe('No order has the id 99.');
    expect(screen.getByRole('button', { name: 'Print' })).toBeTruthy();
  });

  it("shows the server's refusal of too many orders", async () => {
    signInAs();
    stubApi({ 'GET /api/admin/orders/packing-slips': () => ({ status: 400, body: { success: false, message: 'Print at most 100 packing slips at once' } }) });
    const ids = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
    renderWith([{ path: '/orders/packing-slips', element: <PackingSlipsPage /> }], `/orders/packing-slips?ids=${ids}`);
    expect((await screen.findByRole('alert')).textContent).toBe('Print at most 100 packing slips at once');
  });
});
