import { averageRatingOf, idFromPath, pageTitle, productHead, productPath, rupeesToPaise } from '@shop/core';
import { getCustomerReviewsQueryOptions } from '../../features/product/api/get-customer-reviews';
import { getProductSliderQueryOptions } from '../../features/product/api/get-product-slider';
import { getRelatedProductsQueryOptions } from '../../features/product/api/get-related-products';
import { getProductDetailsQueryOptions } from '../../shared/api/get-product-details';
import { readData, type RouteModule } from './route-module';

/**
 * A product page (/ProductDetails/{slug}={id} or /GetProductDetails/…): the product is read
 * once, here, by the id of its path; the screen, the head and the picture all use that read.
 * A path whose id names no product (or an archived one) is a 404.
 */
export const productRoute: RouteModule = {
  reads: (client, { params }) => {
    const productId = idFromPath(params.slugId);
    if (productId === null) return [];
    return [
      client.prefetchQuery(getProductDetailsQueryOptions(productId)),
      client.prefetchQuery(getProductSliderQueryOptions(productId)),
      client.prefetchQuery(getCustomerReviewsQueryOptions(productId)),
      // Related products need the product's category: read as soon as the details are in
      // (the same read as above, shared while in flight, not another), so a rendered page
      // shows the cards instead of placeholders, and the browser asks before the screen has mounted.
      client.fetchQuery(getProductDetailsQueryOptions(productId)).then(
        ({ rows }) => rows[0] && client.prefetchQuery(getRelatedProductsQueryOptions(productId, rows[0].product_category_id)),
        () => undefined,
      ),
    ];
  },
  page: ({ params, client, t }) => {
    const productId = idFromPath(params.slugId);
    const product = productId === null ? undefined : readData(client, getProductDetailsQueryOptions(productId))?.rows[0];
    if (productId === null || !product) {
      return { status: 404, head: { status: 404, title: pageTitle(t('product:notFound.documentTitle')) }, picture: null };
    }
    const reviews = readData(client, getCustomerReviewsQueryOptions(productId)) ?? [];
    const gallery = readData(client, getProductSliderQueryOptions(productId)) ?? [];
    const first = gallery[0];
    // The gallery's first picture is what the page shows largest (a video first shows none).
    const picture = first ? (first.product_gallery_type === 'image' ? first.product_slider_image_url || null : null) : product.product_image_url || null;
    const head = productHead(
      {
        productId,
        title: product.product_title,
        shortDescription: product.product_short_description,
        description: product.product_description,
        imageUrl: product.product_image_url,
        salePricePaise: rupeesToPaise(product.product_variant_sale_price),
        stock: product.product_stock_status,
        // The average and count the page shows: over the reviews listed on it.
        averageRating: averageRatingOf(reviews.map((review) => review.review_rating)),
        reviewCount: reviews.length,
        countryOfOrigin: product.product_country_of_origin,
      },
      productPath(product.product_title, productId),
    );
    return { status: 200, head, picture };
  },
};
