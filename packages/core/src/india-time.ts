/**
 * The shop keeps India's calendar: invoice numbers turn with its financial year, the back
 * office counts its days and weeks, invoices and reviews show its dates. India Standard Time
 * is UTC+5:30 all year (no daylight saving), so a fixed offset is Asia/Kolkata, and dates are
 * written by hand rather than with Intl: the same text on every server and browser whatever
 * ICU data it carries, and no ICU load on a page's first screen (decision 009).
 */
export const IST_OFFSET_MS = 330 * 60_000;

/** The instant shifted so its UTC fields (getUTCFullYear, getUTCMonth, getUTCDate ...) read India's date and time. */
export function inIndiaTime(at: Date | string | number): Date {
  return new Date(new Date(at).getTime() + IST_OFFSET_MS);
}

/** Short month names as CLDR writes them in each language ('Nov', 'نوفمبر'). */
export const SHORT_MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
} as const;
