import { zodResolver } from '@hookform/resolvers/zod';
import { ORDER_ACTION_LABELS, orderTransitionSchema, type OrderAction, type OrderTransition } from '@shop/core/admin';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../../shared/api/client';
import { Field } from '../../../shared/ui/field';
import { Modal } from '../../../shared/ui/modal';
import { ErrorNotice } from '../../../shared/ui/page';
import { useSettings } from '../../../shared/api/settings';
import { useOrderTransition } from '../api/orders';

/** What each move asks before it is sent. */
const ASKS: Record<OrderAction, { fields: ('bank_reference' | 'carrier' | 'tracking_number')[]; intro?: string; danger?: boolean }> = {
  confirm_payment: { fields: ['bank_reference'], intro: 'Check the bank statement or UPI app first: the money must have arrived.' },
  process: { fields: [], intro: 'The order moves to Processing: it is being packed.' },
  ship: {
    fields: ['carrier', 'tracking_number'],
    intro: "The shopper sees the carrier and tracking number in My Orders, with a link to the carrier's tracking page when the shop knows it.",
  },
  deliver: { fields: [], intro: 'The parcel has reached the shopper. A Cash on Delivery order is then paid.' },
  cancel: { fields: [], intro: 'The order is cancelled and its stock goes back on the shelves. This cannot be undone.', danger: true },
  refund: { fields: ['bank_reference'], intro: 'Record the refund only once the money has been sent back.', danger: true },
  record_late_payment: {
    fields: ['bank_reference'],
    intro:
      'The order was cancelled unpaid, and its money came after all: it is re-opened as Placed and paid if its items are still in stock (else refund the shopper by bank transfer).',
  },
};

const FIELD_LABELS = { bank_reference: 'Bank reference', carrier: 'Carrier', tracking_number: 'Tracking number' } as const;

type MoveForm = { action: OrderAction; bank_reference?: string; carrier?: string; tracking_number?: string; note?: string };

/** The carrier select's choice that asks for a name instead. */
const OTHER_CARRIER = 'other';

/**
 * The carrier of a shipment: one of the owner's carriers (Settings → Carriers) from a
 * select, or Other and a name typed as today. Without a list (none kept, or it could not be
 * read) the name is typed.
 */
function CarrierPicker({ form, error }: { form: UseFormReturn<MoveForm, unknown, OrderTransition>; error?: string }) {
  const settings = useSettings();
  const [choice, setChoice] = useState('');
  const carriers = settings.data?.carriers ?? [];
  if (settings.isPending) {
    return (
      <Field label="Carrier">
        <select disabled>
          <option>Loading the carriers…</option>
        </select>
      </Field>
    );
  }
  if (carriers.length === 0) {
    return (
      <Field label="Carrier" error={error}>
        <input autoComplete="off" {...form.register('carrier')} />
      </Field>
    );
  }
  const chosen = choice === '' || choice === OTHER_CARRIER ? null : carriers[Number(choice)];
  return (
    <>
      <Field
        label="Carrier"
        error={choice === OTHER_CARRIER ? undefined : error}
        hint={chosen ? <span className="break-anywhere">Shoppers get a link to {chosen.tracking_url}</span> : undefined}
      >
        <select
          value={choice}
          onChange={(event) => {
            const next = event.target.value;
            setChoice(next);
            const name = next === '' || next === OTHER_CARRIER ? '' : (carriers[Number(next)]?.name ?? '');
            form.setValue('carrier', name, { shouldValidate: form.formState.isSubmitted });
          }}
        >
          <option value="">Choose a carrier…</option>
          {carriers.map((c, i) => (
            <option key={`${i}-${c.name}`} value={String(i)}>
              {c.name}
            </option>
          ))}
          <option value={OTHER_CARRIER}>Other…</option>
        </select>
      </Field>
      {choice === OTHER_CARRIER ? (
        <Field
          label="Carrier name"
          error={error}
          hint="Not on the list: shoppers get a tracking link only if it is a carrier the shop knows (Delhivery, Blue Dart, DHL …)."
        >
          <input autoComplete="off" autoFocus {...form.register('carrier')} />
        </Field>
      ) : null}
    </>
  );
}

function MoveDialog({ orderId, action, onDone, onClose }: { orderId: number; action: OrderAction; onDone: (message: string) => void; onClose: () => void }) {
  const move = useOrderTransition(orderId);
  const ask = ASKS[action];
  const form = useForm<MoveForm, unknown, OrderTransition>({
    resolver: zodResolver(orderTransitionSchema) as never,
    defaultValues: { action, ...Object.fromEntries(ask.fields.map((f) => [f, ''])), note: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    const body = { ...values } as Record<string, unknown>;
    if (!body.note) delete body.note;
    try {
      await move.mutateAsync(body as OrderTransition);
      onDone(`${ORDER_ACTION_LABELS[action]}: done.`);
    } catch {
      /* shown from move.error */
    }
  });
  return (
    <Modal title={ORDER_ACTION_LABELS[action]} onClose={onClose}>
      <form onSubmit={onSubmit} noValidate className="form-stack">
        {ask.intro ? <p className="modal-body">{ask.intro}</p> : null}
        {ask.fields.map((f) =>
          f === 'carrier' ? (
            <CarrierPicker key={f} form={form} error={(errors as Record<string, { message?: string }>)[f]?.message} />
          ) : (
            <Field
              key={f}
              label={action === 'refund' && f === 'bank_reference' ? 'Refund reference' : FIELD_LABELS[f]}
              error={(errors as Record<string, { message?: string }>)[f]?.message}
            >
              <input autoComplete="off" {...form.register(f)} />
            </Field>
          ),
        )}
        <Field label="Note (optional)" error={errors.note?.message} hint="Kept in the order's history; the shopper does not see it.">
          <textarea rows={2} {...form.register('note')} />
        </Field>
        {move.error ? <ErrorNotice>{errorMessage(move.error)}</ErrorNotice> : null}
        <div className="modal-actions">
          <button type="button" className="btn btn-quiet" onClick={onClose}>
            Keep as is
          </button>
          <button type="submit" className={`btn ${ask.danger ? 'btn-danger' : 'btn-primary'}`} disabled={isSubmitting}>
            {isSubmitting ? 'Working…' : ORDER_ACTION_LABELS[action]}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/**
 * The order's next moves: one button per `allowed_actions` entry (the server's one status
 * table decides them). Each opens a short form or a confirmation; the server's refusal is
 * shown word for word.
 */
export function OrderActions({ orderId, actions }: { orderId: number; actions: OrderAction[] }) {
  const [open, setOpen] = useState<OrderAction | null>(null);
  const [done, setDone] = useState<string | null>(null);
  if (actions.length === 0) return <p className="muted">No moves left for this order.</p>;
  return (
    <div className="order-actions">
      <div className="button-row">
        {actions.map((a, i) => (
          <button
            key={a}
            type="button"
            className={`btn ${ASKS[a].danger ? 'btn-danger-quiet' : i === 0 ? 'btn-primary' : ''}`}
            onClick={() => {
              setDone(null);
              setOpen(a);
            }}
          >
            {ORDER_ACTION_LABELS[a]}
          </button>
        ))}
      </div>
      {done ? (
        <p className="notice notice-ok" role="status">
          {done}
        </p>
      ) : null}
      {open ? (
        <MoveDialog
          orderId={orderId}
          action={open}
          onClose={() => setOpen(null)}
          onDone={(m) => {
            setOpen(null);
            setDone(m);
          }}
        />
      ) : null}
    </div>
  );
}
