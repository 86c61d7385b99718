import { REVIEW_MESSAGES } from '@shop/core';

export type ReviewMessageKey = keyof typeof REVIEW_MESSAGES;

/**
 * The translation key of a review-form message. The schema (core reviewFormSchema) speaks
 * English, exactly as the spec quotes it; the screen shows the current language's text
 * for it, and the message itself for anything it does not know.
 */
export function reviewMessageKey(message: string | undefined): ReviewMessageKey | undefined {
  if (!message) return undefined;
  return (Object.keys(REVIEW_MESSAGES) as ReviewMessageKey[]).find((key) => REVIEW_MESSAGES[key] === message);
}
