import { paymentCheckoutSchema, type PaymentCheckout } from '@shop/core';
import { ApiError, apiGet, apiPost } from '../../api/client';
import type { GatewayAnswer } from '../lib/gateway-checkout';

/** POST Payments/Checkout: how to pay the order online now (its customer, or with its invoice key). */
export async function paymentCheckout(orderId: number, key?: string): Promise<PaymentCheckout> {
  const answer = await apiPost<{ data?: unknown }>('Payments/Checkout', { order_id: orderId, ...(key ? { key } : {}) });
  const parsed = paymentCheckoutSchema.safeParse(answer?.data);
  if (!parsed.success) throw new ApiError(200, 'The payment answer was not understood.', answer);
  return parsed.data;
}

/** POST Payments/Confirm: the gateway's answer, checked by the server against the gateway; answers the order's payment status. */
export async function confirmPayment(orderId: number, answer: GatewayAnswer, key?: string): Promise<{ message: string; payment_status: string }> {
  return apiPost('Payments/Confirm', {
    order_id: orderId,
    ...(key ? { key } : {}),
    razorpay_payment_id: answer.razorpay_payment_id,
    razorpay_order_id: answer.razorpay_order_id,
    razorpay_signature: answer.razorpay_signature,
  });
}

/** GET Payments/Options: whether UPI, PayPal and card are paid online now. */
export async function paymentOptions(): Promise<{ online: boolean; unpaid_minutes: number }> {
  const answer = await apiGet<{ online?: unknown; unpaid_minutes?: unknown }>('Payments/Options');
  return { online: answer?.online === true, unpaid_minutes: typeof answer?.unpaid_minutes === 'number' ? answer.unpaid_minutes : 0 };
}
