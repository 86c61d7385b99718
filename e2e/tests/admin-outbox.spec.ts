import type { Locator, Page } from '@playwright/test';
import { createCustomer } from '../support/account';
import { holdSettingsLock, openScreen, ownerOfTheRun, releaseSettingsLock, screenTitle, signInToBackOffice } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { addDefaultAddress, placeOrderByApi, productsFor } from '../support/orders';

/**
 * The shop's e-mail outbox in the back office (issue 17's e2e): a shopper's order writes an
 * 'Order placed' e-mail to the shopper and a 'New order (staff)' alert; the owner finds both
 * in Messages → Outbox, opens one (the e-mail drawn in a sandboxed frame, its plain text) and
 * sends it again. In Settings the owner saves an order e-mail and sends a test e-mail: the e2e
 * server has no SMTP_URL, so it goes to the dev mailbox (a file), and the answer says so.
 *
 * Desktop only, as admin.spec.ts: the owner is made once per run (the setup link works once),
 * and the back office is desktop-first.
 */

/** A mark for this run's addresses (several runs may share a log, never a database). */
const RUN = Date.now().toString(36).slice(-5);

/** The product slot of support/orders.ts this spec buys from (no other spec uses 5). */
const PRODUCT_SLOT = 5;

/** The outbox's table. */
const emails = (page: Page): Locator => page.getByRole('table', { name: 'E-mails' });

/** The outbox filtered to one kind of message. */
async function showKind(page: Page, kind: string): Promise<void> {
  // By role: the label wraps the select, so its text also holds the chosen option's.
  await page.getByRole('combobox', { name: 'Kind', exact: true }).selectOption({ label: kind });
  await expect(page).toHaveURL(/[?&]kind=/);
}

test.describe('back office: the e-mail outbox', () => {
  test.describe.configure({ mode: 'serial' });
  // Playwright itself tries to run its helpers in every frame, and Chromium refuses that in the
  // preview's sandboxed frame (no allow-scripts) with this console error (microsoft/playwright
  // issue 33343); the page runs no script there. Every other console error still fails.
  test.use({
    ignoredConsoleErrors: [
      /^console\.error: Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed and the 'allow-scripts' permission is not set\./,
    ],
  });
  test.skip(({ isMobile }) => isMobile, 'Desktop only: the one-time setup link makes the owner once per run, and the back office is desktop-first.');
  test.afterEach(releaseSettingsLock);

  test("a new order's e-mails are in the Outbox; the owner opens one, sees it as sent, and resends it", async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const owner = await ownerOfTheRun(request);

    // A shopper orders (through the API, as the checkout would).
    const shopper = await createCustomer(request, 'Anaya Joshi');
    const addressId = await addDefaultAddress(request, shopper);
    const [product] = await productsFor(request, testInfo, PRODUCT_SLOT, 1);
    const order = await placeOrderByApi(request, shopper, addressId, [{ row: product!, quantity: 1 }]);

    await signInToBackOffice(page, owner, 'Owner');
    // The mailbox never refuses: nothing alarming on the dashboard.
    await expect(screenTitle(page, 'Dashboard')).toBeVisible();
    await expect(page.getByText(/failed to send/)).toHaveCount(0);

    await openScreen(page, 'Outbox');
    await expect(page.getByRole('link', { name: 'Contact messages', exact: true })).toBeVisible();

    // The shopper's 'Order placed' e-mail.
    await showKind(page, 'Order placed');
    const placed = emails(page).locator('tbody tr').filter({ hasText: shopper.email });
    await expect(placed).toHaveCount(1);
    await expect(placed).toContainText(`Order ${order.invoice_number} received`);
    await expect(placed).toContainText('Order placed');

    // The alert to the shop.
    await showKind(page, 'New order (staff)');
    const alert = emails(page)
      .locator('tbody tr')
      .filter({ hasText: `New order ${order.invoice_number}` });
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('New order (staff)');

    // Open it: the e-mail as it was sent, in a frame with no rights.
    await alert.getByRole('link', { name: `New order ${order.invoice_number}`, exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/outbox\/\d+$/);
    const title = screenTitle(page, new RegExp(`^New order ${order.invoice_number}`));
    await expect(title).toBeVisible();
    const preview = page.locator('iframe[title="E-mail preview"]');
    await expect(preview).toHaveAttribute('sandbox', '');
    await expect(page.frameLocator('iframe[title="E-mail preview"]').getByText(order.invoice_number).first()).toBeVisible();
    await expect(page.locator('pre.email-text')).toContainText(order.invoice_number);
    await expect(page.locator('pre.email-text')).toContainText(shopper.email);
    // The sender delivers it to the dev mailbox within moments; the page looks again by itself.
    await expect(title).toContainText('Sent', { timeout: 20_000 });

    // Resend: asked first, then the server's answer as a toast; delivered again.
    await page.getByRole('button', { name: 'Resend', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Send this e-mail again?' });
    await dialog.getByRole('button', { name: 'Resend', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('.toast').filter({ hasText: 'The message is queued to be sent again.' })).toBeVisible();
    await expect(title).toContainText('Sent', { timeout: 20_000 });
  });

  test('the owner saves an order e-mail and sends a test e-mail, which the dev mailbox takes', async ({ page, request }) => {
    test.setTimeout(60_000);
    const owner = await ownerOfTheRun(request);
    const ordersAddress = `orders.${RUN}@stoneshop.example`;
    // No other spec saves the settings meanwhile (a save replaces them all).
    await holdSettingsLock();

    await signInToBackOffice(page, owner, 'Owner');
    await openScreen(page, 'Settings');
    const orderEmails = page.getByLabel('Order e-mails', { exact: true });
    await expect(orderEmails).toHaveValue('');

    // A bad address is refused with core's message, before anything is sent.
    await orderEmails.fill(`${ordersAddress}\nnot-an-address`);
    await page.getByRole('button', { name: 'Save settings', exact: true }).click();
    await expect(page.getByText('Order e-mails: email is not valid (not-an-address)', { exact: true })).toBeVisible();

    await orderEmails.fill(ordersAddress);
    await page.getByRole('button', { name: 'Save settings', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Order e-mails', { exact: true })).toHaveValue(ordersAddress);

    // The test e-mail, to the owner's own address by default.
    const card = page.locator('section.card').filter({ has: page.getByRole('heading', { level: 2, name: 'Send a test e-mail', exact: true }) });
    await expect(card.getByLabel('Send to', { exact: true })).toHaveValue(owner.email.toLowerCase());
    await card.getByRole('button', { name: 'Send a test e-mail', exact: true }).click();
    const answer = card.getByRole('status');
    await expect(answer).toContainText('Test e-mail sent.');
    await expect(answer).toContainText('no SMTP_URL is set');
    await expect(answer).toContainText(/written to the dev mailbox: \d+-test_email\.eml/);

    // It is kept in the Outbox, sent.
    await openScreen(page, 'Outbox');
    await showKind(page, 'Test e-mail');
    const row = emails(page).locator('tbody tr').filter({ hasText: owner.email.toLowerCase() }).first();
    await expect(row).toContainText('Sent');

    // Back as it was: the shop's alerts go to the shop's e-mail again.
    await openScreen(page, 'Settings');
    await page.getByLabel('Order e-mails', { exact: true }).fill('');
    await page.getByRole('button', { name: 'Save settings', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
  });
});
