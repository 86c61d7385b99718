import { z } from 'zod';
import { CARD_NUMBER_DIGITS, CVV_MAX_DIGITS, CVV_MIN_DIGITS, TEXT_LIMITS } from '../constants';
import type { PaymentMethod } from '../order';
import { fieldErrors, maxLengthMessage, requiredText } from './common';

/** The messages of the payment step (spec 5), exactly. */
export const PAYMENT_MESSAGES = {
  upiRequired: 'UPI ID is required',
  upiInvalid: 'Please enter a valid UPI ID',
  cardNumberRequired: 'Card number is required',
  cardNumberInvalid: 'Please enter a valid 16-digit card number',
  cardNameRequired: 'Name on card is required',
  cardExpiryRequired: 'Expiry date is required',
  cardExpiryFormat: 'Please use MM/YY format',
  cardCvvRequired: 'CVV is required',
  cardCvvInvalid: 'Please enter a valid CVV',
} as const;

/** name@handle: a UPI id (letters, digits, '.', '_' or '-', then '@' and a letters-only handle). */
export const UPI_ID_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z]{2,64}$/;
/** MM/YY with the month 01 to 12. */
export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/\d{2}$/;

export const upiPaymentSchema = z.object({
  method: z.literal('upi'),
  upiId: requiredText(PAYMENT_MESSAGES.upiRequired).regex(UPI_ID_PATTERN, { error: PAYMENT_MESSAGES.upiInvalid }),
});

export const cardPaymentSchema = z.object({
  method: z.literal('card'),
  /** Typed in groups of four; the spaces are dropped, leaving the 16 digits. */
  cardNumber: requiredText(PAYMENT_MESSAGES.cardNumberRequired)
    .overwrite((value) => value.replace(/\s+/g, ''))
    .regex(new RegExp(`^\\d{${CARD_NUMBER_DIGITS}}$`), { error: PAYMENT_MESSAGES.cardNumberInvalid }),
  cardName: requiredText(PAYMENT_MESSAGES.cardNameRequired).max(TEXT_LIMITS.name, {
    error: maxLengthMessage('Name on card', TEXT_LIMITS.name),
  }),
  cardExpiry: requiredText(PAYMENT_MESSAGES.cardExpiryRequired).regex(CARD_EXPIRY_PATTERN, {
    error: PAYMENT_MESSAGES.cardExpiryFormat,
  }),
  cardCvv: requiredText(PAYMENT_MESSAGES.cardCvvRequired).regex(new RegExp(`^\\d{${CVV_MIN_DIGITS},${CVV_MAX_DIGITS}}$`), {
    error: PAYMENT_MESSAGES.cardCvvInvalid,
  }),
});

/** Nothing is checked for Cash on Delivery. */
export const cashPaymentSchema = z.object({ method: z.literal('cash') });
/** Nothing is checked for PayPal. */
export const paypalPaymentSchema = z.object({ method: z.literal('paypal') });

/** The payment step, by chosen method: UPI and card details are checked; cash and PayPal are not. */
export const paymentSchema = z.discriminatedUnion('method', [upiPaymentSchema, cardPaymentSchema, cashPaymentSchema, paypalPaymentSchema]);

export type PaymentInput = z.input<typeof paymentSchema>;
export type Payment = z.output<typeof paymentSchema>;

/** The payment form's fields (spec 3). */
export interface PaymentFormValues {
  upiId?: string;
  cardNumber?: string;
  cardName?: string;
  cardExpiry?: string;
  cardCvv?: string;
}

/**
 * The payment errors to show for the chosen option, first message per field; none for
 * cash, PayPal, or when no option is chosen (that is not checked at this step).
 */
export function paymentErrors(method: PaymentMethod | null | undefined, values: PaymentFormValues): Partial<Record<keyof PaymentFormValues, string>> {
  if (method !== 'upi' && method !== 'card') return {};
  const result = paymentSchema.safeParse({
    method,
    upiId: values.upiId ?? '',
    cardNumber: values.cardNumber ?? '',
    cardName: values.cardName ?? '',
    cardExpiry: values.cardExpiry ?? '',
    cardCvv: values.cardCvv ?? '',
  });
  return result.success ? {} : (fieldErrors(result.error) as Partial<Record<keyof PaymentFormValues, string>>);
}
