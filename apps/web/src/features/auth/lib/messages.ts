import { messageKeyLookup, translateWith } from '../../../shared/i18n/message-keys';
import { ACCOUNT_DETAILS_MESSAGES, ADDRESS_MESSAGES, LOGIN_MESSAGES, MESSAGES, SIGN_UP_MESSAGES } from '@shop/core';

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

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** The message in the current language (its key's text), or the message itself. */
export function translateMessage(t: Translate, message: string | undefined): string {
  return message ? translateWith(t, messageKey, message) : '';
}
