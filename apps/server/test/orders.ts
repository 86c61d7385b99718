import crypto from 'node:crypto';
import { expect } from 'vitest';
import { placeOrderAmounts, type CurrencyCode } from '@shop/core';
import type { TestShop } from './test-app.js';
import { addressBody, post, type Customer } from './accounts.js';

/** Helpers for the order tests: a customer's address, catalog variants with stock, a place-order call. */

export interface Variant {
  product_id: number;
  product_variant_id: number;
  /** Rupees, as the catalog answers. */
  product_variant_sale_price: number;
  product_variant_mrp_price: number;
  product_title: string;
  stock: number;
}

/** Creates an address for the customer (India unless said otherwise) and answers its id. */
export async function addAddress(t: TestShop, c: Customer, overrides: Record<string, unknown> = {}): Promise<number> {
  const res = await post(t, 'Customers/CreateCustomerAddress', addressBody({ default_address: 1, ...overrides }), c.headers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const list = await t.get('Customers/GetCustomerAddress?limit=100&page=1', c.headers);
  return Math.max(...list.body.data.map((a: { customer_address_id: number }) => a.customer_address_id));
}

/** `count` in-stock variants from the database, each of a different product, with stock of at least `minStock`. */
export async function variantsInStock(t: TestShop, count: number, minStock = 5, skip = 0): Promise<Variant[]> {
  const rows = await t.shop.db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.product_id', 'v.product_id')
    .select([
      'v.product_id',
      'v.product_variant_id',
      'v.sale_price_paise',
      'v.mrp_price_paise',
      'v.stock_quantity',
      'p.product_title',
      'v.product_variant_title',
    ])
    .where('v.stock_quantity', '>=', minStock)
    .where('v.is_default', '=', 1)
    .orderBy('v.product_variant_id')
    .offset(skip)
    .limit(count)
    .execute();
  expect(rows.length).toBe(count);
  return rows.map((r) => ({
    product_id: r.product_id,
    product_variant_id: r.product_variant_id,
    product_variant_sale_price: r.sale_price_paise / 100,
    product_variant_mrp_price: r.mrp_price_paise / 100,
    product_title: r.product_title,
    stock: r.stock_quantity,
  }));
}

/** A variant's stock and its product's total, as stored. */
export async function stockOf(t: TestShop, v: Pick<Variant, 'product_id' | 'product_variant_id'>) {
  const variant = await t.shop.db
    .selectFrom('product_variants')
    .select('stock_quantity')
    .where('product_variant_id', '=', v.product_variant_id)
    .executeTakeFirstOrThrow();
  const product = await t.shop.db.selectFrom('products').select('stock_quantity').where('product_id', '=', v.product_id).executeTakeFirstOrThrow();
  return { variant: variant.stock_quantity, product: product.stock_quantity };
}

/** A valid place-order body for these lines, priced as the checkout prices them. */
export function orderBody(
  lines: Array<{ v: Variant; quantity: number }>,
  addressId: number,
  method: 'cash' | 'upi' | 'paypal' | 'card' = 'cash',
  currency: CurrencyCode = 'INR',
) {
  const amounts = placeOrderAmounts(
    lines.map(({ v, quantity }) => ({ ...v, quantity })),
    currency,
  );
  const payment = method === 'upi' ? { upi_id: 'asha.rao@okaxis' } : method === 'card' ? { card_brand: 'visa', card_last4: '1111' } : undefined;
  return {
    ...amounts,
    customer_address_id: addressId,
    order_payment_method: method,
    order_currency: currency,
    ...(payment ? { payment } : {}),
  };
}

/** POST Order/PlaceAndOrder as the customer, with a fresh Idempotency-Key unless one is given. */
export function placeOrder(t: TestShop, c: Customer, body: unknown, key: string | null = crypto.randomUUID()) {
  return post(t, 'Order/PlaceAndOrder', body, { ...c.headers, ...(key === null ? {} : { 'idempotency-key': key }) });
}

/** Counts of the order tables, to show that a refusal stored nothing. */
export async function orderCounts(t: TestShop) {
  const count = async (table: 'orders' | 'order_lines' | 'order_history') =>
    Number(
      (
        await t.shop.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { orders: await count('orders'), lines: await count('order_lines'), history: await count('order_history') };
}

/**
 * Raises the shop's order limits (issue 18: 3 unpaid orders per account, 10 units of an item,
 * 10 orders an hour) for a test file whose one buyer places dozens of orders to test
 * something else. The limits themselves are tested in payments-expiry.test.ts.
 */
export async function allowManyOrders(t: TestShop): Promise<void> {
  const limits = { unpaid_orders_per_customer: 100, units_per_item: 10_000, orders_per_customer_per_hour: 100_000, orders_per_address_per_hour: 100_000 };
  await t.shop.db
    .insertInto('shop_settings')
    .values(Object.entries(limits).map(([name, value]) => ({ setting_key: `shop.${name}`, setting_value: JSON.stringify(value) })))
    .onConflict((oc) => oc.column('setting_key').doUpdateSet((eb) => ({ setting_value: eb.ref('excluded.setting_value') })))
    .execute();
}
