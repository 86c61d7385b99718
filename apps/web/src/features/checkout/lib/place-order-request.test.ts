import { describe, expect, it } from 'vitest';
import { placeOrderAmounts, placeOrderRequestSchema, type CartItem } from '@shop/core';
import { productCard } from '../../../test/fixtures';
import { EMPTY_PAYMENT_VALUES } from '../../../shared/payments/lib/payment-form';
import { orderSummary, paymentDetails, placeOrderRequest } from './place-order-request';

function line(overrides: Partial<CartItem> = {}): CartItem {
  return { ...productCard(), quantity: 1, expiresAt: Date.now() + 60_000, selected_currency: 'INR', ...overrides } as CartItem;
}

const items = [
  line({ quantity: 2 }),
  line({ product_id: 40, product_variant_id: 41, product_title: 'Rose Quartz', product_variant_sale_price: 500, product_variant_mrp_price: 650 }),
];

const card = { ...EMPTY_PAYMENT_VALUES, method: 'card' as const, cardNumber: '4111 1111 1111 1111', cardName: 'Mira Rao', cardExpiry: '12/29', cardCvv: '123' };

describe('paymentDetails', () => {
  it('sends only the brand and the last four digits of a card', () => {
    expect(paymentDetails(card)).toEqual({ card_brand: 'visa', card_last4: '1111' });
  });

  it('sends the UPI id for UPI, and nothing for cash or PayPal', () => {
    expect(paymentDetails({ ...EMPTY_PAYMENT_VALUES, method: 'upi', upiId: ' mira@okbank ' })).toEqual({ upi_id: 'mira@okbank' });
    expect(paymentDetails({ ...EMPTY_PAYMENT_VALUES, method: 'cash' })).toBeUndefined();
    expect(paymentDetails({ ...EMPTY_PAYMENT_VALUES, method: 'paypal' })).toBeUndefined();
  });
});

describe('placeOrderRequest', () => {
  it("is core's amounts with the address, option and currency, and passes the server's schema", () => {
    const body = placeOrderRequest({ items, currency: 'USD', addressId: 9, method: 'card', values: card });
    expect(body).toMatchObject({ ...placeOrderAmounts(items, 'USD'), customer_address_id: 9, order_payment_method: 'card', order_currency: 'USD' });
    expect(placeOrderRequestSchema.safeParse(body).success).toBe(true);
  });

  it('never carries the card number, name, expiry or CVV', () => {
    const json = JSON.stringify(placeOrderRequest({ items, currency: 'INR', addressId: 9, method: 'card', values: card }));
    for (const secret of ['4111 1111', '4111111111111111', 'Mira Rao', '12/29', '"123"', 'cardCvv', 'cardNumber']) {
      expect(json).not.toContain(secret);
    }
  });

  it('has no payment for cash', () => {
    const body = placeOrderRequest({ items, currency: 'INR', addressId: 9, method: 'cash', values: { ...EMPTY_PAYMENT_VALUES, method: 'cash' } });
    expect('payment' in body).toBe(false);
  });
});

describe('orderSummary', () => {
  it('gives the rows and totals the order is sent with (INR)', () => {
    const summary = orderSummary(items, 'INR');
    expect(summary.rows.map((row) => [row.title, row.quantity, row.unitPrice, row.lineTotal])).toEqual([
      ['Amethyst Cluster', 2, 1749, 3498],
      ['Rose Quartz', 1, 500, 500],
    ]);
    expect([summary.subTotal, summary.grandTotal]).toEqual([3998, 3998]);
  });

  it('converts each unit price to the cent first in USD, as the server checks it', () => {
    const summary = orderSummary(items, 'USD');
    // 1749 / 86.44 = 20.2337… → $20.23; × 2 = $40.46. 500 / 86.44 = 5.7843… → $5.78.
    expect(summary.rows.map((row) => [row.unitPrice, row.lineTotal])).toEqual([
      [20.23, 40.46],
      [5.78, 5.78],
    ]);
    expect(summary.grandTotal).toBe(46.24);
    expect(summary.grandTotal).toBe(placeOrderAmounts(items, 'USD').order_grand_total);
  });
});
