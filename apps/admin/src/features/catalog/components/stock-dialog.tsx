import { zodResolver } from '@hookform/resolvers/zod';
import { stockAdjustmentRequestSchema, type StockAdjustment, type StockAdjustmentRequest } from '@shop/core/admin';
import { useState } from 'react';
import { Link } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { errorMessage } from '../../../shared/api/client';
import { formatDateTime } from '../../../shared/lib/format';
import { Field } from '../../../shared/ui/field';
import { Modal } from '../../../shared/ui/modal';
import { ErrorNotice, Loading } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { useAdjustStock, useStockHistory } from '../api/products';

/** The form: add, take or set a number of units; core's request schema checks the result. */
const stockFormSchema = z
  .object({
    mode: z.enum(['add', 'take', 'set']),
    units: z
      .string()
      .trim()
      .regex(/^\d{1,7}$/, { error: 'Units must be a whole number' }),
    reason: z.string(),
  })
  .transform((f): StockAdjustmentRequest => {
    const n = Number(f.units);
    if (f.mode === 'set') return { set: n, reason: f.reason };
    return { delta: f.mode === 'add' ? n : -n, reason: f.reason };
  })
  .pipe(stockAdjustmentRequestSchema);
type StockForm = z.input<typeof stockFormSchema>;

/**
 * Who or what made a stock change: the member (by hand, opening stock, an import) or the
 * order whose placement, cancel, expiry or re-opening moved it.
 */
function ChangeSource({ change }: { change: StockAdjustment }) {
  if (change.order_id !== null) {
    return (
      <div className="muted small">
        <Link to={`/orders/${change.order_id}`}>Order #{change.order_id}</Link>
        {change.staff_email ? ` · ${change.staff_email}` : null}
      </div>
    );
  }
  return <div className="muted small">{change.staff_email}</div>;
}

/** A variant's stock: adjust with a reason (never below 0), and the history of every change (by hand, orders, imports). */
export function StockDialog({ variantId, title, current, onClose }: { variantId: number; title: string; current: number; onClose: () => void }) {
  const adjust = useAdjustStock(variantId);
  const [page, setPage] = useState(1);
  const history = useStockHistory(variantId, page);
  const [now, setNow] = useState(current);
  const form = useForm<StockForm, unknown, StockAdjustmentRequest>({
    resolver: zodResolver(stockFormSchema),
    defaultValues: { mode: 'add', units: '', reason: '' },
  });
  const mode = useWatch({ control: form.control, name: 'mode' });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (body) => {
    try {
      const r = await adjust.mutateAsync(body);
      setNow(r.stock_after);
      form.reset({ mode: 'add', units: '', reason: '' });
    } catch {
      /* shown below */
    }
  });
  return (
    <Modal title={`Stock of ${title}`} onClose={onClose}>
      <p className="modal-body">
        In stock now: <strong>{now}</strong>
      </p>
      <form onSubmit={onSubmit} noValidate className="form-stack">
        <div className="segmented" role="radiogroup" aria-label="Change">
          {(['add', 'take', 'set'] as const).map((m) => (
            <label key={m} className={`btn btn-small${mode === m ? ' active' : ''}`}>
              <input type="radio" value={m} className="sr-only" {...form.register('mode')} />
              {m === 'add' ? 'Add units' : m === 'take' ? 'Take units' : 'Set count'}
            </label>
          ))}
        </div>
        <div className="form-grid">
          <Field
            label={mode === 'set' ? 'New count' : 'Units'}
            error={
              errors.units?.message ??
              (errors as Record<string, { message?: string }>).delta?.message ??
              (errors as Record<string, { message?: string }>).set?.message
            }
          >
            <input inputMode="numeric" {...form.register('units')} />
          </Field>
          <Field label="Reason" error={errors.reason?.message}>
            <input placeholder="Delivery from the cutter, breakage, count…" {...form.register('reason')} />
          </Field>
        </div>
        {adjust.error ? <ErrorNotice>{errorMessage(adjust.error)}</ErrorNotice> : null}
        <div className="modal-actions">
          <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
            Save adjustment
          </button>
        </div>
      </form>
      <h3 className="section-title">History</h3>
      {history.isPending ? (
        <Loading />
      ) : history.data ? (
        <>
          <table className="data-table compact">
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col" className="num">
                  Change
                </th>
                <th scope="col" className="num">
                  After
                </th>
                <th scope="col">Reason</th>
              </tr>
            </thead>
            <tbody>
              {history.data.data.length === 0 ? (
                <tr>
                  <td colSpan={4} className="table-empty">
                    No stock changes yet.
                  </td>
                </tr>
              ) : (
                history.data.data.map((a) => (
                  <tr key={a.stock_adjustment_id}>
                    <td className="nowrap small">{formatDateTime(a.created_at)}</td>
                    <td className="num">{a.delta > 0 ? `+${a.delta}` : a.delta}</td>
                    <td className="num">{a.stock_after}</td>
                    <td>
                      {a.reason}
                      <ChangeSource change={a} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
          {history.data.total > history.data.page_size ? (
            <Pager page={history.data.page} pageSize={history.data.page_size} total={history.data.total} onPage={setPage} />
          ) : null}
        </>
      ) : (
        <ErrorNotice error={history.error} />
      )}
    </Modal>
  );
}
