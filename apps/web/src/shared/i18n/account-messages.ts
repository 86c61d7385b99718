import { messageKeyLookup, translateWith } from './message-keys';
import { ApiError, serverMessage } from '../api/client';
import {
  ACCOUNT_DETAILS_MESSAGES,
  ACCOUNT_ERASURE_MESSAGES,
  ADDRESS_MESSAGES,
  LOGIN_MESSAGES,
  MESSAGES,
  PASSWORD_RESET_MESSAGES,
  SIGN_UP_MESSAGES,
} from '@shop/core';

/**
 * The account screens' messages come from core in English, exactly as the spec quotes them.
 * Each has a translation key under `messages.{group}.{name}` in the `account` namespace,
 * whose English text equals the core text (account-i18n.test.ts checks it). A message the
 * map does not know (a server's own text) is shown as it is.
 */
export const MESSAGE_GROUPS = {
  login: LOGIN_MESSAGES,
  signUp: SIGN_UP_MESSAGES,
  address: ADDRESS_MESSAGES,
  accountDetails: ACCOUNT_DETAILS_MESSAGES,
  accountErasure: ACCOUNT_ERASURE_MESSAGES,
  // What the password recovery screens are told by the server, or say of a link (issue 17).
  // Its screen texts (title, buttons) are keys of their own under forgotPassword / resetPassword.
  passwordReset: {
    linkSent: PASSWORD_RESET_MESSAGES.linkSent,
    resetDone: PASSWORD_RESET_MESSAGES.resetDone,
    tokenInvalid: PASSWORD_RESET_MESSAGES.tokenInvalid,
    tokenMissing: PASSWORD_RESET_MESSAGES.tokenMissing,
  },
  general: {
    loginSuccessful: MESSAGES.loginSuccessful,
    loginUserNotFoundToast: MESSAGES.loginUserNotFoundToast,
    loginUserNotFound: MESSAGES.loginUserNotFound,
    noResponse: MESSAGES.noResponse,
    accountNotCreated: MESSAGES.accountNotCreated,
    addressAlreadyDefault: MESSAGES.addressAlreadyDefault,
    noDefaultAddress: MESSAGES.noDefaultAddress,
  },
} as const;

/** The translation key of a known message, or undefined. */
export const messageKey = messageKeyLookup(MESSAGE_GROUPS, 'messages');

type Translate = (key: string, options?: { defaultValue?: string; message?: string }) => string;

/** The message in the current language (its key's text), or the message itself. */
export function translateMessage(t: Translate, message: string | undefined): string {
  return message ? translateWith(t, messageKey, message) : '';
}

/**
 * What a password recovery screen says when its call failed: no answer at all is a
 * connection problem; a 429 is the server's wait in English, or a general "too many" in a
 * language that has one (the wait is worked out by the server, in English); any other
 * refusal is the server's message, translated when it is one of core's.
 */
export function passwordResetFailure(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return translateMessage(t, MESSAGES.noResponse);
  if (error.status === 429) return t('passwordReset.throttled', { message: error.message });
  return translateMessage(t, serverMessage(error.body) ?? error.message);
}
