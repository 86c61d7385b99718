import { describe, expect, it } from 'vitest';
import {
  addedToCartToast,
  I18N_LOAD_PATH,
  I18N_MAX_PARALLEL_READS,
  I18N_MAX_RETRIES,
  I18N_RETRY_TIMEOUT_MS,
  LANGUAGE_DETECTION_ORDER,
  MESSAGES,
} from '@shop/core';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { applyLanguageToDocument, RTL_BODY_CLASS } from './direction';
import { changeLanguage, i18n, i18nOptions } from './i18n';

const locales = resolve(dirname(import.meta.filename), '../../../public/locales');
const enCommon = JSON.parse(readFileSync(`${locales}/en/common.json`, 'utf8'));
const arCommon = JSON.parse(readFileSync(`${locales}/ar/common.json`, 'utf8'));

/** Every key of a nested dictionary, plural suffixes folded ('cartCount_one' -> 'cartCount'). */
function keysOf(dictionary: object, prefix = ''): string[] {
  return Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
}

describe('i18n options (spec section 9)', () => {
  it('uses the spec loader, detector and language settings', () => {
    const options = i18nOptions();
    expect(options.fallbackLng).toBe('en');
    expect(options.supportedLngs).toEqual(['en', 'ar']);
    expect(options.interpolation?.escapeValue).toBe(false);
    expect(options.maxParallelReads).toBe(I18N_MAX_PARALLEL_READS);
    expect(options.maxRetries).toBe(I18N_MAX_RETRIES);
    expect(options.retryTimeout).toBe(I18N_RETRY_TIMEOUT_MS);
    expect(options.backend?.loadPath).toBe(I18N_LOAD_PATH);
    expect(options.detection).toMatchObject({
      order: [...LANGUAGE_DETECTION_ORDER],
      lookupQuerystring: 'lng',
      lookupLocalStorage: 'i18nextLng',
      lookupCookie: 'i18next',
      caches: ['localStorage', 'cookie'],
      cookieMinutes: 365 * 24 * 60,
      cookieOptions: { path: '/', sameSite: 'lax' },
    });
  });
});

describe('page direction (spec section 4)', () => {
  it("gives the body dir='rtl' and the rtl class in Arabic, and dir='ltr' otherwise", async () => {
    await changeLanguage('ar');

    expect(document.body.dir).toBe('rtl');
    expect(document.body.classList.contains(RTL_BODY_CLASS)).toBe(true);
    expect(document.documentElement.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    expect(window.localStorage.getItem('i18nextLng')).toBe('ar');
    // The cookie is what the server reads to send the next page in Arabic, right-to-left.
    expect(document.cookie).toContain('i18next=ar');
    expect(i18n.t('nav.home')).toBe('الرئيسية');

    await changeLanguage('en');

    expect(document.body.dir).toBe('ltr');
    expect(document.body.classList.contains(RTL_BODY_CLASS)).toBe(false);
    expect(document.documentElement.lang).toBe('en');
  });

  it('treats a regional Arabic code as right-to-left', () => {
    applyLanguageToDocument('ar-EG');
    expect(document.body.dir).toBe('rtl');
    expect(document.documentElement.lang).toBe('ar');
    applyLanguageToDocument('en-GB');
    expect(document.body.dir).toBe('ltr');
  });
});

describe('translations', () => {
  it('quote the spec texts exactly in English', () => {
    expect(enCommon.search.noSuggestions).toBe(MESSAGES.noSuggestions);
    expect(enCommon.productCard.outOfStock).toBe(MESSAGES.outOfStock);
    expect(enCommon.account.logoutTitle).toBe(MESSAGES.headerLogoutTitle);
    expect(enCommon.account.logoutConfirm).toBe(MESSAGES.headerLogoutConfirm);
    expect(i18n.t('productCard.added', { title: 'Rose Quartz' })).toBe(addedToCartToast('Rose Quartz'));
    expect(enCommon.footer.signIn).toBe('Sign In');
    expect(enCommon.mobileMenu.location).toBe('Our location');
  });

  it('calls the wishlist by one Arabic word on the header, its page and the product page', () => {
    const arCart = JSON.parse(readFileSync(`${locales}/ar/cart.json`, 'utf8'));
    const arProduct = JSON.parse(readFileSync(`${locales}/ar/product.json`, 'utf8'));
    const word = arCommon.topStrip.wishlist;
    expect(word).toBe('المفضلة');
    expect(arCart.wishlist.title).toBe(word);
    const strings = (o: unknown): string[] => (typeof o === 'string' ? [o] : o && typeof o === 'object' ? Object.values(o).flatMap(strings) : []);
    const texts = [...strings(arCart.wishlist), ...strings(arProduct)];
    expect(texts.filter((text) => /أمني/.test(text))).toEqual([]);
  });

  it('has every English common key in Arabic, and no other', () => {
    expect(new Set(keysOf(arCommon))).toEqual(new Set(keysOf(enCommon)));
  });

  it('translates counts with the plural forms', () => {
    expect(i18n.t('header.cartCount', { count: 1 })).toBe('Cart, 1 item');
    expect(i18n.t('header.cartCount', { count: 3 })).toBe('Cart, 3 items');
  });
});
