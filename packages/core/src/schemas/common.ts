import '../zod-setup';
import { z } from 'zod';
import { MAX_ID } from '../constants';

/**
 * Building blocks shared by the schemas: required text, e-mail shape, and reading the
 * first message out of a failed parse.
 */

/** The characters of which a login or sign-up e-mail must contain at least one (spec 5). */
export const EMAIL_SPECIAL_CHARACTERS = '!@#$%^&(),.?":{}|<>';
export const EMAIL_SPECIAL_CHARACTER_PATTERN = /[!@#$%^&(),.?":{}|<>]/;

/** An address-like e-mail: local part, '@', a domain with a dot and a top-level name. */
export const EMAIL_PATTERN = z.regexes.email;

/*
 * No check here aborts (zod's `abort: true`): an explicitly aborted field would stop the
 * cross-field rules (passwords must match, the security code) from running while another
 * field is wrong. A field may therefore carry several issues; they come in the spec's
 * order, and the forms and the API show the first one per field.
 */

/** A required text field: trimmed, and `message` when missing or blank. */
export function requiredText(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** The message for text over a length limit: '{label} must be at most {max} characters'. */
export function maxLengthMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}

/** A required e-mail with the given messages (required, then shape). */
export function requiredEmail(requiredMessage: string, invalidMessage: string, max = 254) {
  return requiredText(requiredMessage)
    .max(max, { error: maxLengthMessage('Email', max) })
    .regex(EMAIL_PATTERN, { error: invalidMessage });
}

/** Anything shaped like a zod error: a list of issues with messages. */
export interface IssueList {
  issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }>;
}

/** The first issue's message of a failed parse: the one message a form field or an API reply shows. */
export function firstIssueMessage(error: IssueList): string {
  return error.issues[0]?.message ?? 'Invalid input';
}

/**
 * The first message per field of a failed parse, keyed by the dotted path
 * ('pincode', 'items.0.quantity'); an issue about the whole object is keyed ''.
 */
export function fieldErrors(error: IssueList): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** Whether parsed input so far has a string at each of `keys` (to run a cross-field rule). */
export function hasStrings(value: unknown, ...keys: string[]): value is Record<string, string> {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return keys.every((key) => typeof record[key] === 'string');
}

/**
 * An id in a JSON body: a whole number from 1 to MAX_ID (what the id columns hold), with
 * `message` for anything else ('product_id must be a positive whole number').
 */
export function bodyIdSchema(message: string) {
  return z.number({ error: message }).int({ error: message }).positive({ error: message }).max(MAX_ID, { error: message });
}
