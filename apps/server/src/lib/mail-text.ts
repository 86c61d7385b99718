/**
 * What may go into a mail header. One plain address (no display name, no control characters
 * or spaces), at most 254 characters: checked before an outbox row is written and for
 * MAIL_FROM, so no text a user typed can become a header of its own.
 */
const MAIL_ADDRESS = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/;

export function isSendableAddress(address: string): boolean {
  return address.length <= 254 && MAIL_ADDRESS.test(address);
}

/** C0 control characters (CR, LF, TAB, NUL …), DEL and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
export const HEADER_BREAKING = /[\u0000-\u001f\u007f\u2028\u2029]/;

/**
 * A subject line or display name as a header may carry it: every character of
 * HEADER_BREAKING becomes a space, runs of spaces become one, at most 250 characters.
 */
export function headerSafe(text: string): string {
  return text
    .replace(new RegExp(HEADER_BREAKING.source, 'g'), ' ')
    .replace(/\s{2,}/g, ' ')
    .trim()
    .slice(0, 250);
}
