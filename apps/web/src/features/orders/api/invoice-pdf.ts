import { apiUrl } from '../../../shared/api/client';

/**
 * GET Order/InvoicePdf?order_id&key: the invoice as a PDF attachment. A plain link (the
 * browser downloads it), so it carries the invoice key rather than the auth headers; the
 * order answers give the owner their own key.
 */
export function invoicePdfUrl(orderId: number, invoiceKey: string): string {
  return apiUrl('Order/InvoicePdf', { order_id: orderId, key: invoiceKey });
}
