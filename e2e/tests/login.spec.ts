import { expect, test } from '../support/fixtures';
import { allowFailedCall, createCustomer, openAs, shownSecurityCode, submitLogin } from '../support/account';

test.describe('login', () => {
  test('shows the title, the breadcrumb and a new 4-digit code each time the page opens', async ({ page }) => {
    await page.goto('/Login');
    await expect(page).toHaveTitle(/Login/);
    await expect(page.getByRole('navigation', { name: /breadcrumb/i })).toHaveText(/Home.*Pages.*My Account/);
    const codes = new Set<string>();
    for (let i = 0; i < 4; i += 1) {
      const code = await shownSecurityCode(page);
      expect(Number(code)).toBeGreaterThanOrEqual(1000);
      expect(Number(code)).toBeLessThanOrEqual(9999);
      codes.add(code);
      await page.reload();
    }
    expect(codes.size).toBeGreaterThan(1);
  });

  test("a wrong security code shows 'Invalid security code' and makes no call", async ({ page, request }) => {
    const customer = await createCustomer(request);
    let calls = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/Users/UserLogin')) calls += 1;
    });
    await page.goto('/Login');
    const code = await shownSecurityCode(page);
    await submitLogin(page, customer.email, customer.password, code === '1000' ? '1001' : '1000');
    await expect(page.getByText('Invalid security code')).toBeVisible();
    await page.waitForTimeout(300);
    expect(calls).toBe(0);
  });

  test('a wrong password shows the server message as a toast and under the e-mail', async ({ page, request, consoleErrors }) => {
    const customer = await createCustomer(request);
    await page.goto('/Login');
    const sent = page.waitForRequest((req) => req.url().includes('/api/Users/UserLogin'));
    await submitLogin(page, customer.email, 'Wrong#Pass1');
    const req = await sent;
    // The credentials travel in the body, never in the URL.
    expect(new URL(req.url()).search).toBe('');
    expect(req.postDataJSON()).toMatchObject({ customer_email: customer.email, rememberMe: false });

    const message = 'Invalid email or password.';
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page.locator('.form-field__error', { hasText: message })).toBeVisible();
    await expect(page).toHaveURL(/\/Login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    allowFailedCall(consoleErrors, 401, 'Users/UserLogin');
  });

  test("logs in: 'Login successful!', the session stored, and home after 2 seconds", async ({ page, request }) => {
    const customer = await createCustomer(request);
    await page.goto('/Login');
    await submitLogin(page, customer.email, customer.password);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    const stored = await page.evaluate(() => [
      localStorage.getItem('customer_id'),
      sessionStorage.getItem('customer_id'),
      !!localStorage.getItem('token'),
      !!sessionStorage.getItem('token'),
    ]);
    expect(stored).toEqual([String(customer.customerId), String(customer.customerId), true, true]);
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
  });

  test('goes back where the shopper was going (?redirect=)', async ({ page, request }) => {
    const customer = await createCustomer(request);
    await page.goto('/MyAddress');
    await expect(page).toHaveURL(/\/Login$/);
    await page.goto('/Login?redirect=/MyAddress');
    await submitLogin(page, customer.email, customer.password);
    await expect(page).toHaveURL(/\/MyAddress$/, { timeout: 5000 });
    await expect(page.getByRole('heading', { name: 'Billing Address' })).toBeVisible();
  });

  test('goes home for a ?redirect= that normalises to another site (/.//host)', async ({ page, request }) => {
    const customer = await createCustomer(request);
    await page.goto('/Login?redirect=/.//evil.example');
    const shop = new URL(page.url()).origin;
    await submitLogin(page, customer.email, customer.password);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(`${shop}/`, { timeout: 5000 });
  });

  test('an expired token clears storage and counts as logged out', async ({ page, request }) => {
    const customer = await createCustomer(request);
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const expired = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: String(customer.customerId), exp: Math.floor(Date.now() / 1000) - 60 })}.x`;
    await openAs(page, { ...customer, token: expired }, '/MyAccount');
    await expect(page).toHaveURL(/\/Login$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('customer_id')])).toEqual([null, null]);
  });
});
