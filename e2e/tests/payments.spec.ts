import type { Page, Request } from '@playwright/test';
import { createCustomer, openAs } from '../support/account';
import { expect, test } from '../support/fixtures';
import { addDefaultAddress, detailRow, futureExpiry, productsFor, seedCart, type Line } from '../support/orders';

/**
 * Paying through Razorpay (issue 18), in Chromium, on the second shop of the run: the same
 * build with RAZORPAY_* pointing at the local stand-in (scripts/razorpay-standin.mjs), whose
 * checkout script takes the payment from the spec's own payment form and whose webhooks
 * reach the shop. Test values are Razorpay's test-mode ones: card 4111 1111 1111 1111 pays,
 * 4000 0000 0000 0002 is declined; UPI success@razorpay pays, failure@razorpay does not.
 */
const GATEWAY_SHOP = `http://127.0.0.1:${3102 + Number(process.env.E2E_PORT_OFFSET || 0)}`;
test.use({ baseURL: GATEWAY_SHOP });

const CARD_OK = '4111 1111 1111 1111';
const CARD_DECLINED = '4000 0000 0000 0002';

const paymentRadio = (page: Page, label: string) => page.getByRole('radio', { name: new RegExp(`^${label.replace(/[/.]/g, '\\$&')}`) });

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Name on card').fill('Mira Rao');
  await page.getByLabel('Expiry date').fill(futureExpiry().typed);
  await page.getByLabel('CVV').fill('123');
}

/** Every request the page sends to the shop's own server, with its body, to show where card numbers go. */
function shopRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(GATEWAY_SHOP)) seen.push(request);
  });
  return seen;
}

async function checkoutWith(page: Page, request: Parameters<typeof createCustomer>[0], slot: number, testInfo: Parameters<typeof productsFor>[1]) {
  const customer = await createCustomer(request, 'Mira Rao');
  await addDefaultAddress(request, customer);
  const [a] = await productsFor(request, testInfo, slot, 1);
  const lines: Line[] = [{ row: a!, quantity: 1 }];
  await seedCart(page, lines);
  await openAs(page, customer, '/CheckOut');
  return { customer, product: a! };
}

const placeButton = (page: Page) => page.getByRole('button', { name: 'Place an Order' });

test.describe('paying through Razorpay', () => {
  test('by card: the card goes to the gateway only, the order is paid and the invoice says so', async ({ page, request }, testInfo) => {
    const requests = shopRequests(page);
    await checkoutWith(page, request, 0, testInfo);
    await expect(page.getByText('Online payments go through Razorpay')).toBeVisible();
    await paymentRadio(page, 'Credit/Debit Card').check();
    await expect(page.getByText('never to us')).toBeVisible();
    await fillCard(page, CARD_OK);
    await placeButton(page).click();
    await expect(page.getByText('Payment received. Thank you!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/Invoice\/\d+\?key=/);
    await expect(page.getByRole('article', { name: 'Invoice' })).toContainText('Paid');
    // The number and the CVV never travelled to the shop's server (only brand and last four).
    for (const r of requests) {
      const body = r.postData() ?? '';
      expect(body, r.url()).not.toContain('4111111111111111');
      expect(body, r.url()).not.toContain('4111 1111 1111 1111');
      expect(body, r.url()).not.toMatch(/"cvv"|"cardCvv"/i);
    }
  });

  test('a declined card, then paying again from the invoice with another card', async ({ page, request }, testInfo) => {
    await checkoutWith(page, request, 1, testInfo);
    await paymentRadio(page, 'Credit/Debit Card').check();
    await fillCard(page, CARD_DECLINED);
    await placeButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your bank declined the card. Nothing was charged.' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your order is waiting for payment' })).toBeVisible();
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/Invoice\/\d+\?key=/);
    const payNow = page.getByRole('region', { name: 'Pay for this order' });
    await expect(payNow).toBeVisible();
    await expect(paymentRadio(page, 'Credit/Debit Card')).toBeChecked();
    await fillCard(page, CARD_OK);
    await payNow.getByRole('button', { name: /^Pay ₹/ }).click();
    await expect(payNow.getByText('Payment received. Thank you!', { exact: true })).toBeVisible();
    await expect(payNow.getByRole('button')).toHaveCount(0);
    await expect(page.getByRole('article', { name: 'Invoice' })).toContainText('Paid');
  });

  test('by UPI collect: the request goes to the shopper’s UPI ID, and is approved there', async ({ page, request }, testInfo) => {
    await checkoutWith(page, request, 2, testInfo);
    await paymentRadio(page, 'UPI').check();
    await page.getByLabel('UPI ID').fill('success@razorpay');
    await placeButton(page).click();
    await expect(page.getByText(/^A payment request was sent to success@razorpay\./)).toBeVisible();
    await expect(page.getByText('Payment received. Thank you!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/Invoice\/\d+\?key=/);
    await expect(page.getByRole('article', { name: 'Invoice' })).toContainText('Paid');
  });

  test('by PayPal', async ({ page, request }, testInfo) => {
    await checkoutWith(page, request, 3, testInfo);
    await paymentRadio(page, 'PayPal').check();
    await placeButton(page).click();
    await expect(page.getByText('Payment received. Thank you!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/Invoice\/\d+\?key=/);
    await expect(page.getByRole('article', { name: 'Invoice' })).toContainText('Paid');
  });

  test('a UPI order left unpaid expires after its minute and puts the stone back on sale', async ({ page, request }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one run is enough: it waits for the clock');
    test.setTimeout(150_000);
    const { product } = await checkoutWith(page, request, 4, testInfo);
    const before = product.product_stock_status;
    await paymentRadio(page, 'UPI').check();
    await page.getByLabel('UPI ID').fill('failure@razorpay');
    await placeButton(page).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The payment was not approved in your UPI app.' })).toBeVisible();
    await expect(page.getByText(/is kept for you until .* \(India time\)/)).toBeVisible();
    expect((await detailRow(request, product.product_id)).product_stock_status).toBe(before - 1);
    // The sweep gives the unit back once the minute has passed.
    await expect.poll(async () => (await detailRow(request, product.product_id)).product_stock_status, { timeout: 120_000, intervals: [2_000] }).toBe(before);
    await page.getByRole('link', { name: 'Pay now' }).click();
    await expect(page.getByRole('article', { name: 'Invoice' })).toContainText('Cancelled');
    await expect(page.getByRole('region', { name: 'Pay for this order' })).toHaveCount(0);
  });
});
