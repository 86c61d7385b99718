import { describe, expect, it } from 'vitest';
import { INVOICE_NOTES, MESSAGES, ORDER_STATUS_LABELS, PAYMENT_STATUS_LABELS } from '@shop/core';
import { loadLocale, translationKeys } from '../../test/translations';

describe('orders translations', () => {
  const en = loadLocale('en', 'orders');
  const ar = loadLocale('ar', 'orders');

  it('has the same keys in English and Arabic', () => {
    expect(translationKeys(ar)).toEqual(translationKeys(en));
  });

  it("quotes the spec's order messages exactly in English", () => {
    expect(en.messages.orders).toEqual({
      noOrders: MESSAGES.noOrders,
      orderProcessingTitle: MESSAGES.orderProcessingTitle,
      orderProcessing: MESSAGES.orderProcessing,
      orderCanceled: MESSAGES.orderCanceled,
      orderCancelFailed: MESSAGES.orderCancelFailed,
    });
  });

  it('labels statuses and payment statuses as core does in English', () => {
    expect(en.status).toEqual(Object.fromEntries(Object.entries(ORDER_STATUS_LABELS)));
    expect(en.paymentStatus).toEqual(PAYMENT_STATUS_LABELS);
  });

  it('states the invoice notes of spec 9 word for word in English', () => {
    expect(INVOICE_NOTES.map((_, i) => en.invoice[`note${i + 1}`])).toEqual([...INVOICE_NOTES]);
  });

  it("quotes the spec's invoice headings", () => {
    expect([
      en.invoice.billTo,
      en.invoice.item,
      en.invoice.unitPrice,
      en.invoice.quantity,
      en.invoice.amount,
      en.invoice.subTotal,
      en.invoice.grandTotal,
    ]).toEqual(['Bill To', 'Item', 'Unit Price', 'Quantity', 'Amount', 'SubTotal', 'Grand Total']);
  });
});
