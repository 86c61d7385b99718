import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

/** The brand prefix of every document title: 'Stone & Crystal Co. | {screen}'. */
export const BRAND = 'Stone & Crystal Co.';

/** The fixed rate of spec section 9: 86.44 rupees per US dollar. */
export const INR_PER_USD = 86.44;

/** Below this width (48rem) the navigation bar gives way to the Menu button (styles.css). */
const PHONE_LAYOUT_BELOW_PX = 768;

/**
 * True when the page is laid out for a phone. Read from the viewport, not the page: the
 * page may still be drawing its header when a test asks.
 */
export async function isPhoneLayout(page: Page): Promise<boolean> {
  return (page.viewportSize()?.width ?? Number.POSITIVE_INFINITY) < PHONE_LAYOUT_BELOW_PX;
}

/**
 * The site navigation as a shopper reaches it: the navigation bar on a wide screen, or the
 * mobile menu, opened, at phone width. `mobileName` is the mobile menu's navigation label
 * ('Mobile' in English).
 */
export async function openNavigation(page: Page, mobileName: string = 'Mobile'): Promise<Locator> {
  if (await isPhoneLayout(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const mobile = page.getByRole('navigation', { name: mobileName });
    await expect(mobile).toBeVisible();
    return mobile;
  }
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeVisible();
  return nav;
}

/** Picks a display currency the way a shopper does (top strip, or the mobile menu) and waits for the reload and the page to answer clicks. */
export async function chooseCurrency(page: Page, code: 'INR' | 'USD'): Promise<void> {
  const reloaded = page.waitForEvent('load');
  if (await isPhoneLayout(page)) {
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page
      .getByRole('group', { name: 'Currency' })
      .getByRole('button', { name: new RegExp(`^${code}\\b`) })
      .click();
  } else {
    await page.getByRole('button', { name: /^Currency: / }).click();
    await page
      .locator('.currency-switcher__panel')
      .getByRole('button', { name: new RegExp(`^${code}\\b`) })
      .click();
  }
  await reloaded;
  // The reloaded page is the server's HTML until the app has taken it over (support/fixtures.ts).
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

/** Picks a language from the switcher (top strip, or the mobile menu at phone width). */
export async function chooseLanguage(page: Page, name: 'English' | 'العربية'): Promise<void> {
  if (await isPhoneLayout(page)) {
    await page.getByRole('button', { name: /^(Menu|القائمة)$/ }).click();
    await page.getByRole('dialog').getByRole('button', { name, exact: true }).click();
    await page.getByRole('button', { name: /^(Close menu|إغلاق القائمة)$/ }).click();
    // The menu leaves with a transition: until it has gone its copy of the header (search,
    // links) is a second match for the page's own.
    await expect(page.getByRole('dialog')).toBeHidden();
  } else {
    await page.locator('.top-strip').getByRole('button', { name, exact: true }).click();
  }
}

/** How far the page scrolls sideways (0 or less: nothing is wider than the screen). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** The header's cart link, named e.g. 'Cart, 2 items'. */
export function cartLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ });
}

/** The header's wishlist link, named e.g. 'Wishlist, 1 item'. */
export function wishlistLink(page: Page): Locator {
  return page.getByRole('banner').getByRole('link', { name: /^Wishlist, \d+ items?$/ });
}

/** The number a count link's accessible name carries ('Cart, 3 items' → 3). */
export async function countOf(link: Locator): Promise<number> {
  const name = (await link.getAttribute('aria-label')) ?? '';
  const match = /(\d+)/.exec(name);
  return match ? Number(match[1]) : Number.NaN;
}

