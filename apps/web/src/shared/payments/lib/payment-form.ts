import { useForm, type Resolver } from 'react-hook-form';
import { PAYMENT_MESSAGES, paymentErrors, type PaymentMethod } from '@shop/core';
import { messageKeyLookup, translateWith } from '../../i18n/message-keys';

/** The checkout form: the chosen option ('' for none yet) and the payment fields of spec 3. */
export interface CheckoutPaymentValues {
  method: PaymentMethod | '';
  upiId: string;
  cardNumber: string;
  cardName: string;
  cardExpiry: string;
  cardCvv: string;
}

export const EMPTY_PAYMENT_VALUES: CheckoutPaymentValues = {
  method: '',
  upiId: '',
  cardNumber: '',
  cardName: '',
  cardExpiry: '',
  cardCvv: '',
};

/**
 * The payment step's checks are core's paymentErrors (spec 5): UPI and card details for
 * those options, nothing for cash or PayPal, and no option chosen is not checked here.
 */
export const paymentResolver: Resolver<CheckoutPaymentValues> = (values) => {
  const found = Object.entries(paymentErrors(values.method || null, values)).filter(([, message]) => message);
  if (found.length === 0) return { values, errors: {} };
  return {
    values: {},
    errors: Object.fromEntries(found.map(([field, message]) => [field, { type: 'validate', message }])),
  };
};

/** The checkout form: payment option and fields, validated on submit, then again as the shopper types. */
export function usePaymentForm(initial: Partial<CheckoutPaymentValues> = {}) {
  return useForm<CheckoutPaymentValues>({
    defaultValues: { ...EMPTY_PAYMENT_VALUES, ...initial },
    resolver: paymentResolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

const paymentMessageKey = messageKeyLookup({ payment: PAYMENT_MESSAGES }, 'messages');

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** A payment message in the current language (checkout namespace), or the message itself. */
export function translatePaymentMessage(t: Translate, message: string | undefined): string | undefined {
  return message ? translateWith(t, paymentMessageKey, message) : undefined;
}
