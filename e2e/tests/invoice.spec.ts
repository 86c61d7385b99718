import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { allowFailedCall, createCustomer, openAs } from '../support/account';
import { expect, test } from '../support/fixtures';
import { ADDRESS, addDefaultAddress, inr, inrTotal, invoicePath, placeOrderByApi, productsFor, type Line } from '../support/orders';

const NOT_FOUND = 'This invoice could not be found. Check the link, or log in to see your orders.';

/** Whether poppler's pdftotext is on this machine. */
const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

/** The not-found screen, and nothing of the buyer or the order on the page. */
async function expectNothingShown(page: Page, secrets: string[]) {
  await expect(page.getByRole('alert')).toHaveText(NOT_FOUND);
  await expect(page.getByRole('article')).toHaveCount(0);
  const text = await page.locator('body').innerText();
  for (const secret of secrets) expect(text, `the page must not show ${secret}`).not.toContain(secret);
}

test.describe('invoice', () => {
  test("is shown with its link's key or to its own customer; a guest without the key and another customer see only 'not found'", async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    const owner = await createCustomer(request, 'Priya Nair');
    const addressId = await addDefaultAddress(request, owner);
    const [a] = await productsFor(request, testInfo, 8, 1);
    const lines: Line[] = [{ row: a!, quantity: 1 }];
    const order = await placeOrderByApi(request, owner, addressId, lines);
    const secrets = [owner.name, owner.email, ADDRESS.mobile_number, ADDRESS.flat_house_building, order.invoice_number, a!.product_title];

    // A guest with the bare address: no call can succeed, nothing is shown.
    await page.goto(`/Invoice/${order.order_id}`);
    await expectNothingShown(page, secrets);
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', `/Login?redirect=${encodeURIComponent(`/Invoice/${order.order_id}`)}`);

    // The same guest with the link's key sees the invoice.
    await page.goto(invoicePath(order));
    const invoice = page.getByRole('article', { name: 'Invoice' });
    await expect(invoice.locator('.invoice__number')).toHaveText(order.invoice_number);
    const billTo = invoice.getByRole('region', { name: 'Bill To' });
    await expect(billTo).toContainText(owner.name);
    await expect(billTo).toContainText(owner.email);
    await expect(billTo).toContainText(ADDRESS.mobile_number);
    await expect(page.getByTestId('invoice-grand-total')).toHaveText(inr(inrTotal(lines)));

    // A wrong key is the same as none.
    await page.goto(`/Invoice/${order.order_id}?key=${'A'.repeat(order.invoice_key.length)}`);
    await expectNothingShown(page, secrets);

    // Another customer, logged in, without the key: not found.
    const stranger = await createCustomer(request, 'Sam Other');
    await openAs(page, stranger, `/Invoice/${order.order_id}`);
    await expectNothingShown(page, secrets);
    await expect(page.getByRole('link', { name: 'Go to My Orders' })).toBeVisible();

    // The owner, logged in, needs no key.
    await openAs(page, owner, `/Invoice/${order.order_id}`);
    await expect(page.getByRole('article', { name: 'Invoice' }).locator('.invoice__number')).toHaveText(order.invoice_number);
    await expect(page.getByRole('region', { name: 'Bill To' })).toContainText(owner.name);
    allowFailedCall(consoleErrors, 404, 'Order/CustomerOrder');
  });

  test('Download gives the invoice as a PDF file', async ({ page, request }, testInfo) => {
    const customer = await createCustomer(request, 'Anil Verma');
    const addressId = await addDefaultAddress(request, customer);
    const [a, b] = await productsFor(request, testInfo, 9);
    const lines: Line[] = [
      { row: a!, quantity: 1 },
      { row: b!, quantity: 2 },
    ];
    const order = await placeOrderByApi(request, customer, addressId, lines, { method: 'upi', upiId: 'anil.verma@oksbi' });
    await page.goto(invoicePath(order));
    await expect(page.getByRole('article', { name: 'Invoice' }).locator('.invoice__number')).toHaveText(order.invoice_number);
    await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();

    const link = page.getByRole('link', { name: `Download invoice ${order.invoice_number} as a PDF` });
    await expect(link).toHaveText('Download');
    const downloading = page.waitForEvent('download');
    await link.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const file = await download.path();
    const bytes = await readFile(file);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    if (hasPdftotext) {
      const text = spawnSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text.status, text.stderr).toBe(0);
      expect(text.stdout).toContain(order.invoice_number);
      expect(text.stdout).toContain(customer.name);
    } else {
      testInfo.annotations.push({ type: 'note', description: 'pdftotext is not installed: the PDF text was not read' });
    }
  });

  // Walk-through: on a phone the overview's five facts left an empty grey fifth cell, and the
  // PDF of an Arabic shopper was English.
  for (const lng of ['en', 'ar'] as const) {
    test(
      `[${lng}] the overview's facts fill their box, and the PDF link is in the screen's language`,
      { tag: '@phone' },
      async ({ page, request }, testInfo) => {
        const customer = await createCustomer(request, 'Nisha Menon');
        const addressId = await addDefaultAddress(request, customer);
        const [a] = await productsFor(request, testInfo, 9, 1);
        const order = await placeOrderByApi(request, customer, addressId, [{ row: a!, quantity: 1 }]);
        await page.goto(`${invoicePath(order)}&lng=${lng}`);
        const overview = page.locator('.invoice__overview');
        await expect(overview.locator('.invoice__fact')).toHaveCount(5);
        const gap = await overview.evaluate((box) => {
          const frame = box.getBoundingClientRect();
          const area = Array.from(box.querySelectorAll('.invoice__fact')).reduce((sum, fact) => {
            const r = fact.getBoundingClientRect();
            return sum + r.width * r.height;
          }, 0);
          // Everything inside the frame's border is a fact: no empty cell.
          return (box.clientWidth * box.clientHeight - area) / (frame.width * frame.height);
        });
        expect(Math.abs(gap)).toBeLessThan(0.01);
        const pdf = page.getByRole('link', { name: new RegExp(order.invoice_number.replace(/[/]/g, '\\/')) }).last();
        await expect(pdf).toHaveAttribute('href', new RegExp(`[?&]lng=${lng}(&|$)`));
      },
    );
  }
});
