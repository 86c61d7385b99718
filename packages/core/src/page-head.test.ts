import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  clip,
  DEFAULT_HEAD,
  headTags,
  jsonForScript,
  plainText,
  priceText,
  productDescription,
  productHead,
  type HeadTag,
  type ProductFacts,
} from './page-head';

const product: ProductFacts = {
  productId: 12,
  title: 'Rose Quartz "Heart"',
  shortDescription: 'A pink heart.',
  description: '<p>Long</p>',
  imageUrl: '/media/art/rose.svg',
  salePricePaise: 219950,
  stock: 3,
  averageRating: '4.5',
  reviewCount: 2,
};

describe('head text helpers', () => {
  it('escape JSON so it cannot leave its script', () => {
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

const jsonLd = (tags: HeadTag[]) => {
  const blocks = tags.filter((t) => t.tag === 'json-ld');
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]!.json) as Record<string, any>;
};

describe('headTags', () => {
  it('gives a product page its title, description, canonical, Open Graph and JSON-LD', () => {
    const tags = headTags(productHead(product, '/ProductDetails/Rose-Quartz-"Heart"=12'), 'https://shop.example');
    expect(tags[0]).toEqual({ tag: 'title', text: 'Stone & Crystal Co. | Rose Quartz "Heart"' });
    expect(tags).toContainEqual({ tag: 'link', rel: 'canonical', href: 'https://shop.example/ProductDetails/Rose-Quartz-%22Heart%22=12' });
    expect(tags).toContainEqual({ tag: 'meta', attr: 'property', key: 'og:image', content: 'https://shop.example/media/art/rose.svg' });
    const ld = jsonLd(tags);
    expect(ld.offers).toMatchObject({ price: '2199.50', priceCurrency: 'INR', availability: 'https://schema.org/InStock' });
    expect(ld.aggregateRating).toMatchObject({ ratingValue: '4.5', reviewCount: 2 });
  });

  it("names the product's country of origin (schema.org Product countryOfOrigin), and none when it is not known", () => {
    const ld = jsonLd(headTags(productHead({ ...product, countryOfOrigin: 'Brazil' }, '/ProductDetails/x=12'), 'http://localhost'));
    expect(ld.countryOfOrigin).toEqual({ '@type': 'Country', name: 'Brazil' });
    expect(jsonLd(headTags(productHead({ ...product, countryOfOrigin: '' }, '/ProductDetails/x=12'), 'http://localhost')).countryOfOrigin).toBeUndefined();
  });

  it('marks a product with no stock out of stock and leaves out a rating without reviews', () => {
    const ld = jsonLd(headTags(productHead({ ...product, stock: 0, averageRating: '0', reviewCount: 0 }, '/ProductDetails/x=12'), 'http://localhost'));
    expect(ld.offers.availability).toBe('https://schema.org/OutOfStock');
    expect(ld.aggregateRating).toBeUndefined();
  });

  it('gives a 404 its title and noindex only, and every other page the shop name and description', () => {
    expect(headTags({ status: 404, title: 'Stone & Crystal Co. | Product not found' }, 'http://localhost')).toEqual([
      { tag: 'title', text: 'Stone & Crystal Co. | Product not found' },
      { tag: 'meta', attr: 'name', key: 'robots', content: 'noindex' },
    ]);
    expect(headTags(DEFAULT_HEAD, 'http://localhost')).toEqual([
      { tag: 'title', text: 'Stone & Crystal Co.' },
      { tag: 'meta', attr: 'name', key: 'description', content: 'Stones, minerals and crystals: clusters, tumbled stones, carvings and jewellery.' },
    ]);
  });

  it('gives a search results page its title, description and noindex, with no canonical or Open Graph', () => {
    const head = {
      status: 200,
      title: 'Stone & Crystal Co. | Search results for “amethist”',
      description: 'Amethyst',
      canonicalPath: '/Search',
      noindex: true,
    } as const;
    expect(headTags(head, 'http://localhost')).toEqual([
      { tag: 'title', text: 'Stone & Crystal Co. | Search results for “amethist”' },
      { tag: 'meta', attr: 'name', key: 'description', content: 'Amethyst' },
      { tag: 'meta', attr: 'name', key: 'robots', content: 'noindex' },
    ]);
  });
});
