import { inIndiaTime } from '@shop/core';
import { adminOrdersExportQuerySchema, ORDERS_EXPORT_MAX_DAYS } from '@shop/core/admin';
import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../../shared/api/client';
import { Field } from '../../../shared/ui/field';
import { ErrorNotice } from '../../../shared/ui/page';
import { toast } from '../../../shared/ui/toast';
import { exportOrders } from '../api/orders';
import { OrderStatusOptions, PaymentStatusOptions } from './status-options';

/** Today in India (YYYY-MM-DD): the shop's calendar, whatever the computer's time zone. */
export function indiaToday(now = Date.now()): string {
  return inIndiaTime(now).toISOString().slice(0, 10);
}

/** Hands the text to the browser as a file download. */
function saveFile(name: string, text: string) {
  // fetch's text() drops the server's byte-order mark; spreadsheets need it to read UTF-8.
  const url = URL.createObjectURL(new Blob([text.startsWith('\uFEFF') ? text : `\uFEFF${text}`], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.click();
  URL.revokeObjectURL(url);
}

export interface ExportValues {
  from: string;
  to: string;
  status: string;
  payment_status: string;
}

/**
 * The orders of a period as CSV for the accounts: a date range (India days, at most a year)
 * and, if wanted, one order status or payment status. Checked with the API's own rules first,
 * so a mistake is named before anything is asked of the server.
 */
export function OrdersExportForm({ initial, onDone }: { initial?: Partial<ExportValues>; onDone?: () => void }) {
  const today = indiaToday();
  const [values, setValues] = useState<ExportValues>({
    from: initial?.from || `${today.slice(0, 8)}01`,
    to: initial?.to || today,
    status: initial?.status ?? '',
    payment_status: initial?.payment_status ?? '',
  });
  const [problem, setProblem] = useState<{ field?: 'from' | 'to' | 'status' | 'payment_status'; message: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const change = (field: keyof ExportValues, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setProblem(null);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = adminOrdersExportQuerySchema.safeParse({
      from: values.from || undefined,
      to: values.to || undefined,
      status: values.status || undefined,
      payment_status: values.payment_status || undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      setProblem({ field: issue.path[0] as 'from' | 'to', message: issue.message });
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const csv = await exportOrders(parsed.data);
      const name = `orders-${parsed.data.from}-to-${parsed.data.to}.csv`;
      saveFile(name, csv);
      toast(`Downloaded ${name}.`);
      onDone?.();
    } catch (err) {
      setProblem({ message: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  const errorOf = (field: 'from' | 'to') => (problem?.field === field ? problem.message : undefined);
  return (
    <form className="export-form" onSubmit={submit} noValidate aria-label="Export orders">
      <p className="muted">
        One row per order placed in the range (India days, at most {ORDERS_EXPORT_MAX_DAYS}): invoice number, customer, state, items, amounts in rupees, payment
        and status.
      </p>
      <div className="form-grid">
        <Field label="From" error={errorOf('from')}>
          <input type="date" value={values.from} onChange={(e) => change('from', e.target.value)} />
        </Field>
        <Field label="To" error={errorOf('to')}>
          <input type="date" value={values.to} onChange={(e) => change('to', e.target.value)} />
        </Field>
        <Field label="Status">
          <select value={values.status} onChange={(e) => change('status', e.target.value)}>
            <OrderStatusOptions />
          </select>
        </Field>
        <Field label="Payment">
          <select value={values.payment_status} onChange={(e) => change('payment_status', e.target.value)}>
            <PaymentStatusOptions />
          </select>
        </Field>
      </div>
      {problem && problem.field !== 'from' && problem.field !== 'to' ? <ErrorNotice>{problem.message}</ErrorNotice> : null}
      <div className="modal-actions">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          {busy ? 'Preparing…' : 'Download CSV'}
        </button>
      </div>
    </form>
  );
}
