import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { INVOICE_NOTES, taxInvoiceOf, upiPaymentLink } from '@shop/core';
import { stubApi, type StubAnswer } from '../../test/api-stub';
import { customerOrder } from '../../test/fixtures';
import { paths } from '../../shared/config/paths';
import { renderRoutes } from '../../test/render';
import { signInForTest } from '../../test/session';
import { changeLanguage } from '../../shared/i18n/i18n';
import InvoicePage from './invoice-page';

const NOT_FOUND = 'This invoice could not be found. Check the link, or log in to see your orders.';

function renderInvoice(path: string, answer: (url: URL) => StubAnswer) {
  const api = stubApi({ 'Order/CustomerOrder': answer });
  return { ...renderRoutes([{ path: paths.invoice.path, element: <InvoicePage /> }], path), api };
}

const orderCalls = (api: ReturnType<typeof stubApi>) =>
  api.mock.calls.filter(([url]) => String(url).includes('Order/CustomerOrder')).map(([url]) => new URL(String(url), 'http://localhost'));

const upiLink = upiPaymentLink({
  payeeVpa: 'stoneandcrystal@okaxis',
  payeeName: 'Stone & Crystal Co.',
  amountPaise: 399800,
  reference: 'SC/26-27/000077',
  note: 'Order SC/26-27/000077',
});

