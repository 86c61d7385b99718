import { describe, expect, it } from 'vitest';
import { acceptedLanguages, bestLanguage, cookieLanguage, queryLanguage, requestLanguage } from './language.js';

describe('the server reads the language as the browser detector will', () => {
  it('takes the last lng of the query and the first i18next cookie, undecoded', () => {
    expect(queryLanguage('lng=ar')).toBe('ar');
    expect(queryLanguage('?page=2&lng=en&lng=ar')).toBe('ar');
    expect(queryLanguage('xlng=ar&lng')).toBeUndefined();
    expect(cookieLanguage('a=1; i18next=ar; i18next=en')).toBe('ar');
    expect(cookieLanguage('i18nextLng=ar')).toBeUndefined();
    expect(cookieLanguage(undefined)).toBeUndefined();
  });

  it('orders Accept-Language by weight, keeping the sent order for ties and leaving out q=0', () => {
    expect(acceptedLanguages('en;q=0.5, ar-EG, fr;q=0.5, de;q=0')).toEqual(['ar-EG', 'en', 'fr']);
    expect(acceptedLanguages('*, en;q=x')).toEqual([]);
    expect(acceptedLanguages(undefined)).toEqual([]);
    expect(acceptedLanguages(Array.from({ length: 500 }, () => 'fr').join(',')).length).toBeLessThanOrEqual(20);
  });

  it('picks the first candidate whose language part is supported (as i18next with load: languageOnly), else English', () => {
    // Checked against i18next itself: these are the languages it settles on.
    expect(bestLanguage(['fr', 'ar'])).toBe('ar');
    expect(bestLanguage(['ar-SA', 'en'])).toBe('ar');
    expect(bestLanguage(['en-GB', 'ar'])).toBe('en');
    expect(bestLanguage(['AR-eg'])).toBe('ar');
    expect(bestLanguage(['ar_EG'])).toBe('ar');
    expect(bestLanguage(['AR'])).toBe('en');
    expect(bestLanguage(['xx-YY', 'ar'])).toBe('ar');
    expect(bestLanguage(['fr', undefined, 'de-AT'])).toBe('en');
    expect(bestLanguage(['"><script>', 'ar<'])).toBe('en');
    expect(bestLanguage([])).toBe('en');
  });

  it('gives Arabic right to left, and follows query, cookie, Accept-Language', () => {
    expect(requestLanguage({ search: 'lng=ar' })).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(requestLanguage({ search: '', cookie: 'i18next=ar', acceptLanguage: 'en' })).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(requestLanguage({ search: 'lng=en', cookie: 'i18next=ar' })).toEqual({ lang: 'en', dir: 'ltr' });
    expect(requestLanguage({ search: '', acceptLanguage: 'ar-SA,en;q=0.8' })).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(requestLanguage({ search: '', acceptLanguage: 'en-IN,ar;q=0.8' })).toEqual({ lang: 'en', dir: 'ltr' });
    expect(requestLanguage({ search: '' })).toEqual({ lang: 'en', dir: 'ltr' });
  });
});
