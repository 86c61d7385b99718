/**
 * A day as the storefront shows review dates: 'Nov 3, 2026' in English, '3 نوفمبر 2026' in
 * Arabic, the calendar day in India time (the shop's; no daylight saving, +05:30).
 *
 * The same text as Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day:
 * 'numeric', timeZone: 'Asia/Kolkata' }) (short-date.test.ts checks every day of a year), written
 * out because a browser's first Intl date or number format loads ICU's data: ~50 ms of main
 * thread on a desktop (Chromium 156), several times that on a phone, while a server-rendered
 * product page hydrates. A fixed zone also makes the server's text and the browser's agree
 * (the viewer's own zone could differ around midnight).
 */
import { inIndiaTime, SHORT_MONTHS } from '@shop/core';

/** The date of an ISO timestamp in `language` ('en' or 'ar'; others read as English); the text as sent when it is not a date. */
export function formatShortDate(iso: string, language: string): string {
  const india = inIndiaTime(iso);
  if (Number.isNaN(india.getTime())) return iso;
  const day = india.getUTCDate();
  const year = india.getUTCFullYear();
  if (language.split('-')[0] === 'ar') return `${day} ${SHORT_MONTHS.ar[india.getUTCMonth()]} ${year}`;
  return `${SHORT_MONTHS.en[india.getUTCMonth()]} ${day}, ${year}`;
}

/** A date and time of day in India: 'Nov 3, 2026, 14:30' / '3 نوفمبر 2026، 14:30' (a payment deadline). */
export function formatShortDateTime(iso: string, language: string): string {
  const india = inIndiaTime(iso);
  if (Number.isNaN(india.getTime())) return iso;
  const time = `${String(india.getUTCHours()).padStart(2, '0')}:${String(india.getUTCMinutes()).padStart(2, '0')}`;
  return `${formatShortDate(iso, language)}${language.split('-')[0] === 'ar' ? '،' : ','} ${time}`;
}
