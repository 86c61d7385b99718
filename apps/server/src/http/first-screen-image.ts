import { idFromPath } from '@shop/core';
import type { CatalogService } from '../modules/catalog/catalog.service.js';
import type { ContentService } from '../modules/content/content.service.js';

const PRODUCT_PAGE = /^\/(?:Get)?ProductDetails\/([^/]+)$/i;

/**
 * The picture a page shows largest on its first screen, when the server can tell from the
 * path alone: the first hero slide on `/`, the first gallery picture (or the product's own)
 * on a product page. The storefront's HTML asks the browser to fetch it at once, in
 * parallel with the scripts, instead of once they have run. Null when there is none or the
 * path names nothing; a failed lookup only costs the hint.
 */
export async function firstScreenImage(pathname: string, content: ContentService, catalog: CatalogService): Promise<string | null> {
  try {
    if (pathname === '/') return (await content.homeSlides())[0]?.slider_image_url ?? null;
    const product = PRODUCT_PAGE.exec(pathname);
    if (!product) return null;
    const productId = idFromPath(decodeURIComponent(product[1]!));
    if (productId === null) return null;
    const first = (await catalog.gallery(productId))[0];
    if (first) return first.product_gallery_type === 'image' ? first.product_slider_image_url : null;
    return (await catalog.productDetails(productId)).data[0]?.product_image_url ?? null;
  } catch {
    return null;
  }
}
