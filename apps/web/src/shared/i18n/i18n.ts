import i18n, { type InitOptions, type Resource } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import type { HttpBackendOptions } from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  I18N_ADD_PATH,
  I18N_ESCAPE_VALUE,
  I18N_LOAD_PATH,
  I18N_MAX_PARALLEL_READS,
  I18N_MAX_RETRIES,
  I18N_RETRY_TIMEOUT_MS,
  I18N_SAVE_MISSING,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MINUTES,
  LANGUAGE_DETECTION_CACHES,
  LANGUAGE_DETECTION_ORDER,
  LANGUAGE_QUERY_PARAM,
  STORAGE_KEYS,
  SUPPORTED_LANGUAGES,
} from '@shop/core';
// The English common namespace ships inside the bundle, so the header and footer paint
// at once; every other file (Arabic, each screen's namespace) comes from /locales/.
import { enCommon } from 'virtual:bundled-translations';
import { applyLanguageToDocument } from './direction';
import { LazyHttpBackend } from './lazy-http-backend';

export { SUPPORTED_LANGUAGES };
export type Language = (typeof SUPPORTED_LANGUAGES)[number];

/** Each language's name in itself, for the language switcher. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', ar: 'العربية' };

/** The namespace of the layout and the shared UI; screens add their own (see README in this folder). */
export const COMMON_NAMESPACE = 'common';

/**
 * The i18next options of spec section 9: default and fallback 'en'; detection order query
 * 'lng', cookie, local storage, session storage, browser, html tag, cached in local storage
 * under i18nextLng and in the i18next cookie for a year (the server reads that cookie to send
 * the page with the right lang and dir); files from /locales/{lng}/{ns}.json, at most 10 read at once, retried up
 * to 5 times from 350 ms (i18next doubles the wait each time); no value escaping (React
 * escapes); the missing-key post is off.
 */
export function i18nOptions(backend: HttpBackendOptions = {}): InitOptions<HttpBackendOptions> {
  return {
    resources: { [DEFAULT_LANGUAGE]: { [COMMON_NAMESPACE]: enCommon } },
    // Bundled resources for English common only; the backend loads everything else.
    partialBundledLanguages: true,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    // 'en-GB' from the browser means 'en': never ask for /locales/en-GB/...
    load: 'languageOnly',
    ns: [COMMON_NAMESPACE],
    defaultNS: COMMON_NAMESPACE,
    // A screen namespace may use the shared words of common ('actions.addToCart' ...).
    fallbackNS: COMMON_NAMESPACE,
    interpolation: { escapeValue: I18N_ESCAPE_VALUE },
    saveMissing: I18N_SAVE_MISSING,
    maxParallelReads: I18N_MAX_PARALLEL_READS,
    maxRetries: I18N_MAX_RETRIES,
    retryTimeout: I18N_RETRY_TIMEOUT_MS,
    backend: { loadPath: I18N_LOAD_PATH, addPath: I18N_ADD_PATH, ...backend },
    detection: {
      order: [...LANGUAGE_DETECTION_ORDER],
      lookupQuerystring: LANGUAGE_QUERY_PARAM,
      lookupLocalStorage: STORAGE_KEYS.i18nextLng,
      lookupCookie: LANGUAGE_COOKIE,
      caches: [...LANGUAGE_DETECTION_CACHES],
      cookieMinutes: LANGUAGE_COOKIE_MINUTES,
      cookieOptions: { path: '/', sameSite: 'lax' },
    },
    react: { useSuspense: true },
  };
}

let ready: Promise<unknown> | undefined;

/** Starts the shared instance with its plugins, keeping the document's lang and direction in step. */
function start(options: InitOptions<HttpBackendOptions>): Promise<unknown> {
  i18n.on('languageChanged', (language) => applyLanguageToDocument(language));
  ready = i18n.use(LazyHttpBackend).use(LanguageDetector).use(initReactI18next).init(options);
  return ready;
}

/**
 * Starts i18next once (main.tsx; the test setup passes a backend that reads the files from
 * disk) and keeps the document's lang and direction in step with the language.
 */
export function initI18n(backend?: HttpBackendOptions): Promise<unknown> {
  if (ready) return ready;
  const started = start(i18nOptions(backend));
  // The language is known at once (detection is synchronous): set the direction before the
  // first paint, not after the Arabic file has arrived.
  applyLanguageToDocument(i18n.resolvedLanguage ?? i18n.language ?? DEFAULT_LANGUAGE);
  return started;
}

/**
 * Starts i18next over a page the server rendered: in the page's language, with its
 * translation files (inlined by the server), synchronously, so the hydrating render matches
 * the HTML and nothing suspends. Nothing is cached yet; `afterHydration` then caches the
 * language, or switches to the one the shopper chose in this browser when the server could
 * not see it (it reads query, cookie and Accept-Language; local storage only the browser has).
 */
export function initI18nForRenderedPage(language: string, resources: Resource): { afterHydration: () => void } {
  const options = i18nOptions();
  const caches = options.detection?.caches ?? [];
  for (const [lng, files] of Object.entries(options.resources ?? {})) {
    resources[lng] = { ...files, ...resources[lng] };
  }
  start({ ...options, lng: language, resources, initAsync: false, detection: { ...options.detection, caches: [] } });
  const detector = i18n.services.languageDetector as LanguageDetector;
  const wanted = i18n.services.languageUtils.getBestMatchFromCodes([detector.detect() ?? []].flat()) ?? language;
  return {
    afterHydration: () => {
      // The detector's own options (not in its types): from now on choices are cached again.
      (detector as unknown as { options: { caches: string[] } }).options.caches = [...caches];
      if (wanted !== language) void i18n.changeLanguage(wanted);
      else detector.cacheUserLanguage(language);
    },
  };
}

/** Switches the language; the detector caches it under i18nextLng, direction follows. */
export function changeLanguage(language: Language): Promise<unknown> {
  return i18n.changeLanguage(language);
}

export { i18n };
