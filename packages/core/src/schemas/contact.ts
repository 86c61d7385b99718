import { z } from 'zod';
import { CONTACT_PHONE_DIGITS, TEXT_LIMITS } from '../constants';
import { maxLengthMessage, requiredEmail, requiredText } from './common';

/** The messages of the contact form (spec 5), exactly; the length limits' texts are ours. */
export const CONTACT_MESSAGES = {
  nameRequired: 'First Name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is not valid',
  telephoneRequired: 'Phone number is required',
  telephoneInvalid: 'Phone number must be exactly 10 digits',
  subjectRequired: 'Subject is required',
  messageRequired: 'Message is required',
} as const;

/** The contact form, checked on submit (spec 5). The form sends nothing. */
export const contactSchema = z.object({
  name: requiredText(CONTACT_MESSAGES.nameRequired).max(TEXT_LIMITS.name, {
    error: maxLengthMessage('Name', TEXT_LIMITS.name),
  }),
  email: requiredEmail(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid),
  telephone: requiredText(CONTACT_MESSAGES.telephoneRequired).regex(new RegExp(`^\\d{${CONTACT_PHONE_DIGITS}}$`), { error: CONTACT_MESSAGES.telephoneInvalid }),
  subject: requiredText(CONTACT_MESSAGES.subjectRequired).max(TEXT_LIMITS.subject, {
    error: maxLengthMessage('Subject', TEXT_LIMITS.subject),
  }),
  message: requiredText(CONTACT_MESSAGES.messageRequired).max(TEXT_LIMITS.message, {
    error: maxLengthMessage('Message', TEXT_LIMITS.message),
  }),
});

export type ContactFormInput = z.input<typeof contactSchema>;
export type ContactForm = z.output<typeof contactSchema>;
