import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import { addAddress, authHeaders, type Customer } from './account';
import { expect } from './fixtures';
import { INR_PER_USD } from './shop';

/** A product's default variant as Products/GetProductDetails gives it (the row a detail page adds to the cart). */
export interface DetailRow {
  product_id: number;
  product_variant_id: number;
  product_title: string;
  product_image_url: string;
  product_variant_title: string;
  product_variant_sale_price: number;
  product_variant_mrp_price: number;
  product_stock_status: number;
  product_category_id: number;
}

/** What PlaceAndOrder answers. */
export interface PlacedOrder {
  order_id: number;
  invoice_key: string;
  invoice_number: string;
}

/** Products the order tests take stock from: plenty of it, so a run's orders never run one short. */
const MIN_STOCK = 30;
/** Other specs read the first listing pages (featured); order tests buy from further on. */
const SKIP_FIRST = 60;
/** Products set aside for the test that re-prices one: two per project. */
const REPRICEABLE = 4;

interface Pool {
  /** Product ids in id order (stable, whatever the featured order does). */
  regular: number[];
  /**
   * The dearest well-stocked products, not on the home page: a short price change to one of
   * them moves no other spec's listing window (the low-to-high pages, popular, trending).
   */
  repriceable: number[];
}

let pool: Promise<Pool> | null = null;

function productPool(request: APIRequestContext): Promise<Pool> {
  pool ??= (async () => {
    type Card = { product_id: number; product_stock_status: number; product_variant_sale_price: number };
    const cards: Card[] = [];
    for (let page = 1; ; page += 1) {
      const response = await request.get(`/api/Home/GetProductsByCategory?limit=30&page=${page}&sort_by=featured`);
      expect(response.ok(), 'the product listing').toBeTruthy();
      const body = (await response.json()) as { data: { data: Card[]; total_pages: number } };
      cards.push(...body.data.data);
      if (page >= body.data.total_pages) break;
    }
    const onHome = new Set<number>();
    for (const path of ['Home/GetHomeProducts?limit=5', 'Home/GetTrendingProducts']) {
      const body = (await (await request.get(`/api/${path}`)).json()) as { data: Card[] | { data: Card[] } };
      for (const card of Array.isArray(body.data) ? body.data : body.data.data) onHome.add(card.product_id);
    }
    const stocked = cards.slice(SKIP_FIRST).filter((p) => p.product_stock_status >= MIN_STOCK);
    const repriceable = stocked
      .filter((p) => !onHome.has(p.product_id))
      .sort((a, b) => b.product_variant_sale_price - a.product_variant_sale_price)
      .slice(0, REPRICEABLE)
      .map((p) => p.product_id);
    const regular = stocked
      .map((p) => p.product_id)
      .filter((id) => !repriceable.includes(id))
      .sort((a, b) => a - b);
    return { regular, repriceable };
  })();
  return pool;
}

/** The default variant of a product, read from the shop. */
export async function detailRow(request: APIRequestContext, productId: number): Promise<DetailRow> {
  const response = await request.get(`/api/Products/GetProductDetails?product_id=${productId}`);
  expect(response.ok(), `GetProductDetails ${productId}`).toBeTruthy();
  return ((await response.json()) as { data: DetailRow[] }).data[0]!;
}

async function rowsOf(request: APIRequestContext, ids: number[]): Promise<DetailRow[]> {
  const rows: DetailRow[] = [];
  for (const id of ids) {
    const row = await detailRow(request, id);
    expect(row.product_stock_status, `stock of ${row.product_title}`).toBeGreaterThan(5);
    rows.push(row);
  }
  return rows;
}

const projectIndex = (testInfo: TestInfo) => (testInfo.project.name === 'mobile' ? 1 : 0);

/**
 * `count` products for one test: each test names its own `slot`, and the desktop and mobile
 * runs of a test get different products, so two tests running at once never buy the same one.
 */
export async function productsFor(request: APIRequestContext, testInfo: TestInfo, slot: number, count = 2): Promise<DetailRow[]> {
  const { regular } = await productPool(request);
  const start = (slot * 2 + projectIndex(testInfo)) * count;
  expect(regular.length, 'enough well-stocked products in the demo catalog').toBeGreaterThanOrEqual(start + count);
  return rowsOf(request, regular.slice(start, start + count));
}

