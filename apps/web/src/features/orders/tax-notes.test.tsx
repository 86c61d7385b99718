import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerOrder, registeredOrder, taxNote } from '../../test/fixtures';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { paths } from '../../shared/config/paths';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { changeLanguage } from '../../shared/i18n/i18n';
import InvoicePage from './invoice-page';

function renderInvoice(path: string, answer: (url: URL) => StubAnswer) {
  const api = stubApi({ 'Order/CustomerOrder': answer });
  return { ...renderRoutes([{ path: paths.invoice.path, element: <InvoicePage /> }], path), api };
}

/** A refund of the sphere (₹500), then the cancel of the rest (₹3,498), then the order went ahead after all (₹3,998 debited). */
const refund = taxNote({ type: 'credit', number: 'CN/26-27/000001', issued_at: '2026-05-13T19:00:00.000Z', reason: 'refund' }, [0, 50000]);
const cancel = taxNote({ type: 'credit', number: 'CN/26-27/000002', issued_at: '2026-05-14T05:30:00.000Z', reason: 'cancel' }, [349800, 0]);
const reopen = taxNote({ type: 'debit', number: 'DN/26-27/000001', issued_at: '2026-05-15T04:00:00.000Z', reason: 'reopen' }, [349800, 50000]);

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((r) => Array.from(r.children).map((c) => c.textContent));

