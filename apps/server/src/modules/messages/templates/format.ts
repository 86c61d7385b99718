import { formatPrice, fromMinorUnits, inIndiaTime, paiseToRupees } from '@shop/core';
import { formatInvoiceDate, formatInvoiceInr } from '../../orders/invoice-pdf/format.js';
import type { MessageLanguage, MessageOrder } from '../message-data.js';
import type { MessageStrings } from './strings.js';

/**
 * How the e-mails write money, dates, links and subjects. Amounts are the invoice's (the PDF
 * attached to the order e-mail): rupees with paise, '₹1,23,456.78', because a UPI payment
 * must be for the exact amount and the storefront's whole-rupee rounding would not show it.
 */

/** INR paise as the invoice writes them: '₹12,345.00'. */
export function formatInr(paise: number): string {
  return formatInvoiceInr(paiseToRupees(paise));
}

/** A USD display total (cents) beside an INR amount: 'US$142.82' (the country marked: ₹ stands next to it). */
export function formatUsdBeside(cents: number): string {
  return `US${formatPrice(fromMinorUnits(cents), 'USD')}`;
}

/** The order's grand total: '₹12,345.00', with the shopper's dollars beside it for a USD order: '₹12,345.00 (US$142.82)'. */
export function formatOrderTotal(order: Pick<MessageOrder, 'grand_total_paise' | 'order_currency' | 'display_total_minor'>): string {
  const inr = formatInr(order.grand_total_paise);
  return order.order_currency === 'USD' ? `${inr} (${formatUsdBeside(order.display_total_minor)})` : inr;
}

/**
 * The amount a payment instruction names: rupees alone for cash (collected in India) and UPI
 * (an INR payment), the order's total with its dollars beside it otherwise.
 */
export function formatAmountToPay(order: Pick<MessageOrder, 'payment_method' | 'grand_total_paise' | 'order_currency' | 'display_total_minor'>): string {
  return order.payment_method === 'cash' || order.payment_method === 'upi' ? formatInr(order.grand_total_paise) : formatOrderTotal(order);
}

/** An ISO instant as a date in India: '05 Mar 2026' / '05 مارس 2026' (the invoice's format). */
export function formatDate(iso: string, language: MessageLanguage): string {
  return formatInvoiceDate(iso, language);
}

/** An ISO instant as a date and time of day in India: '05 Mar 2026 at 19:17 (India time)'. */
export function formatDateTime(iso: string, language: MessageLanguage, t: MessageStrings): string {
  const ist = inIndiaTime(iso);
  if (Number.isNaN(ist.getTime())) return iso;
  const time = `${String(ist.getUTCHours()).padStart(2, '0')}:${String(ist.getUTCMinutes()).padStart(2, '0')}`;
  return fillText(t.dateTime, { date: formatDate(iso, language), time });
}

/** A path of the shop ('/Invoice/12?key=…') as a link in an e-mail: on the shop's public origin. */
export function absoluteUrl(origin: string, path: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path)) return path;
  return `${origin.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Fills {name} placeholders of a string with text. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/** A subject line that cannot break its header (the one rule of lib/mail-text). */
export { headerSafe as subjectLine } from '../../../lib/mail-text.js';
