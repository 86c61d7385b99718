import { cookieValue } from '../../http/cookies.js';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_QUERY_PARAM, SUPPORTED_LANGUAGES, textDirection } from '@shop/core';

export type ShopLanguage = (typeof SUPPORTED_LANGUAGES)[number];

/** At most this many Accept-Language entries are read (a browser sends a handful). */
const MAX_ACCEPTED = 20;

/** The browser detector's filter: letters, digits, '-', '_', '@', '.', nothing that could leave an attribute. */
const SAFE_CODE = /^[A-Za-z0-9_@.-]{1,128}$/;

const isSupported = (code: string): code is ShopLanguage => (SUPPORTED_LANGUAGES as readonly string[]).includes(code);

/** The `lng` query value as the browser detector reads it: the last one, undecoded. */
export function queryLanguage(search: string): string | undefined {
  let found: string | undefined;
  for (const param of search.replace(/^\?/, '').split('&')) {
    const eq = param.indexOf('=');
    if (eq > 0 && param.slice(0, eq) === LANGUAGE_QUERY_PARAM) found = param.slice(eq + 1);
  }
  return found;
}

/** The language cookie as the browser detector reads it: the first one, undecoded. */
export function cookieLanguage(cookieHeader: string | undefined): string | undefined {
  return cookieValue(cookieHeader, LANGUAGE_COOKIE);
}

/** Accept-Language's tags, most preferred first (q=0 left out), as navigator.languages lists them. */
export function acceptedLanguages(header: string | undefined): string[] {
  const entries = (header ?? '')
    .split(',')
    .slice(0, MAX_ACCEPTED)
    .map((item, index) => {
      const [tag = '', ...params] = item.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=(.*)$/i.exec(p)?.[1]).find((v) => v !== undefined);
      // A weight that is not a number drops the entry.
      return { tag: tag.trim(), q: q === undefined ? 1 : /^\s*[0-9.]+\s*$/.test(q) ? Number(q) : Number.NaN, index };
    })
    .filter((e) => e.tag !== '' && e.tag !== '*' && Number.isFinite(e.q) && e.q > 0);
  return entries.sort((a, b) => b.q - a.q || a.index - b.index).map((e) => e.tag);
}

/**
 * The language part of a detected code as i18next reads it: a code with '-' is first put in
 * canonical form ('AR-eg' → 'ar-EG'), an '_' counts as '-' ('ar_EG'), a bare code stays as
 * it is ('AR' is no language the shop knows).
 */
function languagePart(code: string): string {
  let cleaned = code;
  if (code.includes('-')) {
    try {
      cleaned = Intl.getCanonicalLocales(code)[0] ?? code;
    } catch {
      // not a well-formed tag: as it is
    }
  } else if (code.indexOf('_') > 0) {
    cleaned = code.replace('_', '-');
  }
  return cleaned.split('-')[0]!;
}

/**
 * The language i18next settles on for these candidates, in detection order: with
 * `load: 'languageOnly'` the first candidate whose language part is supported wins
 * ('ar-EG' → 'ar', so ['ar-SA', 'en'] is Arabic), else the default (English).
 */
export function bestLanguage(candidates: ReadonlyArray<string | undefined>): ShopLanguage {
  for (const code of candidates) {
    if (typeof code !== 'string' || !SAFE_CODE.test(code)) continue;
    const part = languagePart(code);
    if (isSupported(part)) return part;
  }
  return DEFAULT_LANGUAGE as ShopLanguage;
}

/**
 * The page's language as the storefront will detect it, as far as a server can see (spec 9's
 * order): the `lng` query parameter, then the `i18next` cookie (the detector caches the
 * choice there), then Accept-Language (what the browser's language would say). Local and
 * session storage are not visible here; the detector's cookie carries the same choice.
 */
export function requestLanguage(request: { search: string; cookie?: string; acceptLanguage?: string }): {
  lang: ShopLanguage;
  dir: 'ltr' | 'rtl';
} {
  const lang = bestLanguage([queryLanguage(request.search), cookieLanguage(request.cookie), ...acceptedLanguages(request.acceptLanguage)]);
  return { lang, dir: textDirection(lang) };
}
