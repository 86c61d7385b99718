import { pageTitle, readFindQuery } from '@shop/core';
import { findParams, findProductsQueryOptions } from '../../features/catalog/api/find-products';
import { isolateIn } from '../../shared/i18n/direction';
import type { RouteModule } from './route-module';

/** The search's find as its screen reads it (words, filters, page, size, sort). */
const findOf = (url: URL) => readFindQuery(url.searchParams, { words: true });

/**
 * The search results (issue 22): /Search?q=… with the listing's filters, one page of cards
 * from Home/FindProducts. Shown to shoppers, never indexed (`noindex`): its pages are as
 * many as the words typed. Without words there is nothing to ask.
 */
export const searchRoute: RouteModule = {
  reads: (client, { request }) => {
    const query = findOf(new URL(request.url));
    return query.q ? [client.prefetchQuery(findProductsQueryOptions(findParams(null, query)))] : [];
  },
  page: ({ url, t }) => {
    const { q } = findOf(url);
    // A fixed t knows its language (i18next's getFixedT sets `lng`).
    const language = (t as { lng?: string }).lng ?? '';
    const title = q ? t('catalog:search.heading', { q: isolateIn(language, q) }) : t('catalog:search.crumb');
    return { status: 200, head: { status: 200, title: pageTitle(title), name: title, noindex: true }, picture: null };
  },
};
