import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { contactSchema, stripNonLetters, TEXT_LIMITS, TICKET_ACKNOWLEDGE_HOURS, type ContactForm as ContactValues, type ContactFormInput } from '@shop/core';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactErrorText, sendFailureText } from './contact-messages';

type FieldName = keyof ContactFormInput;

const EMPTY: ContactFormInput = { name: '', email: '', telephone: '', subject: '', message: '' };

/**
 * The name filter of spec 5: every character other than a letter or a space disappears as
 * it is typed. The caret stays where it was, less the characters removed before it.
 */
function keepLettersAndSpaces(input: HTMLInputElement): void {
  const { value, selectionStart } = input;
  const cleaned = stripNonLetters(value);
  if (cleaned === value) return;
  const caret = selectionStart === null ? cleaned.length : stripNonLetters(value.slice(0, selectionStart)).length;
  input.value = cleaned;
  input.setSelectionRange(caret, caret);
}

interface FieldProps {
  name: FieldName;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children(props: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }): ReactNode;
}

/** A labelled field with its hint and its error, tied to the control for screen readers. */
function Field({ name, label, error, hint, className, children }: FieldProps) {
  const id = `contact-${name}-${useId()}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`contact-field${error ? ' contact-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="contact-field__label">
        {label}
      </label>
      {children({ id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="contact-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="contact-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * The contact form (spec 2.7, 5): name, email, telephone, subject and message, checked on
 * submit with core's contactSchema and its exact messages; an error clears as soon as its
 * field is edited. Where the spec's form only logged the data, this one sends it to
 * POST Contact/SendMessage: a thank-you with the server's message on success (the form is
 * emptied), or the server's message in an alert on failure (what was typed stays).
 */
export function ContactForm() {
  const { t } = useTranslation('content');
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    setFocus,
    formState: { errors },
  } = useForm<ContactFormInput, unknown, ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: EMPTY,
    // Checked on submit only; editing a field clears its error rather than re-checking it.
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
  });
  const send = useSendContactMessage();
  const [thanks, setThanks] = useState<string | null>(null);
  const [ticket, setTicket] = useState<string | null>(null);
  const thanksHeading = useRef<HTMLHeadingElement>(null);
  const refocusForm = useRef(false);

  useEffect(() => {
    if (thanks !== null) thanksHeading.current?.focus();
    else if (refocusForm.current) {
      refocusForm.current = false;
      setFocus('name');
    }
  }, [thanks, setFocus]);

  const field = (name: FieldName) =>
    register(name, {
      // Any edit clears the field's error (spec 5), even one the name filter undoes.
      onChange: () => clearErrors(name),
    });
  const errorOf = (name: FieldName) => contactErrorText(t, errors[name]?.message);

  const onSubmit = handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: (result) => {
        reset(EMPTY);
        setThanks(result.message);
        setTicket(result.ticket_number ?? null);
      },
    });
  });

  if (thanks !== null) {
    return (
      <div className="contact-sent">
        <span className="contact-sent__mark" aria-hidden="true">
          <svg
            viewBox="0 0 24 24"
            width="28"
            height="28"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
            focusable="false"
          >
            <path d="m5 12.5 4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h3 ref={thanksHeading} tabIndex={-1} className="contact-sent__title">
          {t('contact.sentHeading')}
        </h3>
        <p className="contact-sent__text">{t('contact.sentText', { message: thanks })}</p>
        {ticket && <p className="contact-sent__ticket">{t('contact.ticket', { ticket, hours: TICKET_ACKNOWLEDGE_HOURS })}</p>}
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            refocusForm.current = true;
            send.reset();
            setThanks(null);
          }}
        >
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  }

  const nameField = field('name');
  const onNameChange = (event: ChangeEvent<HTMLInputElement>) => {
    keepLettersAndSpaces(event.target);
    return nameField.onChange(event);
  };

  return (
    <form className="contact-form" noValidate onSubmit={onSubmit} aria-busy={send.isPending}>
      <p className="contact-form__note">{t('contact.formNote')}</p>
      <div className="contact-form__grid">
        <Field name="name" label={t('contact.fields.name')} error={errorOf('name')}>
          {(props) => (
            <input
              {...props}
              {...nameField}
              onChange={onNameChange}
              type="text"
              autoComplete="name"
              maxLength={TEXT_LIMITS.name}
              className="contact-field__control"
            />
          )}
        </Field>
        <Field name="email" label={t('contact.fields.email')} error={errorOf('email')}>
          {(props) => (
            <input
              {...props}
              {...field('email')}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={TEXT_LIMITS.email}
              className="contact-field__control"
            />
          )}
        </Field>
        <Field name="telephone" label={t('contact.fields.telephone')} hint={t('contact.fields.telephoneHint')} error={errorOf('telephone')}>
          {(props) => (
            <input {...props} {...field('telephone')} type="tel" inputMode="numeric" autoComplete="tel-national" className="contact-field__control" />
          )}
        </Field>
        <Field name="subject" label={t('contact.fields.subject')} error={errorOf('subject')}>
          {(props) => <input {...props} {...field('subject')} type="text" maxLength={TEXT_LIMITS.subject} className="contact-field__control" />}
        </Field>
        <Field name="message" label={t('contact.fields.message')} error={errorOf('message')} className="contact-field--wide">
          {(props) => <textarea {...props} {...field('message')} rows={6} maxLength={TEXT_LIMITS.message} className="contact-field__control" />}
        </Field>
      </div>

      <div className="contact-form__end">
        {/* Always in the page, so the message is announced the moment it appears. */}
        <div className="contact-form__alert" role="alert">
          {send.isError && <p>{sendFailureText(t, send.error)}</p>}
        </div>
        <button type="submit" className="button contact-form__submit" disabled={send.isPending}>
          {send.isPending && <span className="contact-form__spinner" aria-hidden="true" />}
          {send.isPending ? t('contact.sending') : t('contact.submit')}
        </button>
      </div>
    </form>
  );
}
