import { SignJWT } from 'jose';
import { expect } from 'vitest';
import type { TestShop } from './test-app.js';

/** A valid sign-up body for a fresh, unique e-mail. */
export function newAccount(label = 'shopper') {
  const unique = `${label}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    customer_name: 'Asha Rao',
    customer_email: `${unique}@example.com`,
    customer_password: 'Quartz#2024',
    terms: true as const,
  };
}

export interface Customer {
  id: number;
  email: string;
  password: string;
  token: string;
  /** The headers the storefront sends on an auth call: token, customer_id and customer-id. */
  headers: Record<string, string>;
}

let addressCounter = 0;
/** A client address of its own, so one test's login attempts never count toward another's throttle. */
export function freshIp(): string {
  addressCounter += 1;
  return `10.77.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
}

/**
 * POSTs a JSON body. Each call comes from an address of its own unless one is given, so the
 * per-address limits (sign-up, login) count only what a test sends from one address on purpose.
 */
export function post<T = any>(t: TestShop, path: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = freshIp()) {
  return t.request<T>({ method: 'POST', url: `/api/${path}`, payload: payload as object, headers, remoteAddress });
}

/** Signs up through the API and logs in; answers the customer with their token and headers. */
export async function signUpAndLogin(t: TestShop, label?: string): Promise<Customer> {
  const body = newAccount(label);
  const signUp = await post(t, 'Users/UserSignUp', body);
  expect(signUp.status, JSON.stringify(signUp.body)).toBe(200);
  const login = await post(t, 'Users/UserLogin', { customer_email: body.customer_email, customer_password: body.customer_password }, {}, freshIp());
  expect(login.status, JSON.stringify(login.body)).toBe(200);
  const { token, customer_id } = login.body.data;
  return {
    id: customer_id,
    email: body.customer_email,
    password: body.customer_password,
    token,
    headers: { token, customer_id: String(customer_id), 'customer-id': String(customer_id) },
  };
}

/** A token signed with `secret` (the server's, or another) with the given claims and algorithm. */
export function signToken(secret: string, claims: { sub?: string; exp?: number; iat?: number }, alg = 'HS256'): Promise<string> {
  const jwt = new SignJWT({}).setProtectedHeader({ alg, typ: 'JWT' });
  if (claims.sub !== undefined) jwt.setSubject(claims.sub);
  if (claims.iat !== undefined) jwt.setIssuedAt(claims.iat);
  if (claims.exp !== undefined) jwt.setExpirationTime(claims.exp);
  return jwt.sign(new TextEncoder().encode(secret));
}

/** An unsigned token ('alg: none') naming `sub`. */
export function unsignedToken(sub: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, iat: now, exp: now + 3600 })}.`;
}

/** A complete, valid address body. */
export function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    country_region: 'India',
    full_name: 'Asha Rao',
    mobile_number: '9876543210',
    flat_house_building: '12 Quartz Lane',
    area_street_sector: 'Sector 5',
    pincode: '560001',
    landmark: 'Near the old mill',
    town_city: 'Bengaluru',
    state: 'Karnataka',
    ...overrides,
  };
}
