import { CARD_EXPIRY_DIGITS, CARD_NUMBER_DIGITS, CARD_SHORT_DESCRIPTION_MAX } from './constants';

/**
 * Text rules of the spec: card descriptions cut at 30 characters, the input filters of
 * the contact, address and payment forms, and video links.
 */

/**
 * Cuts text longer than `max` characters to its first `max` and adds '...'; shorter text
 * is returned as it is. Characters are Unicode code points, so an emoji is never split.
 */
export function truncate(text: string | null | undefined, max = CARD_SHORT_DESCRIPTION_MAX): string {
  if (typeof text !== 'string') return '';
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : text;
}

/**
 * The contact name filter: keeps letters and spaces only. Letters are Unicode letters with
 * their combining marks, so names such as 'José' or 'अनन्या' survive.
 */
export function stripNonLetters(name: string): string {
  return name.replace(/[^\p{L}\p{M} ]/gu, '');
}

/** The address field filter: keeps letters, digits and spaces only. */
export function stripToAlnumSpace(text: string): string {
  return text.replace(/[^\p{L}\p{M}\p{Nd} ]/gu, '');
}

/** Keeps only the digits 0-9. */
export function digitsOnly(text: string): string {
  return text.replace(/\D/g, '');
}

/** Card number input: digits only, at most 16, shown in groups of four ('4111 1111 1111 1111'). */
export function formatCardNumber(input: string): string {
  const digits = digitsOnly(input).slice(0, CARD_NUMBER_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Card expiry input: at most 4 digits, with the slash inserted after the month ('12/27'). */
export function formatCardExpiry(input: string): string {
  const digits = digitsOnly(input).slice(0, CARD_EXPIRY_DIGITS);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

const VIDEO_ID_PATTERNS = [/[?&]v=([A-Za-z0-9_-]+)/, /\/shorts\/([A-Za-z0-9_-]+)/, /\/embed\/([A-Za-z0-9_-]+)/, /youtu\.be\/([A-Za-z0-9_-]+)/];

/** The video id of a video link (watch?v=, shorts/, embed/ or youtu.be/ forms), else null. */
export function videoIdFromUrl(url: string | null | undefined): string | null {
  if (typeof url !== 'string') return null;
  for (const pattern of VIDEO_ID_PATTERNS) {
    const id = pattern.exec(url)?.[1];
    if (id) return id;
  }
  return null;
}

/**
 * The embeddable form of a video link: 'shorts/' is replaced by 'embed/' (spec 2.5), and
 * a watch?v=ID or youtu.be/ID link becomes embed/ID. Other links are returned unchanged.
 */
export function toEmbedUrl(videoUrl: string): string {
  if (videoUrl.includes('shorts/')) return videoUrl.replace('shorts/', 'embed/');
  const watch = /^(.*?\/)watch\?(?:.*&)?v=([A-Za-z0-9_-]+)/.exec(videoUrl);
  if (watch) return `${watch[1] ?? ''}embed/${watch[2] ?? ''}`;
  const short = /youtu\.be\/([A-Za-z0-9_-]+)/.exec(videoUrl);
  if (short) return `https://www.youtube.com/embed/${short[1] ?? ''}`;
  return videoUrl;
}

/** The thumbnail the video service serves for a video id. */
export function videoThumbnailUrl(videoId: string): string {
  return `https://img.youtube.com/vi/${encodeURIComponent(videoId)}/hqdefault.jpg`;
}
