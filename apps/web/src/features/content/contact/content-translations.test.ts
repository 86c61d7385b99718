import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, MESSAGES } from '@shop/core';

const locales = resolve(dirname(import.meta.filename), '../../../../public/locales');
const read = (language: string) => JSON.parse(readFileSync(`${locales}/${language}/content.json`, 'utf8'));
const en = read('en');
const ar = read('ar');

/** Every key of a nested dictionary, plural suffixes folded ('resultCount_one' -> 'resultCount'). */
function keysOf(dictionary: object, prefix = ''): string[] {
  const keys = Object.entries(dictionary).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null
      ? keysOf(value as object, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
  return [...new Set(keys)].sort();
}

describe('content translations', () => {
  it('quote the spec texts exactly in English', () => {
    expect(en.videos.empty).toBe(MESSAGES.noVideos);
    expect(en.videos.clearSearch).toBe(MESSAGES.clearSearch);
    expect(en.blogs.title).toBe(MESSAGES.blogsHeading);
    expect(en.blogs.readMore).toBe(MESSAGES.readMore);
    expect(en.blogs.readLess).toBe(MESSAGES.readLess);
    expect(en.contact.errors).toEqual(CONTACT_MESSAGES);
  });

  it('have the same keys in Arabic as in English, every one translated', () => {
    expect(keysOf(ar)).toEqual(keysOf(en));
    expect(Object.keys(ar.contact.errors).sort()).toEqual(Object.keys(CONTACT_MESSAGES).sort());
    for (const text of Object.values(ar.contact.errors) as string[]) expect(text).toMatch(/[\u0600-\u06FF]/);
  });
});
