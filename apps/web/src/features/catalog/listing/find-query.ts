import { FIND_PARAMS, findQueryParams, LISTING_PARAMS, readFindQuery, type FindQuery } from '@shop/core';

/** Whether the page reads words (the search page) or not (a listing: its `q` is not its own). */
export interface FindPage {
  words: boolean;
}

/** Whether a query-string name belongs to the page's find. */
function isFindParam(name: string, { words }: FindPage): boolean {
  if (name === FIND_PARAMS.q) return words;
  return (
    name.startsWith(FIND_PARAMS.attributePrefix) ||
    name === FIND_PARAMS.priceMin ||
    name === FIND_PARAMS.priceMax ||
    name === FIND_PARAMS.inStock ||
    (Object.values(LISTING_PARAMS) as string[]).includes(name)
  );
}

/** A find's text without its page: what the products found depend on, and their order. */
const withoutPage = (query: FindQuery) => findQueryParams({ ...query, page: 1 }).toString();

/**
 * The query string after a change. Anything but the page itself that changes what is found
 * (a filter, the price, stock, the size or the sort) starts again from page 1; choosing what
 * is already chosen keeps the page. The find's parameters are written as core findQueryParams
 * writes them (defaults left out, one spelling), each in the place it had, new ones at the
 * end; others (lng) are kept.
 */
export function changeFind(search: URLSearchParams, change: Partial<FindQuery>, page: FindPage): URLSearchParams {
  const current = readFindQuery(search, page);
  let next: FindQuery = { ...current, ...change };
  if (change.page === undefined && withoutPage(next) !== withoutPage(current)) next = { ...next, page: 1 };
  const wanted = findQueryParams(page.words ? next : { ...next, q: '' });
  const params = new URLSearchParams();
  const written = new Set<string>();
  for (const [name, value] of search) {
    if (!isFindParam(name, page)) params.append(name, value);
    else if (wanted.has(name) && !written.has(name)) {
      params.append(name, wanted.get(name)!);
      written.add(name);
    }
  }
  for (const [name, value] of wanted) if (!written.has(name)) params.append(name, value);
  return params;
}
