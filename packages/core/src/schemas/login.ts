import { z } from 'zod';
import { LOGIN_PASSWORD_MAX, LOGIN_PASSWORD_MIN, TEXT_LIMITS } from '../constants';
import { EMAIL_SPECIAL_CHARACTER_PATTERN, maxLengthMessage, requiredText } from './common';

/** The messages of the login form (spec 5, 8), exactly. */
export const LOGIN_MESSAGES = {
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  emailSpecial: 'Email must contain at least one special character',
  passwordRequired: 'Password is required',
  passwordMin: 'Password must be at least 8 characters long',
  passwordMax: 'Password must be less than 20 character',
  securityCodeRequired: 'Security code is required',
  securityCodeInvalid: 'Invalid security code',
} as const;

/**
 * The login and sign-up e-mail rule: required, a valid address, and at least one of the
 * characters ! @ # $ % ^ & ( ) , . ? " : { } | < >.
 */
export const accountEmailSchema = requiredText(LOGIN_MESSAGES.emailRequired)
  .max(TEXT_LIMITS.email, { error: maxLengthMessage('Email', TEXT_LIMITS.email) })
  .regex(z.regexes.email, { error: LOGIN_MESSAGES.emailInvalid })
  .regex(EMAIL_SPECIAL_CHARACTER_PATTERN, { error: LOGIN_MESSAGES.emailSpecial });

/** The login password rule: required, 8 to 20 characters (never trimmed). */
export const loginPasswordSchema = z
  .string({ error: LOGIN_MESSAGES.passwordRequired })
  .min(1, { error: LOGIN_MESSAGES.passwordRequired })
  .min(LOGIN_PASSWORD_MIN, { error: LOGIN_MESSAGES.passwordMin })
  .max(LOGIN_PASSWORD_MAX, { error: LOGIN_MESSAGES.passwordMax });

/**
 * The security code input: a number, required. A number input's text ('' or '1234') is
 * accepted and read as a number; blank or non-numeric text is 'Security code is required'.
 */
export const securityCodeSchema = z
  .union([z.number(), z.string()], { error: LOGIN_MESSAGES.securityCodeRequired })
  .transform((value) => (typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value)) : value))
  .pipe(z.number({ error: LOGIN_MESSAGES.securityCodeRequired }));

/** The login form (spec 3, 5): email, password, security_code, rememberMe (default false). */
export const loginSchema = z.object({
  email: accountEmailSchema,
  password: loginPasswordSchema,
  security_code: securityCodeSchema,
  rememberMe: z.boolean().default(false),
});

export type LoginFormInput = z.input<typeof loginSchema>;
export type LoginForm = z.output<typeof loginSchema>;

/**
 * The typed code must equal the displayed one; otherwise the field error
 * 'Invalid security code' appears and no call is made. Returns the message or null.
 */
export function checkSecurityCode(input: number | string | null | undefined, shown: number): string | null {
  const typed = typeof input === 'string' ? (input.trim() === '' ? Number.NaN : Number(input)) : input;
  return typed === shown ? null : LOGIN_MESSAGES.securityCodeInvalid;
}

/** The login form bound to the code on screen: a wrong code fails at security_code. */
export function loginSchemaFor(shownCode: number) {
  return loginSchema.refine((form) => checkSecurityCode(form.security_code, shownCode) === null, {
    error: LOGIN_MESSAGES.securityCodeInvalid,
    path: ['security_code'],
    // Check the code even while another field is wrong, as long as the code is a number.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'security_code'),
  });
}

/** The server's login body (DESIGN 4): credentials in the body, same rules as the form. */
export const loginRequestSchema = z.object({
  customer_email: accountEmailSchema,
  customer_password: loginPasswordSchema,
  rememberMe: z.boolean().default(false),
});

export type LoginRequest = z.output<typeof loginRequestSchema>;
