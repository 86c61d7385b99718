import { describe, expect, it } from 'vitest';
import { i18nRetryDelayMs, isRetryableLoadStatus, isRtlLanguage, textDirection } from './i18n';

describe('direction', () => {
  it('is right-to-left for Arabic only', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('ar-EG')).toBe('rtl');
    expect(textDirection('en')).toBe('ltr');
    expect(textDirection('en-IN')).toBe('ltr');
    expect(textDirection('hi')).toBe('ltr');
    expect(textDirection(undefined)).toBe('ltr');
    expect(isRtlLanguage('AR')).toBe(true);
    expect(isRtlLanguage('arn')).toBe(false);
  });
});

describe('translation loading', () => {
  it('retries up to 5 times from 350 ms, doubling', () => {
    expect([1, 2, 3, 4, 5].map(i18nRetryDelayMs)).toEqual([350, 700, 1400, 2800, 5600]);
    expect(i18nRetryDelayMs(6)).toBeNull();
    expect(i18nRetryDelayMs(0)).toBeNull();
  });

  it('retries 5xx and no status, not 4xx', () => {
    expect(isRetryableLoadStatus(500)).toBe(true);
    expect(isRetryableLoadStatus(503)).toBe(true);
    expect(isRetryableLoadStatus(undefined)).toBe(true);
    expect(isRetryableLoadStatus(0)).toBe(true);
    expect(isRetryableLoadStatus(404)).toBe(false);
    expect(isRetryableLoadStatus(400)).toBe(false);
  });
});
