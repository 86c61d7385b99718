import { matchStorefrontPath } from '@shop/core';
import { TtlCache } from '../lib/cache.js';
import type { CatalogService } from '../modules/catalog/catalog.service.js';
import type { ContentService } from '../modules/content/content.service.js';

/** What a page's first picture depends on: 'home', a product's id, or null for every other path. */
export function firstScreenSubject(pathname: string): 'home' | number | null {
  const match = matchStorefrontPath(pathname);
  if (match?.route === 'home') return 'home';
  return match?.route === 'product' ? match.id : null;
}

/**
 * The picture a page shows largest on its first screen, when the server can tell from the
 * path alone: the first hero slide on `/`, the first gallery picture (or the product's own)
 * on a product page. The storefront's HTML asks the browser to fetch it at once, in
 * parallel with the scripts, instead of once they have run. Null when there is none or the
 * path names nothing; a failed lookup only costs the hint. Answers are kept for a few
 * seconds per subject (home or product id), never per raw path, so new paths cost nothing.
 */
export class FirstScreenImages {
  private readonly cache: TtlCache<string | null>;

  constructor(
    private readonly content: ContentService,
    private readonly catalog: CatalogService,
    ttlMs: number,
  ) {
    this.cache = new TtlCache({ ttlMs, maxEntries: 2_000 });
  }

  async forPath(pathname: string): Promise<string | null> {
    const subject = firstScreenSubject(pathname);
    if (subject === null) return null;
    return this.cache.getOrLoad(String(subject), () => this.lookUp(subject));
  }

  clear(): void {
    this.cache.clear();
  }

  private async lookUp(subject: 'home' | number): Promise<string | null> {
    try {
      if (subject === 'home') return (await this.content.homeSlides())[0]?.slider_image_url ?? null;
      const first = (await this.catalog.gallery(subject))[0];
      if (first) return first.product_gallery_type === 'image' ? first.product_slider_image_url : null;
      return (await this.catalog.productDetails(subject)).data[0]?.product_image_url ?? null;
    } catch {
      return null;
    }
  }
}
