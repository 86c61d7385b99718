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

const lookup = new Map<string, string>();
for (const [group, messages] of Object.entries(MESSAGE_GROUPS)) {
  for (const [name, text] of Object.entries(messages)) {
    if (!lookup.has(text)) lookup.set(text, `messages.${group}.${name}`);
  }
}

/** The translation key of a known message, or undefined. */
export function messageKey(message: string | undefined): string | undefined {
  return message ? lookup.get(message) : undefined;
}

type Translate = (key: string, options?: { defaultValue?: string }) => string;

/** The message in the current language (its key's text), or the message itself. */
export function translateMessage(t: Translate, message: string | undefined): string {
  if (!message) return '';
  const key = messageKey(message);
  return key ? t(key, { defaultValue: message }) : message;
}
