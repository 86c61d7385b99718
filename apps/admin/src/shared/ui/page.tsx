import type { ReactNode } from 'react';
import { errorMessage } from '../api/client';

/** A screen's title row, with its actions on the right. */
export function PageHeader({ title, subtitle, actions, back }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode; back?: ReactNode }) {
  return (
    <header className="page-header">
      <div>
        {back ? <div className="page-back">{back}</div> : null}
        <h1>{title}</h1>
        {subtitle ? <p className="muted page-subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-actions">{actions}</div> : null}
    </header>
  );
}

/** A white panel with an optional heading. */
export function Card({ title, actions, children, className }: { title?: ReactNode; actions?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`card${className ? ` ${className}` : ''}`}>
      {title || actions ? (
        <div className="card-head">
          {title ? <h2>{title}</h2> : <span />}
          {actions}
        </div>
      ) : null}
      {children}
    </section>
  );
}

/** The server's message of a failed call (or any message), as an alert. */
export function ErrorNotice({ error, children }: { error?: unknown; children?: ReactNode }) {
  if (!error && !children) return null;
  return (
    <div className="notice notice-error" role="alert">
      {children ?? errorMessage(error)}
    </div>
  );
}

/** A success or information line. */
export function Notice({ children, tone = 'ok' }: { children: ReactNode; tone?: 'ok' | 'info' }) {
  return (
    <div className={`notice notice-${tone}`} role="status">
      {children}
    </div>
  );
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p className="loading muted" role="status">
      {label}
    </p>
  );
}

const TONES: Record<string, string> = {
  Placed: 'info',
  Processing: 'warn',
  Shipped: 'accent',
  Delivered: 'ok',
  Cancelled: 'muted',
  'Awaiting payment': 'warn',
  'Pay on delivery': 'info',
  Paid: 'ok',
  Refunded: 'muted',
  'Not charged': 'muted',
};

/** A status as a small coloured label. */
export function Badge({ children, tone }: { children: string; tone?: string }) {
  return <span className={`badge badge-${tone ?? TONES[children] ?? 'muted'}`}>{children}</span>;
}
