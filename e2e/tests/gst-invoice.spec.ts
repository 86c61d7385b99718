import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { authHeaders, createCustomer, openAs } from '../support/account';
import { backOfficeHeaders, ownerOfTheRun, releaseSettingsLock, holdSettingsLock } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { addDefaultAddress, productsFor, seedCart, type Line } from '../support/orders';

/**
 * A shop registered for GST (issue 23): the owner turns registration on, a business buyer in
 * another state places an order with its GSTIN at the checkout, and the invoice on screen and
 * its PDF (read back with pdftotext) are a Tax Invoice: HSN and rate per line, IGST, the
 * summary by HSN, the amount in words, the place of supply and the buyer's GSTIN; cancelled,
 * the order's credit note appears beside the invoice and downloads as a PDF. Runs in the
 * 'alone' project (after the others): while the shop is registered, every order placed
 * becomes a tax invoice.
 */

/** The product slot of support/orders.ts this spec buys from (no other spec uses 20; the demo has 23 slots, 0 to 22). */
const PRODUCT_SLOT = 20;

type Settings = Record<string, unknown>;

async function readSettings(request: APIRequestContext, headers: Record<string, string>): Promise<Settings> {
  const response = await request.get('/api/admin/settings', { headers });
  expect(response.ok(), 'GET /api/admin/settings').toBe(true);
  const { saved: _saved, ...settings } = ((await response.json()) as { data: Settings & { saved: boolean } }).data;
  return settings;
}

async function saveSettings(request: APIRequestContext, headers: Record<string, string>, settings: Settings): Promise<void> {
  const response = await request.put('/api/admin/settings', { headers, data: settings });
  expect(response.ok(), `PUT /api/admin/settings: ${await response.text()}`).toBe(true);
}

const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

