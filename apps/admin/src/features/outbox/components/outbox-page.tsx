import { MESSAGE_KINDS, MESSAGE_KIND_LABELS, OUTBOX_STATUSES, type AdminOutboxRow, type MessageKind, type OutboxStatus } from '@shop/core/admin';
import { createColumnHelper } from '@tanstack/react-table';
import { Link, useNavigate } from 'react-router';
import { routes } from '../../../shared/config/routes';
import { useListParams } from '../../../shared/hooks/use-list-params';
import { formatDate, formatDateTime, formatTime } from '../../../shared/lib/format';
import { DataTable } from '../../../shared/ui/data-table';
import { ErrorNotice, Loading, PageHeader } from '../../../shared/ui/page';
import { Pager } from '../../../shared/ui/pager';
import { useOutbox, type OutboxFilter } from '../api/outbox';
import { OUTBOX_STATUS_LABELS, OutboxStatusBadge } from './outbox-status';

/** A timestamp in two short lines (the day, then the time), so the table keeps room for the subject. */
function When({ iso }: { iso: string | null }) {
  if (!iso) return <span className="muted">—</span>;
  return (
    <time dateTime={iso} title={formatDateTime(iso)}>
      <span className="nowrap">{formatDate(iso)}</span>
      <span className="muted small block">{formatTime(iso)}</span>
    </time>
  );
}

/** An address that may break after its @ only, never inside a word. */
function Address({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {email.slice(at + 1)}
    </>
  );
}

const col = createColumnHelper<AdminOutboxRow>();
const columns = [
  col.accessor('created_at', { header: 'Created', cell: (c) => <When iso={c.getValue()} /> }),
  col.accessor('kind', { header: 'Kind', cell: (c) => <span className="nowrap">{MESSAGE_KIND_LABELS[c.getValue()] ?? c.getValue()}</span> }),
  col.accessor('recipient', { header: 'Recipient', cell: (c) => <Address email={c.getValue()} /> }),
  col.accessor('subject', {
    header: 'Subject',
    meta: { className: 'outbox-subject' },
    cell: (c) => (
      <Link to={routes.outboxMessage(c.row.original.outbox_id)} onClick={(e) => e.stopPropagation()}>
        {c.getValue() || '(no subject)'}
      </Link>
    ),
  }),
  col.accessor('status', { header: 'Status', cell: (c) => <OutboxStatusBadge status={c.getValue()} /> }),
  col.accessor('attempts', { header: 'Attempts', meta: { className: 'num' } }),
  col.accessor('last_error', {
    header: 'Last error',
    cell: (c) => {
      const error = c.getValue();
      return error ? (
        <span className="outbox-error" title={error}>
          {error}
        </span>
      ) : (
        <span className="muted">—</span>
      );
    },
  }),
  col.accessor('sent_at', { header: 'Sent', cell: (c) => <When iso={c.getValue()} /> }),
];

const FILTER_KEYS = ['status', 'kind'] as const;

const isStatus = (v: string | undefined): v is OutboxStatus => (OUTBOX_STATUSES as readonly string[]).includes(v ?? '');
const isKind = (v: string | undefined): v is MessageKind => (MESSAGE_KINDS as readonly string[]).includes(v ?? '');

/**
 * Messages → Outbox: every e-mail the shop sent or will send, newest first, by status and
 * kind (the filters live in the address, so the dashboard can link to the failed ones).
 */
export default function OutboxPage() {
  const navigate = useNavigate();
  const { values, page, set, clear, filtered } = useListParams(FILTER_KEYS);
  // A value the server would refuse (a hand-edited address) is left out rather than sent.
  const filter: OutboxFilter = { status: isStatus(values.status) ? values.status : undefined, kind: isKind(values.kind) ? values.kind : undefined, page };
  const { data, error, isPending, isFetching } = useOutbox(filter);

  return (
    <>
      <PageHeader title="Outbox" subtitle="Every e-mail the shop sends, newest first. Open one to see it as it was sent, or to send it again." />
      <div className="toolbar card">
        <label className="toolbar-field">
          <span>Status</span>
          <select value={filter.status ?? ''} onChange={(e) => set({ status: e.target.value })}>
            <option value="">Any</option>
            {OUTBOX_STATUSES.map((s) => (
              <option key={s} value={s}>
                {OUTBOX_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <label className="toolbar-field">
          <span>Kind</span>
          <select value={filter.kind ?? ''} onChange={(e) => set({ kind: e.target.value })}>
            <option value="">Any</option>
            {MESSAGE_KINDS.map((k) => (
              <option key={k} value={k}>
                {MESSAGE_KIND_LABELS[k]}
              </option>
            ))}
          </select>
        </label>
        {filtered ? (
          <button type="button" className="btn btn-quiet" onClick={clear}>
            Clear filters
          </button>
        ) : null}
      </div>
      <ErrorNotice error={error ?? undefined} />
      {isPending ? (
        <Loading />
      ) : data ? (
        <div className={`outbox-list${isFetching ? ' refreshing' : ''}`}>
          <DataTable
            caption="E-mails"
            columns={columns}
            data={data.data}
            getRowId={(r) => String(r.outbox_id)}
            rowClassName={(r) => (r.status === 'failed' ? 'row-failed' : undefined)}
            onRowClick={(r) => navigate(routes.outboxMessage(r.outbox_id))}
            empty={filtered ? 'No e-mails match these filters.' : 'No e-mails yet.'}
          />
          <Pager page={data.page} pageSize={data.page_size} total={data.total} onPage={(p) => set({ page: p })} />
        </div>
      ) : null}
    </>
  );
}
