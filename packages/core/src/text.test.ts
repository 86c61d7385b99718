import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  formatCardExpiry,
  formatCardNumber,
  stripNonLetters,
  stripToAlnumSpace,
  toEmbedUrl,
  truncate,
  videoIdFromUrl,
  videoThumbnailUrl,
} from './text';

describe('truncate', () => {
  it('cuts at 30 characters with an ellipsis', () => {
    const text = 'A polished rose quartz sphere for your desk';
    expect(truncate(text)).toBe('A polished rose quartz sphere ...');
    expect(truncate(text)).toBe(`${text.slice(0, 30)}...`);
  });

  it('leaves text of 30 characters or fewer alone', () => {
    const thirty = 'x'.repeat(30);
    expect(truncate(thirty)).toBe(thirty);
    expect(truncate(`${thirty}y`)).toBe(`${thirty}...`);
    expect(truncate('Short')).toBe('Short');
    expect(truncate('')).toBe('');
    expect(truncate(null)).toBe('');
  });

  it('takes another limit and never splits an emoji', () => {
    expect(truncate('abcdef', 3)).toBe('abc...');
    expect(truncate('💎💎💎💎', 2)).toBe('💎💎...');
  });
});

describe('input filters', () => {
  it('keeps letters and spaces in a name', () => {
    expect(stripNonLetters("John O'Brien-Smith 3!")).toBe('John OBrienSmith ');
    expect(stripNonLetters('Anne-Marie 2')).toBe('AnneMarie ');
    expect(stripNonLetters('José Ñúñez')).toBe('José Ñúñez');
    expect(stripNonLetters('अनन्या')).toBe('अनन्या');
  });

  it('keeps letters, digits and spaces in an address field', () => {
    expect(stripToAlnumSpace('Flat 4B, Block-C #12')).toBe('Flat 4B BlockC 12');
    expect(stripToAlnumSpace('Sector 21/22; Main Rd.')).toBe('Sector 2122 Main Rd');
  });

  it('keeps digits', () => {
    expect(digitsOnly('+91 98-76')).toBe('919876');
  });
});

describe('formatCardNumber', () => {
  it('keeps at most 16 digits, in groups of four', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('4111-1111-1111-1111-999')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('4111')).toBe('4111');
    expect(formatCardNumber('abc')).toBe('');
  });
});

describe('formatCardExpiry', () => {
  it('keeps at most 4 digits and inserts the slash', () => {
    expect(formatCardExpiry('1')).toBe('1');
    expect(formatCardExpiry('12')).toBe('12');
    expect(formatCardExpiry('123')).toBe('12/3');
    expect(formatCardExpiry('1227')).toBe('12/27');
    expect(formatCardExpiry('12/279')).toBe('12/27');
  });
});

describe('video links', () => {
  it("replaces 'shorts/' with 'embed/'", () => {
    expect(toEmbedUrl('https://www.youtube.com/shorts/AbC_12-x')).toBe('https://www.youtube.com/embed/AbC_12-x');
  });

  it('turns watch?v=ID and youtu.be/ID into embed/ID', () => {
    expect(toEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toEmbedUrl('https://www.youtube.com/watch?feature=x&v=dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
    expect(toEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ');
  });

  it('leaves embed and other links alone', () => {
    expect(toEmbedUrl('https://www.youtube.com/embed/abc')).toBe('https://www.youtube.com/embed/abc');
    expect(toEmbedUrl('/media/video.mp4')).toBe('/media/video.mp4');
  });

  it('finds the video id', () => {
    expect(videoIdFromUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).toBe('dQw4w9WgXcQ');
    expect(videoIdFromUrl('https://www.youtube.com/shorts/AbC_12-x')).toBe('AbC_12-x');
    expect(videoIdFromUrl('https://www.youtube.com/embed/xyz?autoplay=1')).toBe('xyz');
    expect(videoIdFromUrl('https://youtu.be/abc123')).toBe('abc123');
    expect(videoIdFromUrl('/media/video.mp4')).toBeNull();
    expect(videoIdFromUrl(null)).toBeNull();
  });

  it('builds a thumbnail address from the id', () => {
    expect(videoThumbnailUrl('abc123')).toBe('https://img.youtube.com/vi/abc123/hqdefault.jpg');
  });
});
