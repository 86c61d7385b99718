import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { allowFailedCall, authHeaders, createCustomer, openAs } from '../support/account';

/** Issue 23: for India, the address form fills the town and state from the pin code. */

async function startIndianAddress(page: Page, name: string) {
  await page.getByLabel('Country / Region').fill('India');
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Mobile number').fill('9876543210');
  await page.getByLabel('Flat, House no., Building').fill('14 Johari Bazaar');
}

test.describe('address form: the pin code knows the state', () => {
  test('typing 302003 fills Jaipur, Rajasthan, and the address is saved with them', async ({ page, request }) => {
    const customer = await createCustomer(request, 'Kavya Jain');
    await openAs(page, customer, '/AddressDetails');
    await startIndianAddress(page, customer.name);
    await page.getByLabel('Pin code').fill('302003');

    await expect(page.getByLabel('Town / City')).toHaveValue('Jaipur');
    await expect(page.getByLabel('State')).toHaveValue('Rajasthan');
    await expect(page.getByTestId('pincode-status')).toHaveText('Pin code of Jaipur, Rajasthan');
    // The state is a list of India's 36 states and union territories, and stays the shopper's to change.
    await expect(page.getByLabel('State').locator('option')).toHaveCount(37);

    await page.getByRole('button', { name: 'Save Change' }).click();
    await expect(page).toHaveURL(/\/MyAddress$/);
    const card = page.getByRole('article', { name: customer.name });
    await expect(card).toContainText('Jaipur');
    await expect(card).toContainText('Rajasthan');
    await expect(card).toContainText('302003');
  });

  test('an unknown pin code is said plainly, and the shopper types the town and chooses the state', async ({ page, request, consoleErrors }) => {
    const customer = await createCustomer(request, 'Neel Menon');
    await openAs(page, customer, '/AddressDetails');
    await startIndianAddress(page, customer.name);
    await page.getByLabel('Pin code').fill('999999');
    await expect(page.getByText('We do not know this pin code. Please check it, or type the town / city and choose the state yourself.')).toBeVisible();
    allowFailedCall(consoleErrors, 404, 'Address/GetPincode');
    await expect(page.getByLabel('Town / City')).toHaveValue('');

    await page.getByLabel('Town / City').fill('Kochi');
    await page.getByLabel('State').selectOption('Kerala');
    await page.getByRole('button', { name: 'Save Change' }).click();
    await expect(page).toHaveURL(/\/MyAddress$/);
    await expect(page.getByRole('article', { name: customer.name })).toContainText('Kerala');
  });

  test('in Arabic, the pin code fills the same fields and the messages are Arabic', async ({ page, request, consoleErrors }) => {
    const customer = await createCustomer(request, 'Farah Khan');
    await openAs(page, customer, '/AddressDetails?lng=ar');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByLabel('الدولة / المنطقة').fill('India');
    await page.getByLabel('الرمز البريدي').fill('302003');
    await expect(page.getByLabel('الولاية')).toHaveValue('Rajasthan');
    await expect(page.getByTestId('pincode-status')).toHaveText('الرمز البريدي لـ Jaipur، Rajasthan');
    await page.getByLabel('الرمز البريدي').fill('999999');
    await expect(page.getByTestId('pincode-status')).toHaveText('لا نعرف هذا الرمز البريدي. يرجى التحقق منه، أو كتابة المدينة واختيار الولاية بنفسك.');
    allowFailedCall(consoleErrors, 404, 'Address/GetPincode');
  });

  test('another country keeps a free-text state', async ({ page, request }) => {
    const customer = await createCustomer(request, 'Maya Gurung');
    await openAs(page, customer, '/AddressDetails');
    await page.getByLabel('Country / Region').fill('Nepal');
    await page.getByLabel('Pin code').fill('302003');
    await page.getByLabel('State').fill('Bagmati');
    await expect(page.getByLabel('State')).toHaveValue('Bagmati');
    await expect(page.getByLabel('Town / City')).toHaveValue('');
  });

  test('the server refuses an Indian state the pin code is not in, naming the right one', async ({ request }) => {
    const customer = await createCustomer(request, 'Ravi Shah');
    const response = await request.post('/api/Customers/CreateCustomerAddress', {
      headers: authHeaders(customer),
      data: {
        country_region: 'India',
        full_name: customer.name,
        mobile_number: '9876543210',
        flat_house_building: '14 Johari Bazaar',
        pincode: '302003',
        town_city: 'Jaipur',
        state: 'Gujarat',
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: 'Pin Code 302003 is in Rajasthan: please choose Rajasthan as the state, or check the pin code',
    });
  });
});
