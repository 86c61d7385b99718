import { describe, expect, it } from 'vitest';
import { decorateIndex, pickEncoding } from './web-host.js';

const BUILT = `<!doctype html>
<html lang="en" dir="ltr">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The shop." />
    <title>Stone &amp; Crystal Co.</title>
    <script type="module" src="/assets/index.js"></script>
  </head>
  <body dir="ltr">
    <div id="root"></div>
  </body>
</html>`;

describe('decorateIndex', () => {
  it('sets lang and dir, and puts the head tags in place of the built title and description', () => {
    const html = decorateIndex(
      BUILT,
      { status: 200, lang: 'ar', dir: 'rtl', head: '<title>New $& title</title><meta name="description" content="Mine">' },
      '/media/a.jpg',
    );
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<body dir="rtl">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>New $& title</title>');
    expect(html).not.toContain('The shop.');
    expect(html).toContain('<link rel="preload" as="image" href="/media/a.jpg" fetchpriority="high"></head>');
    expect(html).toContain('<script type="module" src="/assets/index.js"></script>');
  });

  it('keeps the built head without tags, and the page as built without a decoration', () => {
    const html = decorateIndex(BUILT, { status: 200, lang: 'en', dir: 'ltr', head: null }, null);
    expect(html).toBe(BUILT);
    expect(decorateIndex(BUILT, null, null)).toBe(BUILT);
  });

  it('adds lang and dir to a page that has none', () => {
    const html = decorateIndex(
      '<html><head><title>x</title></head><body class="a"></body></html>',
      { status: 200, lang: 'ar', dir: 'rtl', head: '<title>y</title>' },
      null,
    );
    expect(html).toBe('<html lang="ar" dir="rtl"><head><title>y</title></head><body class="a" dir="rtl"></body></html>');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and identity-only', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('BR ; q=1.0')).toBe('br');
    expect(pickEncoding('*')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0')).toBeNull();
    expect(pickEncoding('')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