/** Reads a shown price ('₹1,749', '$20.23') as a number. */
export function priceValue(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

/** The shown text of a rupee price in INR: rounded to whole rupees, with grouping. */
export function inrText(amount: number): string {
  return `₹${Math.round(amount).toLocaleString('en-IN')}`;
}

/** The shown text of a rupee price in USD: divided by 86.44, two decimals. */
export function usdText(amountInr: number): string {
  const dollars = Math.round((amountInr / INR_PER_USD) * 100) / 100;
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

// ---------------------------------------------------------------- the API, as the shop serves it

export interface Category {
  category_id: number;
  category_title: string;
  children: Category[];
}

export interface ProductCardData {
  product_id: number;
  product_title: string;
  product_short_description: string;
  product_variant_sale_price: number;
  product_variant_mrp_price: number;
  product_stock_status: number;
  average_rating: string;
  product_category_id: number;
}

interface Envelope<T> {
  success: boolean;
  data: T;
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api/${path}`);
  expect(response.ok(), `GET /api/${path}`).toBeTruthy();
  return (await response.json()) as T;
}

/** Home/GetCategories: the category tree. */
export async function apiCategories(request: APIRequestContext): Promise<Category[]> {
  return (await getJson<Envelope<Category[]>>(request, 'Home/GetCategories')).data;
}

/** Home/GetProductsByCategory: one page of a category (or all products). */
export async function apiProductsByCategory(
  request: APIRequestContext,
  query: { category_id?: number; page?: number; limit?: number; sort_by?: string } = {},
): Promise<{ data: ProductCardData[]; page: number; total_pages: number; total_records?: number }> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  const body = await getJson<Envelope<{ data: ProductCardData[]; page: number; total_pages: number; total_records?: number }>>(
    request,
    `Home/GetProductsByCategory?${params}`,
  );
  return body.data;
}

/** Home/FindProducts' answer (issue 22): a page of cards, its facets and the closest spellings. */
export interface FoundPage {
  data: { data: ProductCardData[]; page: number; total_pages: number; total_records: number };
  facets: {
    attributes: { name: string; values: { value: string; count: number }[] }[];
    price: { min_paise: number; max_paise: number } | null;
    in_stock: number;
  };
  did_you_mean: string[];
}

/** Home/FindProducts: words, category, filters (f.{name}), price, stock, sort and page, as the storefront's URL holds them. */
export async function apiFind(request: APIRequestContext, query: Record<string, string | number>): Promise<FoundPage> {
  const params = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
  return getJson<FoundPage>(request, `Home/FindProducts?${params}`);
}

/** How many products a facet value finds (0 when the facet does not list it). */
export function facetCount(found: FoundPage, attribute: string, value: string): number {
  return found.facets.attributes.find((a) => a.name === attribute)?.values.find((v) => v.value === value)?.count ?? 0;
}

/** Home/GetHomeProducts: the popular products (limit 5). */
export async function apiPopular(request: APIRequestContext): Promise<ProductCardData[]> {
  return (await getJson<Envelope<{ data: ProductCardData[] }>>(request, 'Home/GetHomeProducts?limit=5')).data.data;
}

/** Home/GetTrendingProducts. */
export async function apiTrending(request: APIRequestContext): Promise<ProductCardData[]> {
  return (await getJson<Envelope<ProductCardData[]>>(request, 'Home/GetTrendingProducts')).data;
}

/** Home/GetProductSearchList: suggestions for a keyword. */
export async function apiSearch(request: APIRequestContext, keyword: string): Promise<{ product_id: number; product_title: string }[]> {
  return (await getJson<Envelope<{ product_id: number; product_title: string }[]>>(request, `Home/GetProductSearchList?keyword=${encodeURIComponent(keyword)}`))
    .data;
}

/** Every product of the catalog (pages of 30 of the all-products listing). */
export async function apiAllProducts(request: APIRequestContext): Promise<ProductCardData[]> {
  const first = await apiProductsByCategory(request, { page: 1, limit: 30 });
  const all = [...first.data];
  for (let page = 2; page <= first.total_pages; page += 1) {
    all.push(...(await apiProductsByCategory(request, { page, limit: 30 })).data);
  }
  return all;
}

/** The title slug of spec 2.1: trimmed, each whitespace run → one hyphen. */
export function titleSlug(title: string): string {
  return title.trim().replace(/\s+/g, '-');
}
