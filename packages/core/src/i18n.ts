import { I18N_MAX_RETRIES, I18N_RETRY_BACKOFF_FACTOR, I18N_RETRY_TIMEOUT_MS, RTL_LANGUAGES } from './constants';

/** Arabic is the only right-to-left language; 'ar-EG' counts as Arabic too. */
export function isRtlLanguage(language: string | null | undefined): boolean {
  if (typeof language !== 'string') return false;
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return (RTL_LANGUAGES as readonly string[]).includes(base);
}

/** The page body's direction for a language (spec 4): rtl for Arabic, ltr otherwise. */
export function textDirection(language: string | null | undefined): 'rtl' | 'ltr' {
  return isRtlLanguage(language) ? 'rtl' : 'ltr';
}

/**
 * The wait before retry number `attempt` (1-based) of a translation file: 350 ms, then
 * doubling (700, 1400, ...); null once the 5 retries are used up.
 */
export function i18nRetryDelayMs(attempt: number): number | null {
  if (!Number.isInteger(attempt) || attempt < 1 || attempt > I18N_MAX_RETRIES) return null;
  return I18N_RETRY_TIMEOUT_MS * I18N_RETRY_BACKOFF_FACTOR ** (attempt - 1);
}

/** Translation load failures: 5xx or no status are retryable, 4xx (and anything else) not. */
export function isRetryableLoadStatus(status: number | null | undefined): boolean {
  if (status === null || status === undefined || status === 0) return true;
  return status >= 500 && status <= 599;
}
