import type { ReactNode } from 'react';

/** The centred panel of the sign-in and setup screens. */
export function AuthFrame({ title, lead, children }: { title: string; lead?: ReactNode; children: ReactNode }) {
  return (
    <main className="auth-screen">
      <div className="auth-panel">
        <div className="auth-brand">
          <span className="brand-mark" aria-hidden="true" />
          <span>
            Stone &amp; Crystal Co.
            <small>Back office</small>
          </span>
        </div>
        <h1>{title}</h1>
        {lead ? <p className="muted">{lead}</p> : null}
        {children}
      </div>
    </main>
  );
}
