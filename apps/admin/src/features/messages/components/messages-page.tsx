import { TICKET_STATUSES, type AdminMessage, type TicketStatus } from '@shop/core/admin';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { formatDateTime } from '../../../shared/lib/format';
import { Badge, ErrorNotice, Loading, PageHeader } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { SearchBox } from '../../../shared/ui/search-box';
import { useMessageHandled, useMessages, useTicketStatus } from '../api/messages';

const STATUS_LABELS: Record<TicketStatus, string> = { open: 'Open', answered: 'Answered', closed: 'Closed' };
const STATUS_TONES = { open: 'warn', answered: 'ok', closed: 'muted' } as const;

function MessageCard({ m, onHandled, onStatus, busy }: { m: AdminMessage; onHandled: () => void; onStatus: (status: TicketStatus) => void; busy: boolean }) {
  const reply = `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject} [${m.ticket_number}]`)}`;
  return (
    <article className={`card message${m.status !== 'open' ? ' message-handled' : ''}`} aria-label={`Ticket ${m.ticket_number}`}>
      <header className="message-head">
        <div>
          <h2>
            <span className="mono">{m.ticket_number}</span> · {m.subject || '(no subject)'}
          </h2>
          <div className="muted small">
            {m.name} · <a href={reply}>{m.email}</a>
            {m.telephone ? ` · ${m.telephone}` : ''} · {formatDateTime(m.created_at)}
          </div>
        </div>
        <div className="button-row">
          <Badge tone={STATUS_TONES[m.status]}>{STATUS_LABELS[m.status]}</Badge>
          <a className="btn btn-small" href={reply}>
            Reply by e-mail
          </a>
          {m.status === 'open' ? (
            <button type="button" className="btn btn-small btn-primary" onClick={onHandled} disabled={busy}>
              Mark handled
            </button>
          ) : null}
          <label className="toolbar-field">
            <span>Status</span>
            <select value={m.status} disabled={busy} onChange={(e) => onStatus(e.target.value as TicketStatus)}>
              {TICKET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {STATUS_LABELS[s]}
                </option>
              ))}
            </select>
          </label>
        </div>
      </header>
      <p className="message-body">{m.message}</p>
      {m.handled_at ? (
        <p className="muted small">
          Handled {formatDateTime(m.handled_at)}
          {m.handled_by_name ? ` by ${m.handled_by_name}` : ''}
        </p>
      ) : null}
    </article>
  );
}

/** Messages → Contact messages: the contact form's tickets, open first by default; mark handled, or set open, answered or closed. */
export default function MessagesPage() {
  const { values, page, set } = useListParams(['status', 'q'] as const);
  const status = values.status ?? 'open';
  const { data, error, isPending } = useMessages({ status, q: values.q, page });
  const toggle = useMessageHandled();
  const setStatus = useTicketStatus();
  return (
    <>
      <PageHeader
        title="Contact messages"
        subtitle="What shoppers sent through the contact form, each a ticket the sender was told about. Answer by e-mail within 48 hours, then mark it answered or closed."
      />
      <div className="toolbar card">
        <SearchBox
          label="Search messages"
          placeholder="Ticket (T-000123), name, e-mail, phone, subject or text"
          value={values.q ?? ''}
          onSearch={(q) => set({ q })}
        />
        <div className="segmented" role="group" aria-label="Which messages">
          {(['open', 'answered', 'closed', 'all'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className={`btn btn-small${status === s ? ' active' : ''}`}
              aria-pressed={status === s}
              onClick={() => set({ status: s })}
            >
              {s === 'all' ? 'All' : STATUS_LABELS[s]}
            </button>
          ))}
        </div>
      </div>
      <ErrorNotice error={error ?? toggle.error ?? setStatus.error ?? undefined} />
      {isPending ? (
        <Loading />
      ) : data ? (
        <>
          {data.data.length === 0 ? <p className="card muted">{status === 'open' ? 'No open messages: all answered.' : 'No messages here.'}</p> : null}
          {data.data.map((m) => (
            <MessageCard
              key={m.contact_message_id}
              m={m}
              busy={toggle.isPending || setStatus.isPending}
              onHandled={() => toggle.mutate({ id: m.contact_message_id, handled: true })}
              onStatus={(next) => setStatus.mutate({ id: m.contact_message_id, status: next })}
            />
          ))}
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(p) => set({ page: p })} />
        </>
      ) : null}
    </>
  );
}
