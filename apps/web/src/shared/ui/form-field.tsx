import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes } from 'react';
import { useTranslation } from '../i18n/use-translation';
import './form-field.css';

export interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  /** The field's message, already translated; shown under it and tied by aria-describedby. */
  error?: string;
  /** A quiet note under the field. */
  hint?: ReactNode;
  /** Marks the label 'optional'. */
  optional?: boolean;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled input with its hint and error (aria-invalid, aria-describedby), for the account forms. */
export function FormField({ label, error, hint, optional, className, ref, ...input }: FormFieldProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
        {optional ? <span className="form-field__optional"> ({t('form.optional')})</span> : null}
      </label>
      <input ref={ref} id={id} className="form-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A password field whose button shows or hides what is typed. */
export function PasswordField(props: Omit<FormFieldProps, 'type'>) {
  const { t } = useTranslation('account');
  const [visible, setVisible] = useState(false);
  return (
    <div className="password-field">
      <FormField {...props} type={visible ? 'text' : 'password'} className="form-field--password" />
      <button type="button" className="password-field__toggle" aria-pressed={visible} onClick={() => setVisible((value) => !value)}>
        {visible ? t('form.hidePassword') : t('form.showPassword')}
      </button>
    </div>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  /** The field's message, already translated. */
  error?: string;
  /** A quiet note under the field. */
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
  children: ReactNode;
}

/** A labelled select with its hint and error, laid out as FormField. */
export function SelectField({ label, error, hint, className, ref, children, ...select }: SelectFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `form-field ${className}` : 'form-field'}>
      <label className="form-field__label" htmlFor={id}>
        {label}
      </label>
      <select ref={ref} id={id} className="form-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...select}>
        {children}
      </select>
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
