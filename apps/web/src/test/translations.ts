import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const localeDir = resolve(dirname(import.meta.filename), '../../public/locales');

/** A translation file as the browser would fetch it. */
export function loadLocale(lng: string, ns: string): Record<string, any> {
  return JSON.parse(readFileSync(`${localeDir}/${lng}/${ns}.json`, 'utf8')) as Record<string, any>;
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/**
 * Every key path of a translation file, plural forms folded into their base key (Arabic
 * has six forms where English has two), so two languages can be compared key for key.
 */
export function translationKeys(value: Record<string, unknown>, prefix = ''): string[] {
  const keys = Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'object' && child !== null
      ? translationKeys(child as Record<string, unknown>, `${prefix}${key}.`)
      : [`${prefix}${key.replace(PLURAL_SUFFIX, '')}`],
  );
  return [...new Set(keys)].sort();
}
