import { expect } from 'vitest';
import { StaffService } from '../src/modules/staff/staff.service.js';
import type { StaffRole } from '../src/db/schema.js';
import { freshIp } from './accounts.js';
import type { TestShop } from './test-app.js';

export const STAFF_PASSWORD = 'Jaipur#2026';

export interface StaffUser {
  id: number;
  email: string;
  role: StaffRole;
  token: string;
  headers: Record<string, string>;
}

let counter = 0;
/** A member made as `npm run admin:create` does, signed in through the API. */
export async function staffUser(t: TestShop, role: StaffRole = 'staff'): Promise<StaffUser> {
  counter += 1;
  const email = `${role}.${counter}.${Math.random().toString(36).slice(2, 8)}@stoneshop.test`;
  const member = await new StaffService(t.shop).createFromCommandLine({
    email,
    name: `${role === 'owner' ? 'Owner' : 'Staff'} ${counter}`,
    role,
    password: STAFF_PASSWORD,
  });
  const res = await t.request({ method: 'POST', url: '/api/admin/session', payload: { email, password: STAFF_PASSWORD }, remoteAddress: freshIp() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const token = res.body.data.token as string;
  return { id: member.staff_id, email, role, token, headers: { authorization: `Bearer ${token}` } };
}

/** A back-office call: `admin(t, 'GET', 'orders?status=0', owner)`. */
export function admin<T = any>(
  t: TestShop,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  path: string,
  who: { headers: Record<string, string> } | null,
  payload?: unknown,
) {
  return t.request<T>({
    method,
    url: `/api/admin/${path}`,
    headers: who?.headers ?? {},
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: freshIp(),
  });
}

/** The first category without subcategories (products go in one). */
export async function leafCategoryId(t: TestShop): Promise<number> {
  const leaf = await t.shop.db
    .selectFrom('categories as c')
    .select('c.category_id')
    .where((eb) => eb.not(eb.exists(eb.selectFrom('categories as k').select('k.category_id').whereRef('k.parent_id', '=', 'c.category_id'))))
    .orderBy('c.category_id')
    .executeTakeFirstOrThrow();
  return leaf.category_id;
}

/**
 * A product as POST /api/admin/products takes it: `title` with a random suffix, in
 * `categoryId`, one variant on sale, and the country of origin a product on sale needs
 * (issue 23); `overrides` replace any field.
 */
export function productBody(title: string, categoryId: number, overrides: Record<string, unknown> = {}) {
  return {
    product_title: `${title} ${Math.random().toString(36).slice(2, 8)}`,
    category_id: categoryId,
    country_of_origin: 'India',
    variants: [{ product_variant_title: 'One', sale_price_paise: 50_000, mrp_price_paise: 60_000, stock_quantity: 2, is_default: true }],
    ...overrides,
  };
}

/** Creates a product through the back office as `member` (201 expected) and answers the stored product. */
export async function createProductAs(t: TestShop, member: StaffUser, body: Record<string, unknown>) {
  const res = await admin(t, 'POST', 'products', member, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

/** Saves the shop's settings with `change` over what is saved now, as `owner` (200 expected); answers the settings as they were. */
export async function changeSettings(t: TestShop, owner: StaffUser, change: Record<string, unknown>): Promise<Record<string, unknown>> {
  const { saved: _saved, ...now } = (await admin(t, 'GET', 'settings', owner)).body.data;
  const res = await admin(t, 'PUT', 'settings', owner, { ...now, ...change });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return now;
}