describe('InvoicePage: credit and debit notes', () => {
  it('shows no notes section for an ordinary invoice, nor for a tax invoice without notes', async () => {
    const { unmount } = renderInvoice('/Invoice/77?key=k3y-77', () => ({ body: customerOrder() }));
    await screen.findByRole('article', { name: 'Invoice' });
    expect(screen.queryByRole('region', { name: 'Credit and debit notes' })).toBeNull();
    expect(screen.queryByText(/Credit Note|Debit Note/)).toBeNull();
    expect(screen.queryByRole('link', { name: /note/ })).toBeNull();
    unmount();

    renderInvoice('/Invoice/77?key=k3y-77', () => ({ body: registeredOrder([]) }));
    await screen.findByRole('article', { name: 'Tax Invoice' });
    expect(screen.queryByRole('region', { name: 'Credit and debit notes' })).toBeNull();
  });

  it('shows each note below the invoice, oldest first: number, date in India, the invoice, reason, items with IGST, total, words and PDF link', async () => {
    // Sent out of order: the page still lists the oldest first.
    renderInvoice('/Invoice/77?key=k3y-77', () => ({ body: registeredOrder([cancel, reopen, refund]) }));
    const section = await screen.findByRole('region', { name: 'Credit and debit notes' });
    expect(section.classList.contains('no-print')).toBe(true);
    // After the invoice in the page.
    const invoice = screen.getByRole('article', { name: 'Tax Invoice' });
    expect(invoice.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    const cards = within(section).getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Credit Note CN/26-27/000001',
      'Credit Note CN/26-27/000002',
      'Debit Note DN/26-27/000001',
    ]);

    const first = screen.getByRole('article', { name: 'Credit Note CN/26-27/000001' });
    const facts = Object.fromEntries(
      within(first)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    // 19:00 UTC on the 13th is past midnight in India: the 14th.
    expect(facts).toMatchObject({
      'Date issued': 'May 14, 2026',
      'Against invoice': 'SC/26-27/000077',
      Reason: 'Refund',
      'GST included': '₹14.56',
      'Total credited': '₹500.00',
    });
    const table = within(first).getByRole('table', { name: 'Items of credit note CN/26-27/000001' });
    // ₹500 at 3 % IGST (Rajasthan to Karnataka): taxable 485.44, IGST 14.56.
    expect(rowTexts(table)).toEqual([
      ['Item', 'Qty', 'HSN', 'Rate', 'Taxable value', 'IGST', 'Amount'],
      ['Rose Quartz Sphere', '1', '7116', '3%', '₹485.44', '₹14.56', '₹500.00'],
      ['Total', '', '', '', '₹485.44', '₹14.56', '₹500.00'],
    ]);
    expect(within(first).getByText('Rupees Five Hundred Only')).toBeTruthy();
    const link = within(first).getByRole('link', { name: 'Download credit note CN/26-27/000001 as a PDF' });
    expect(link.hasAttribute('download')).toBe(true);
    const href = new URL(link.getAttribute('href')!, 'http://localhost');
    expect(href.pathname).toBe('/api/Order/TaxNotePdf');
    expect(Object.fromEntries(href.searchParams)).toEqual({ order_id: '77', number: 'CN/26-27/000001', key: 'k3y-77', lng: 'en' });

    const second = screen.getByRole('article', { name: 'Credit Note CN/26-27/000002' });
    expect(within(second).getByText('Order cancelled')).toBeTruthy();
    expect(within(second).getByTestId('tax-note-total').textContent).toBe('₹3,498.00');

    const debit = screen.getByRole('article', { name: 'Debit Note DN/26-27/000001' });
    expect(within(debit).getByText('Cancelled order re-opened (paid after all)')).toBeTruthy();
    expect(within(debit).getByText('Total debited')).toBeTruthy();
    expect(within(debit).getByTestId('tax-note-total').textContent).toBe('₹3,998.00');
    expect(within(debit).getByTestId('tax-note-tax').textContent).toBe('₹23.28');
    expect(rowTexts(within(debit).getByRole('table'))).toEqual([
      ['Item', 'Qty', 'HSN', 'Rate', 'Taxable value', 'IGST', 'Amount'],
      ['Amethyst ClusterSize / Weight: 250 g', '2', '7103', '0.25%', '₹3,489.28', '₹8.72', '₹3,498.00'],
      ['Rose Quartz Sphere', '1', '7116', '3%', '₹485.44', '₹14.56', '₹500.00'],
      ['Total', '', '', '', '₹3,974.72', '₹23.28', '₹3,998.00'],
    ]);
    const debitLink = within(debit).getByRole('link', { name: 'Download debit note DN/26-27/000001 as a PDF' });
    expect(debitLink.getAttribute('href')).toBe('/api/Order/TaxNotePdf?order_id=77&number=DN%2F26-27%2F000001&key=k3y-77&lng=en');
  });

  it('splits the tax into CGST and SGST for a delivery within the shop’s state', async () => {
    const note = taxNote({ type: 'credit', number: 'CN/26-27/000003', issued_at: '2026-05-14T05:30:00.000Z', reason: 'cancel' }, [349800, 50000], {
      intraState: true,
    });
    renderInvoice('/Invoice/77?key=k3y-77', () => ({ body: registeredOrder([note], { intraState: true }) }));
    const card = await screen.findByRole('article', { name: 'Credit Note CN/26-27/000003' });
    expect(rowTexts(within(card).getByRole('table'))).toEqual([
      ['Item', 'Qty', 'HSN', 'Rate', 'Taxable value', 'CGST', 'SGST', 'Amount'],
      ['Amethyst ClusterSize / Weight: 250 g', '2', '7103', '0.25%', '₹3,489.28', '₹4.36', '₹4.36', '₹3,498.00'],
      ['Rose Quartz Sphere', '1', '7116', '3%', '₹485.44', '₹7.28', '₹7.28', '₹500.00'],
      ['Total', '', '', '', '₹3,974.72', '₹11.64', '₹11.64', '₹3,998.00'],
    ]);
    expect(within(card).getByText('Rupees Three Thousand Nine Hundred Ninety-Eight Only')).toBeTruthy();
  });

  it("links a logged-in owner's notes with the order's own key", async () => {
    signInForTest();
    renderInvoice('/Invoice/77', () => ({ body: registeredOrder([refund]) }));
    const link = await screen.findByRole('link', { name: /CN\/26-27\/000001/ });
    expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('key')).toBe('k3y-77');
  });

  it('in Arabic: the notes are named as such and their PDFs are in Arabic', async () => {
    await changeLanguage('ar');
    renderInvoice('/Invoice/77?key=k3y-77', () => ({ body: registeredOrder([refund, reopen]) }));
    const section = await screen.findByRole('region', { name: 'إشعارات الدائن والمدين' });
    expect(within(section).getByRole('heading', { name: 'إشعار دائن CN/26-27/000001' })).toBeTruthy();
    expect(within(section).getByRole('heading', { name: 'إشعار مدين DN/26-27/000001' })).toBeTruthy();
    expect(within(section).getByText('14 مايو 2026')).toBeTruthy();
    const link = within(section).getByRole('link', { name: 'تنزيل إشعار الدائن CN/26-27/000001 بصيغة PDF' });
    expect(new URL(link.getAttribute('href')!, 'http://localhost').searchParams.get('lng')).toBe('ar');
  });
});
