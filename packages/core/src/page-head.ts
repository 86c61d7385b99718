import { BRAND_NAME, pageTitle } from './brand';
import { isOutOfStock } from './cart';
import { hasRating } from './rating';

/**
 * A page's head as data (issue 21): each storefront route works out its own from the data
 * its loader read (apps/web/src/app/routes), and the document (apps/web/src/app/document.tsx)
 * writes the tags. Pure, so the server, the storefront and the tests share one meaning.
 */

/** What the shop is, in the head of every page that says nothing more precise. */
export const SHOP_DESCRIPTION = 'Stones, minerals and crystals: clusters, tumbled stones, carvings and jewellery.';

/** A product as its page's head describes it: the product and its default variant. */
export interface ProductFacts {
  productId: number;
  title: string;
  shortDescription: string;
  /** Rich text (HTML); only its words are used, when there is no short description. */
  description: string;
  imageUrl: string;
  salePricePaise: number;
  /** The default variant's stock: 0 is out of stock (core's rule). */
  stock: number;
  /** The average the page shows ('0' to '5' in halves; '0' is none), over `reviewCount` reviews. */
  averageRating: string;
  reviewCount: number;
  /** Where the product comes from ('Brazil'): schema.org's countryOfOrigin; '' or absent when not known. */
  countryOfOrigin?: string;
}

/**
 * What the server knows of a page's head, without the origin (so it can be kept per page
 * subject and shared by every host name): the document title, and for pages worth indexing
 * their description, canonical path, picture and Open Graph type; for a product, the facts
 * of its JSON-LD. A subject that does not exist answers 404 with only its title.
 */
export interface HeadModel {
  status: 200 | 404;
  /** The whole document title, brand prefix included: the text the storefront sets. */
  title: string;
  /** The page's own name, for og:title (the brand travels in og:site_name). */
  name?: string;
  description?: string;
  /** The canonical path (/ProductDetails/{slug}={id}, /AllProductsList/{slug}={id}, ...). */
  canonicalPath?: string;
  ogType?: 'website' | 'product';
  /** As stored: a path on this site or an absolute URL. */
  image?: string | null;
  product?: ProductFacts;
  /** A page worth showing but not indexing (search results): `robots: noindex`, and no canonical or Open Graph. */
  noindex?: boolean;
}

/** Meta descriptions are cut here (search results show about this much). */
export const DESCRIPTION_MAX = 200;

/**
 * JSON for an inline <script>: '<', '>' and '&' become \u escapes, so no value (a title
 * holding '</script>' or '<!--') can end the script or open a comment; U+2028/2029 too.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/** The words of rich text: tags dropped, the common entities read, whitespace runs made one space. */
export function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|apos|nbsp|#39);/g, (_m, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** Text cut at a word boundary to at most `max` characters (code points), with an ellipsis when cut. */
export function clip(text: string, max = DESCRIPTION_MAX): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const head = chars.slice(0, max - 1).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > max / 2 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** A product's meta description: its short description (plain text), else the words of its (rich text) description. */
export function productDescription(p: Pick<ProductFacts, 'shortDescription' | 'description'>): string {
  return clip(p.shortDescription.replace(/\s+/g, ' ').trim() || plainText(p.description));
}

/** '2199.00' from 219900 paise: schema.org's price, exact (money never goes through floats). */
export function priceText(paise: number): string {
  const whole = Math.trunc(paise / 100);
  return `${whole}.${String(Math.abs(paise % 100)).padStart(2, '0')}`;
}

