import { describe, expect, it } from 'vitest';
import { fieldErrors } from './common';
import { paymentErrors, paymentSchema } from './payment';

const card = {
  method: 'card' as const,
  cardNumber: '4111 1111 1111 1111',
  cardName: 'Asha Rao',
  cardExpiry: '12/27',
  cardCvv: '123',
};

function errors(input: unknown): Record<string, string> {
  const result = paymentSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe('paymentSchema: UPI', () => {
  it('needs an id of the form name@handle', () => {
    expect(errors({ method: 'upi', upiId: 'asha.rao@okbank' })).toEqual({});
    expect(errors({ method: 'upi', upiId: '' })).toEqual({ upiId: 'UPI ID is required' });
    expect(errors({ method: 'upi' })).toEqual({ upiId: 'UPI ID is required' });
    expect(errors({ method: 'upi', upiId: 'asha' })).toEqual({ upiId: 'Please enter a valid UPI ID' });
    expect(errors({ method: 'upi', upiId: 'asha@' })).toEqual({ upiId: 'Please enter a valid UPI ID' });
    expect(errors({ method: 'upi', upiId: 'asha@ok1' })).toEqual({ upiId: 'Please enter a valid UPI ID' });
  });
});

describe('paymentSchema: card', () => {
  it('accepts a valid card and keeps the 16 digits', () => {
    expect(paymentSchema.parse(card)).toEqual({ ...card, cardNumber: '4111111111111111' });
    expect(errors({ ...card, cardCvv: '1234' })).toEqual({});
  });

  it('has every card message', () => {
    expect(errors({ method: 'card', cardNumber: '', cardName: '', cardExpiry: '', cardCvv: '' })).toEqual({
      cardNumber: 'Card number is required',
      cardName: 'Name on card is required',
      cardExpiry: 'Expiry date is required',
      cardCvv: 'CVV is required',
    });
    expect(errors({ ...card, cardNumber: '4111 1111 1111 111' }).cardNumber).toBe('Please enter a valid 16-digit card number');
    expect(errors({ ...card, cardNumber: '4111 1111 1111 11112' }).cardNumber).toBe('Please enter a valid 16-digit card number');
    expect(errors({ ...card, cardNumber: '4111 1111 1111 111a' }).cardNumber).toBe('Please enter a valid 16-digit card number');
  });

  it('needs MM/YY with a month from 01 to 12', () => {
    expect(errors({ ...card, cardExpiry: '01/30' })).toEqual({});
    for (const expiry of ['13/27', '00/27', '1/27', '1227', '12/2027']) {
      expect(errors({ ...card, cardExpiry: expiry }).cardExpiry).toBe('Please use MM/YY format');
    }
  });

  it('needs a CVV of 3 or 4 digits', () => {
    for (const cvv of ['12', '12345', '12a']) {
      expect(errors({ ...card, cardCvv: cvv }).cardCvv).toBe('Please enter a valid CVV');
    }
  });
});

describe('paymentSchema: cash and PayPal', () => {
  it('checks nothing', () => {
    expect(errors({ method: 'cash' })).toEqual({});
    expect(errors({ method: 'paypal', upiId: '', cardNumber: 'x' })).toEqual({});
  });
});

describe('paymentErrors', () => {
  it('returns the errors of the chosen option only', () => {
    expect(paymentErrors('upi', {})).toEqual({ upiId: 'UPI ID is required' });
    expect(paymentErrors('card', { cardNumber: '4111111111111111', cardName: 'A', cardExpiry: '12/27' })).toEqual({
      cardCvv: 'CVV is required',
    });
    expect(paymentErrors('cash', {})).toEqual({});
    expect(paymentErrors('paypal', {})).toEqual({});
  });

  it('checks nothing when no option is chosen', () => {
    expect(paymentErrors(null, {})).toEqual({});
    expect(paymentErrors(undefined, { upiId: 'bad' })).toEqual({});
  });
});
