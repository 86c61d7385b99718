import { expect, test } from '../support/fixtures';
import { apiProductsByCategory, isPhoneLayout } from '../support/shop';
import { allowFailedCall, createCustomer, openAs } from '../support/account';

test.describe('account area', () => {
  test('a guest is sent to /Login', async ({ page }) => {
    for (const path of ['/MyAccount', '/MyAddress', '/AddressDetails', '/MyAccountDetails', '/MyTrackOrders', '/Tabs']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/Login$/);
    }
  });

  test('the dashboard greets by name and links to orders, addresses and details', async ({ page, request }) => {
    const customer = await createCustomer(request, 'Leela Menon');
    await openAs(page, customer, '/MyAccount');
    await expect(page.getByText('Hello Leela Menon,')).toBeVisible();
    const menu = page.getByRole('navigation', { name: 'My account' });
    await expect(menu.getByRole('link')).toHaveText(['Dashboard', 'My Orders', 'My Address', 'Account details']);
    await expect(menu.getByRole('button', { name: 'Log out' })).toBeVisible();
    const content = page.locator('.dashboard');
    await content.getByRole('link', { name: /My Address/ }).click();
    await expect(page).toHaveURL(/\/MyAddress$/);
    await menu.getByRole('link', { name: 'Account details' }).click();
    await expect(page).toHaveURL(/\/MyAccountDetails$/);
  });

  test('account details: saves the name, and refuses a wrong current password', async ({ page, request, consoleErrors }) => {
    const customer = await createCustomer(request, 'Kavya Iyer');
    await openAs(page, customer, '/MyAccountDetails');
    await expect(page.getByLabel('First name')).toHaveValue('Kavya Iyer');
    await expect(page.getByLabel('Email address')).toHaveValue(customer.email);
    await expect(page.getByText('Logging in needs a password of 8 to 20 characters.')).toBeVisible();

    await page.getByLabel('First name').fill('Kavya I');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const saved = page.getByRole('alert').filter({ hasText: 'Your account details have been saved.' });
    await expect(saved).toContainText('Success');

    await page.getByLabel('Current password').fill('Wrong#Pass1');
    await page.getByLabel('New password', { exact: true }).fill('Newpass#1');
    await page.getByLabel('Confirm new password').fill('Newpass#1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Current Password does not match' })).toContainText('Failed');

    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText('Hello Kavya I,')).toBeVisible();
    allowFailedCall(consoleErrors, 400, 'Customers/UpdateCustomer');
  });

  test("the side menu's Log out asks first, then clears only the token and customer id", async ({ page, request }) => {
    const customer = await createCustomer(request);
    await openAs(page, customer, '/MyAccount');
    await page.evaluate(() => localStorage.setItem('wishList', '[]'));
    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await expect(dialog).toContainText('You will be logged out of your account!');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/MyAccount$/);

    await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Yes, log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('customer_id'), localStorage.getItem('wishList')])).toEqual([
      null,
      null,
      '[]',
    ]);
    await page.goto('/MyAccount');
    await expect(page).toHaveURL(/\/Login$/);
  });

  test("the header's Log Out asks 'Are you sure? You will be logged out!' and clears all storage", async ({ page, request }) => {
    const customer = await createCustomer(request);
    await openAs(page, customer, '/MyAccount');
    test.skip(await isPhoneLayout(page), 'the header account menu is a desktop control');
    await page.evaluate(() => localStorage.setItem('wishList', '[]'));
    await page.getByRole('banner').getByRole('button', { name: 'Account' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Orders' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'My Wishlist' })).toBeVisible();
    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('dialog', { name: 'Are you sure? You will be logged out!' }).getByRole('button', { name: 'Yes!' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
  });

  test('the mobile menu shows Account when logged in', async ({ page, request }) => {
    const customer = await createCustomer(request);
    await openAs(page, customer, '/');
    test.skip(!(await isPhoneLayout(page)), 'the mobile menu is a phone control');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Account' }).click();
    await expect(page).toHaveURL(/\/MyAccount$/);
  });

  test('/MyTrackOrders is an empty page and /Tabs an overview', async ({ page, request }) => {
    const customer = await createCustomer(request);
    await openAs(page, customer, '/MyTrackOrders');
    await expect(page.getByRole('heading', { level: 1, name: 'Track Orders' })).toBeVisible();
    await page.goto('/Tabs');
    await page.getByRole('tab', { name: 'My Address' }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: 'Open My Address' }).click();
    await expect(page).toHaveURL(/\/MyAddress$/);
  });

  test('a logged-in customer posts a review', async ({ page, request }) => {
    test.slow();
    const customer = await createCustomer(request, 'Review Writer');
    const [product] = (await apiProductsByCategory(request, { limit: 1 })).data;
    await openAs(page, customer, `/ProductDetails/p=${product!.product_id}`);
    const reviewsTab = page.getByRole('tab', { name: /^Reviews/ });
    await expect(reviewsTab).toBeVisible();
    await reviewsTab.click();
    const form = page.getByRole('form', { name: 'Add a review' });
    await form.getByLabel('Name').fill('Review Writer');
    await form.getByLabel('Email').fill(customer.email);
    const text = `Lovely lustre ${Date.now()}`;
    await form.getByLabel('Description').fill(text);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Success' })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
  });
});
