import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { allowFailedCall, createCustomer, NEW_PASSWORD, submitLogin, uniqueEmail } from '../support/account';
import { linkIn, waitForMail } from '../support/mailbox';

// Password recovery (issue 17): /Login → 'Forgot password?' → /ForgotPassword → the e-mailed
// link → /ResetPassword?token=… → /Login with the new password, every other session ended.

const LINK_SENT = 'If an account exists for that e-mail, we have sent a link';
const TOKEN_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.';

let addresses = 0;

/**
 * The server allows a few reset requests per client address (10 in 15 minutes); it trusts one
 * proxy hop in e2e, so each test's browser stands for a shopper of its own (198.18.0.0/15 is
 * set aside for tests), as the account fixtures do, and the runs of both projects and a
 * retry never add up on 127.0.0.1.
 */
async function ownAddress(context: BrowserContext): Promise<void> {
  addresses += 1;
  await context.setExtraHTTPHeaders({ 'x-forwarded-for': `198.19.${process.pid % 250}.${(addresses % 250) + 1}` });
}

/** A page opened outside the fixture's `page` waits for the storefront to answer clicks itself. */
async function untilReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

test.describe('password recovery', () => {
  test('forgot → e-mail → new password (in Arabic) → log in; the old password and the old session are done', async ({
    page,
    browser,
    baseURL,
    request,
    consoleErrors,
  }) => {
    // Two browsers and four password hashes (sign-up, two logins, the reset) on the scrypt pool,
    // which runs at the lowest priority: 16 s alone, 35 s beside the other worker's specs.
    test.setTimeout(60_000);
    await ownAddress(page.context());
    const customer = await createCustomer(request, 'Asha Pillai');

    // The "old session": the customer logged in on another browser, on their dashboard.
    const oldContext = await browser.newContext({ baseURL });
    const oldPage = await oldContext.newPage();
    const oldErrors: string[] = [];
    oldPage.on('console', (message) => {
      if (message.type() === 'error') oldErrors.push(message.text());
    });
    oldPage.on('pageerror', (error) => oldErrors.push(`page error: ${error.message}`));
    await oldPage.goto('/Login');
    await untilReady(oldPage);
    await submitLogin(oldPage, customer.email, customer.password);
    await expect(oldPage).toHaveURL(/\/$/, { timeout: 5000 });
    await oldPage.goto('/MyAccount');
    await expect(oldPage.getByText('Hello Asha Pillai,')).toBeVisible();

    // Here, the customer has forgotten the password.
    await page.goto('/Login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/ForgotPassword$/);
    await expect(page).toHaveTitle('Stone & Crystal Co. | Forgot password');
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await page.getByLabel('Email').fill(customer.email);
    const asked = page.waitForRequest((req) => req.url().includes('/api/Users/ForgotPassword'));
    await page.getByRole('button', { name: 'Send reset link' }).click();
    expect((await asked).postDataJSON()).toEqual({ customer_email: customer.email });
    await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/Login');

    // The e-mail, as the customer's inbox has it.
    const mail = await waitForMail(customer.email, 'password_reset');
    const resetPath = linkIn(mail.text, '/ResetPassword');
    expect(resetPath).toMatch(/^\/ResetPassword\?token=[A-Za-z0-9_-]{43}$/);

    // The link opened in Arabic: the new password, twice; then the login page with the toast.
    await page.goto(`${resetPath}&lng=ar`);
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'اختر كلمة مرور جديدة' })).toBeVisible();
    await expect(page).toHaveTitle(/إعادة تعيين كلمة المرور/);
    await page.getByLabel('كلمة المرور الجديدة', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('تأكيد كلمة المرور الجديدة').fill(NEW_PASSWORD);
    const reset = page.waitForRequest((req) => req.url().includes('/api/Users/ResetPassword'));
    await page.getByRole('button', { name: 'حفظ كلمة المرور الجديدة' }).click();
    const token = new URL(resetPath, 'http://shop.test').searchParams.get('token');
    expect((await reset).postDataJSON()).toEqual({ token, customer_password: NEW_PASSWORD });
    await expect(page).toHaveURL(/\/Login$/);
    await expect(page.getByRole('alert').filter({ hasText: 'تم تغيير كلمة المرور. يُرجى تسجيل الدخول بكلمة المرور الجديدة.' })).toBeVisible();

    // Back in English: the old password is refused, the new one logs in.
    await page.goto('/Login?lng=en');
    await expect(page.locator('body')).toHaveAttribute('dir', 'ltr');
    await submitLogin(page, customer.email, customer.password);
    await expect(page.locator('.form-field__error', { hasText: 'Invalid email or password.' })).toBeVisible();
    await submitLogin(page, customer.email, NEW_PASSWORD);
    await expect(page.getByText('Login successful!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/, { timeout: 5000 });
    allowFailedCall(consoleErrors, 401, 'Users/UserLogin');

    // The old browser's session has ended: its dashboard sends it to log in, signed out.
    await oldPage.reload();
    await expect(oldPage).toHaveURL(/\/Login$/);
    await expect(oldPage.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(await oldPage.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('customer_id')])).toEqual([null, null]);
    // Its only error is the browser's own line for the refused token (401), nothing of the app's.
    expect(oldErrors.filter((text) => !/status of 401/.test(text))).toEqual([]);
    await oldContext.close();

    // The link works once: opened again, it says so and offers a new one.
    await page.goto(resetPath);
    await page.getByLabel('New password', { exact: true }).fill('Basalt#2026');
    await page.getByLabel('Confirm new password').fill('Basalt#2026');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert').filter({ hasText: TOKEN_INVALID })).toBeVisible();
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await expect(page).toHaveURL(/\/ForgotPassword$/);
    allowFailedCall(consoleErrors, 400, 'Users/ResetPassword');
  });

  test('an e-mail without an account gets the same answer, and nothing is sent', async ({ page }) => {
    await ownAddress(page.context());
    const nobody = uniqueEmail('nobody');
    await page.goto('/ForgotPassword');
    await page.getByLabel('Email').fill('nobody');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Invalid email format')).toBeVisible();

    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByRole('status').filter({ hasText: LINK_SENT })).toBeVisible();
    await expect(waitForMail(nobody, 'password_reset', { timeoutMs: 2000 })).rejects.toThrow(/No password_reset e-mail/);
  });

  test('a link without its token says so, with the way to a new one, in English and Arabic', { tag: '@phone' }, async ({ page }) => {
    await page.goto('/ResetPassword');
    await expect(page).toHaveTitle('Stone & Crystal Co. | Reset password');
    await expect(page.getByRole('alert')).toContainText(
      'This password reset link is incomplete. Please open the link from the e-mail again, or ask for a new one.',
    );
    await expect(page.getByRole('button', { name: 'Save new password' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/ForgotPassword');

    await page.goto('/ResetPassword?lng=ar');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('alert')).toContainText('رابط إعادة تعيين كلمة المرور هذا غير مكتمل');
    await page.getByRole('link', { name: 'اطلب رابطًا جديدًا' }).click();
    await expect(page).toHaveURL(/\/ForgotPassword$/);
    await expect(page.getByRole('heading', { level: 1, name: 'هل نسيت كلمة المرور؟' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
