import { CASH_ON_DELIVERY_COUNTRY, ORDER_STATUS_CANCELLABLE } from './constants';

/** An order may be cancelled only while its order_status is 0 (spec 4). */
export function isOrderCancellable(orderStatus: number | string | null | undefined): boolean {
  if (typeof orderStatus === 'number') return orderStatus === ORDER_STATUS_CANCELLABLE;
  return typeof orderStatus === 'string' && orderStatus.trim() === String(ORDER_STATUS_CANCELLABLE);
}

/** The payment options of checkout, as sent in order_payment_method, with their labels. */
export const PAYMENT_METHODS = ['cash', 'upi', 'paypal', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash on Delivery',
  upi: 'UPI',
  paypal: 'PayPal',
  card: 'Credit/Debit Card',
};

/** Whether a value is one of the payment option names. */
export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** Cash on Delivery is offered only when the default address country is India, case-insensitive. */
export function isCashOnDeliveryOffered(country: string | null | undefined): boolean {
  return typeof country === 'string' && country.trim().toLowerCase() === CASH_ON_DELIVERY_COUNTRY.toLowerCase();
}

/** The payment options offered for a delivery country: UPI, PayPal and card always, cash for India. */
export function availablePaymentMethods(country: string | null | undefined): PaymentMethod[] {
  return PAYMENT_METHODS.filter((m) => m !== 'cash' || isCashOnDeliveryOffered(country));
}

/** The pre-selected option: Cash on Delivery for India, otherwise none. */
export function defaultPaymentMethod(country: string | null | undefined): PaymentMethod | null {
  return isCashOnDeliveryOffered(country) ? 'cash' : null;
}

/** The address fields of an order's Bill To block. */
export interface BillToAddress {
  area_street_sector: string;
  landmark: string;
  flat_house_building: string;
  town_city: string;
  state: string;
  pincode: string;
  country_region: string;
}

/**
 * The Bill To block's lines after the name, in spec 2.11's order (street area, landmark,
 * flat, then city, state and pin code on one line, country), for the invoice screen and
 * its PDF alike; empty ones are left out. The landmark is marked, for its label.
 */
export function billToLines(address: BillToAddress, comma = ', '): Array<{ landmark: boolean; text: string }> {
  const city = `${[address.town_city, address.state].filter(Boolean).join(comma)} ${address.pincode ?? ''}`.trim();
  return [
    { landmark: false, text: address.area_street_sector },
    { landmark: true, text: address.landmark },
    { landmark: false, text: address.flat_house_building },
    { landmark: false, text: city },
    { landmark: false, text: address.country_region },
  ].filter((line) => (line.text ?? '').trim() !== '');
}
