import { describe, expect, it } from 'vitest';
import { checkIndianState, hasKnownState, isIndianAddress, PINCODE_PATTERN } from './india-address';
import { stateFromText } from './gst';
import { ADDRESS_MESSAGES } from './schemas/address';

describe('isIndianAddress', () => {
  it('reads the country as the Cash on Delivery rule does: India, any case, trimmed', () => {
    expect(isIndianAddress('India')).toBe(true);
    expect(isIndianAddress(' INDIA ')).toBe(true);
    expect(isIndianAddress('Indiana')).toBe(false);
    expect(isIndianAddress('Nepal')).toBe(false);
    expect(isIndianAddress(null)).toBe(false);
  });
});

describe('stateFromText: the spellings India Post and shoppers use', () => {
  it.each([
    ['CHATTISGARH', 'Chhattisgarh'],
    ['Chhatisgarh', 'Chhattisgarh'],
    ['PONDICHERRY', 'Puducherry'],
    ['Dadra & Nagar Haveli', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['DAMAN & DIU', 'Dadra and Nagar Haveli and Daman and Diu'],
    ['Andaman & Nicobar', 'Andaman and Nicobar Islands'],
    ['ANDAMAN & NICOBAR ISLANDS', 'Andaman and Nicobar Islands'],
    ['Jammu & Kashmir', 'Jammu and Kashmir'],
    ['Tamilnadu', 'Tamil Nadu'],
    ['Telengana', 'Telangana'],
  ])('%s → %s', (text, state) => {
    expect(stateFromText(text)).toBe(state);
  });
});

describe('checkIndianState', () => {
  it("answers today's name of the state", () => {
    expect(checkIndianState('751001', 'orissa', ['Odisha'])).toEqual({ ok: true, state: 'Odisha' });
    expect(checkIndianState('999999', 'KA', null)).toEqual({ ok: true, state: 'Karnataka' });
  });

  it('refuses a state that is none of the 36', () => {
    expect(checkIndianState('560001', 'Atlantis', ['Karnataka'])).toEqual({ ok: false, message: ADDRESS_MESSAGES.stateNotIndian });
  });

  it("refuses a state the pin code is not in, naming the pin code's (first) state; either state of a border pin code is fine", () => {
    expect(checkIndianState('302003', 'Gujarat', ['Rajasthan'])).toEqual({
      ok: false,
      message: 'Pin Code 302003 is in Rajasthan: please choose Rajasthan as the state, or check the pin code',
    });
    expect(checkIndianState('396230', 'Gujarat', ['Dadra and Nagar Haveli and Daman and Diu', 'Gujarat']).ok).toBe(true);
  });
});

describe('hasKnownState', () => {
  it('is true abroad whatever the state, and in India when the state reads as one of the 36', () => {
    expect(hasKnownState({ country_region: 'Nepal', state: 'Bagmati' })).toBe(true);
    expect(hasKnownState({ country_region: 'india', state: 'orissa' })).toBe(true);
    expect(hasKnownState({ country_region: 'India', state: 'Karnatak' })).toBe(false);
  });
});

describe('PINCODE_PATTERN', () => {
  it('is six digits', () => {
    expect(PINCODE_PATTERN.test('302003')).toBe(true);
    expect(PINCODE_PATTERN.test('30200')).toBe(false);
    expect(PINCODE_PATTERN.test('3020031')).toBe(false);
  });
});
