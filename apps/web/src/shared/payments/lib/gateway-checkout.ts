import { digitsOnly, type PaymentCheckout } from '@shop/core';
import type { CheckoutPaymentValues } from './payment-form';

/**
 * Razorpay Custom Checkout (issue 18): the gateway's script, loaded from the address the
 * server names (RAZORPAY_CHECKOUT_URL), takes the payment straight from this browser, so the
 * card number and CVV go to the gateway's script only, never to the shop's server. The spec's
 * own payment form supplies the details: UPI collect to the shopper's UPI id, the card, or the
 * PayPal wallet.
 */

/** What the gateway's script hands the page after a payment (posted to Payments/Confirm). */
export interface GatewayAnswer {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
}

/** Why a payment did not go through, in the gateway's words ('card_declined', …). */
export class GatewayFailure extends Error {
  constructor(
    readonly reason: string,
    readonly description: string,
  ) {
    super(description || reason);
  }
}

interface RazorpayInstance {
  createPayment(data: Record<string, unknown>): unknown;
  on(event: string, handler: (data: unknown) => void): unknown;
}
type RazorpayConstructor = new (options: { key: string }) => RazorpayInstance;

const loading = new Map<string, Promise<RazorpayConstructor>>();

/** Loads the gateway's script once per address; answers its Razorpay constructor. */
export function loadGatewayScript(url: string): Promise<RazorpayConstructor> {
  const existing = loading.get(url);
  if (existing) return existing;
  const promise = new Promise<RazorpayConstructor>((resolve, reject) => {
    const ready = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new GatewayFailure('script_missing', ''));
    };
    if ((window as unknown as { Razorpay?: unknown }).Razorpay) return ready();
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onload = ready;
    script.onerror = () => {
      loading.delete(url);
      reject(new GatewayFailure('script_unreachable', ''));
    };
    document.head.appendChild(script);
  });
  loading.set(url, promise);
  return promise;
}

/** The createPayment data for the chosen option and the form's details. */
export function gatewayPaymentData(checkout: PaymentCheckout, values: CheckoutPaymentValues): Record<string, unknown> {
  const base = {
    amount: checkout.amount,
    currency: checkout.currency,
    order_id: checkout.gateway_order_id,
    email: checkout.email,
    contact: checkout.contact,
  };
  if (values.method === 'upi') return { ...base, method: 'upi', vpa: values.upiId.trim(), upi: { vpa: values.upiId.trim(), flow: 'collect' } };
  if (values.method === 'paypal') return { ...base, method: 'wallet', wallet: 'paypal' };
  const [month, year] = values.cardExpiry.split('/');
  return {
    ...base,
    method: 'card',
    card: {
      number: digitsOnly(values.cardNumber),
      name: values.cardName.trim(),
      expiry_month: month ?? '',
      expiry_year: year ?? '',
      cvv: digitsOnly(values.cardCvv),
    },
  };
}

/** Takes the payment through the gateway's script; resolves with its answer, rejects with a GatewayFailure. */
export async function payThroughGateway(checkout: PaymentCheckout, values: CheckoutPaymentValues): Promise<GatewayAnswer> {
  const Razorpay = await loadGatewayScript(checkout.checkout_url);
  return new Promise<GatewayAnswer>((resolve, reject) => {
    const razorpay = new Razorpay({ key: checkout.key_id });
    razorpay.on('payment.success', (data) => resolve(data as GatewayAnswer));
    razorpay.on('payment.error', (data) => {
      const error = (data as { error?: { reason?: string; code?: string; description?: string } } | null)?.error;
      reject(new GatewayFailure(error?.reason ?? error?.code ?? 'payment_failed', error?.description ?? ''));
    });
    razorpay.createPayment(gatewayPaymentData(checkout, values));
  });
}

/** The shop's words for a gateway failure (checkout namespace keys under gateway.errors). */
export function gatewayFailureKey(error: unknown): string {
  if (!(error instanceof GatewayFailure)) return 'gateway.errors.failed';
  switch (error.reason) {
    case 'card_declined':
    case 'insufficient_funds':
    case 'incorrect_cvv':
    case 'incorrect_card_details':
      return 'gateway.errors.declined';
    case 'payment_timed_out':
    case 'payment_cancelled':
    case 'payment_declined_by_customer':
      return 'gateway.errors.notApproved';
    case 'script_missing':
    case 'script_unreachable':
    case 'network_error':
      return 'gateway.errors.unreachable';
    default:
      return 'gateway.errors.failed';
  }
}