/** Two products no other test buys or reads, whose price the re-pricing test may change for a moment. */
export async function repriceableProducts(request: APIRequestContext, testInfo: TestInfo): Promise<DetailRow[]> {
  const { repriceable } = await productPool(request);
  expect(repriceable.length, 'enough dear products in the demo catalog').toBe(REPRICEABLE);
  const start = projectIndex(testInfo) * 2;
  return rowsOf(request, repriceable.slice(start, start + 2));
}

/** The path of a product's detail page (spec 2.1). */
export function detailPath(row: Pick<DetailRow, 'product_title' | 'product_id'>): string {
  return `/ProductDetails/${row.product_title.trim().replace(/\s+/g, '-')}=${row.product_id}`;
}

export interface Line {
  row: DetailRow;
  quantity: number;
}

/** Saves `cartList` before the storefront starts, on the first load of the page only (as a shopper's earlier visit left it). */
export async function seedCart(page: Page, lines: Line[], overrides: Partial<DetailRow> = {}): Promise<void> {
  const saved = lines.map(({ row, quantity }) => ({
    ...row,
    ...overrides,
    quantity,
    expiresAt: Date.now() + 3_600_000,
    selected_currency: 'INR',
  }));
  await page.addInitScript((json) => {
    if (!sessionStorage.getItem('e2e-cart-seeded')) {
      localStorage.setItem('cartList', json);
      sessionStorage.setItem('e2e-cart-seeded', '1');
    }
  }, JSON.stringify(saved));
}

/** The INR total of the lines: the catalog's rupee prices times the quantities, to the paisa. */
export function inrTotal(lines: Line[]): number {
  return Math.round(lines.reduce((sum, { row, quantity }) => sum + row.product_variant_sale_price * 100 * quantity, 0)) / 100;
}

/** A rupee price in dollars as an order states it: converted per unit and rounded to the cent. */
export function usdUnit(rupees: number): number {
  return Math.round((rupees / INR_PER_USD) * 100) / 100;
}

/** The USD total of the lines: each unit converted and rounded first, then multiplied and summed (in cents). */
export function usdTotal(lines: Line[]): number {
  return lines.reduce((cents, { row, quantity }) => cents + Math.round(usdUnit(row.product_variant_sale_price) * 100) * quantity, 0) / 100;
}

/** `₹1,234`: a rupee amount as the storefront shows it (whole rupees, Indian grouping). */
export function inr(amount: number): string {
  return `₹${new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 }).format(Math.round(amount))}`;
}

