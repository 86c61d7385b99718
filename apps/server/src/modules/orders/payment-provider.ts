import type { PaymentMethod, PaymentStatus } from '@shop/core';

/**
 * Where money is taken. The shop reaches no payment gateway (DESIGN 4.3), so the default
 * provider is offline: it takes nothing and says so. A real gateway is another
 * implementation of this interface, chosen by configuration; the order service does not
 * change.
 */
export interface PaymentProvider {
  readonly name: string;
  /** The payment status an order starts with for a method. */
  initialStatus(method: PaymentMethod): PaymentStatus;
}

/**
 * No gateway: Cash on Delivery is due on delivery; UPI, PayPal and card orders await a
 * payment the shop confirms by hand (UPI: the QR code or link on the invoice, for the exact
 * amount). What a cancel or a refund does to the payment status is the order's status table
 * (core's orderActionResult), the same for the shopper and the back office.
 */
export class OfflinePaymentProvider implements PaymentProvider {
  readonly name = 'offline';

  initialStatus(method: PaymentMethod): PaymentStatus {
    return method === 'cash' ? 'cod_due' : 'awaiting_payment';
  }
}
