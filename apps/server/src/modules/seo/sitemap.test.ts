import { describe, expect, it } from 'vitest';
import type { Category } from '@shop/core';
import type { CatalogService } from '../catalog/catalog.service.js';
import { Sitemaps } from './seo.service.js';
import type { SeoRepository } from './seo.repository.js';
import { escapeXml, robotsTxt, sitemapIndexXml, sitemapXml } from './sitemap.js';

const category = (id: number, title: string, children: Category[] = []): Category => ({
  category_id: id,
  category_title: title,
  category_image_url: '',
  children,
});

/** A catalog of `count` products and two categories; counts the product queries. */
function fakeShop(count: number) {
  const calls: Array<[number, number]> = [];
  const repo = {
    countProducts: async () => count,
    productPage: async (offset: number, limit: number) => {
      calls.push([offset, limit]);
      return Array.from({ length: Math.max(0, Math.min(limit, count - offset)) }, (_, i) => ({
        product_id: offset + i + 1,
        product_title: `Stone ${offset + i + 1}`,
      }));
    },
  } as unknown as SeoRepository;
  const catalog = { categories: async () => [category(1, 'Clusters & Geodes', [category(2, 'Amethyst')])] } as unknown as CatalogService;
  return { repo, catalog, calls };
}

describe('sitemap files', () => {
  it('escape XML and write absolute, percent-encoded locations', () => {
    expect(escapeXml(`<&>"'`)).toBe('&lt;&amp;&gt;&quot;&apos;');
    const xml = sitemapXml(['/', '/AllProductsList/Rose-&-Quartz-<Big>=3'], 'https://shop.example');
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<url><loc>https://shop.example/</loc></url>\n' +
        '<url><loc>https://shop.example/AllProductsList/Rose-&amp;-Quartz-%3CBig%3E=3</loc></url>\n</urlset>\n',
    );
    expect(sitemapIndexXml(['/sitemap-products-1.xml'], 'https://shop.example')).toContain(
      '<sitemap><loc>https://shop.example/sitemap-products-1.xml</loc></sitemap>',
    );
  });

  it('robots.txt names the sitemap on the origin', () => {
    const text = robotsTxt('https://shop.example');
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain('Disallow: /api/\n');
    expect(text.trimEnd().split('\n').at(-1)).toBe('Sitemap: https://shop.example/sitemap.xml');
  });

  it('is one file while everything fits, in one product query', async () => {
    const { repo, catalog, calls } = fakeShop(3);
    // Issue 23 added the five policy pages to the listings' file: 9 listing paths and 3 products fit in 15.
    const root = await new Sitemaps(repo, catalog, 0, 15).root();
    expect(root).toEqual({
      kind: 'urlset',
      paths: [
        '/',
        '/AllProductsList',
        '/AllProductsList/Clusters-&-Geodes=1',
        '/AllProductsList/Amethyst=2',
        '/Policy/ShippingDelivery',
        '/Policy/ReturnsRefunds',
        '/Policy/Cancellation',
        '/Policy/Privacy',
        '/Policy/Terms',
        '/ProductDetails/Stone-1=1',
        '/ProductDetails/Stone-2=2',
        '/ProductDetails/Stone-3=3',
      ],
    });
    expect(calls).toEqual([[0, 15]]);
  });

  it('becomes an index of files of at most pageSize products when large, one query per file', async () => {
    const { repo, catalog, calls } = fakeShop(25);
    const maps = new Sitemaps(repo, catalog, 0, 10);
    expect(await maps.root()).toEqual({
      kind: 'index',
      files: ['/sitemap-categories.xml', '/sitemap-products-1.xml', '/sitemap-products-2.xml', '/sitemap-products-3.xml'],
    });
    expect(calls).toEqual([]);
    expect(await maps.productPaths(3)).toEqual([
      '/ProductDetails/Stone-21=21',
      '/ProductDetails/Stone-22=22',
      '/ProductDetails/Stone-23=23',
      '/ProductDetails/Stone-24=24',
      '/ProductDetails/Stone-25=25',
    ]);
    expect(calls).toEqual([[20, 10]]);
    for (const page of [0, 4, -1, 1.5, Number.NaN]) expect(await maps.productPaths(page), String(page)).toBeNull();
    // Home, all products, two categories and the five policy pages (issue 23).
    expect(await maps.listingPaths()).toHaveLength(9);
  });

  it('keeps files until cleared', async () => {
    const { repo, catalog, calls } = fakeShop(25);
    const maps = new Sitemaps(repo, catalog, 60_000, 10);
    await maps.productPaths(1);
    await maps.productPaths(1);
    expect(calls).toHaveLength(1);
    maps.clear();
    await maps.productPaths(1);
    expect(calls).toHaveLength(2);
  });
});
