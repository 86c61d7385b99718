import { formatPrice, inIndiaTime, SHORT_MONTHS } from '@shop/core';

/**
 * How the invoice writes money, dates and the UPI link's fields. Done by hand rather than
 * with Intl so the PDF's bytes do not depend on the ICU data or time-zone database the
 * Node build ships (small-icu has no en-IN grouping; en-GB's September is 'Sep' or 'Sept'
 * depending on the ICU version).
 */

/** Rupees on an invoice: '₹1,23,456.78' (core's, shared with the tax invoice on screen). */
export { formatInvoiceInr } from '@shop/core';

/** A USD display total: '$14.28' (core's formatter: two decimals, US grouping). */
export function formatUsd(dollars: number): string {
  return formatPrice(dollars, 'USD');
}

/** An ISO instant as the invoice's date in India: '05 Mar 2026' (Arabic: '05 مارس 2026'). */
export function formatInvoiceDate(iso: string, language: 'en' | 'ar' = 'en'): string {
  const ist = inIndiaTime(iso);
  if (Number.isNaN(ist.getTime())) return iso;
  const day = String(ist.getUTCDate()).padStart(2, '0');
  return `${day} ${SHORT_MONTHS[language][ist.getUTCMonth()]} ${ist.getUTCFullYear()}`;
}

/** The fields of a upi://pay link the invoice prints beside its QR code (payee, amount, reference). */
export function upiLinkFields(link: string): { payee: string; payeeName: string; amount: string; reference: string } {
  const at = link.indexOf('?');
  const query = new URLSearchParams(at === -1 ? '' : link.slice(at + 1));
  return {
    payee: query.get('pa') ?? '',
    payeeName: query.get('pn') ?? '',
    amount: query.get('am') ?? '',
    reference: query.get('tr') ?? '',
  };
}

/** Hebrew, Arabic (with its supplements and presentation forms), Syriac, Thaana, N'Ko. */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
const LETTER = /\p{L}/u;

/**
 * The base direction of a piece of shopper or seller data (a name, an address line, a
 * product title): that of its first letter, as a browser's dir="auto" does. react-pdf
 * otherwise lays every paragraph out left to right, which puts an Arabic line's Latin
 * words ('شقة 4B، برج النور') and its final full stop on the wrong side.
 */
export function textDirectionOf(text: string): 'ltr' | 'rtl' {
  for (const ch of text) {
    if (LETTER.test(ch)) return RTL_LETTER.test(ch) ? 'rtl' : 'ltr';
  }
  return 'ltr';
}
