import { MESSAGE_KIND_LABELS, OUTBOX_MESSAGES } from '@shop/core/admin';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage } from '../../../shared/api/client';
import { routes } from '../../../shared/config/routes';
import { formatDateTime } from '../../../shared/lib/format';
import { ConfirmDialog } from '../../../shared/ui/modal';
import { Card, ErrorNotice, Loading, PageHeader } from '../../../shared/ui/page';
import { toast } from '../../../shared/ui/toast';
import { useOutboxMessage, useResend, type OutboxMessage } from '../api/outbox';
import { OutboxStatusBadge } from './outbox-status';
import { previewHtml } from './preview-html';

const LANGUAGES: Record<string, string> = { en: 'English', ar: 'Arabic' };

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

function Facts({ m }: { m: OutboxMessage }) {
  return (
    <dl className="facts">
      <Fact term="Status">
        <OutboxStatusBadge status={m.status} />
      </Fact>
      <Fact term="Kind">{MESSAGE_KIND_LABELS[m.kind] ?? m.kind}</Fact>
      <Fact term="To">{m.recipient}</Fact>
      <Fact term="Subject">{m.subject}</Fact>
      <Fact term="Language">{LANGUAGES[m.language] ?? m.language}</Fact>
      <Fact term="Created">{formatDateTime(m.created_at)}</Fact>
      <Fact term="Sent">{m.sent_at ? formatDateTime(m.sent_at) : <span className="muted">Not yet</span>}</Fact>
      <Fact term="Attempts">{m.attempts}</Fact>
      {m.next_attempt_at ? <Fact term="Next attempt">{formatDateTime(m.next_attempt_at)}</Fact> : null}
      {m.last_error ? (
        <Fact term="Last error">
          <span className="outbox-error-full">{m.last_error}</span>
        </Fact>
      ) : null}
      {m.order_id ? (
        <Fact term="Order">
          <Link to={routes.order(m.order_id)}>Open the order</Link>
        </Fact>
      ) : null}
      <Fact term="Message-ID">
        <code className="break-anywhere">{m.message_id}</code>
      </Fact>
    </dl>
  );
}

/**
 * One e-mail as it was sent: its facts, the HTML in a sandboxed frame (no scripts, no
 * same-origin: the shop's own markup, but still text a shopper typed, so it gets no rights
 * in the back office), the plain text, the attachments' names, and Resend.
 */
export default function OutboxMessagePage() {
  const id = Number(useParams().id);
  const { data, error, isPending } = useOutboxMessage(id);
  const resend = useResend();
  const [confirming, setConfirming] = useState(false);
  const back = <Link to={routes.outbox}>‹ Outbox</Link>;
  if (isPending) return <Loading />;
  if (!data)
    return (
      <>
        <PageHeader title="E-mail" back={back} />
        <ErrorNotice error={error} />
      </>
    );
  const sending = data.status === 'sending';
  const onResend = () =>
    resend.mutate(id, {
      onSuccess: (answer) => {
        setConfirming(false);
        toast(answer.message || OUTBOX_MESSAGES.resent);
      },
    });
  return (
    <>
      <PageHeader
        back={back}
        title={
          <>
            {data.subject || '(no subject)'} <OutboxStatusBadge status={data.status} />
          </>
        }
        subtitle={`${MESSAGE_KIND_LABELS[data.kind] ?? data.kind} to ${data.recipient} · ${formatDateTime(data.created_at)}`}
        actions={
          <button
            type="button"
            className={`btn${data.status === 'failed' ? ' btn-primary' : ''}`}
            disabled={sending}
            title={sending ? OUTBOX_MESSAGES.notResendable : undefined}
            onClick={() => {
              resend.reset();
              setConfirming(true);
            }}
          >
            Resend
          </button>
        }
      />
      <div className="grid-2-1 outbox-detail">
        <div>
          <Card title="Preview">
            <iframe className="email-preview" title="E-mail preview" sandbox="" srcDoc={previewHtml(data.html)} />
          </Card>
          <Card title="Plain text">
            <pre className="email-text">{data.text}</pre>
          </Card>
        </div>
        <div>
          <Card title="Details">
            <Facts m={data} />
          </Card>
          <Card title="Attachments">
            {data.attachments.length === 0 ? (
              <p className="muted">None.</p>
            ) : (
              <ul className="attachments" aria-label="Attachments">
                {data.attachments.map((name) => (
                  <li key={name}>{name}</li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
      {confirming ? (
        <ConfirmDialog
          title="Send this e-mail again?"
          message={
            <>
              It is queued for <strong>{data.recipient}</strong> again, from its first attempt, with the same Message-ID.
            </>
          }
          confirmLabel="Resend"
          busy={resend.isPending}
          error={resend.error ? <ErrorNotice>{errorMessage(resend.error)}</ErrorNotice> : null}
          onConfirm={onResend}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </>
  );
}
