import type { AdminMessage } from '@shop/core/admin';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { formatDateTime } from '../../../shared/lib/format';
import { Badge, ErrorNotice, Loading, PageHeader } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { SearchBox } from '../../../shared/ui/search-box';
import { useMessageHandled, useMessages } from '../api/messages';

function MessageCard({ m, onToggle, busy }: { m: AdminMessage; onToggle: () => void; busy: boolean }) {
  const reply = `mailto:${m.email}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`;
  return (
    <article className={`card message${m.handled_at ? ' message-handled' : ''}`}>
      <header className="message-head">
        <div>
          <h2>{m.subject || '(no subject)'}</h2>
          <div className="muted small">
            {m.name} · <a href={reply}>{m.email}</a>
            {m.telephone ? ` · ${m.telephone}` : ''} · {formatDateTime(m.created_at)}
          </div>
        </div>
        <div className="button-row">
          {m.handled_at ? <Badge tone="ok">Handled</Badge> : <Badge tone="warn">Open</Badge>}
          <a className="btn btn-small" href={reply}>
            Reply by e-mail
          </a>
          <button type="button" className={`btn btn-small${m.handled_at ? '' : ' btn-primary'}`} onClick={onToggle} disabled={busy}>
            {m.handled_at ? 'Reopen' : 'Mark handled'}
          </button>
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

/** Messages → Contact messages: the contact form's, open first by default; mark handled or reopen. */
export default function MessagesPage() {
  const { values, page, set } = useListParams(['status', 'q'] as const);
  const status = values.status ?? 'open';
  const { data, error, isPending } = useMessages({ status, q: values.q, page });
  const toggle = useMessageHandled();
  return (
    <>
      <PageHeader title="Contact messages" subtitle="What shoppers sent through the contact form. Answer by e-mail, then mark it handled." />
      <div className="toolbar card">
        <SearchBox label="Search messages" placeholder="Name, e-mail, phone, subject or text" value={values.q ?? ''} onSearch={(q) => set({ q })} />
        <div className="segmented" role="group" aria-label="Which messages">
          {(['open', 'handled', 'all'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className={`btn btn-small${status === s ? ' active' : ''}`}
              aria-pressed={status === s}
              onClick={() => set({ status: s })}
            >
              {s === 'open' ? 'Open' : s === 'handled' ? 'Handled' : 'All'}
            </button>
          ))}
        </div>
      </div>
      <ErrorNotice error={error ?? toggle.error ?? undefined} />
      {isPending ? (
        <Loading />
      ) : data ? (
        <>
          {data.data.length === 0 ? <p className="card muted">{status === 'open' ? 'No open messages: all answered.' : 'No messages here.'}</p> : null}
          {data.data.map((m) => (
            <MessageCard
              key={m.contact_message_id}
              m={m}
              busy={toggle.isPending}
              onToggle={() => toggle.mutate({ id: m.contact_message_id, handled: !m.handled_at })}
            />
          ))}
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(p) => set({ page: p })} />
        </>
      ) : null}
    </>
  );
}
