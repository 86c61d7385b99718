import { describe, expect, it } from 'vitest';
import { formatShortDate } from './short-date';

describe('formatShortDate', () => {
  it('writes every day of a year as Intl does, in India time, in English and Arabic', () => {
    for (const language of ['en', 'ar']) {
      const intl = new Intl.DateTimeFormat(language, { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'Asia/Kolkata' });
      // Every 6 hours of 2026, so days that start and end on either side of India's midnight are both seen.
      for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2027, 0, 1); time += 6 * 3600 * 1000) {
        const iso = new Date(time + 17 * 60 * 1000).toISOString();
        expect(formatShortDate(iso, language), iso).toBe(intl.format(new Date(iso)));
      }
    }
  });

  it('reads a regional English as English and gives back text that is not a date', () => {
    expect(formatShortDate('2026-11-02T19:00:00Z', 'en-US')).toBe('Nov 3, 2026');
    expect(formatShortDate('2026-11-02T18:00:00Z', 'ar')).toBe('2 نوفمبر 2026');
    expect(formatShortDate('yesterday', 'en')).toBe('yesterday');
  });
});
