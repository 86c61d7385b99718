import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { allowFailedCall, addAddress, createCustomer, openAs, submitLogin } from '../support/account';
import { addDefaultAddress, invoicePath, placeOrderByApi, productsFor, setOrderStatus } from '../support/orders';

/** Products of this spec's own (decision: slot 17 is free), so no other test's stock moves. */
const PRODUCT_SLOT = 17;

test.describe('deleting an account (issue 23)', () => {
  test('deletes the account through My Account: logged out, home with a message, the invoice kept, the login refused', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const customer = await createCustomer(request, 'Tara Bose');
    const addressId = await addDefaultAddress(request, customer);
    const [product] = await productsFor(request, testInfo, PRODUCT_SLOT);
    const order = await placeOrderByApi(request, customer, addressId, [{ row: product!, quantity: 1 }]);
    setOrderStatus(order.order_id, 3, 'Delivered');

    await openAs(page, customer, '/MyAccount');
    await page.locator('.dashboard').getByRole('link', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/MyAccountDelete$/);
    await expect(page.getByRole('heading', { name: 'Delete my account', level: 1 })).toBeVisible();
    await expect(page.getByText('Deleting your account cannot be undone.', { exact: false })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What is kept' })).toBeVisible();

    // A wrong password: refused at the field, still logged in.
    await page.getByLabel('Your password').fill('Wrong#Pass1');
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    const wrong = 'The password is not right. Your account has not been deleted.';
    await expect(page.locator('.form-field__error', { hasText: wrong })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    allowFailedCall(consoleErrors, 400, 'Customers/DeleteCustomerAccount');

    // Cancelling the confirmation sends nothing.
    await page.getByLabel('Your password').fill(customer.password);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/MyAccountDelete$/);

    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Your account has been deleted.' })).toContainText('Account deleted');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

    // The invoice link still opens the invoice, without the person's details.
    await page.goto(invoicePath(order));
    await expect(page.getByText(order.invoice_number).first()).toBeVisible();
    await expect(page.getByText('Former customer')).toBeVisible();
    await expect(page.getByText('Tara Bose')).toHaveCount(0);

    // The old e-mail and password log nobody in.
    await page.goto('/Login');
    await submitLogin(page, customer.email, customer.password);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password.' })).toBeVisible();
    allowFailedCall(consoleErrors, 401, 'Users/UserLogin');
  });

  test('downloads my data as a JSON file', async ({ page, request }) => {
    const customer = await createCustomer(request, 'Ishaan Roy');
    await addAddress(request, customer, { full_name: 'Ishaan Roy', default_address: 1 });
    await openAs(page, customer, '/MyAccount');
    const download = page.waitForEvent('download');
    await page.locator('.dashboard').getByRole('button', { name: 'Download my data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^my-data-${customer.customerId}-\\d{4}-\\d{2}-\\d{2}\\.json$`));
    const data = JSON.parse(await readFile((await file.path())!, 'utf8')) as {
      account: { customer_email: string; customer_name: string };
      addresses: Array<{ full_name: string }>;
      orders: unknown[];
    };
    expect(data.account).toMatchObject({ customer_email: customer.email, customer_name: 'Ishaan Roy' });
    expect(data.addresses.map((a) => a.full_name)).toEqual(['Ishaan Roy']);
    expect(data.orders).toEqual([]);
  });
});