/** `$12.34`. */
export function usd(amount: number): string {
  return `$${new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

export const ADDRESS = {
  country_region: 'India',
  full_name: 'Mira Rao',
  mobile_number: '9876543210',
  flat_house_building: '12 Quartz Lane',
  area_street_sector: 'Sector 4',
  pincode: '560001',
  town_city: 'Bengaluru',
  state: 'Karnataka',
} as const;

/** Adds an Indian default address through the API and answers its id. */
export async function addDefaultAddress(request: APIRequestContext, customer: Customer, fields: Record<string, unknown> = {}): Promise<number> {
  await addAddress(request, customer, { ...ADDRESS, full_name: customer.name, default_address: 1, ...fields });
  const response = await request.get('/api/Customers/GetCustomerAddress?limit=1&page=1', { headers: authHeaders(customer) });
  expect(response.ok(), 'GetCustomerAddress').toBeTruthy();
  const { data } = (await response.json()) as { data: { customer_address_id: number; default_address: number }[] };
  expect(data[0]?.default_address, 'the new address is the default').toBe(1);
  return data[0]!.customer_address_id;
}

/**
 * Places an order through the API, with a body built the way the checkout builds it (spec 3:
 * CartInfo with the prices in the order currency, the totals, the address and the option)
 * and a fresh Idempotency-Key. For speed, where a test needs orders rather than the checkout.
 */
export async function placeOrderByApi(
  request: APIRequestContext,
  customer: Customer,
  addressId: number,
  lines: Line[],
  options: { method?: 'cash' | 'upi' | 'paypal'; upiId?: string } = {},
): Promise<PlacedOrder> {
  const method = options.method ?? 'cash';
  const total = inrTotal(lines);
  const response = await request.post('/api/Order/PlaceAndOrder', {
    // From the customer's own address, as a shopper's own checkout would be (the per-address order limit).
    headers: { ...authHeaders(customer), 'Idempotency-Key': randomUUID(), 'x-forwarded-for': customer.forwardedFor },
    data: {
      CartInfo: lines.map(({ row, quantity }) => ({
        product_id: row.product_id,
        product_variant_id: row.product_variant_id,
        quantity,
        product_variant_sale_price: row.product_variant_sale_price,
        product_variant_mrp_price: row.product_variant_mrp_price,
        original_currency: 'INR',
        converted_currency: 'INR',
      })),
      customer_address_id: addressId,
      order_sub_total: total,
      order_grand_total: total,
      order_payment_method: method,
      order_currency: 'INR',
      ...(method === 'upi' ? { payment: { upi_id: options.upiId ?? 'mira.rao@okaxis' } } : {}),
    },
  });
  expect(response.status(), `PlaceAndOrder: ${await response.text()}`).toBe(200);
  return (await response.json()) as PlacedOrder;
}

/** The invoice link of an order, as the checkout and My Orders open it. */
export function invoicePath(order: Pick<PlacedOrder, 'order_id' | 'invoice_key'>): string {
  return `/Invoice/${order.order_id}?key=${encodeURIComponent(order.invoice_key)}`;
}

/**
 * The run's database (the server's DATABASE_URL is file:${E2E_DATA_DIR}/e2e.db), for what
 * no API does yet: staff moving an order on or changing a price. Opened for one change only.
 */
function withShopDb<T>(change: (db: Database.Database) => T): T {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through e2e/playwright.config.ts');
  const db = new Database(join(dataDir, 'e2e.db'), { fileMustExist: true, timeout: 10_000 });
  try {
    return change(db);
  } finally {
    db.close();
  }
}

/** Sets a variant's sale price in rupees, as staff would; answers the price it had. */
export function setSalePrice(variantId: number, rupees: number): number {
  return withShopDb((db) => {
    const before = db.prepare('SELECT sale_price_paise AS paise FROM product_variants WHERE product_variant_id = ?').get(variantId) as
      { paise: number } | undefined;
    if (!before) throw new Error(`no variant ${variantId}`);
    db.prepare('UPDATE product_variants SET sale_price_paise = ? WHERE product_variant_id = ?').run(Math.round(rupees * 100), variantId);
    return before.paise / 100;
  });
}

/** Moves an order to a status as staff would (1 Processing, 2 Shipped, …). */
export function setOrderStatus(orderId: number, status: 1 | 2 | 3, label: 'Processing' | 'Shipped' | 'Delivered'): void {
  withShopDb((db) => {
    const result = db.prepare('UPDATE orders SET order_status = ?, order_status_label = ? WHERE order_id = ?').run(status, label, orderId);
    if (result.changes !== 1) throw new Error(`no order ${orderId}`);
  });
}

/** Marks an order shipped with a carrier and tracking number, as staff would. */
export function setOrderShipped(orderId: number, carrier: string, trackingNumber: string): void {
  withShopDb((db) => {
    const result = db
      .prepare("UPDATE orders SET order_status = 2, order_status_label = 'Shipped', carrier = ?, tracking_number = ? WHERE order_id = ?")
      .run(carrier, trackingNumber, orderId);
    if (result.changes !== 1) throw new Error(`no order ${orderId}`);
  });
}

/**
 * Waits until the shop's public product answer gives `rupees` for the variant: the server may
 * reuse a catalog answer for a few seconds (CATALOG_CACHE_MS), as a shopper's next look would.
 */
export async function waitForCatalogPrice(request: APIRequestContext, productId: number, rupees: number): Promise<void> {
  await expect
    .poll(async () => (await detailRow(request, productId)).product_variant_sale_price, { timeout: 15_000, intervals: [250, 500, 1000] })
    .toBe(rupees);
}

/** A future card expiry, MM/YY, and the digits typed for it. */
export function futureExpiry(): { typed: string; shown: string } {
  const year = (new Date().getFullYear() + 3) % 100;
  const yy = String(year).padStart(2, '0');
  return { typed: `09${yy}`, shown: `09/${yy}` };
}
