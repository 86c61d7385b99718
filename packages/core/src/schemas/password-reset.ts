import { z } from 'zod';
import { hasStrings } from './common';
import { accountEmailSchema } from './login';
import { SIGN_UP_MESSAGES, signUpPasswordSchema } from './sign-up';

/**
 * Password recovery (issue 17): /ForgotPassword asks for the account's e-mail and always
 * answers the same; the e-mailed link opens /ResetPassword?token=…, where a new password is
 * chosen under the sign-up rules. The link lives 30 minutes, works once, and a newer link
 * ends every earlier one.
 */
export const PASSWORD_RESET_MESSAGES = {
  forgotLink: 'Forgot password?',
  forgotTitle: 'Forgot your password?',
  forgotIntro: 'Enter the e-mail address of your account and we will send you a link to choose a new password.',
  forgotButton: 'Send reset link',
  forgotButtonBusy: 'Sending...',
  /** The same answer whether or not an account exists. */
  linkSent: 'If an account exists for that e-mail, we have sent a link',
  resetTitle: 'Choose a new password',
  resetButton: 'Save new password',
  resetButtonBusy: 'Saving...',
  resetDone: 'Your password has been changed. Please log in with your new password.',
  /** An unknown, expired, used or superseded token: nothing changed. */
  tokenInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
  tokenMissing: 'This password reset link is incomplete. Please open the link from the e-mail again, or ask for a new one.',
  backToLogin: 'Back to login',
} as const;

/** How long a reset link works. */
export const PASSWORD_RESET_TOKEN_MINUTES = 30;

/** A reset token as issued: 32 random bytes in base64url (43 characters). */
export const resetTokenSchema = z
  .string({ error: PASSWORD_RESET_MESSAGES.tokenMissing })
  .trim()
  .min(1, { error: PASSWORD_RESET_MESSAGES.tokenMissing })
  .max(200, { error: PASSWORD_RESET_MESSAGES.tokenInvalid })
  .regex(/^[A-Za-z0-9_-]+$/, { error: PASSWORD_RESET_MESSAGES.tokenInvalid });

/** The forgot-password form: the login's e-mail rule. */
export const forgotPasswordSchema = z.object({ email: accountEmailSchema });
export type ForgotPasswordForm = z.output<typeof forgotPasswordSchema>;

/** POST Users/ForgotPassword. */
export const forgotPasswordRequestSchema = z.object({ customer_email: accountEmailSchema });
export type ForgotPasswordRequest = z.output<typeof forgotPasswordRequestSchema>;

/** The reset form: the sign-up password rules and a matching confirmation. */
export const resetPasswordSchema = z
  .object({
    password: signUpPasswordSchema,
    confirm_password: z.string({ error: SIGN_UP_MESSAGES.confirmRequired }).min(1, { error: SIGN_UP_MESSAGES.confirmRequired }),
  })
  .refine((form) => form.password === form.confirm_password, {
    error: SIGN_UP_MESSAGES.confirmMatch,
    path: ['confirm_password'],
    when: (payload) => hasStrings(payload.value, 'password', 'confirm_password') && !payload.issues.some((i) => i.path?.[0] === 'confirm_password'),
  });
export type ResetPasswordFormInput = z.input<typeof resetPasswordSchema>;
export type ResetPasswordForm = z.output<typeof resetPasswordSchema>;

/** POST Users/ResetPassword. */
export const resetPasswordRequestSchema = z.object({ token: resetTokenSchema, customer_password: signUpPasswordSchema });
export type ResetPasswordRequest = z.output<typeof resetPasswordRequestSchema>;
