import { BRAND_NAME, pageTitle, SHOP_DESCRIPTION } from '@shop/core';
import { getHomeProductsQueryOptions } from '../../features/content/api/get-home-products';
import { getHomeSliderQueryOptions } from '../../features/content/api/get-home-slider';
import { getPromoBannersQueryOptions } from '../../features/content/api/get-promo-banners';
import { getTrendingProductsQueryOptions } from '../../features/content/api/get-trending-products';
import { readData, type RouteModule } from './route-module';

/** Home: the hero slides, promo banners, home and trending products; its picture is the first slide. */
export const homeRoute: RouteModule = {
  reads: (client) => [
    client.prefetchQuery(getHomeSliderQueryOptions()),
    client.prefetchQuery(getPromoBannersQueryOptions()),
    client.prefetchQuery(getHomeProductsQueryOptions()),
    client.prefetchQuery(getTrendingProductsQueryOptions()),
  ],
  page: ({ client, t }) => {
    const picture = readData(client, getHomeSliderQueryOptions())?.[0]?.slider_image_url || null;
    return {
      status: 200,
      head: {
        status: 200,
        title: pageTitle(t('home:title')),
        name: BRAND_NAME,
        description: SHOP_DESCRIPTION,
        canonicalPath: '/',
        ogType: 'website',
        image: picture,
      },
      picture,
    };
  },
};
