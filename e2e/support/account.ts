import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** A password that passes the sign-up and login rules. */
export const PASSWORD = 'Crystal#2024';

let counter = 0;

/** An e-mail no other test uses (the database lives for the whole run). */
export function uniqueEmail(prefix = 'shopper'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${process.pid}.${counter}@example.com`;
}

export interface Customer {
  name: string;
  email: string;
  password: string;
  token: string;
  customerId: number;
  /** The client address the fixture's calls say they come from (X-Forwarded-For). */
  forwardedFor: string;
}

/**
 * A client address of the fixture customer's own (198.18.0.0/15 is set aside for tests): the
 * server trusts one proxy hop here, so each fixture customer signs up as a separate shopper
 * and the per-address sign-up limit (10 in 10 minutes) does not fall on the whole suite.
 */
function shopperAddress(): string {
  return `198.18.${Math.floor(counter / 250) % 256}.${(counter % 250) + 1}`;
}

/** Signs a new customer up and logs them in through the API. */
export async function createCustomer(request: APIRequestContext, name = 'Mira Rao'): Promise<Customer> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  const forwardedFor = shopperAddress();
  const headers = { 'x-forwarded-for': forwardedFor };
  const signUp = await request.post('/api/Users/UserSignUp', {
    headers,
    data: { customer_name: name, customer_email: email, customer_password: PASSWORD, terms: true },
  });
  expect(signUp.ok(), 'sign-up').toBeTruthy();
  const login = await request.post('/api/Users/UserLogin', {
    headers,
    data: { customer_email: email, customer_password: PASSWORD, rememberMe: false },
  });
  expect(login.ok(), 'login').toBeTruthy();
  const { data } = (await login.json()) as { data: { token: string; customer_id: number } };
  return { name, email, password: PASSWORD, token: data.token, customerId: data.customer_id, forwardedFor };
}

/** A password for a change on the account-details form: 8 to 20 characters (login's rule). */
export const NEW_PASSWORD = 'Granite#2025';

/** The headers of a call made as `customer` (the spec's token header and a bearer token). */
export function authHeaders(customer: Pick<Customer, 'token'>): Record<string, string> {
  return { token: customer.token, Authorization: `Bearer ${customer.token}` };
}

/** Posts a review through the API as `customer`; the answer is returned as it is (refusals included). */
export function postReview(request: APIRequestContext, customer: Customer, productId: number, text: string) {
  return request.post('/api/Customers/SubmitCustomerReview', {
    headers: authHeaders(customer),
    data: { product_id: productId, review_text: text, review_rating: 4 },
  });
}

/** Puts the customer's session in the browser's storage (as a login does), then opens `path`. */
export async function openAs(page: Page, customer: Customer, path: string): Promise<void> {
  await page.goto('/Login');
  await page.evaluate(
    ([token, id]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('customer_id', id);
    },
    [customer.token, String(customer.customerId)] as const,
  );
  await page.goto(path);
}

/** The 4-digit code the login page shows. */
export async function shownSecurityCode(page: Page): Promise<string> {
  const code = page.getByRole('img', { name: /^\d{4}$/ });
  await expect(code).toBeVisible();
  return (await code.getAttribute('aria-label')) ?? '';
}

/** Fills the login form as a shopper does (with the shown code unless one is given) and submits. */
export async function submitLogin(page: Page, email: string, password: string, code?: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Security code').fill(code ?? (await shownSecurityCode(page)));
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Adds an address through the API. */
export async function addAddress(request: APIRequestContext, customer: Customer, fields: Record<string, unknown>) {
  const response = await request.post('/api/Customers/CreateCustomerAddress', {
    headers: authHeaders(customer),
    data: {
      country_region: 'India',
      full_name: 'Mira Rao',
      mobile_number: '9876543210',
      flat_house_building: '12 Quartz Lane',
      area_street_sector: 'Sector 4',
      pincode: '560001',
      landmark: '',
      town_city: 'Bengaluru',
      state: 'Karnataka',
      default_address: 0,
      ...fields,
    },
  });
  expect(response.ok(), 'create address').toBeTruthy();
}

/**
 * The browser logs every 4xx answer as 'Failed to load resource'. A test that provokes one
 * on purpose (a wrong password, a taken e-mail) drops exactly that entry from the fixture's
 * `consoleErrors` before it is checked; anything else still fails the test.
 */
export function allowFailedCall(consoleErrors: string[], status: number, callPath: string): void {
  for (let i = consoleErrors.length - 1; i >= 0; i -= 1) {
    const entry = consoleErrors[i]!;
    if (entry.includes(`status of ${status}`) && entry.includes(`/api/${callPath}`)) consoleErrors.splice(i, 1);
  }
}
