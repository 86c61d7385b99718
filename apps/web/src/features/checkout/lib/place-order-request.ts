import {
  cardBrand,
  digitsOnly,
  orderTotalsMinor,
  placeOrderAmounts,
  unitPriceMinor,
  fromMinorUnits,
  type CartItem,
  type CurrencyCode,
  type PaymentMethod,
  type PlaceOrderRequestInput,
} from '@shop/core';
import type { CheckoutPaymentValues } from '../../../shared/payments/lib/payment-form';

/**
 * What travels of the payment (DESIGN 4.1): the UPI id for UPI; for a card only its brand
 * and last four digits (the number, name, expiry and CVV are checked here and stay in the
 * browser); nothing for cash or PayPal.
 */
export function paymentDetails(values: CheckoutPaymentValues): PlaceOrderRequestInput['payment'] {
  if (values.method === 'upi') return { upi_id: values.upiId.trim() };
  if (values.method === 'card') {
    const digits = digitsOnly(values.cardNumber);
    return { card_brand: cardBrand(digits), card_last4: digits.slice(-4) };
  }
  return undefined;
}

/** The place-order payload (spec 3): core's CartInfo and totals in the order currency, the address, the option and its details. */
export function placeOrderRequest({
  items,
  currency,
  addressId,
  method,
  values,
}: {
  items: readonly CartItem[];
  currency: CurrencyCode;
  addressId: number;
  method: PaymentMethod;
  values: CheckoutPaymentValues;
}): PlaceOrderRequestInput {
  const payment = paymentDetails({ ...values, method });
  return {
    ...placeOrderAmounts(items, currency),
    customer_address_id: addressId,
    order_payment_method: method,
    order_currency: currency,
    ...(payment ? { payment } : {}),
  };
}

/** A catalog price (rupees) as the order states it in `currency` (core unitPriceMinor). */
export function orderUnitPrice(rupees: number, currency: CurrencyCode): number {
  return fromMinorUnits(unitPriceMinor(rupees, currency));
}

/** One row of the order summary, in the order currency. */
export interface SummaryRow {
  key: string;
  title: string;
  variant?: string;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

/**
 * The summary's rows and totals with core's order money rules (each unit price converted
 * and rounded to the paisa or cent, then multiplied), so what the shopper reads is what
 * placeOrderAmounts sends and what the server checks.
 */
export function orderSummary(items: readonly CartItem[], currency: CurrencyCode) {
  const amounts = placeOrderAmounts(items, currency);
  const { lineTotals } = orderTotalsMinor(
    items.map((line) => ({ unitMinor: unitPriceMinor(line.product_variant_sale_price, currency), quantity: line.quantity })),
  );
  const rows: SummaryRow[] = items.map((line, i) => ({
    key: `${line.product_id}-${line.product_variant_id}`,
    title: line.product_title,
    variant: line.product_variant_title,
    quantity: line.quantity,
    unitPrice: amounts.CartInfo[i]!.product_variant_sale_price,
    lineTotal: fromMinorUnits(lineTotals[i]!),
  }));
  return { rows, subTotal: amounts.order_sub_total, grandTotal: amounts.order_grand_total };
}
