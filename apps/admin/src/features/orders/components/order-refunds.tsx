import { zodResolver } from '@hookform/resolvers/zod';
import { PAYMENT_FLAGS, orderRefundSchema, type AdminOrderPayment, type OrderRefundRequest } from '@shop/core/admin';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/client';
import { formatDateTime, rupees } from '../../../shared/lib/format';
import { Field } from '../../../shared/ui/field';
import { Badge, ErrorNotice, Notice } from '../../../shared/ui/page';
import { useOrderRefund } from '../api/orders';

const STATUS_LABELS = { pending: 'Waiting for the bank', processed: 'Refunded', failed: 'Failed' } as const;

/**
 * The order's money for staff (issue 18): what needs a person (a flag), what was refunded,
 * each refund with its status, and a refund form for a paid order: through Razorpay when it
 * was paid there, else recorded with the bank reference of the refund made by hand.
 */
export function OrderRefunds({ orderId, payment }: { orderId: number; payment: AdminOrderPayment }) {
  const refund = useOrderRefund(orderId);
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<OrderRefundRequest, unknown, OrderRefundRequest>({
    resolver: zodResolver(orderRefundSchema) as never,
    defaultValues: { amount: payment.refundable, reason: '', bank_reference: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      const answer = await refund.mutateAsync({ ...values, bank_reference: values.bank_reference || undefined });
      setDone(answer.message ?? 'Refund made.');
      form.reset({ amount: 0, reason: '', bank_reference: '' });
    } catch {
      /* shown below */
    }
  });
  return (
    <div className="order-refunds">
      {payment.flag ? <ErrorNotice>{PAYMENT_FLAGS[payment.flag as keyof typeof PAYMENT_FLAGS] ?? payment.flag}</ErrorNotice> : null}
      <dl className="facts">
        <dt>Refunded</dt>
        <dd>{rupees(payment.refunded)}</dd>
        {payment.gateway_payment_id ? (
          <>
            <dt>Razorpay payment</dt>
            <dd className="mono">{payment.gateway_payment_id}</dd>
          </>
        ) : null}
      </dl>
      {payment.refunds.length ? (
        <ul className="refund-list">
          {payment.refunds.map((r) => (
            <li key={r.refund_id}>
              <strong>{rupees(r.amount)}</strong> <Badge>{STATUS_LABELS[r.status]}</Badge>
              <div className="muted">
                {r.reason} · {r.created_by} · {formatDateTime(r.created_at)}
                {r.reference ? ` · ${r.reference}` : ''}
                {r.gateway_refund_id ? ` · ${r.gateway_refund_id}` : ''}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
      {done ? <Notice>{done}</Notice> : null}
      {refund.error ? <ErrorNotice>{errorMessage(refund.error)}</ErrorNotice> : null}
      {payment.refundable > 0 ? (
        <form onSubmit={onSubmit} noValidate className="refund-form">
          <Field label="Amount to refund (₹)" error={errors.amount?.message} hint={`Up to ${rupees(payment.refundable)}.`}>
            <input type="number" inputMode="decimal" min={1} max={payment.refundable} step={0.01} {...form.register('amount', { valueAsNumber: true })} />
          </Field>
          <Field label="Reason" error={errors.reason?.message} hint="Shown to the shopper in the refund e-mail.">
            <input {...form.register('reason')} />
          </Field>
          {payment.via_gateway ? null : (
            <Field
              label="Bank reference"
              error={errors.bank_reference?.message}
              hint="Paid outside Razorpay: refund by bank transfer, then record its reference here."
            >
              <input className="mono" {...form.register('bank_reference')} />
            </Field>
          )}
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            {isSubmitting ? 'Refunding…' : payment.via_gateway ? 'Refund through Razorpay' : 'Record the refund'}
          </button>
        </form>
      ) : null}
    </div>
  );
}
