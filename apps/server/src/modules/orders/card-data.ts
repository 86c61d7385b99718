import { containsCardNumber, passesLuhn } from '@shop/core';

/** Field names that only card data goes by: a body with one is refused whatever it holds. */
const CARD_FIELD = /^(card_?number|cardnumber|cc_?number|pan|cvv2?|cvc2?|card_?cvv|card_?cvc|security_?code|card_?expiry|expiry|exp_?(month|year|date))$/i;

/**
 * Whether a request body carries card data: a full card number anywhere (a Luhn-valid run of
 * 13 to 19 digits in any string, or such a number), or a field named like a card number, CVV
 * or expiry. The browser validates the card and sends only its brand and last four digits
 * (DESIGN 4.1); anything more is refused before it is parsed further, stored or logged.
 */
export function carriesCardData(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (containsCardNumber(item)) return true;
    } else if (typeof item === 'number') {
      if (Number.isInteger(item) && item >= 1e12 && passesLuhn(String(item))) return true;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, inner] of Object.entries(item)) {
        if (CARD_FIELD.test(key)) return true;
        stack.push(inner);
      }
    }
  }
  return false;
}
