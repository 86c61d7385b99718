import { z } from 'zod';
import { ACCOUNT_PASSWORD_MIN, SIGNUP_PASSWORD_MAX, TEXT_LIMITS } from '../constants';
import { maxLengthMessage, requiredEmail, requiredText } from './common';

/** The messages of the account-details form (spec 5), exactly. */
export const ACCOUNT_DETAILS_MESSAGES = {
  nameRequired: 'First Name is required',
  displayNameRequired: 'Display Name is required',
  emailRequired: 'Email Address is required',
  emailInvalid: 'Enter a valid email address',
  currentPasswordMismatch: 'Current Password does not match',
  newPasswordRequired: 'New password is required',
  /** The spec's text with login's minimum (8, not 6): a shorter password could not log in. */
  newPasswordMin: 'Password must be at least 8 characters',
  /** Not in the spec: changing the e-mail (the login name) needs the current password. */
  currentPasswordForEmail: 'Enter your current password to change your email address',
  /** Not in the account rules of the spec: the sign-up text, so no password is set that the 20-character login form cannot take. */
  newPasswordMax: 'Password must be less than 20 characters long',
  confirmMismatch: 'Passwords do not match',
} as const;

const profileFields = {
  customer_name: requiredText(ACCOUNT_DETAILS_MESSAGES.nameRequired).max(TEXT_LIMITS.name, {
    error: maxLengthMessage('First Name', TEXT_LIMITS.name),
  }),
  customer_display_name: requiredText(ACCOUNT_DETAILS_MESSAGES.displayNameRequired).max(TEXT_LIMITS.name, {
    error: maxLengthMessage('Display Name', TEXT_LIMITS.name),
  }),
  customer_email: requiredEmail(ACCOUNT_DETAILS_MESSAGES.emailRequired, ACCOUNT_DETAILS_MESSAGES.emailInvalid),
  current_password: z
    .string()
    .max(TEXT_LIMITS.password, { error: maxLengthMessage('Password', TEXT_LIMITS.password) })
    .optional(),
};

/**
 * The new-password rule (spec 5): with a current password typed, a new one is required,
 * unless the e-mail is being changed (the current password then authorises that alone);
 * any new password is 8 to 20 characters (login's rule). Returns the message or null.
 */
export function newPasswordError(current: string | undefined, next: string | undefined, emailChanged = false): string | null {
  const currentText = current ?? '';
  const nextText = next ?? '';
  if (nextText === '') return currentText === '' || emailChanged ? null : ACCOUNT_DETAILS_MESSAGES.newPasswordRequired;
  if (nextText.length < ACCOUNT_PASSWORD_MIN) return ACCOUNT_DETAILS_MESSAGES.newPasswordMin;
  if (nextText.length > SIGNUP_PASSWORD_MAX) return ACCOUNT_DETAILS_MESSAGES.newPasswordMax;
  return null;
}

/** Whether each password field is absent or text (so the cross-field rules can run). */
function passwordFieldsAreText(value: unknown, keys: readonly string[]): boolean {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return keys.every((key) => record[key] === undefined || typeof record[key] === 'string');
}

/** Whether a typed e-mail is another than the account's (compared trimmed and lower-cased, as stored). */
export function isEmailChange(accountEmail: string, typed: string | undefined): boolean {
  return (typed ?? '').trim().toLowerCase() !== accountEmail.trim().toLowerCase();
}

/**
 * The account-details form: name, display name, email, and the optional password change
 * (current_password, new_password, confirm_password). Given the account's e-mail, a changed
 * e-mail needs the current password ('Enter your current password to change your email
 * address') and no new one. Whether the current password is the stored one is the server's
 * check ('Current Password does not match').
 */
export function accountDetailsSchemaFor(accountEmail?: string) {
  return z
    .object({
      ...profileFields,
      new_password: z.string().optional(),
      confirm_password: z.string().optional(),
    })
    .superRefine(
      (form, ctx) => {
        const emailChanged = accountEmail !== undefined && isEmailChange(accountEmail, form.customer_email);
        if (emailChanged && !form.current_password) {
          ctx.addIssue({ code: 'custom', message: ACCOUNT_DETAILS_MESSAGES.currentPasswordForEmail, path: ['current_password'] });
        }
        const passwordError = newPasswordError(form.current_password, form.new_password, emailChanged);
        if (passwordError) ctx.addIssue({ code: 'custom', message: passwordError, path: ['new_password'] });
        if ((form.new_password ?? '') !== (form.confirm_password ?? '')) {
          ctx.addIssue({ code: 'custom', message: ACCOUNT_DETAILS_MESSAGES.confirmMismatch, path: ['confirm_password'] });
        }
      },
      // Run the password rules even while a profile field is still wrong.
      { when: (payload) => passwordFieldsAreText(payload.value, ['current_password', 'new_password', 'confirm_password']) },
    );
}

/** The account-details form without the account's e-mail (every e-mail counts as unchanged). */
export const accountDetailsSchema = accountDetailsSchemaFor();

export type AccountDetailsFormInput = z.input<typeof accountDetailsSchema>;
export type AccountDetailsForm = z.output<typeof accountDetailsSchema>;

/**
 * The server's update-customer body (DESIGN 4): profile fields plus customer_password as the
 * new password. Whether a new password is required (a current one typed, the e-mail kept)
 * depends on the stored e-mail: the server checks that.
 */
export const updateCustomerRequestSchema = z
  .object({
    ...profileFields,
    customer_password: z.string().optional(),
  })
  .superRefine(
    (body, ctx) => {
      const passwordError = newPasswordError(undefined, body.customer_password);
      if (passwordError) ctx.addIssue({ code: 'custom', message: passwordError, path: ['customer_password'] });
    },
    { when: (payload) => passwordFieldsAreText(payload.value, ['current_password', 'customer_password']) },
  );

export type UpdateCustomerRequest = z.output<typeof updateCustomerRequestSchema>;

/** Maps the account form to the update body: blank password fields are left out. */
export function updateCustomerRequestFromForm(form: AccountDetailsForm): UpdateCustomerRequest {
  return {
    customer_name: form.customer_name,
    customer_display_name: form.customer_display_name,
    customer_email: form.customer_email,
    ...(form.current_password ? { current_password: form.current_password } : {}),
    ...(form.new_password ? { customer_password: form.new_password } : {}),
  };
}
