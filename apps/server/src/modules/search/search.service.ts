import { hasFilters, pageInfo, type FindProductsQuery, type FindProductsResponse, type SearchSuggestion } from '@shop/core';
import type { ShopDb } from '../../db/index.js';
import type { CatalogChange } from '../../lib/catalog-changes.js';
import { toProductCard } from '../catalog/catalog.mappers.js';
import type { CatalogService } from '../catalog/catalog.service.js';
import { SearchIndex } from './search-index.js';
import { SearchRepository } from './search.repository.js';

/**
 * From this many products a build takes long enough (a 20,000-product catalog: about a
 * second) that shoppers are answered from the index they have while the next one is built.
 */
export const STALE_WHILE_REBUILDING_FROM = 5_000;

export interface SearchHooks {
  /** Called with the words of a results page's search that found nothing (the back office's list). */
  onMiss?(query: string): void;
  /** A build that shoppers did not wait for is in place: answers kept meanwhile are out of date. */
  onRebuilt?(): void;
  error?(message: string): void;
}

/**
 * The storefront's search and filtered listings, answered from one in-process SearchIndex
 * (decision 019), kept in step with the "catalog changed" signal: this process's writes and,
 * on PostgreSQL, the other processes' (db/catalog-notify.ts).
 * - A catalog change (products, categories, aliases, attributes, an import), or a change
 *   that names no products, makes the index stale and a new one is built. Below
 *   STALE_WHILE_REBUILDING_FROM products the next question waits for it (whoever saved a
 *   product finds it at once); from there on, questions are answered from the index in place
 *   until the new one is ready, then `onRebuilt` lets the caches of answers go. Changes that
 *   land while a build reads make it stale again. Questions asked during a build share it.
 * - A stock or review change naming its products marks them: the next question reads their
 *   card, stock and popularity again (one small query) before it is answered.
 */
export class SearchService {
  private readonly repo: SearchRepository;
  private index: SearchIndex | null = null;
  private stale = true;
  private building: Promise<void> | null = null;
  /** Products whose numbers a stock or review change moved, not yet read again. */
  private readonly marked = new Set<number>();
  private patching: Promise<void> | null = null;

  constructor(
    shop: ShopDb,
    private readonly catalog: CatalogService,
    private readonly hooks: SearchHooks = {},
  ) {
    this.repo = new SearchRepository(shop.reads);
  }

  /** Follows the catalog change signal; answers the function that stops. */
  follow(subscribe: (kinds: Array<CatalogChange['kind']>, fn: (change: CatalogChange) => void) => () => void): () => void {
    return subscribe(['catalog', 'stock', 'reviews'], (change) => this.changed(change));
  }

  private changed(change: CatalogChange): void {
    if (change.kind === 'catalog' || !('productIds' in change) || !change.productIds) {
      this.stale = true;
      return;
    }
    for (const id of change.productIds) this.marked.add(id);
  }

  /** The index with every change so far in it (or, for a large catalog being rebuilt, the one in place), marked products read again. */
  async ready(): Promise<SearchIndex> {
    if (this.index && this.index.size >= STALE_WHILE_REBUILDING_FROM) {
      if (this.stale && !this.building) this.buildInBackground();
    } else {
      while (this.stale || this.building) await this.startBuild();
    }
    while (this.marked.size > 0) {
      this.patching ??= this.patch().finally(() => (this.patching = null));
      await this.patching;
    }
    return this.index!;
  }

  private startBuild(): Promise<void> {
    if (!this.building) {
      this.stale = false;
      this.building = this.build().finally(() => (this.building = null));
    }
    return this.building;
  }

  private buildInBackground(): void {
    this.startBuild().then(
      () => {
        this.hooks.onRebuilt?.();
        if (this.stale) this.buildInBackground();
      },
      (err: unknown) => this.hooks.error?.(`The search index could not be rebuilt: ${String(err)}`),
    );
  }

  private async build(): Promise<void> {
    // Whatever is marked now is read by the build itself.
    this.marked.clear();
    try {
      this.index = await SearchIndex.build(this.repo.sourceBatches());
    } catch (err) {
      this.stale = true;
      throw err;
    }
  }

  private async patch(): Promise<void> {
    const ids = [...this.marked];
    this.marked.clear();
    try {
      for (const numbers of await this.repo.numbersOf(ids)) this.index!.patch(numbers);
    } catch (err) {
      for (const id of ids) this.marked.add(id);
      throw err;
    }
  }

  /** A page of products for words, a category, filters, a price range and a sort (Home/FindProducts). */
  async find(q: FindProductsQuery): Promise<FindProductsResponse> {
    const scope = q.category_id === undefined ? undefined : await this.catalog.categoryScope(q.category_id);
    const index = await this.ready();
    const result = index.find({
      q: q.q,
      categoryIds: scope && new Set(scope.ids),
      filters: q.filters,
      priceMinPaise: q.price_min === null ? null : q.price_min * 100,
      priceMaxPaise: q.price_max === null ? null : q.price_max * 100,
      inStock: q.in_stock,
      sortBy: q.sort_by,
      offset: (q.page - 1) * q.limit,
      limit: q.limit,
    });
    const filtered = hasFilters({ filters: q.filters, priceMin: q.price_min, priceMax: q.price_max, inStock: q.in_stock });
    if (result.total === 0 && q.q !== '' && !filtered && q.category_id === undefined) this.hooks.onMiss?.(q.q);
    return {
      success: true,
      data: { data: result.cards.map(toProductCard), ...pageInfo(result.total, q.page, q.limit) },
      category_data: scope?.category ?? null,
      facets: result.facets,
      did_you_mean: result.didYouMean,
    };
  }

  /** The header's suggestions (Home/GetProductSearchList): title substrings first, then aliases and typos. */
  async suggest(q: { keyword?: string; categoryId?: number; limit: number }): Promise<SearchSuggestion[]> {
    const scope = q.categoryId === undefined ? undefined : await this.catalog.categoryScope(q.categoryId);
    return (await this.ready()).suggest(q.keyword ?? '', scope && new Set(scope.ids), q.limit);
  }
}
