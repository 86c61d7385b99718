import type { PaymentMethod, PaymentStatus } from '@shop/core';
import type { PaymentsConfig } from '../../config.js';
import { GatewayError, type RazorpayClient } from './razorpay-client.js';

/**
 * Where money is taken. Without a gateway the provider is offline: it takes nothing and says
 * so. The Razorpay provider (razorpay-provider.ts) is the other implementation, chosen by
 * configuration; the order service asks only what is here.
 */
export interface PaymentProvider {
  readonly name: 'offline' | 'razorpay';
  /** The payment status an order starts with for a method. */
  initialStatus(method: PaymentMethod): PaymentStatus;
  /** When an order placed at `placedAt` must be paid by, or null (Cash on Delivery never expires). */
  paymentDeadline(method: PaymentMethod, placedAt: Date): Date | null;
  /** Whether orders of this method are paid through the gateway. */
  usesGateway(method: PaymentMethod): boolean;
  /**
   * Creates the gateway's order for the shop's order (the exact amount in paise, the invoice
   * number as receipt) and answers its id. Throws GatewayError when the gateway refuses or
   * does not answer in time.
   */
  openGatewayOrder(order: GatewayOrderRequest): Promise<string>;
}

export interface GatewayOrderRequest {
  order_id: number;
  invoice_number: string;
  amount_paise: number;
}

/**
 * No gateway: Cash on Delivery is due on delivery; UPI, PayPal and card orders await a
 * payment the shop confirms by hand (UPI: the QR code or link on the invoice, for the exact
 * amount), within MANUAL_PAYMENT_HOURS. What a cancel or a refund does to the payment status
 * is the order's status table (core's orderActionResult), the same for the shopper and the
 * back office.
 */
export class OfflinePaymentProvider implements PaymentProvider {
  readonly name = 'offline';

  constructor(private readonly config: Pick<PaymentsConfig, 'manualPaymentHours'>) {}

  initialStatus(method: PaymentMethod): PaymentStatus {
    return method === 'cash' ? 'cod_due' : 'awaiting_payment';
  }

  paymentDeadline(method: PaymentMethod, placedAt: Date): Date | null {
    return method === 'cash' ? null : new Date(placedAt.getTime() + Math.round(this.config.manualPaymentHours * 3_600_000));
  }

  usesGateway(): boolean {
    return false;
  }

  openGatewayOrder(): Promise<string> {
    return Promise.reject(new GatewayError('no gateway is configured', null));
  }
}

/**
 * Razorpay (RAZORPAY_* set): UPI, PayPal and card orders are paid through the gateway's
 * Custom Checkout, within UNPAID_ORDER_MINUTES; Cash on Delivery stays as it is.
 */
export class RazorpayProvider implements PaymentProvider {
  readonly name = 'razorpay';

  constructor(
    readonly client: RazorpayClient,
    private readonly config: Pick<PaymentsConfig, 'unpaidOrderMinutes'>,
  ) {}

  initialStatus(method: PaymentMethod): PaymentStatus {
    return method === 'cash' ? 'cod_due' : 'awaiting_payment';
  }

  paymentDeadline(method: PaymentMethod, placedAt: Date): Date | null {
    return method === 'cash' ? null : new Date(placedAt.getTime() + Math.round(this.config.unpaidOrderMinutes * 60_000));
  }

  usesGateway(method: PaymentMethod): boolean {
    return method !== 'cash';
  }

  openGatewayOrder(order: GatewayOrderRequest): Promise<string> {
    return this.client
      .createOrder({
        amount: order.amount_paise,
        currency: 'INR',
        receipt: order.invoice_number.slice(0, 40),
        notes: { shop_order_id: String(order.order_id), invoice_number: order.invoice_number },
      })
      .then((o) => {
        if (typeof o.id !== 'string' || !/^order_[A-Za-z0-9]{1,40}$/.test(o.id) || o.amount !== order.amount_paise)
          throw new GatewayError('an order that does not match the request', 200);
        return o.id;
      });
  }
}
