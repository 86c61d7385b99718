import { useId, type ReactElement, type ReactNode } from 'react';
import { cloneElement } from 'react';

export interface FieldProps {
  label: ReactNode;
  /** The field's message (the schema's or the server's). */
  error?: string;
  hint?: ReactNode;
  /** One input, select or textarea: it gets the id and the aria attributes. */
  children: ReactElement<Record<string, unknown>>;
  className?: string;
}

/** A labelled form control with its hint and its error message. */
export function Field({ label, error, hint, children, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field-invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <div id={hintId} className="field-hint">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={errorId} className="field-error">
          {error}
        </div>
      ) : null}
    </div>
  );
}