/** An absolute http(s) URL for a stored picture or path, or null for anything else. */
export function absoluteUrl(pathOrUrl: string | null | undefined, origin: string): string | null {
  if (!pathOrUrl) return null;
  try {
    const url = new URL(pathOrUrl, `${origin}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The Product JSON-LD of a product page (schema.org Product with one INR offer). */
export function productJsonLd(p: ProductFacts, url: string, image: string | null, description: string): Record<string, unknown> {
  const rating = p.averageRating;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    '@id': `${url}#product`,
    name: p.title,
    description,
    ...(image ? { image: [image] } : {}),
    sku: String(p.productId),
    productID: String(p.productId),
    brand: { '@type': 'Brand', name: BRAND_NAME },
    ...(p.countryOfOrigin ? { countryOfOrigin: { '@type': 'Country', name: p.countryOfOrigin } } : {}),
    offers: {
      '@type': 'Offer',
      url,
      price: priceText(p.salePricePaise),
      priceCurrency: 'INR',
      availability: isOutOfStock({ product_stock_status: p.stock }) ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    // The average the page shows (to the nearest half), over the reviews shown.
    ...(p.reviewCount > 0 && hasRating(rating)
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating, reviewCount: p.reviewCount, bestRating: 5, worstRating: 1 } }
      : {}),
  };
}

/** The head of a product page. */
export function productHead(p: ProductFacts, canonicalPath: string): HeadModel {
  return {
    status: 200,
    title: pageTitle(p.title),
    name: p.title,
    description: productDescription(p),
    canonicalPath,
    ogType: 'product',
    image: p.imageUrl || null,
    product: p,
  };
}

/** One tag of a page's head, as data (the document writes it; React escapes every text). */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; attr: 'name' | 'property'; key: string; content: string }
  | { tag: 'link'; rel: 'canonical'; href: string }
  /** A JSON-LD block, already safe inside its script element (jsonForScript). */
  | { tag: 'json-ld'; json: string };

/** The head of a page that says nothing more precise (cart, contact, account ...): the shop's name and description. */
export const DEFAULT_HEAD: HeadModel = { status: 200, title: BRAND_NAME, description: SHOP_DESCRIPTION };

/**
 * The tags of a page's head: title, description, and for a page worth indexing its canonical
 * link, Open Graph (and a Twitter card) and a product's JSON-LD. URLs are made absolute on
 * `origin`. A 404 gets its title and noindex only; a noindex page (search results) its title,
 * description and noindex; the default head its title and description.
 */
export function headTags(head: HeadModel, origin: string): HeadTag[] {
  const tags: HeadTag[] = [{ tag: 'title', text: head.title }];
  const meta = (attr: 'name' | 'property', key: string, content: string) => tags.push({ tag: 'meta', attr, key, content });
  if (head.status === 404) {
    meta('name', 'robots', 'noindex');
    return tags;
  }
  if (head.description) meta('name', 'description', head.description);
  if (head.noindex) {
    meta('name', 'robots', 'noindex');
    return tags;
  }
  if (head.canonicalPath === undefined) return tags;
  const url = absoluteUrl(head.canonicalPath, origin);
  if (url) tags.push({ tag: 'link', rel: 'canonical', href: url });
  const image = absoluteUrl(head.image, origin);
  meta('property', 'og:site_name', BRAND_NAME);
  meta('property', 'og:type', head.ogType ?? 'website');
  meta('property', 'og:title', head.name ?? head.title);
  if (head.description) meta('property', 'og:description', head.description);
  if (url) meta('property', 'og:url', url);
  if (image) meta('property', 'og:image', image);
  meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary');
  if (head.product && url) tags.push({ tag: 'json-ld', json: jsonForScript(productJsonLd(head.product, url, image, head.description ?? '')) });
  return tags;
}

/**
 * The inline script that, over a page the server rendered, starts the storefront's script
 * once the first screen's main picture (the one with fetchpriority=high) has loaded or
 * failed, or after 3 s: the picture, the page's largest paint, has the connection to itself,
 * and the page reads and looks right meanwhile. The script's address is the element's
 * data-src, so this text (and its hash in the Content-Security-Policy) is the same for
 * every build.
 */
export const SCRIPT_AFTER_PICTURE =
  "(function(){var d=document,c=d.currentScript,done=0;function go(){if(done)return;done=1;var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=c.getAttribute('data-src');d.head.appendChild(s)}" +
  "var i=d.querySelector('img[fetchpriority=high]');if(i&&!i.complete){i.addEventListener('load',go);i.addEventListener('error',go);setTimeout(go,3000)}else go()})()";