describe('InvoicePage', () => {
  it('shows the header, seller, Bill To, overview, items, totals and the notes, for a guest with the key', async () => {
    const { api } = renderInvoice('/Invoice/77?key=k3y-77', () => ({ body: customerOrder() }));

    const invoice = await screen.findByRole('article', { name: 'Invoice' });
    expect(within(invoice).getAllByText('SC/26-27/000077').length).toBeGreaterThan(0);

    const seller = within(invoice).getByRole('region', { name: 'Sold by' });
    for (const text of [
      'Stone & Crystal Co.',
      '14 Johari Bazaar, Jaipur 302003',
      'Rajasthan',
      '08ABCDE1234F1Z5',
      '+91 141 400 7788',
      'care@stoneandcrystal.example',
    ]) {
      expect(within(seller).getByText(text)).toBeTruthy();
    }
    const billTo = within(invoice).getByRole('region', { name: 'Bill To' });
    expect(billTo.textContent).toMatch(
      /Mira Rao.*Sector 4.*Landmark: Near the lake.*12 Quartz Lane.*Bengaluru, Karnataka.*560001.*India.*9876543210.*mira@example\.com/,
    );

    const facts = Object.fromEntries(
      within(invoice)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({
      Date: 'May 12, 2026',
      'Invoice number': 'SC/26-27/000077',
      'Payment method': 'Cash on Delivery',
      Status: 'Placed',
      Payment: 'Pay on delivery',
      SubTotal: '₹3,998',
      'Grand Total': '₹3,998',
    });

    const items = within(invoice).getByRole('table', { name: 'Items on this invoice' });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Item', 'Unit Price', 'Quantity', 'Amount']);
    const first = within(items)
      .getByRole('rowheader', { name: /Amethyst Cluster/ })
      .closest('tr')!;
    expect(Array.from(first.querySelectorAll('td')).map((td) => td.textContent)).toEqual(['₹1,749', '2', '₹3,498']);

    const notes = within(invoice).getByRole('region', { name: 'Notes' });
    expect(
      within(notes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([...INVOICE_NOTES]);

    expect(screen.queryByText('Ordered in US dollars')).toBeNull();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(orderCalls(api)[0]!.searchParams.get('key')).toBe('k3y-77');
    expect(screen.getByRole('link', { name: 'Download invoice SC/26-27/000077 as a PDF' }).getAttribute('href')).toBe(
      '/api/Order/InvoicePdf?order_id=77&key=k3y-77&lng=en',
    );
  });

  it('states the USD total beside the rupee Grand Total of a USD order', async () => {
    renderInvoice('/Invoice/77?key=k3y-77', () => ({ body: customerOrder({ order_currency: 'USD', order_display_total: 46.24 }) }));

    expect(await screen.findByTestId('invoice-order-currency-total')).toHaveProperty('textContent', '$46.24');
    expect(screen.getByText('Ordered in US dollars')).toBeTruthy();
    expect(screen.getByTestId('invoice-grand-total').textContent).toBe('₹3,998');
  });

  it('shows the QR code and the UPI link for an unpaid UPI order, saying it awaits payment', async () => {
    renderInvoice('/Invoice/77?key=k3y-77', () => ({
      body: customerOrder({
        order_payment_method: 'upi',
        payment_status: 'awaiting_payment',
        payment_status_label: 'Awaiting payment',
        upi_id: 'mira@okbank',
        upi_payment_link: upiLink,
      }),
    }));

    const qr = await screen.findByRole('img', { name: 'QR code to pay ₹3,998 with a UPI app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h\d+v1h-\d+z/);
    expect(screen.getByText('This order is awaiting payment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Pay with UPI app' }).getAttribute('href')).toBe(upiLink);
    expect(screen.getByText('UPI ID mira@okbank')).toBeTruthy();
  });

  it('shows no QR code once a UPI order is paid, and says a card order was not charged', async () => {
    renderInvoice('/Invoice/77?key=k3y-77', () => ({
      body: customerOrder({ order_payment_method: 'upi', payment_status: 'paid', payment_status_label: 'Paid', upi_payment_link: null }),
    }));
    await screen.findByRole('article', { name: 'Invoice' });
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay with UPI app' })).toBeNull();
  });

  it('names the card by brand and last four only, and says no money was taken', async () => {
    renderInvoice('/Invoice/77?key=k3y-77', () => ({
      body: customerOrder({
        order_payment_method: 'card',
        payment_status: 'awaiting_payment',
        payment_status_label: 'Awaiting payment',
        card_brand: 'visa',
        card_last4: '1111',
      }),
    }));
    expect(await screen.findByText('Visa ending in 1111')).toBeTruthy();
    expect(screen.getByText('No money has been taken for this order. The shop will contact you to arrange payment.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
  });

  it('shows what was refunded and what was paid after refunds (issue 18)', async () => {
    renderInvoice('/Invoice/77?key=k3y-77', () => ({
      body: customerOrder({ payment_status: 'paid', payment_status_label: 'Paid', refunded: 500 }),
    }));
    await screen.findByRole('article', { name: 'Invoice' });
    expect(screen.getByTestId('invoice-refunded').textContent).toBe('−₹500');
    expect(screen.getByText('Paid after refunds')).toBeTruthy();
    expect(screen.getByTestId('invoice-net-paid').textContent).toBe(
      `₹${(Number(screen.getByTestId('invoice-grand-total').textContent!.replace(/[^\d.]/g, '')) - 500).toLocaleString('en-IN')}`,
    );
  });

  it("a registered shop's Tax Invoice: HSN and rate per line, CGST and SGST, the summary by HSN, the words and place of supply", async () => {
    const tax = taxInvoiceOf({
      lines: [
        { amountPaise: 349800, hsn: '7103', rateBasisPoints: 25 },
        { amountPaise: 50000, hsn: '7116', rateBasisPoints: 300 },
      ],
      sellerStateCode: '08',
      placeOfSupply: 'Rajasthan',
      placeOfSupplyCode: '08',
      buyerGstin: '08AAKCS4821M1ZW',
      totalPaise: 399800,
    });
    renderInvoice('/Invoice/77?key=k3y-77', () => ({ body: customerOrder({ tax_invoice: tax }) }));
    const invoice = await screen.findByRole('article', { name: 'Tax Invoice' });
    expect(within(invoice).getByRole('region', { name: 'Bill To' }).textContent).toContain('Buyer GSTIN: 08AAKCS4821M1ZW');
    const facts = Object.fromEntries(
      within(invoice)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    );
    // ₹3,498 at 0.25 %: taxable 3,489.28, tax 8.72 (CGST 4.36, SGST 4.36); ₹500 at 3 %: 485.44 and 14.56.
    // Every amount of a tax invoice to the paisa (the storefront's prices are whole rupees).
    expect(facts).toMatchObject({
      'Place of supply': 'Rajasthan (08)',
      SubTotal: '₹3,998.00',
      'Taxable value': '₹3,974.72',
      CGST: '₹11.64',
      SGST: '₹11.64',
      'Grand Total': '₹3,998.00',
    });
    const rows = within(invoice).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Amethyst Cluster.*HSN 7103 · GST 0\.25%.*₹1,749\.00.*2.*₹3,489\.28.*₹4\.36.*₹4\.36.*₹3,498\.00/),
        expect.stringMatching(/Rose Quartz Sphere.*HSN 7116 · GST 3%.*₹500\.00.*1.*₹485\.44.*₹7\.28.*₹7\.28.*₹500\.00/),
      ]),
    );
    const summary = within(invoice).getByRole('region', { name: 'Tax by HSN and rate' });
    expect(
      within(summary)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'HSNRateTaxable valueCGSTSGSTTotal tax',
      '71030.25%₹3,489.28₹4.36₹4.36₹8.72',
      '71163%₹485.44₹7.28₹7.28₹14.56',
      'Total₹3,974.72₹11.64₹11.64₹23.28',
    ]);
    expect(within(summary).getByTestId('invoice-amount-in-words').textContent).toBe('Rupees Three Thousand Nine Hundred Ninety-Eight Only');
    expect(within(summary).getByText('Whether tax is payable under reverse charge: No')).toBeTruthy();
  });

  it('prints with the browser', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderInvoice('/Invoice/77?key=k3y-77', () => ({ body: customerOrder() }));
    await userEvent.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it("asks a logged-in owner without a key, and downloads with the order's own key", async () => {
    signInForTest();
    const { api } = renderInvoice('/Invoice/77', () => ({ body: customerOrder() }));

    await screen.findByRole('article', { name: 'Invoice' });
    expect(orderCalls(api)[0]!.searchParams.has('key')).toBe(false);
    expect(screen.getByRole('link', { name: /Download invoice/ }).getAttribute('href')).toBe('/api/Order/InvoicePdf?order_id=77&key=k3y-77&lng=en');
  });

  it('downloads the PDF in Arabic when the shopper reads the screen in Arabic', async () => {
    await changeLanguage('ar');
    renderInvoice('/Invoice/77?key=k3y-77', () => ({ body: customerOrder() }));
    await screen.findByRole('article');
    expect(screen.getByRole('link', { name: /SC\/26-27\/000077/ }).getAttribute('href')).toBe('/api/Order/InvoicePdf?order_id=77&key=k3y-77&lng=ar');
  });

  it('says the invoice could not be found, and shows nothing of the buyer, for a 404', async () => {
    renderInvoice('/Invoice/77?key=wrong', () => ({ status: 404, body: { success: false, message: 'Order not found' } }));

    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/Login?redirect=%2FInvoice%2F77%3Fkey%3Dwrong');
    expect(screen.queryByText(/Mira Rao/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Print' })).toBeNull();
  });

  it('does not ask the shop at all without a key and without a login, nor for a path that is no order id', async () => {
    const { api, unmount } = renderInvoice('/Invoice/77', () => ({ body: customerOrder() }));
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    unmount();

    renderRoutes([{ path: paths.invoice.path, element: <InvoicePage /> }], '/Invoice/abc?key=k3y-77');
    expect(await screen.findByText(NOT_FOUND)).toBeTruthy();
    expect(orderCalls(api)).toHaveLength(0);
  });

  it('offers a retry when the shop cannot be reached', async () => {
    let calls = 0;
    renderInvoice('/Invoice/77?key=k3y-77', () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return { body: customerOrder() };
    });
    expect(await screen.findByText('The invoice could not be loaded just now.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Invoice' })).toBeTruthy();
  });
});
