import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  clip,
  escapeHtml,
  jsonForScript,
  plainText,
  priceText,
  productDescription,
  productHead,
  renderHead,
  type ProductFacts,
} from './page-head.js';

const product: ProductFacts = {
  productId: 12,
  title: 'Rose Quartz "Heart"',
  shortDescription: 'A pink heart.',
  description: '<p>Long</p>',
  imageUrl: '/media/art/rose.svg',
  salePricePaise: 219950,
  stock: 3,
  ratingSumX2: 17,
  reviewCount: 2,
};

describe('head text helpers', () => {
  it('escape HTML text and attributes, and JSON so it cannot leave its script', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const json = jsonForScript({ name: '</script><!-- & \u2028' });
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- & \u2028' });
  });

  it('reduce rich text to words and cut long text at a word', () => {
    expect(plainText('<p>Clear&nbsp;<b>quartz</b> &amp; more</p>\n')).toBe('Clear quartz & more');
    expect(clip('short', 10)).toBe('short');
    expect(clip('one two three four', 12)).toBe('one two…');
    expect(Array.from(clip('x'.repeat(300))).length).toBeLessThanOrEqual(200);
    expect(productDescription({ shortDescription: '  ', description: '<p>From <i>the</i> page</p>' })).toBe('From the page');
    expect(productDescription({ shortDescription: 'A <b>tag</b> is text here', description: '' })).toBe('A <b>tag</b> is text here');
  });

  it('write prices exactly and make only http(s) URLs absolute', () => {
    expect(priceText(219950)).toBe('2199.50');
    expect(priceText(5)).toBe('0.05');
    expect(priceText(100)).toBe('1.00');
    expect(absoluteUrl('/media/a b.svg', 'https://shop.example')).toBe('https://shop.example/media/a%20b.svg');
    expect(absoluteUrl('https://cdn.example/x.jpg', 'https://shop.example')).toBe('https://cdn.example/x.jpg');
    expect(absoluteUrl('javascript:alert(1)', 'https://shop.example')).toBeNull();
    expect(absoluteUrl('', 'https://shop.example')).toBeNull();
  });
});

describe('renderHead', () => {
  it('writes a product page: title, description, canonical, Open Graph and JSON-LD', () => {
    const html = renderHead(productHead(product, '/ProductDetails/Rose-Quartz-"Heart"=12'), 'https://shop.example');
    expect(html).toContain('<title>Stone &amp; Crystal Co. | Rose Quartz &quot;Heart&quot;</title>');
    expect(html).toContain('<link rel="canonical" href="https://shop.example/ProductDetails/Rose-Quartz-%22Heart%22=12">');
    expect(html).toContain('<meta property="og:image" content="https://shop.example/media/art/rose.svg">');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!);
    expect(ld.offers).toMatchObject({ price: '2199.50', priceCurrency: 'INR', availability: 'https://schema.org/InStock' });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: '4.5', reviewCount: 2 });
  });

  it('marks a product with no stock out of stock and leaves out a rating without reviews', () => {
    const html = renderHead(productHead({ ...product, stock: 0, ratingSumX2: 0, reviewCount: 0 }, '/ProductDetails/x=12'), 'http://localhost');
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*)<\/script>/.exec(html)![1]!);
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld.aggregateRating).toBeUndefined();
  });

  it('gives a 404 its title and noindex only', () => {
    expect(renderHead({ status: 404, title: 'Stone & Crystal Co. | Product not found' }, 'http://localhost')).toBe(
      '<title>Stone &amp; Crystal Co. | Product not found</title><meta name="robots" content="noindex">',
    );
  });
});