/** The text of a downloaded PDF as pdftotext reads it, whitespace runs made one space. */
function pdfText(file: string): string {
  if (!hasPdftotext) throw new Error('pdftotext is missing: apt-get install poppler-utils');
  const dir = mkdtempSync(join(tmpdir(), 'gst-e2e-'));
  try {
    const pdf = join(dir, 'document.pdf');
    writeFileSync(pdf, readFileSync(file));
    return spawnSync('pdftotext', ['-enc', 'UTF-8', pdf, '-'], { encoding: 'utf8' }).stdout.replace(/\s+/g, ' ');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test.describe("a registered shop's tax invoice", () => {
  test.afterEach(releaseSettingsLock);

  test('a business buyer in another state: GSTIN at checkout, IGST per line, summary and words, on screen and in the PDF; cancelled, its credit note', async ({
    page,
    request,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(90_000);
    const owner = await ownerOfTheRun(request);
    const headers = await backOfficeHeaders(request, owner);
    await holdSettingsLock();
    const before = await readSettings(request, headers);
    await saveSettings(request, headers, { ...before, gst_registered: true, gstin: '08AAKCS4821M1ZW', state: 'Rajasthan' });
    try {
      const buyer = await createCustomer(request, 'Kavya Iyer');
      await addDefaultAddress(request, buyer, { state: 'Maharashtra', town_city: 'Mumbai', pincode: '400053' });
      const [a, b] = await productsFor(request, testInfo, PRODUCT_SLOT, 2);
      const lines: Line[] = [
        { row: a!, quantity: 2 },
        { row: b!, quantity: 1 },
      ];
      await seedCart(page, lines);
      await openAs(page, buyer, '/CheckOut');

      const gstin = page.getByLabel('GSTIN (optional)');
      await gstin.fill('27AAPFU0939F1ZW');
      await page.getByRole('button', { name: 'Place an Order' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'GSTIN’s last character does not match the others' })).toBeVisible();
      await gstin.fill('27AAPFU0939F1ZV');
      await page.getByRole('button', { name: 'Place an Order' }).click();
      await page.waitForURL(/\/Invoice\/\d+\?key=/, { timeout: 15_000 });

      const invoice = page.getByRole('article', { name: 'Tax Invoice' });
      await expect(invoice).toBeVisible();
      await expect(invoice.getByRole('region', { name: 'Bill To' })).toContainText('Buyer GSTIN: 27AAPFU0939F1ZV');
      await expect(invoice.locator('dt', { hasText: 'Place of supply' }).locator('xpath=following-sibling::dd')).toHaveText('Maharashtra (27)');
      // Another state: IGST, no CGST or SGST.
      await expect(invoice.getByRole('columnheader', { name: 'IGST' }).first()).toBeVisible();
      await expect(invoice.getByRole('columnheader', { name: 'CGST' })).toHaveCount(0);
      const summary = invoice.getByRole('region', { name: 'Tax by HSN and rate' });
      await expect(summary.getByTestId('invoice-amount-in-words')).toHaveText(/^Rupees .+ Only$/);
      await expect(summary).toContainText('Whether tax is payable under reverse charge: No');
      const words = (await summary.getByTestId('invoice-amount-in-words').textContent())!;
      const totalTax = (await summary.getByTestId('invoice-total-tax').textContent())!;
      expect(totalTax).toMatch(/^₹[\d,]+\.\d{2}$/);

      // The PDF, as the Download link gives it.
      const download = page.waitForEvent('download');
      await page.getByRole('link', { name: /Download invoice/ }).click();
      const file = await (await download).path();
      expect(file).toBeTruthy();
      const text = pdfText(file!);
      expect(text).toContain('Tax Invoice');
      expect(text).toContain('Place of supply Maharashtra (27)');
      expect(text).toContain('Buyer GSTIN: 27AAPFU0939F1ZV');
      expect(text).toContain('IGST');
      expect(text).not.toContain('CGST');
      expect(text).toMatch(/HSN \d{4,8} · GST [\d.]+%/);
      expect(text).toContain(words);
      expect(text).toContain(totalTax);
      expect(text).toContain('Whether tax is payable under reverse charge: No');

      // The buyer cancels it: a credit note for the whole invoice appears beside it, and downloads.
      const orderId = Number(/\/Invoice\/(\d+)/.exec(page.url())![1]);
      const invoiceNumber = (await invoice.locator('dt', { hasText: 'Invoice number' }).locator('xpath=following-sibling::dd').textContent())!.trim();
      const cancelled = await request.post('/api/Order/CancelOrder', { headers: authHeaders(buyer), data: { order_id: orderId } });
      expect(cancelled.ok(), await cancelled.text()).toBe(true);
      await page.reload();
      const notes = page.getByRole('region', { name: 'Credit and debit notes' });
      const note = notes.getByRole('article', { name: /^Credit Note CN\/\d\d-\d\d\/\d{6}$/ });
      await expect(note).toBeVisible();
      const noteNumber = /CN\/\d\d-\d\d\/\d{6}/.exec((await note.getByRole('heading').textContent())!)![0];
      await expect(note).toContainText('Order cancelled');
      await expect(note).toContainText(invoiceNumber);
      await expect(note.getByTestId('tax-note-tax')).toHaveText(totalTax);
      await expect(note).toContainText(words);
      const noteDownload = page.waitForEvent('download');
      await note.getByRole('link', { name: `Download credit note ${noteNumber} as a PDF` }).click();
      const noteText = pdfText((await (await noteDownload).path())!);
      expect(noteText).toContain('Credit Note');
      expect(noteText).toContain(noteNumber);
      expect(noteText).toContain('Against invoice');
      expect(noteText).toContain(invoiceNumber);
      expect(noteText).toContain(words);
      expect(noteText).toContain(totalTax);
      expect(noteText).toContain(`Reduces the value of invoice ${invoiceNumber}`);
      expect(consoleErrors).toEqual([]);
    } finally {
      await saveSettings(request, headers, before);
    }
  });
});
