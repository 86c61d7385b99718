import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INVOICE_NOTES, type CustomerOrderResponse } from '@shop/core';
import { afterAll, describe, expect, it } from 'vitest';
import { findFontsDir } from './fonts.js';
import { formatInvoiceDate, formatInvoiceInr, formatUsd, textDirectionOf, upiLinkFields } from './format.js';
import { renderInvoicePdf } from './index.js';
import { arabicLongOrder, inrCashOrder, interStateTaxOrder, intraStateCreditNote, intraStateTaxOrder, usdUpiUnpaidOrder } from './invoice-fixtures.js';

// pdftotext and pdftoppm come with Debian's poppler-utils, zbarimg with zbar-tools: the README's
// set-up and .ci/run install both. Without them these tests fail (saying what to install)
// rather than pass with their checks skipped.
const PDFTOTEXT = '/usr/bin/pdftotext';
const PDFTOPPM = '/usr/bin/pdftoppm';
const ZBARIMG = '/usr/bin/zbarimg';
const hasPoppler = fs.existsSync(PDFTOTEXT) && fs.existsSync(PDFTOPPM);
const hasZbar = fs.existsSync(ZBARIMG);

it('has the tools it reads PDFs back with (apt-get install poppler-utils zbar-tools)', () => {
  expect(hasPoppler, `${PDFTOTEXT} and ${PDFTOPPM} (apt-get install poppler-utils)`).toBe(true);
  expect(hasZbar, `${ZBARIMG} (apt-get install zbar-tools)`).toBe(true);
});

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-pdf-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function sha256(bytes: Buffer): string {
  return crypto.createHash('sha256').update(bytes).digest('hex');
}

function writePdf(name: string, bytes: Buffer): string {
  const file = path.join(tmp, `${name}.pdf`);
  fs.writeFileSync(file, bytes);
  return file;
}

/**
 * The PDF's text as pdftotext reads it, bidi marks removed and whitespace runs made one
 * space. Reading order by default (a wrapped title stays whole); `layout` keeps each
 * printed row on one line ('Grand Total ₹8,148.50').
 */
function pdfText(name: string, bytes: Buffer, layout = false): string {
  const args = [...(layout ? ['-layout'] : []), '-enc', 'UTF-8', writePdf(name, bytes), '-'];
  const text = execFileSync(PDFTOTEXT, args, { encoding: 'utf8' });
  return text.replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '').replace(/\s+/g, ' ');
}

/** pdfkit writes one uncompressed /Type /Page dictionary per page. */
function pageCount(bytes: Buffer): number {
  return bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;
}

const fixtures: [string, CustomerOrderResponse][] = [
  ['INR cash order', inrCashOrder],
  ['USD UPI unpaid order', usdUpiUnpaidOrder],
  ['Arabic name, 25 lines', arabicLongOrder],
];

