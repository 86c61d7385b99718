import { describe, expect, it } from 'vitest';
import { DEFAULT_HEAD, SCRIPT_AFTER_PICTURE, SHOP_DESCRIPTION, type DocumentInput } from '@shop/core';
import { renderDocument } from './document';

const assets = { script: '/assets/index-1.js', modulePreloads: ['/assets/vendor-2.js'], stylesheets: ['/assets/index-3.css'] };
const base: DocumentInput = { language: 'en', head: DEFAULT_HEAD, origin: 'https://shop.example', assets, picture: null, page: null };

describe('renderDocument', () => {
  it("writes a page the browser renders: the shop's title and description, the script and its modules at once, and the no-script note", () => {
    const html = renderDocument(base);
    expect(html.startsWith('<!doctype html><html lang="en" dir="ltr"><head>')).toBe(true);
    expect(html).toContain('<title>Stone &amp; Crystal Co.</title>');
    expect(html).toContain(`<meta name="description" content="${SHOP_DESCRIPTION}"/>`);
    expect(html).toContain('<script type="module" crossorigin="" src="/assets/index-1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin="" href="/assets/vendor-2.js"/>');
    expect(html).toContain('<link rel="stylesheet" crossorigin="" href="/assets/index-3.css"/>');
    expect(html).toContain('<body dir="ltr"><div id="root"></div><noscript>');
    expect(html).not.toContain('rel="preload"');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('writes a rendered page: its head, the picture preloaded, #root with its markup and state, and the script started after the picture', () => {
    const html = renderDocument({
      ...base,
      language: 'ar',
      head: { status: 200, title: 'Shop | New $& "title"', description: 'Mine', canonicalPath: '/AllProductsList', ogType: 'website' },
      picture: '/media/a.jpg',
      page: { html: '<main><h1>Hi</h1></main>', stateJson: '{"a":"\\u003c/script>"}' },
    });
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<body dir="rtl">');
    expect(html).toContain('<title>Shop | New $&amp; &quot;title&quot;</title>');
    expect(html).not.toContain(SHOP_DESCRIPTION);
    expect(html).toContain('<link rel="canonical" href="https://shop.example/AllProductsList"/>');
    expect(html).toContain('<link rel="preload" as="image" href="/media/a.jpg" fetchPriority="high"/>');
    expect(html).toContain(
      '<div id="root"><main><h1>Hi</h1></main></div><script type="application/json" id="shop-rendered-page">{"a":"\\u003c/script>"}</script>',
    );
    expect(html).toContain(`<script data-src="/assets/index-1.js">${SCRIPT_AFTER_PICTURE}</script></body></html>`);
    // The script waits for the picture: neither it nor its modules are asked for in the head.
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<noscript>');
  });

  it('writes a 404 its title and noindex only', () => {
    const html = renderDocument({ ...base, head: { status: 404, title: 'Shop | Product not found' } });
    expect(html).toContain('<title>Shop | Product not found</title><meta name="robots" content="noindex"/>');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('name="description"');
  });
});
