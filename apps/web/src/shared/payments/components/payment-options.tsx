import { useId } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { CVV_MAX_DIGITS, formatCardExpiry, formatCardNumber, type PaymentMethod } from '@shop/core';
import { isolateIn } from '../../i18n/direction';
import { LockIcon } from '../../ui/icons';
import { FormField } from '../../ui/form-field';
import { translatePaymentMessage, type CheckoutPaymentValues } from '../lib/payment-form';

/** '4111 1111 1111 1111': 16 digits and three spaces. */
const CARD_NUMBER_FIELD_LENGTH = 19;
/** 'MM/YY'. */
const CARD_EXPIRY_FIELD_LENGTH = 5;

export interface PaymentOptionsProps {
  form: UseFormReturn<CheckoutPaymentValues>;
  /** The options offered (core availablePaymentMethods for the delivery country). */
  methods: readonly PaymentMethod[];
  /** What a UPI payment will be for, formatted (UPI pays in rupees), for the UPI note. */
  upiAmount: string;
  /** No option chosen when the shopper tried to place the order. */
  missingMethod?: boolean;
  onMethodChange?(method: PaymentMethod): void;
  /** The shop takes UPI, PayPal and card online (the gateway): the notes say what happens then. */
  online?: boolean;
  /** Say that Cash on Delivery is for India only when it is not offered (not when paying an order already placed). */
  codHint?: boolean;
}

/**
 * The payment options of spec 2.10 and 4: each option a radio with what it means for the
 * shopper's money (nothing is taken when the order is placed), and for UPI and card their
 * fields with spec 5's messages. Card number and expiry are masked as typed (core
 * formatCardNumber, formatCardExpiry); the CVV takes at most 4 characters. Choosing
 * another option clears the payment errors.
 */
export function PaymentOptions({ form, methods, upiAmount, missingMethod = false, onMethodChange, online = false, codHint = true }: PaymentOptionsProps) {
  const { t, i18n } = useTranslation('checkout');
  const { t: tc } = useTranslation();
  const { register, control, watch, clearErrors, formState } = form;
  const selected = watch('method');
  const errors = formState.errors;
  const error = (field: keyof CheckoutPaymentValues) => translatePaymentMessage(t, errors[field]?.message);
  const requiredId = useId();
  // Online (Razorpay), UPI, PayPal and card are paid at once; Cash on Delivery is the same either way.
  const textKey = (group: 'descriptions' | 'notes', method: PaymentMethod) =>
    online && method !== 'cash' ? `gateway.online.${group}.${method}` : `payment.${group}.${method}`;

  return (
    <fieldset className="pay-options" aria-describedby={missingMethod ? requiredId : undefined}>
      <legend className="checkout-card__title">{t('payment.legend')}</legend>
      {codHint && !methods.includes('cash') && <p className="pay-options__hint">{t('payment.codIndiaOnly')}</p>}
      {missingMethod && (
        <p id={requiredId} className="form-field__error pay-options__required" role="alert">
          {t('payment.required')}
        </p>
      )}
      <ul className="pay-options__list">
        {methods.map((method) => {
          const checked = selected === method;
          return (
            <li key={method} className={checked ? 'pay-option pay-option--selected' : 'pay-option'}>
              <label className="pay-option__choice">
                <input
                  type="radio"
                  value={method}
                  {...register('method', {
                    onChange: () => {
                      clearErrors();
                      onMethodChange?.(method);
                    },
                  })}
                />
                <span className="pay-option__text">
                  <span className="pay-option__label">{tc(`paymentMethods.${method}`)}</span>
                  <span className="pay-option__description">{t(textKey('descriptions', method))}</span>
                </span>
              </label>
              {checked && (
                <div className="pay-option__panel">
                  {method === 'upi' && (
                    <FormField
                      label={t('payment.upiId')}
                      placeholder={t('payment.upiPlaceholder')}
                      autoComplete="off"
                      autoCapitalize="none"
                      spellCheck={false}
                      dir="ltr"
                      error={error('upiId')}
                      {...register('upiId')}
                    />
                  )}
                  {method === 'card' && (
                    <div className="card-fields">
                      <Controller
                        control={control}
                        name="cardNumber"
                        render={({ field }) => (
                          <FormField
                            className="card-fields__number"
                            label={t('payment.cardNumber')}
                            inputMode="numeric"
                            autoComplete="cc-number"
                            maxLength={CARD_NUMBER_FIELD_LENGTH}
                            placeholder="1234 5678 9012 3456"
                            dir="ltr"
                            error={error('cardNumber')}
                            name={field.name}
                            ref={field.ref}
                            value={field.value}
                            onBlur={field.onBlur}
                            onChange={(event) => field.onChange(formatCardNumber(event.target.value))}
                          />
                        )}
                      />
                      <FormField
                        className="card-fields__name"
                        label={t('payment.cardName')}
                        autoComplete="cc-name"
                        error={error('cardName')}
                        {...register('cardName')}
                      />
                      <Controller
                        control={control}
                        name="cardExpiry"
                        render={({ field }) => (
                          <FormField
                            label={t('payment.cardExpiry')}
                            inputMode="numeric"
                            autoComplete="cc-exp"
                            maxLength={CARD_EXPIRY_FIELD_LENGTH}
                            placeholder={t('payment.cardExpiryPlaceholder')}
                            dir="ltr"
                            error={error('cardExpiry')}
                            name={field.name}
                            ref={field.ref}
                            value={field.value}
                            onBlur={field.onBlur}
                            onChange={(event) => field.onChange(formatCardExpiry(event.target.value))}
                          />
                        )}
                      />
                      <FormField
                        label={t('payment.cardCvv')}
                        inputMode="numeric"
                        autoComplete="cc-csc"
                        maxLength={CVV_MAX_DIGITS}
                        dir="ltr"
                        hint={t('payment.cardCvvHint')}
                        error={error('cardCvv')}
                        {...register('cardCvv')}
                      />
                    </div>
                  )}
                  <p className="pay-option__note">{t(textKey('notes', method), { amount: isolateIn(i18n.language, upiAmount) })}</p>
                  {method === 'card' && (
                    <p className="pay-option__privacy">
                      <LockIcon width={16} height={16} />
                      <span>{t(online ? 'gateway.online.cardPrivacy' : 'payment.cardPrivacy')}</span>
                    </p>
                  )}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
