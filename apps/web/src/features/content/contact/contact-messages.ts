import type { TFunction } from 'i18next';
import { CONTACT_MESSAGES } from '@shop/core';
import { ApiError } from '../../../shared/api/client';
import { messageKeyLookup, translateWith } from '../../../shared/i18n/message-keys';

const contactMessageKey = messageKeyLookup({ errors: CONTACT_MESSAGES }, 'contact');

/**
 * A validation message of core's contactSchema in the shop's language. The English file
 * holds the schema's exact texts (a test checks it); a message the file does not know is
 * shown as the schema wrote it.
 */
export function contactErrorText(t: TFunction<'content'>, message: string | undefined): string | undefined {
  return message ? translateWith(t as (key: string) => string, contactMessageKey, message) : undefined;
}

/**
 * What the form says when sending failed. The server's message as it is (English), or its
 * translation where the language has one; no answer at all is a connection problem.
 */
export function sendFailureText(t: TFunction<'content'>, error: unknown): string {
  if (!(error instanceof ApiError) || error.status === 0) return t('contact.offline');
  if (error.status === 429) return t('contact.throttled', { message: error.message });
  return t('contact.failed', { message: error.message });
}
