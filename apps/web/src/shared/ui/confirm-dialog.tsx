import { useCallback, useId, useState, type ReactNode } from 'react';
import { useModalDialog } from '../hooks/use-modal-dialog';

export interface ConfirmDialogProps {
  /** Shown as a modal while true. */
  open: boolean;
  title: ReactNode;
  /** The explanation under the title. */
  text?: ReactNode;
  /** The confirming button, e.g. 'Yes!'. */
  confirmLabel: ReactNode;
  /** The dismissing button, e.g. 'Cancel'; leave out for a one-button notice. */
  cancelLabel?: ReactNode;
  /** 'danger' styles the confirming button as destructive (log out, delete). */
  tone?: 'default' | 'danger';
  onConfirm(): void;
  /** Escape, the cancel button and a click on the backdrop. */
  onCancel(): void;
}

/**
 * A confirm dialog on the native <dialog>: showModal() makes the rest of the page inert
 * and traps focus, Escape cancels, focus goes back where it was when it closes. The
 * confirming button has the focus first.
 */
export function ConfirmDialog({ open, title, text, confirmLabel, cancelLabel, tone = 'default', onConfirm, onCancel }: ConfirmDialogProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  const textId = useId();

  return (
    <dialog
      ref={ref}
      className="confirm-dialog"
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      onCancel={(event) => {
        // Escape: let React state close it, so `open` stays the truth.
        event.preventDefault();
        onCancel();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.preventDefault();
          onCancel();
        }
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the <dialog> itself.
        if (event.target === event.currentTarget) onCancel();
      }}
    >
      {open && (
        <div className="confirm-dialog__body">
          <h2 id={titleId} className="confirm-dialog__title">
            {title}
          </h2>
          {text && (
            <p id={textId} className="confirm-dialog__text">
              {text}
            </p>
          )}
          <div className="confirm-dialog__actions">
            {cancelLabel && (
              <button type="button" className="button button--ghost" onClick={onCancel}>
                {cancelLabel}
              </button>
            )}
            <button type="button" className={tone === 'danger' ? 'button button--danger' : 'button'} onClick={onConfirm} autoFocus>
              {confirmLabel}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}

export type ConfirmOptions = Omit<ConfirmDialogProps, 'open' | 'onConfirm' | 'onCancel'>;

/**
 * Promise-style confirmation: `const [confirm, dialog] = useConfirm();` render `{dialog}`
 * once, then `if (await confirm({ title, confirmLabel: 'Yes!', cancelLabel })) ...`.
 */
export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const [request, setRequest] = useState<(ConfirmOptions & { resolve(ok: boolean): void }) | null>(null);

  const confirm = useCallback((options: ConfirmOptions) => new Promise<boolean>((resolve) => setRequest({ ...options, resolve })), []);

  const settle = (ok: boolean) => {
    request?.resolve(ok);
    setRequest(null);
  };

  const dialog = (
    <ConfirmDialog
      open={request !== null}
      title={request?.title ?? ''}
      text={request?.text}
      confirmLabel={request?.confirmLabel ?? ''}
      cancelLabel={request?.cancelLabel}
      tone={request?.tone}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return [confirm, dialog];
}
