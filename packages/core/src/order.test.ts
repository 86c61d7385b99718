import { describe, expect, it } from 'vitest';
import { availablePaymentMethods, defaultPaymentMethod, isCashOnDeliveryOffered, isOrderCancellable, isPaymentMethod } from './order';

describe('orders', () => {
  it('may be cancelled only with order_status 0', () => {
    expect(isOrderCancellable(0)).toBe(true);
    expect(isOrderCancellable('0')).toBe(true);
    expect(isOrderCancellable(1)).toBe(false);
    expect(isOrderCancellable('')).toBe(false);
    expect(isOrderCancellable(null)).toBe(false);
  });
});

describe('payment options', () => {
  it('offers and pre-selects Cash on Delivery only for India, case-insensitive', () => {
    expect(isCashOnDeliveryOffered('India')).toBe(true);
    expect(isCashOnDeliveryOffered(' INDIA ')).toBe(true);
    expect(isCashOnDeliveryOffered('india')).toBe(true);
    expect(isCashOnDeliveryOffered('Nepal')).toBe(false);
    expect(isCashOnDeliveryOffered(undefined)).toBe(false);
    expect(defaultPaymentMethod('india')).toBe('cash');
    expect(defaultPaymentMethod('USA')).toBeNull();
  });

  it('always offers UPI, PayPal and card', () => {
    expect(availablePaymentMethods('India')).toEqual(['cash', 'upi', 'paypal', 'card']);
    expect(availablePaymentMethods('Germany')).toEqual(['upi', 'paypal', 'card']);
  });

  it('knows the method names', () => {
    expect(isPaymentMethod('upi')).toBe(true);
    expect(isPaymentMethod('bitcoin')).toBe(false);
  });
});
