import { describe, expect, it } from 'vitest';
import { planCatalog } from '../catalog/demo-catalog.js';
import { ART_FORMS, ART_MINERALS, artRecipe, artUrl, clearArtCache, parseArtRecipe, renderArt } from './art.js';

/**
 * A strict well-formedness check for the SVG we write: tags balance, attributes are quoted
 * and unique, no raw '<' or '&' in values or text, every #reference resolves, nothing
 * external, no script.
 */
function svgProblems(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')) problems.push('does not start with <svg xmlns=…>');
  if (!svg.endsWith('</svg>')) problems.push('does not end with </svg>');
  const token = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<&]*")*)\s*(\/?)>|([^<]+)/y;
  const stack: string[] = [];
  const ids = new Set<string>();
  let pos = 0;
  while (pos < svg.length) {
    token.lastIndex = pos;
    const m = token.exec(svg);
    if (!m) {
      problems.push(`bad markup at ${pos}: ${svg.slice(pos, pos + 40)}`);
      break;
    }
    pos = token.lastIndex;
    const [, close, name, attrs = '', self, text] = m;
    if (text !== undefined) {
      if (/[&>]/.test(text) || stack.length === 0) problems.push(`stray text ${text.slice(0, 20)}`);
      continue;
    }
    const names = [...attrs.matchAll(/([\w:-]+)="/g)].map((a) => a[1]!);
    if (new Set(names).size !== names.length) problems.push(`duplicate attribute in <${name}>`);
    const id = /\sid="([^"]+)"/.exec(attrs)?.[1];
    if (id) ids.add(id);
    if (close) {
      if (attrs || self) problems.push(`bad closing tag ${name}`);
      if (stack.pop() !== name) problems.push(`unbalanced </${name}>`);
    } else if (!self) {
      stack.push(name!);
    }
    if (stack.length === 0 && pos < svg.length) problems.push('content after the root element');
  }
  if (stack.length) problems.push(`unclosed ${stack.join(', ')}`);
  for (const ref of svg.matchAll(/(?:url\(#|href="#)([^)"]+)/g)) if (!ids.has(ref[1]!)) problems.push(`dangling reference #${ref[1]}`);
  if (/https?:/.test(svg.replace('xmlns="http://www.w3.org/2000/svg"', ''))) problems.push('external reference');
  if (/<script|on[a-z]+=|javascript:|<image|<foreignObject|<text/i.test(svg)) problems.push('script, embedded content or text');
  if (/NaN|Infinity|undefined/.test(svg)) problems.push('a bad number');
  return problems;
}

/** Every picture URL a catalog stores, as recipes. */
function recipesOf(count: number): string[] {
  const plan = planCatalog(count);
  const urls = [
    ...plan.categories.map((c) => c.category_image_url!),
    ...plan.products.map((p) => p.product_image_url!),
    ...plan.gallery.filter((g) => g.product_gallery_type === 'image').map((g) => g.product_slider_image_url!),
    ...plan.blogs.map((b) => b.blog_image_url!),
    ...plan.slides.map((s) => s.slider_image_url!),
    ...plan.banners.map((b) => b.banner_image_url!),
  ];
  return [...new Set(urls)].map((u) => {
    expect(u).toMatch(/^\/media\/art\/[a-z0-9-]+\.svg$/);
    return u.slice('/media/art/'.length, -'.svg'.length);
  });
}

describe('renderArt', () => {
  it('draws well-formed, self-contained, small SVG for every picture the demo catalog stores', () => {
    const recipes = recipesOf(1200);
    expect(recipes.length).toBeGreaterThan(4000);
    let largest = 0;
    for (const r of recipes) {
      const svg = renderArt(r);
      expect(svg, r).not.toBeNull();
      expect(svgProblems(svg!), r).toEqual([]);
      largest = Math.max(largest, svg!.length);
    }
    expect(largest).toBeLessThan(9000);
  });

  it('covers every form and every stone', () => {
    for (const form of ART_FORMS) {
      for (const mineral of ART_MINERALS) {
        const svg = renderArt(artRecipe({ kind: 'product', mineral, form, seed: 7, view: 2 }));
        expect(svgProblems(svg!), `${mineral} ${form}`).toEqual([]);
      }
    }
  });

  it('is a pure function of the recipe, and different products look different', () => {
    const r = 'product-amethyst-cluster-1234-2';
    const first = renderArt(r);
    clearArtCache();
    expect(renderArt(r)).toBe(first);
    const views = [0, 1, 2, 3, 4].map((view) => renderArt(artRecipe({ kind: 'product', mineral: 'amethyst', form: 'cluster', seed: 1234, view })));
    expect(new Set(views).size).toBe(5);
    expect(renderArt('product-amethyst-cluster-1235-2')).not.toBe(first);
    expect(renderArt('product-rose-quartz-cluster-1234-2')).not.toBe(first);
    // The gallery keeps the stone's palette in every view.
    for (const v of views) expect(v).toContain('#8a5cc2');
  });

  it('sizes each kind of picture for where it is shown', () => {
    const box = (r: string) => /viewBox="([^"]+)"/.exec(renderArt(r)!)![1];
    expect(box('product-lapis-lazuli-sphere-60-0')).toBe('0 0 800 800');
    expect(box('category-malachite-egg-9')).toBe('0 0 600 400');
    expect(box('banner-pyrite-specimen-9')).toBe('0 0 600 400');
    expect(box('slide-amethyst-cathedral-9')).toBe('0 0 1600 600');
    expect(box('blog-selenite-tower-9')).toBe('0 0 1200 675');
  });

  it('answers null for anything that is not a recipe', () => {
    for (const bad of [
      '',
      'garbage',
      'product-amethyst-cluster-1',
      'product-amethyst-cluster-1-5',
      'product-amethyst-cluster-01-0',
      'product-amethyst-cluster--1-0',
      'product-amethyst-cluster-1000000000-0',
      'product-unobtainium-cluster-1-0',
      'product-amethyst-spaceship-1-0',
      'product-toString-cluster-1-0',
      'product-constructor-cluster-1-0',
      'category-amethyst-cluster-1-0',
      'poster-amethyst-cluster-1',
      'Product-amethyst-cluster-1-0',
      '../../etc/passwd',
      'product-amethyst-cluster-1-0.svg',
      'product-amethyst-cluster-1-0 ',
      `product-${'a'.repeat(200)}-cluster-1-0`,
    ]) {
      expect(renderArt(bad), bad).toBeNull();
    }
  });

  it('round-trips recipes and URLs', () => {
    const r = { kind: 'product', mineral: 'rose-quartz', form: 'heart', seed: 42, view: 3 } as const;
    expect(artRecipe(r)).toBe('product-rose-quartz-heart-42-3');
    expect(artUrl(r)).toBe('/media/art/product-rose-quartz-heart-42-3.svg');
    expect(parseArtRecipe(artRecipe(r))).toEqual(r);
    expect(parseArtRecipe('blog-chakra-kit-0')).toEqual({ kind: 'blog', mineral: 'chakra', form: 'kit', seed: 0 });
  });
});
