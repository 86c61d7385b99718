import { describe, expect, it } from 'vitest';
import { MESSAGES, PAYMENT_MESSAGES, PAYMENT_METHOD_LABELS } from '@shop/core';
import { loadLocale, translationKeys } from '../../test/translations';

describe('checkout translations', () => {
  const en = loadLocale('en', 'checkout');
  const ar = loadLocale('ar', 'checkout');

  it('has the same keys in English and Arabic', () => {
    expect(translationKeys(ar)).toEqual(translationKeys(en));
  });

  it("quotes the spec's payment messages exactly in English", () => {
    expect(en.messages.payment).toEqual(PAYMENT_MESSAGES);
  });

  it("quotes the spec's checkout texts exactly in English", () => {
    expect(en.messages.checkout).toEqual({
      noAddressTitle: MESSAGES.noAddressTitle,
      noAddressText: MESSAGES.noAddressText,
      noAddressButton: MESSAGES.noAddressButton,
      addressErrorTitle: MESSAGES.addressErrorTitle,
      addressErrorText: MESSAGES.addressErrorText,
      addressErrorButton: MESSAGES.addressErrorButton,
      noAddressToUpdate: MESSAGES.noAddressToUpdate,
      placeOrderButton: MESSAGES.placeOrderButton,
      placeOrderButtonBusy: MESSAGES.placeOrderButtonBusy,
    });
  });

  it('names the payment options as core does, in English and in Arabic', () => {
    expect(loadLocale('en', 'common').paymentMethods).toEqual(PAYMENT_METHOD_LABELS);
    expect(Object.keys(loadLocale('ar', 'common').paymentMethods).sort()).toEqual(Object.keys(PAYMENT_METHOD_LABELS).sort());
  });
});
