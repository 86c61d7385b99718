import { z } from 'zod';
import { SIGNUP_PASSWORD_MAX, SIGNUP_PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../constants';
import { hasStrings, requiredText } from './common';
import { accountEmailSchema } from './login';

/** The messages of the sign-up form (spec 5), exactly. */
export const SIGN_UP_MESSAGES = {
  usernameRequired: 'Username is required',
  usernameMin: 'Username must be at least 3 characters long',
  usernameMax: 'Username must be less than 20 characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  emailSpecial: 'Email must contain at least one special character',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters long',
  passwordMax: 'Password must be less than 20 characters long',
  passwordUppercase: 'Password must contain at least one uppercase letter',
  passwordLowercase: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  confirmRequired: 'Confirm Password is required',
  confirmMatch: 'Passwords must match',
  /** The spec gives no text (the button stays disabled); this one is ours. */
  termsRequired: 'You must accept the terms and conditions',
} as const;

/** Username: required, 3 to 20 characters (trimmed). */
export const usernameSchema = requiredText(SIGN_UP_MESSAGES.usernameRequired)
  .min(USERNAME_MIN, { error: SIGN_UP_MESSAGES.usernameMin })
  .max(USERNAME_MAX, { error: SIGN_UP_MESSAGES.usernameMax });

/**
 * The sign-up password: 8 to 20 characters with an uppercase letter, a lowercase letter,
 * a digit and one of @ or #, each rule with its own message (never trimmed).
 */
export const signUpPasswordSchema = z
  .string({ error: SIGN_UP_MESSAGES.passwordRequired })
  .min(SIGNUP_PASSWORD_MIN, { error: SIGN_UP_MESSAGES.passwordMin })
  .max(SIGNUP_PASSWORD_MAX, { error: SIGN_UP_MESSAGES.passwordMax })
  .regex(/[A-Z]/, { error: SIGN_UP_MESSAGES.passwordUppercase })
  .regex(/[a-z]/, { error: SIGN_UP_MESSAGES.passwordLowercase })
  .regex(/[0-9]/, { error: SIGN_UP_MESSAGES.passwordNumber })
  .regex(/[@#]/, { error: SIGN_UP_MESSAGES.passwordSpecial });

/** The sign-up form (spec 3, 5): username, email, password, confirm_password, terms. */
export const signUpSchema = z
  .object({
    username: usernameSchema,
    email: accountEmailSchema,
    password: signUpPasswordSchema,
    confirm_password: z.string({ error: SIGN_UP_MESSAGES.confirmRequired }).min(1, { error: SIGN_UP_MESSAGES.confirmRequired }),
    terms: z.boolean({ error: SIGN_UP_MESSAGES.termsRequired }).refine((ticked) => ticked, { error: SIGN_UP_MESSAGES.termsRequired }),
  })
  .refine((form) => form.password === form.confirm_password, {
    error: SIGN_UP_MESSAGES.confirmMatch,
    path: ['confirm_password'],
    // Compare whenever both are typed, even while another field is still wrong.
    when: (payload) => hasStrings(payload.value, 'password', 'confirm_password') && !payload.issues.some((issue) => issue.path?.[0] === 'confirm_password'),
  });

export type SignUpFormInput = z.input<typeof signUpSchema>;
export type SignUpForm = z.output<typeof signUpSchema>;

/** The server's sign-up body (DESIGN 4): the form's rules under the wire names; terms must be true. */
export const signUpRequestSchema = z.object({
  customer_name: usernameSchema,
  customer_email: accountEmailSchema,
  customer_password: signUpPasswordSchema,
  terms: z.literal(true, { error: SIGN_UP_MESSAGES.termsRequired }),
});

export type SignUpRequest = z.output<typeof signUpRequestSchema>;

/** Maps the sign-up form to the request body. */
export function signUpRequestFromForm(form: SignUpForm): SignUpRequest {
  return {
    customer_name: form.username,
    customer_email: form.email,
    customer_password: form.password,
    terms: true,
  };
}
