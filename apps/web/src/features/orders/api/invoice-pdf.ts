import { apiUrl } from '../../../shared/api/client';

/**
 * GET Order/InvoicePdf?order_id&key: the invoice as a PDF attachment. A plain link (the
 * browser downloads it), so it carries the invoice key rather than the auth headers; the
 * order answers give the owner their own key. `lng`: the PDF's words are in the language the
 * shopper reads the screen in (Arabic is laid out right to left).
 */
export function invoicePdfUrl(orderId: number, invoiceKey: string, language: string): string {
  return apiUrl('Order/InvoicePdf', { order_id: orderId, key: invoiceKey, lng: language === 'ar' ? 'ar' : 'en' });
}

/**
 * GET Order/TaxNotePdf?order_id&number&key&lng: one credit or debit note against the order's
 * tax invoice, as a PDF attachment; like the invoice's link, it carries the invoice key.
 */
export function taxNotePdfUrl(orderId: number, number: string, invoiceKey: string, language: string): string {
  return apiUrl('Order/TaxNotePdf', { order_id: orderId, number, key: invoiceKey, lng: language === 'ar' ? 'ar' : 'en' });
}
