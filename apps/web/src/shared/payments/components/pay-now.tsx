import { useQueryClient } from '@tanstack/react-query';
import '../payments.css';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatPrice, type OrderCustomerInfo, type PaymentMethod } from '@shop/core';
import { queryKeys } from '../../api/query-keys';
import { isolateIn } from '../../i18n/direction';
import { PaymentOptions } from './payment-options';
import { EMPTY_PAYMENT_VALUES, usePaymentForm } from '../lib/payment-form';
import { useGatewayPayment } from '../lib/use-gateway-payment';
import { GatewayStatus } from './gateway-status';

const ONLINE_METHODS: readonly PaymentMethod[] = ['upi', 'paypal', 'card'];

/**
 * Pay for an unpaid order from its invoice (issue 18: paying again after a failed or
 * abandoned payment, in any of the gateway's methods), with the spec's payment form.
 */
export function PayNow({ info, invoiceKey, onPaid }: { info: OrderCustomerInfo; invoiceKey?: string; onPaid?(): void }) {
  const { t, i18n } = useTranslation('checkout');
  const queryClient = useQueryClient();
  const method = ONLINE_METHODS.includes(info.order_payment_method as PaymentMethod) ? (info.order_payment_method as PaymentMethod) : 'card';
  const form = usePaymentForm({ method, upiId: info.upi_id ?? '' });
  const { state, pay } = useGatewayPayment(invoiceKey);
  const amount = isolateIn(i18n.language, formatPrice(info.order_grand_total, 'INR'));

  const onSubmit = form.handleSubmit(async (values) => {
    if (values.method === '') return;
    const paid = await pay(info.order_id, values);
    if (paid) {
      onPaid?.();
      form.reset({ ...EMPTY_PAYMENT_VALUES, method: values.method });
      await queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    }
  });

  return (
    <section className="pay-now no-print" aria-labelledby="pay-now-title">
      <h2 id="pay-now-title" className="pay-now__title">
        {t('gateway.payTitle')}
      </h2>
      {state.status === 'paid' ? (
        <GatewayStatus state={state} />
      ) : (
        <>
          <p className="pay-now__text">{t('gateway.payText', { amount })}</p>
          <form noValidate onSubmit={(event) => void onSubmit(event)}>
            <PaymentOptions form={form} methods={ONLINE_METHODS} upiAmount={amount} online codHint={false} />
            <GatewayStatus state={state} />
            <button type="submit" className="button pay-now__button" disabled={state.status === 'paying'} aria-busy={state.status === 'paying' || undefined}>
              {state.status === 'paying' ? t('gateway.payingButton') : t('gateway.payButton', { amount })}
            </button>
          </form>
        </>
      )}
    </section>
  );
}
