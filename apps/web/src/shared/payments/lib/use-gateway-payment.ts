import { useCallback, useRef, useState } from 'react';
import type { PaymentCheckout } from '@shop/core';
import { ApiError } from '../../api/client';
import type { CheckoutPaymentValues } from './payment-form';
import { confirmPayment, paymentCheckout } from '../api/payments';
import { gatewayFailureKey, payThroughGateway } from './gateway-checkout';

export type GatewayPaymentState =
  | { status: 'idle' }
  | { status: 'paying'; method: CheckoutPaymentValues['method']; vpa: string }
  | { status: 'paid'; message: string }
  /** messageKey: checkout namespace key; or message: the server's own words. */
  | { status: 'failed'; messageKey: string | null; message: string | null };

/**
 * Pays an order through the gateway: asks the shop how (Payments/Checkout) unless the place
 * answer already said, lets the gateway's script take the payment, and has the shop confirm
 * it (Payments/Confirm: signature and the gateway's own record). One payment at a time.
 */
export function useGatewayPayment(invoiceKey?: string) {
  const [state, setState] = useState<GatewayPaymentState>({ status: 'idle' });
  const busy = useRef(false);

  const pay = useCallback(
    async (orderId: number, values: CheckoutPaymentValues, known?: PaymentCheckout | null): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setState({ status: 'paying', method: values.method, vpa: values.upiId.trim() });
      try {
        const checkout = known ?? (await paymentCheckout(orderId, invoiceKey));
        let answer;
        try {
          answer = await payThroughGateway(checkout, values);
        } catch (error) {
          setState({ status: 'failed', messageKey: gatewayFailureKey(error), message: null });
          return false;
        }
        const confirmed = await confirmPayment(orderId, answer, invoiceKey);
        setState({ status: 'paid', message: confirmed.message });
        return true;
      } catch (error) {
        setState({
          status: 'failed',
          messageKey: error instanceof ApiError && error.message ? null : 'gateway.errors.failed',
          message: error instanceof ApiError ? error.message || null : null,
        });
        return false;
      } finally {
        busy.current = false;
      }
    },
    [invoiceKey],
  );

  return { state, pay };
}
