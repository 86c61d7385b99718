import { allowFailedCall, authHeaders, createCustomer, openAs } from '../support/account';
import { adminNav, screenTitle } from '../support/admin';
import { expect, test } from '../support/fixtures';

/**
 * The back office is for the shop's owner and staff only. A customer's session (the
 * storefront's login) opens nothing there: the app shows its sign-in screen, the API answers
 * 403 to the customer's token, and the customer's password does not sign in to it. (That
 * staff do not see the owner's screens is checked in admin.spec.ts, where staff exist.)
 * This spec makes no owner or staff account; it runs in both projects.
 */
test.describe('back office: customers stay out', () => {
  test("a customer's session opens the sign-in screen, the API refuses the customer's token, and the customer's password does not sign in", async ({
    page,
    request,
    consoleErrors,
  }) => {
    const customer = await createCustomer(request, 'Isha Kapoor');

    // Signed in to the storefront, the shopper opens /admin: the back office asks to sign in.
    await openAs(page, customer, '/MyAccount');
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(screenTitle(page, 'Sign in')).toBeVisible();
    await expect(page.getByText("For the shop's owner and staff.", { exact: true })).toBeVisible();
    await expect(adminNav(page)).toHaveCount(0);

    // The customer's token, sent to the API as the back office sends a session: 403, with the reason.
    const orders = await request.get('/api/admin/orders', { headers: authHeaders(customer) });
    expect(orders.status()).toBe(403);
    expect(((await orders.json()) as { message: string }).message).toBe('A customer account cannot open the back office.');
    const me = await request.get('/api/admin/session', { headers: { Authorization: `Bearer ${customer.token}` } });
    expect(me.status()).toBe(403);
    // No token at all: sign in first.
    expect((await request.get('/api/admin/orders')).status()).toBe(401);

    // The customer's e-mail and password are no staff account.
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(adminNav(page)).toHaveCount(0);
    allowFailedCall(consoleErrors, 401, 'admin/session');

    // The storefront session is untouched.
    await page.goto('/MyAccount');
    await expect(page).toHaveURL(/\/MyAccount$/);
  });
});
