import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWith, signInAs } from '../../../test/render';
import { stubApi } from '../../../test/api-stub';
import { indiaToday, OrdersExportForm } from './orders-export-form';
import OrdersPage from './orders-page';

const CSV = '\uFEFForder_number,invoice_number\r\n41,SC/26-27/000041\r\n';

/** fetch answering the export with CSV text (or a JSON refusal), and the blobs handed to the browser. */
function stubExport(answer: { status: number; body: string; type: string } = { status: 200, body: CSV, type: 'text/csv; charset=utf-8' }) {
  const calls: URL[] = [];
  const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    calls.push(url);
    return new Response(answer.body, { status: answer.status, headers: { 'content-type': answer.type } });
  });
  return { calls, fetch };
}

const blobs: Blob[] = [];
const downloads: string[] = [];
const { createObjectURL, revokeObjectURL } = URL;
beforeEach(() => {
  blobs.length = 0;
  downloads.length = 0;
  // jsdom has no object URLs and does not follow downloads: note what would be saved.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:orders';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});
afterEach(() => {
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

describe('OrdersExportForm', () => {
  it("starts at this month in India's calendar, and downloads the chosen range and statuses as a CSV file", async () => {
    signInAs();
    const { calls } = stubExport();
    const done = vi.fn();
    renderWith(<OrdersExportForm onDone={done} />);
    const today = indiaToday();
    const from = screen.getByLabelText('From') as HTMLInputElement;
    const to = screen.getByLabelText('To') as HTMLInputElement;
    expect(from.value).toBe(`${today.slice(0, 8)}01`);
    expect(to.value).toBe(today);

    await userEvent.clear(from);
    await userEvent.type(from, '2026-04-01');
    await userEvent.clear(to);
    await userEvent.type(to, '2027-03-31');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    await userEvent.selectOptions(screen.getByLabelText('Payment'), 'Paid');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));

    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls).toHaveLength(1);
    expect(calls[0]!.pathname).toBe('/api/admin/orders/export.csv');
    expect(Object.fromEntries(calls[0]!.searchParams)).toEqual({ from: '2026-04-01', to: '2027-03-31', status: '3', payment_status: 'paid' });
    expect(downloads).toEqual(['orders-2026-04-01-to-2027-03-31.csv']);
    // The file keeps its byte-order mark (one), so spreadsheets read it as UTF-8.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blobs[0]!.arrayBuffer());
    expect(text).toBe(CSV);
  });

  it('names a mistake in the range before asking the server', async () => {
    signInAs();
    const { fetch } = stubExport();
    renderWith(<OrdersExportForm initial={{ from: '2026-05-01', to: '2026-04-30' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('from must be on or before to')).toBeTruthy();
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');

    await userEvent.clear(screen.getByLabelText('From'));
    await userEvent.type(screen.getByLabelText('From'), '2024-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect(await screen.findByText('The range may span at most 366 days: export a year at a time')).toBeTruthy();
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true');
    expect(fetch).not.toHaveBeenCalled();
    expect(downloads).toEqual([]);
  });

  it("shows the server's refusal word for word", async () => {
    signInAs();
    stubExport({ status: 400, body: JSON.stringify({ success: false, message: 'from must be a real date' }), type: 'application/json' });
    renderWith(<OrdersExportForm initial={{ from: '2026-04-01', to: '2026-04-30' }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    expect((await screen.findByRole('alert')).textContent).toBe('from must be a real date');
    expect(downloads).toEqual([]);
  });
});

describe('OrdersPage: Export CSV', () => {
  it("opens the export with the list's own dates and status", async () => {
    signInAs();
    stubApi({ 'GET /api/admin/orders': () => ({ body: { success: true, data: [], total: 0, page: 1, page_size: 20 } }) });
    renderWith([{ path: '/orders', element: <OrdersPage /> }], '/orders?from=2026-04-01&to=2026-04-15&status=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    const dialog = screen.getByRole('dialog', { name: 'Export orders as CSV' });
    expect((within(dialog).getByLabelText('From') as HTMLInputElement).value).toBe('2026-04-01');
    expect((within(dialog).getByLabelText('To') as HTMLInputElement).value).toBe('2026-04-15');
    expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('2');
    expect((within(dialog).getByLabelText('Payment') as HTMLSelectElement).value).toBe('');
  });
});

describe('indiaToday', () => {
  it("is India's date: 20:00 UTC on 31 March is already 1 April there", () => {
    expect(indiaToday(Date.parse('2026-03-31T20:00:00Z'))).toBe('2026-04-01');
    expect(indiaToday(Date.parse('2026-03-31T18:29:59Z'))).toBe('2026-03-31');
  });
});
