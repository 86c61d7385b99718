import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { addAddress, allowFailedCall, createCustomer, openAs } from '../support/account';

async function fillAddress(page: Page, name: string, city: string) {
  await page.getByLabel('Country / Region').fill('India');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Flat, House no., Building').fill('12 Quartz Lane');
  await page.getByLabel('Pin code').fill('560001');
  await page.getByLabel('Town / City').fill(city);
  // For India the state is one of the list (issue 23).
  await page.getByLabel('State').selectOption('Karnataka');
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test.describe('addresses', () => {
  test('create, edit, set default and delete', async ({ page, request }) => {
    test.slow();
    const customer = await createCustomer(request);
    await openAs(page, customer, '/MyAddress');
    await expect(page.getByRole('heading', { name: 'Billing Address' })).toBeVisible();
    await expect(page.getByText('No default address.')).toBeVisible();

    // Create: the form's rules first, then a saved address.
    await page.getByRole('link', { name: 'Create Address' }).click();
    await expect(page).toHaveURL(/\/AddressDetails$/);
    await page.getByRole('button', { name: 'Save Change' }).click();
    await expect(page.getByText('Full Name is required')).toBeVisible();
    await expect(page.getByText('Mobile Number must be exactly 10 digits')).toBeVisible();
    await expect(page.getByText('Pin Code is required')).toBeVisible();
    await fillAddress(page, 'Mira Rao', 'Bengaluru');
    await page.getByRole('button', { name: 'Save Change' }).click();
    await expect(page).toHaveURL(/\/MyAddress$/);
    await expect(page.getByRole('alert').filter({ hasText: 'Address saved.' })).toBeVisible();
    // The first address becomes the default.
    await expect(card(page, 'Mira Rao').getByText('default', { exact: true })).toBeVisible();
    await expect(page.getByText('No default address.')).toBeHidden();

    await page.getByRole('link', { name: 'Create Address' }).click();
    await fillAddress(page, 'Arun Rao', 'Mysuru');
    await page.getByRole('button', { name: 'Save Change' }).click();
    await expect(card(page, 'Arun Rao')).toBeVisible();

    // Edit.
    await card(page, 'Arun Rao').getByRole('link', { name: 'Edit' }).click();
    await expect(page).toHaveURL(/\/AddressDetails\/\d+$/);
    await expect(page.getByLabel('Town / City')).toHaveValue('Mysuru');
    await page.getByLabel('Town / City').fill('Mangaluru');
    await page.getByRole('button', { name: 'Update' }).click();
    await expect(page).toHaveURL(/\/MyAddress$/);
    await expect(card(page, 'Arun Rao')).toContainText('Mangaluru');

    // Set as default: the default one warns; another asks first.
    await expect(card(page, 'Mira Rao').getByRole('button', { name: 'Set as default' })).toHaveCount(0);
    await card(page, 'Mira Rao').getByRole('button', { name: 'Default address', pressed: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This address is already default' })).toBeVisible();
    await card(page, 'Arun Rao').getByRole('button', { name: 'Set as default' }).click();
    await page.getByRole('dialog', { name: 'Set as default?' }).getByRole('button', { name: 'Yes, set as default' }).click();
    await expect(card(page, 'Arun Rao').getByText('default', { exact: true })).toBeVisible();
    await expect(card(page, 'Mira Rao').getByText('default', { exact: true })).toBeHidden();

    // Delete, after confirmation.
    await card(page, 'Mira Rao').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this address?' }).getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(card(page, 'Mira Rao')).toBeHidden();
    await expect(card(page, 'Arun Rao')).toBeVisible();
  });

  test('address, area, landmark, city and state take only letters, digits and spaces', async ({ page, request }) => {
    const customer = await createCustomer(request);
    await openAs(page, customer, '/AddressDetails');
    for (const label of ['Flat, House no., Building', 'Area, Street, Sector, Village', 'Landmark', 'Town / City', 'State']) {
      const input = page.getByLabel(label);
      await input.pressSequentially('12-B, Quartz #4!');
      await expect(input).toHaveValue('12B Quartz 4');
    }
  });

  test("another customer's address is not shown or editable", async ({ page, request, consoleErrors }) => {
    const owner = await createCustomer(request, 'Owner Person');
    await addAddress(request, owner, { full_name: 'Owner Person' });
    const list = await request.get('/api/Customers/GetCustomerAddress?limit=10&page=1', {
      headers: { token: owner.token, Authorization: `Bearer ${owner.token}` },
    });
    const id = ((await list.json()) as { data: Array<{ customer_address_id: number }> }).data[0]!.customer_address_id;

    const other = await createCustomer(request, 'Other Person');
    await openAs(page, other, '/MyAddress');
    await expect(page.getByText('No default address.')).toBeVisible();
    await expect(card(page, 'Owner Person')).toBeHidden();
    await page.goto(`/AddressDetails/${id}`);
    await expect(page.getByText('This address was not found.')).toBeVisible();
    allowFailedCall(consoleErrors, 404, 'Customers/GetCustomerAddressInfo');
  });
});
