import { expect, test } from '../support/fixtures';
import { apiProductsByCategory, isPhoneLayout } from '../support/shop';
import { allowFailedCall, authHeaders, createCustomer, NEW_PASSWORD, openAs, postReview, uniqueEmail } from '../support/account';

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

    await page.getByLabel('First name').fill('Kavya I');
    await page.getByRole('button', { name: 'Save changes' }).click();
    const saved = page.getByRole('alert').filter({ hasText: 'Your account details have been saved.' });
    await expect(saved).toContainText('Success');

    // Seven characters: login's minimum is 8, and so is the account form's.
    await page.getByLabel('Current password').fill('Wrong#Pass1');
    await page.getByLabel('New password', { exact: true }).fill('Abc#123');
    await page.getByLabel('Confirm new password').fill('Abc#123');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Current Password does not match' })).toContainText('Failed');

    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText('Hello Kavya I,')).toBeVisible();
    allowFailedCall(consoleErrors, 400, 'Customers/UpdateCustomer');
  });

  test('account details: a new e-mail needs the current password; the change keeps this session and ends the others', async ({ page, request }) => {
    const customer = await createCustomer(request, 'Nila Das');
    await openAs(page, customer, '/MyAccountDetails');
    await expect(page.getByLabel('Email address')).toHaveValue(customer.email);
    let updates = 0;
    page.on('request', (req) => {
      if (req.url().includes('/api/Customers/UpdateCustomer')) updates += 1;
    });

    const newEmail = uniqueEmail('nila.new');
    await page.getByLabel('Email address').fill(newEmail);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.locator('.form-field__error', { hasText: 'Enter your current password to change your email address' })).toBeVisible();
    expect(updates).toBe(0);

    // The current password alone authorises it: no new password is needed.
    await page.getByLabel('Current password').fill(customer.password);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your account details have been saved.' })).toContainText('Success');
    await expect(page.getByLabel('Email address')).toHaveValue(newEmail);

    // This tab keeps the new token the server answered; the old one (any other session) is refused.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    expect(token).not.toBe(customer.token);
    const old = await request.get('/api/Customers/GetCustomerInfo', { headers: authHeaders(customer) });
    expect(old.status()).toBe(401);
    await page.reload();
    await expect(page).toHaveURL(/\/MyAccountDetails$/);
    await expect(page.getByLabel('Email address')).toHaveValue(newEmail);

    const login = await request.post('/api/Users/UserLogin', { data: { customer_email: newEmail, customer_password: customer.password, rememberMe: false } });
    expect(login.ok(), 'login with the new e-mail').toBeTruthy();
  });

  test('account details: a new password keeps the shopper logged in', async ({ page, request }) => {
    const customer = await createCustomer(request, 'Tara Sen');
    await openAs(page, customer, '/MyAccountDetails');
    await expect(page.getByLabel('First name')).toHaveValue('Tara Sen');
    await page.getByLabel('Current password').fill(customer.password);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your account details have been saved.' })).toContainText('Success');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).not.toBe(customer.token);

    await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByText('Hello Tara Sen,')).toBeVisible();
    await page.goto('/MyAccountDetails');
    await expect(page).toHaveURL(/\/MyAccountDetails$/);
    const login = await request.post('/api/Users/UserLogin', { data: { customer_email: customer.email, customer_password: NEW_PASSWORD, rememberMe: false } });
    expect(login.ok(), 'login with the new password').toBeTruthy();
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

  test('the mobile menu shows Account when logged in', { tag: '@phone' }, async ({ page, request }) => {
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

  test("a logged-in customer posts a review signed with the account's name and e-mail; a second is refused", async ({ page, request, consoleErrors }) => {
    test.slow();
    const customer = await createCustomer(request, 'Review Writer');
    const [product] = (await apiProductsByCategory(request, { limit: 1 })).data;
    await openAs(page, customer, `/ProductDetails/p=${product!.product_id}`);
    const reviewsTab = page.getByRole('tab', { name: /^Reviews/ });
    await expect(reviewsTab).toBeVisible();
    await reviewsTab.click();
    const form = page.getByRole('form', { name: 'Add a review' });
    // Name and e-mail are the account's, shown read-only.
    await expect(form.getByLabel('Name')).toHaveValue('Review Writer');
    await expect(form.getByLabel('Name')).not.toBeEditable();
    await expect(form.getByLabel('Email')).toHaveValue(customer.email);
    await expect(form.getByLabel('Email')).not.toBeEditable();
    const text = `Lovely lustre ${Date.now()}`;
    await form.getByLabel('Description').fill(text);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Success' })).toBeVisible();
    await expect(page.getByText(text)).toBeVisible();
    await expect(form.getByLabel('Name')).toHaveValue('Review Writer');

    await form.getByLabel('Description').fill('Second thoughts');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You have already reviewed this product' })).toContainText('Failed');
    allowFailedCall(consoleErrors, 409, 'Customers/SubmitCustomerReview');
  });

  test('reviews posted too fast: the Failed toast says so', async ({ page, request, consoleErrors }) => {
    test.slow();
    const customer = await createCustomer(request, 'Hasty Writer');
    const [product] = (await apiProductsByCategory(request, { limit: 1 })).data;
    // Every post counts, refused or not: post to one product (one review kept) until the limit answers.
    let status = 0;
    for (let i = 0; i < 30 && status !== 429; i += 1) {
      status = (await postReview(request, customer, product!.product_id, `Quick note ${i}`)).status();
    }
    expect(status, 'the server refuses reviews posted too fast').toBe(429);

    await openAs(page, customer, `/ProductDetails/p=${product!.product_id}`);
    await page.getByRole('tab', { name: /^Reviews/ }).click();
    const form = page.getByRole('form', { name: 'Add a review' });
    await expect(form.getByLabel('Email')).toHaveValue(customer.email);
    await form.getByLabel('Description').fill('One more');
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /Too many/ })).toContainText('Failed');
    allowFailedCall(consoleErrors, 429, 'Customers/SubmitCustomerReview');
  });
});
