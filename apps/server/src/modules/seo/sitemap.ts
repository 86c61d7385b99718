import { absoluteUrl } from '@shop/core';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for XML content. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]!);
}

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The <loc> of each path: absolute on `origin`, percent-encoded (new URL), XML-escaped. */
function locs(paths: readonly string[], origin: string, element: 'url' | 'sitemap'): string {
  let out = '';
  for (const path of paths) {
    const url = absoluteUrl(path, origin);
    if (url) out += `<${element}><loc>${escapeXml(url)}</loc></${element}>\n`;
  }
  return out;
}

/** A sitemap file (urlset) of these paths. */
export function sitemapXml(paths: readonly string[], origin: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NS}">\n${locs(paths, origin, 'url')}</urlset>\n`;
}

/** A sitemap index naming these sitemap files. */
export function sitemapIndexXml(files: readonly string[], origin: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NS}">\n${locs(files, origin, 'sitemap')}</sitemapindex>\n`;
}

/**
 * Paths crawlers are asked to leave alone: the API and back office, and the shopper's own
 * screens (cart, wishlist, checkout, account, login, invoices). Robots rules are prefixes and
 * case-sensitive, so the spellings the storefront links to are listed (the router itself
 * matches any case).
 */
export const DISALLOWED_PATHS = [
  '/api/',
  '/admin',
  '/AddToCart',
  '/WishList',
  '/CheckOut',
  '/Checkout',
  '/MyAccount',
  '/MyOrders',
  '/MyAddress',
  '/MyTrackOrders',
  '/Tabs',
  '/AddressDetails',
  '/Login',
  '/CreateAccount',
  '/Invoice/',
] as const;

/** robots.txt: the shop open to every crawler but for the paths above, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
