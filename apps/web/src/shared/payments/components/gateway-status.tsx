import { useTranslation } from '../../../shared/i18n/use-translation';
import '../payments.css';
import type { GatewayPaymentState } from '../lib/use-gateway-payment';

/** What the gateway is doing now, or why it did not go through, in the shop's words and language. */
export function GatewayStatus({ state }: { state: GatewayPaymentState }) {
  const { t } = useTranslation('checkout');
  if (state.status === 'paying') {
    const text =
      state.method === 'upi' ? t('gateway.payingUpi', { vpa: state.vpa }) : state.method === 'paypal' ? t('gateway.payingPaypal') : t('gateway.payingCard');
    return (
      <p className="gateway-status gateway-status--paying" role="status" aria-live="polite">
        <span className="gateway-status__spinner" aria-hidden="true" />
        {text}
      </p>
    );
  }
  if (state.status === 'paid') {
    return (
      <p className="gateway-status gateway-status--paid" role="status">
        {t('gateway.paid')}
      </p>
    );
  }
  if (state.status === 'failed') {
    return (
      <p className="gateway-status gateway-status--failed" role="alert">
        {state.messageKey ? t(state.messageKey) : state.message}
      </p>
    );
  }
  return null;
}
