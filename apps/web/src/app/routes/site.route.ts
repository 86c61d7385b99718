import { getCategoriesQueryOptions } from '../../features/catalog/api/get-categories';
import { getShopInfoQueryOptions } from '../../shared/api/get-shop-info';
import type { RouteModule } from './route-module';

/** The frame of every page inside it: the category menu, and the shop's phone and e-mail. */
export const siteRoute: RouteModule = {
  reads: (client) => [client.prefetchQuery(getCategoriesQueryOptions()), client.prefetchQuery(getShopInfoQueryOptions())],
};
