/**
 * Invoice PDF: renderInvoicePdf(order) turns an order's snapshot (the CustomerOrderResponse
 * of Order/CustomerOrder) into the A4 tax invoice as PDF bytes, for GET Order/InvoicePdf.
 *
 * - Rendering: @react-pdf/renderer's renderToBuffer on the server (measured against pdfkit,
 *   pdfmake and jsPDF before checkout was built: the one that gets ₹ and Arabic
 *   right with an embedded font). The page is React components
 *   (invoice-document.tsx) with every style in styles.ts and every word in labels.ts.
 * - Font: DejaVu Sans, committed in apps/server/assets/fonts/ with its licence (Bitstream
 *   Vera and Arev terms); fonts.ts finds the folder from src/ and from the dist/ bundle, and
 *   registers it once per process. Hyphenation is off.
 * - Same order, same bytes: the PDF's creation and modification dates are the order's date
 *   and the creator and producer strings are fixed (pdfkit derives the file ID from them).
 * - Two react-pdf 4 / fontkit bugs are worked round, each where it bites: no lineHeight is
 *   inherited (styles.ts: it hides the footer's page number) and glyphs keep their code
 *   points (fonts.ts: Arabic letters went missing after some other Arabic text).
 * - The UPI QR code is drawn as vector paths from uqr's module matrix (upi-qr.tsx).
 * - Text is real text: pdftotext finds the invoice number, titles, ₹ and totals.
 * - Cost: a render is CPU work on the event loop (tens of milliseconds for a usual order,
 *   the first one in a process a few hundred while the fonts are parsed).
 * - Tests: invoice-pdf.test.ts (pdftotext and pdftoppm from poppler-utils when installed).
 */
import { renderToBuffer } from '@react-pdf/renderer';
import { createElement } from 'react';
import type { CustomerOrderResponse, TaxNote } from '@shop/core';
import { loadInvoiceFonts, registerInvoiceFonts } from './fonts.js';
import { InvoiceDocument } from './invoice-document.js';
import type { InvoiceLanguage } from './labels.js';

export type { InvoiceLanguage } from './labels.js';

// Once, when the module loads: missing font files throw here, before any render. The
// files are read and parsed by the first render.
registerInvoiceFonts();

/**
 * The invoice of one order as PDF bytes: A4, one page for a usual order (a long one runs
 * on, with the column heads and footer repeated). `language: 'ar'` mirrors the page and
 * writes the labels in Arabic; amounts, numbers and the order's data stay as issued. With
 * `note` (one of customer_info.tax_notes), that credit or debit note instead.
 */
export async function renderInvoicePdf(order: CustomerOrderResponse, options: { language?: InvoiceLanguage; note?: TaxNote } = {}): Promise<Buffer> {
  await loadInvoiceFonts();
  return renderToBuffer(createElement(InvoiceDocument, { order, language: options.language ?? 'en', note: options.note }));
}
