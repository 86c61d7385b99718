import { BRAND_NAME, categoryPath, clip, idFromPath, pageTitle, readFindQuery, SHOP_DESCRIPTION } from '@shop/core';
import { findParams, findProductsQueryOptions } from '../../features/catalog/api/find-products';
import { getCategoriesQueryOptions } from '../../features/catalog/api/get-categories';
import { findCategory } from '../../features/catalog/listing/find-category';
import { readData, type PageContext, type RouteModule } from './route-module';

/** The listing's query as its screen reads it: the category of the path (null for all products) and its find (filters, page, size, sort). */
function listingOf({ params, url }: Pick<PageContext, 'params' | 'url'>) {
  const categoryId = params.slugId === undefined ? null : idFromPath(params.slugId);
  return { named: params.slugId !== undefined, categoryId, find: findParams(categoryId, readFindQuery(url.searchParams, { words: false })) };
}

/**
 * All products, or one category's (/AllProductsList/{slug}={id}, /AllProductsList/{id},
 * /Shop/{slug}={id}): one page of cards, filtered as the URL says (Home/FindProducts). A
 * path whose category does not exist is a 404.
 */
export const listingRoute: RouteModule = {
  reads: (client, { params, request }) => {
    const { named, categoryId, find } = listingOf({ params, url: new URL(request.url) });
    if (named && categoryId === null) return [];
    return [client.prefetchQuery(findProductsQueryOptions(find))];
  },
  page: ({ params, url, client, t }) => {
    const { named, categoryId, find } = listingOf({ params, url });
    const notFound = { status: 404, head: { status: 404, title: pageTitle(t('catalog:notFound.heading')) }, picture: null } as const;
    if (!named) {
      const allProducts = t('catalog:allProducts');
      const first = readData(client, findProductsQueryOptions(find))?.products[0];
      return {
        status: 200,
        head: {
          status: 200,
          title: pageTitle(allProducts),
          name: allProducts,
          description: clip(`${allProducts} · ${BRAND_NAME}: ${SHOP_DESCRIPTION}`),
          canonicalPath: '/AllProductsList',
          ogType: 'website',
          image: first?.product_image_url || null,
        },
        picture: null,
      };
    }
    if (categoryId === null) return notFound;
    // The menu's tree (the frame's read) names every category.
    const tree = readData(client, getCategoriesQueryOptions());
    const category = tree ? findCategory(tree, categoryId) : null;
    if (!category) return notFound;
    const within = category.children.map((c) => c.category_title);
    const description = within.length
      ? `${category.category_title} at ${BRAND_NAME}: ${within.join(', ')}.`
      : `${category.category_title} at ${BRAND_NAME}. ${SHOP_DESCRIPTION}`;
    return {
      status: 200,
      head: {
        status: 200,
        title: pageTitle(category.category_title),
        name: category.category_title,
        description: clip(description),
        canonicalPath: categoryPath(category.category_title, category.category_id),
        ogType: 'website',
        image: category.category_image_url || null,
      },
      picture: null,
    };
  },
};