describe('renderInvoicePdf', () => {
  // First in the file (each test file gets a fresh module): it needs fontkit's caches empty.
  it.skipIf(!hasPoppler)('keeps every letter whatever the process rendered before (fontkit glyph cache)', async () => {
    // Bold Arabic with 'ش' (the Arabic name) before any bold 'س' used to leave the cached
    // bold 'س' without code points, and react-pdf then dropped it: 'سعر الوحدة' came out 'عر الوحدة'.
    await renderInvoicePdf(arabicLongOrder);
    const text = pdfText('usd-ar-after-arabic', await renderInvoicePdf(usdUpiUnpaidOrder, { language: 'ar' }));
    expect(text).toContain('سعر الوحدة');
  });

  it.each(fixtures)('%s: a PDF, the same bytes on every render', async (_name, order) => {
    const first = await renderInvoicePdf(order);
    const second = await renderInvoicePdf(order);
    expect(first.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(sha256(second)).toBe(sha256(first));
    // The dates inside are the order's, not the clock's.
    const orderDate = order.customer_info.order_created_date.replace(/[-:T]/g, '').slice(0, 14);
    expect(first.toString('latin1')).toContain(`(D:${orderDate}Z)`);
  });

  it('renders at the same time as it does one after another', async () => {
    const serial: string[] = [];
    for (const [, order] of fixtures) serial.push(sha256(await renderInvoicePdf(order)));
    const together = await Promise.all(fixtures.map(([, order]) => renderInvoicePdf(order)));
    expect(together.map(sha256)).toEqual(serial);
  });

  it('fits a usual order on one page and runs a long one onto more', async () => {
    expect(pageCount(await renderInvoicePdf(inrCashOrder))).toBe(1);
    expect(pageCount(await renderInvoicePdf(usdUpiUnpaidOrder))).toBe(1);
    expect(pageCount(await renderInvoicePdf(arabicLongOrder))).toBe(2);
  });

  describe.skipIf(!hasPoppler)('text, as pdftotext reads it (poppler-utils)', () => {
    it.each(fixtures)('%s: invoice number, line titles, ₹ totals, notes', async (name, order) => {
      const info = order.customer_info;
      const pdf = await renderInvoicePdf(order);
      const text = pdfText(name, pdf);
      expect(text).toContain('Invoice');
      expect(text).not.toContain('Tax Invoice');
      expect(text).toContain(info.invoice_number);
      expect(text).toContain(formatInvoiceDate(info.order_created_date));
      expect(text).toContain(info.seller.gstin);
      for (const line of order.cart_info) {
        expect(text).toContain(line.item_product_title);
        expect(text).toContain(`${formatInvoiceInr(line.item_line_total)}`);
      }
      expect(text).toContain('₹');
      const rows = pdfText(name, pdf, true);
      expect(rows).toContain(`SubTotal ${formatInvoiceInr(info.order_sub_total)}`);
      expect(rows).toContain(`Grand Total ${formatInvoiceInr(info.order_grand_total)}`);
      for (const note of INVOICE_NOTES) expect(text).toContain(note);
      expect(text).toContain('This is a computer-generated invoice.');
    });

    it('the INR cash order: Bill To, overview and totals as printed', async () => {
      const text = pdfText('inr', await renderInvoicePdf(inrCashOrder));
      for (const part of ['Priya Sharma', 'B-204, Shanti Apartments', 'Malviya Nagar, Sector 7', 'Landmark: Near Gaurav Tower']) {
        expect(text).toContain(part);
      }
      expect(text).toContain('Jaipur, Rajasthan 302017');
      expect(text).toContain('Phone: 9829012345');
      expect(text).toContain('E-mail: priya.sharma@example.in');
      expect(text).toContain('05 Mar 2026');
      expect(text).toContain('Cash on Delivery');
      expect(text).toContain('Pay on delivery');
      expect(text).toContain('₹8,148.50');
      expect(text).toContain('Page 1 of 1');
      expect(text).not.toContain('Order total in USD');
      expect(text).not.toContain('Scan to pay');
    });

    it("a registered shop's invoice within its state: Tax Invoice, HSN and rate per line, CGST + SGST, the summary, words, place of supply", async () => {
      const pdf = await renderInvoicePdf(intraStateTaxOrder);
      const text = pdfText('tax-intra', pdf);
      const rows = pdfText('tax-intra', pdf, true);
      expect(text).toContain('Tax Invoice');
      expect(text).toContain('Place of supply Rajasthan (08)');
      expect(text).toContain('HSN 7116 · GST 3%');
      expect(text).toContain('HSN 7103 · GST 0.25%');
      // ₹1,298.00 at 3 %: taxable 1,298 × 100 / 103 = 1,260.19 (half up), tax 37.81, CGST 18.91 (the odd paisa) and SGST 18.90.
      expect(rows).toContain('₹649.00 2 ₹1,260.19 ₹18.91 ₹18.90 ₹1,298.00');
      expect(rows).toContain('₹1,850.50 3 ₹5,537.66 ₹6.92 ₹6.92 ₹5,551.50');
      // The summary's rows are sums of the lines: 7116 = 1,260.19 + 1,261.17.
      expect(rows).toContain('7116 3% ₹2,521.36 ₹37.83 ₹37.81 ₹75.64');
      expect(rows).toContain('7103 0.25% ₹5,537.66 ₹6.92 ₹6.92 ₹13.84');
      expect(rows).toContain('Total ₹8,059.02 ₹44.75 ₹44.73 ₹89.48');
      expect(rows).toContain('Taxable value ₹8,059.02');
      expect(rows).toContain('Grand Total ₹8,148.50');
      expect(text).toContain('Rupees Eight Thousand One Hundred Forty-Eight and Fifty Paise Only');
      expect(text).toContain('Whether tax is payable under reverse charge: No');
      expect(text).not.toContain('IGST');
      expect(text).toContain('Page 1 of 1');
    });

    it("a credit note against a registered shop's invoice: its number and date, the invoice it is against, what each line is credited with its tax, in Arabic too", async () => {
      const note = intraStateCreditNote;
      const pdf = await renderInvoicePdf(intraStateTaxOrder, { note });
      const text = pdfText('credit-note', pdf);
      const rows = pdfText('credit-note', pdf, true);
      expect(text).toContain('Credit Note');
      expect(text).not.toContain('Tax Invoice');
      // The overview's facts (pdftotext reads its heads, then its values).
      expect(text).toContain('Note No. Note date Against invoice CN/26-27/000007 12 May 2026 SC/26-27/000512 05 Mar 2026');
      expect(text).toContain('Order No. Reason Place of supply 4824 Refund Rajasthan (08)');
      // ₹1,000 over lines of ₹1,298.00, ₹1,299.00 and ₹5,551.50: ₹159.29, ₹159.42 and ₹681.29.
      expect(note.items.map((i) => i.amount)).toEqual([159.29, 159.42, 681.29]);
      expect(rows).toContain(
        `2 ${formatInvoiceInr(note.tax.lines[0]!.taxable)} ${formatInvoiceInr(note.tax.lines[0]!.cgst)} ${formatInvoiceInr(note.tax.lines[0]!.sgst)} ₹159.29`,
      );
      expect(rows).toContain(`Total credited ₹1,000.00`);
      expect(text).toContain('Rupees One Thousand Only');
      expect(text).toContain('Reduces the value of invoice SC/26-27/000512 dated 05 Mar 2026, and its tax.');
      expect(text).toContain('This is a computer-generated note.');
      expect(text).toContain('CN/26-27/000007 · Page 1 of 1');
      // Not the invoice's unit prices or its notes.
      expect(text).not.toContain('Unit Price');
      for (const line of INVOICE_NOTES) expect(text).not.toContain(line);
      const arabic = pdfText('credit-note-ar', await renderInvoicePdf(intraStateTaxOrder, { note, language: 'ar' }));
      // Labels without the lam-alef ligature, which pdftotext reads apart (see the Arabic test below).
      for (const label of ['إشعار دائن', 'مقابل الفاتورة', 'إجمالي المبلغ الدائن', 'CN/26-27/000007', 'SC/26-27/000512', 'Rupees One Thousand Only'])
        expect(arabic).toContain(label);
      const debit = pdfText(
        'debit-note',
        await renderInvoicePdf(intraStateTaxOrder, { note: { ...note, type: 'debit', reason: 'reopen', number: 'DN/26-27/000001' } }),
      );
      expect(debit).toContain('Debit Note');
      expect(debit).toContain('Cancelled order re-opened (paid after all)');
      expect(debit).toContain('Adds back to the value of invoice SC/26-27/000512');
    });

    it("a registered shop's invoice to another state: IGST only, and the buyer's GSTIN; in Arabic too", async () => {
      const pdf = await renderInvoicePdf(interStateTaxOrder);
      const text = pdfText('tax-inter', pdf);
      const rows = pdfText('tax-inter', pdf, true);
      expect(text).toContain('Place of supply Maharashtra (27)');
      expect(text).toContain('Buyer GSTIN: 27AAPFU0939F1ZV');
      expect(rows).toContain('₹649.00 2 ₹1,260.19 ₹37.81 ₹1,298.00');
      expect(rows).toContain('IGST ₹89.48');
      expect(text).not.toContain('CGST');
      expect(text).not.toContain('SGST');
      const arabic = pdfText('tax-inter-ar', await renderInvoicePdf(interStateTaxOrder, { language: 'ar' }));
      for (const label of [
        'فاتورة ضريبية',
        'مكان التوريد',
        'IGST',
        'HSN 7116 · GST 3%',
        '27AAPFU0939F1ZV',
        'Rupees Eight Thousand One Hundred Forty-Eight and Fifty Paise Only',
      ]) {
        expect(arabic).toContain(label);
      }
    });

    it('the unpaid UPI order in USD: the USD total and the pay box with the amount the QR asks', async () => {
      const info = usdUpiUnpaidOrder.customer_info;
      const pdf = await renderInvoicePdf(usdUpiUnpaidOrder);
      const text = pdfText('usd', pdf);
      expect(pdfText('usd', pdf, true)).toContain(`Order total in USD: ${formatUsd(info.order_display_total)}`);
      expect(text).toContain('Scan to pay with any UPI app');
      expect(upiLinkFields(info.upi_payment_link!).amount).toBe('20098.00');
      expect(text).toContain('₹20,098.00');
      expect(text).toContain('stoneandcrystal@okicici');
      expect(text).toContain('dbrooks@okhdfcbank');
    });

    it('the Arabic name, address and title come out as letters in reading order', async () => {
      const text = pdfText('arabic', await renderInvoicePdf(arabicLongOrder));
      expect(text).toContain('محمد عبد الله الهاشمي');
      expect(text).toContain('شارع الشيخ زايد');
      expect(text).toContain('مسبحة من حجر العقيق اليمني');
      expect(text).toContain('Visa ending 4242');
      expect(text).toContain('01 Apr 2026');
      expect(text).toContain('₹1,22,667.00');
      expect(text).toContain('Page 2 of 2');
    });

    it('in Arabic: the labels, the Arabic notes, and no letter lost', async () => {
      const text = pdfText('usd-ar', await renderInvoicePdf(usdUpiUnpaidOrder, { language: 'ar' }));
      // Labels without the lam-alef ligature ('لا', 'لإ'): it is drawn right, but pdftotext
      // turns a ligature's two letters round when it reverses a right-to-left line.
      for (const label of ['فاتورة', 'فاتورة إلى', 'سعر الوحدة', 'الكمية', 'المبلغ', 'المجموع الفرعي', 'امسح الرمز للدفع بأي تطبيق UPI']) {
        expect(text).toContain(label);
      }
      // The first note; pdftotext reorders its '(INR).' (brackets around Latin in Arabic), the page shows it right.
      expect(text).toContain('المبالغ بالروبية الهندية');
      // pdftotext puts the spaces of a date in Arabic in the wrong places; the letters and digits are in order.
      expect(text.replace(/ /g, '')).toContain('05مارس2026');
      expect(text).toContain('₹20,098.00');
    });

    it('page 1 becomes an image (pdftoppm -r 80), and the QR code reads back as the UPI link', async () => {
      const file = writePdf('usd-image', await renderInvoicePdf(usdUpiUnpaidOrder));
      execFileSync(PDFTOPPM, ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', file, path.join(tmp, 'usd-80')]);
      expect(fs.readFileSync(path.join(tmp, 'usd-80.png')).subarray(1, 4).toString('latin1')).toBe('PNG');
      execFileSync(PDFTOPPM, ['-png', '-r', '200', '-f', '1', '-l', '1', '-singlefile', file, path.join(tmp, 'usd-200')]);
      const decoded = execFileSync(ZBARIMG, ['-q', '--raw', path.join(tmp, 'usd-200.png')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
      expect(decoded).toBe(usdUpiUnpaidOrder.customer_info.upi_payment_link);
    });
  });
});

describe('invoice formats', () => {
  it('rupees with Indian grouping and two decimals', () => {
    expect(formatInvoiceInr(0)).toBe('₹0.00');
    expect(formatInvoiceInr(999)).toBe('₹999.00');
    expect(formatInvoiceInr(1850.5)).toBe('₹1,850.50');
    expect(formatInvoiceInr(100000)).toBe('₹1,00,000.00');
    expect(formatInvoiceInr(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatInvoiceInr(1.005)).toBe('₹1.01');
  });

  it('the date in India (Asia/Kolkata, UTC+5:30)', () => {
    expect(formatInvoiceDate('2026-03-31T18:29:59.000Z')).toBe('31 Mar 2026');
    expect(formatInvoiceDate('2026-03-31T18:30:00.000Z')).toBe('01 Apr 2026');
    expect(formatInvoiceDate('2026-09-09T00:00:00.000Z')).toBe('09 Sep 2026');
    expect(formatInvoiceDate('2026-09-09T00:00:00.000Z', 'ar')).toBe('09 سبتمبر 2026');
  });

  it("a piece of data's direction from its first letter", () => {
    expect(textDirectionOf('محمد 12')).toBe('rtl');
    expect(textDirectionOf('12 شارع')).toBe('rtl');
    expect(textDirectionOf('B-204, برج')).toBe('ltr');
    expect(textDirectionOf('00000')).toBe('ltr');
  });

  it('finds the fonts from the source folder and from the bundle in dist/', () => {
    const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
    const fonts = path.join(serverDir, 'assets', 'fonts');
    expect(findFontsDir()).toBe(fonts);
    expect(findFontsDir(path.join(serverDir, 'dist'))).toBe(fonts);
    expect(fs.existsSync(path.join(fonts, 'LICENSE'))).toBe(true);
  });
});
