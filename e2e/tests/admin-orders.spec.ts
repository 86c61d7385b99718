import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { createCustomer, type Customer } from '../support/account';
import { adminNav, openScreen, ownerOfTheRun, screenTitle, signInToBackOffice } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { addDefaultAddress, placeOrderByApi, productsFor, type DetailRow, type PlacedOrder } from '../support/orders';

/**
 * The back office's orders work (issue 20): packing slips printed from the orders list, one
 * A4 sheet per order and no prices; the orders list laid out to fit a 768 px screen; the
 * dashboard's newest orders and open messages, and the counts beside Orders and Contact
 * messages in the side navigation.
 *
 * Desktop only, as admin.spec.ts: the run's owner is made once (the setup link works once),
 * and the back office is desktop-first.
 */

/** The product slot of support/orders.ts this spec buys from (no other spec's products: indices 28 and 29). */
const PRODUCT_SLOT = 14;

/** Where a run's pictures and PDFs are kept for people to look at (SHOTS_DIR, else the test's output folder). */
function keep(testInfo: TestInfo, name: string, body: Buffer): void {
  const dir = process.env.SHOTS_DIR ?? testInfo.outputDir;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, name), body);
}

/** A shopper with two orders of the same product (1 and 2 units), placed through the API. */
async function shopperWithTwoOrders(
  request: APIRequestContext,
  product: DetailRow,
  name: string,
  addressName = name,
): Promise<{ shopper: Customer; orders: PlacedOrder[] }> {
  const shopper = await createCustomer(request, name);
  const addressId = await addDefaultAddress(request, shopper, { full_name: addressName, landmark: 'Behind the stepwell' });
  const orders = [
    await placeOrderByApi(request, shopper, addressId, [{ row: product, quantity: 1 }]),
    await placeOrderByApi(request, shopper, addressId, [{ row: product, quantity: 2 }], { method: 'upi' }),
  ];
  return { shopper, orders };
}

/** The orders list filtered by a search (the shopper's e-mail finds their orders). */
async function searchOrders(page: Page, text: string): Promise<void> {
  const search = page.getByRole('searchbox', { name: 'Search orders' });
  await search.fill(text);
  await search.press('Enter');
  await expect(page).toHaveURL(/[?&]q=/);
}

test.describe('back office: orders', () => {
  test.skip(({ isMobile }) => isMobile, 'Desktop only: the one-time setup link makes the owner once per run, and the back office is desktop-first.');

  test('the owner ticks two orders in the list and prints their packing slips: one A4 sheet each, no prices, no back-office frame', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const owner = await ownerOfTheRun(request);
    const [product] = await productsFor(request, testInfo, PRODUCT_SLOT, 1);
    const { shopper, orders } = await shopperWithTwoOrders(request, product!, 'Devika Menon');

    await signInToBackOffice(page, owner, 'Owner');
    await openScreen(page, 'Orders');
    await searchOrders(page, shopper.email);
    const table = page.getByRole('table', { name: 'Orders' });
    await expect(table.locator('tbody tr')).toHaveCount(2);

    // Tick both (the page's own "select all" would do the same here).
    for (const order of orders) await table.getByRole('checkbox', { name: `Select order ${order.invoice_number}`, exact: true }).check();
    await expect(page).toHaveURL(/\/admin\/orders\?/);
    await expect(table.getByRole('checkbox', { name: 'Select all orders on this page' })).toBeChecked();
    const selected = page.getByRole('region', { name: 'Selected orders' });
    await expect(selected).toContainText('2 orders selected');
    await selected.getByRole('link', { name: 'Print packing slips', exact: true }).click();

    // One page with both slips, newest first as the list showed them.
    await expect(page).toHaveURL(new RegExp(`/admin/orders/packing-slips\\?ids=${orders[1]!.order_id},${orders[0]!.order_id}$`));
    await expect(screenTitle(page, 'Packing slips')).toBeVisible();
    const slips = page.getByRole('article', { name: /^Packing slip / });
    await expect(slips).toHaveCount(2);
    for (const [i, order] of [orders[1]!, orders[0]!].entries()) {
      const slip = slips.nth(i);
      await expect(slip).toHaveAccessibleName(`Packing slip ${order.invoice_number}`);
      await expect(slip).toContainText(shopper.name);
      await expect(slip).toContainText('Behind the stepwell');
      const row = slip.locator('tbody tr');
      await expect(row).toHaveCount(1);
      await expect(row.locator('td').nth(0)).toHaveText(product!.product_title);
      await expect(row.locator('td').nth(1)).toHaveText(product!.product_variant_title);
      await expect(row.locator('td').nth(2)).toHaveText(i === 0 ? '2' : '1');
      await expect(slip).not.toContainText('₹');
      await expect(slip).not.toContainText(/price|total/i);
    }

    // Printed: the frame and the screen's header are gone, and each slip ends its sheet.
    await page.emulateMedia({ media: 'print' });
    await expect(adminNav(page)).toBeHidden();
    await expect(screenTitle(page, 'Packing slips')).toBeHidden();
    expect(await slips.first().evaluate((el) => getComputedStyle(el).breakAfter)).toBe('page');
    expect(await slips.last().evaluate((el) => getComputedStyle(el).breakAfter)).toBe('auto');
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    keep(testInfo, 'packing-slips.pdf', pdf);
    // Two A4 sheets (595 × 842 points), one per slip.
    const boxes = [...pdf.toString('latin1').matchAll(/\/MediaBox\s*\[\s*0\s+0\s+([\d.]+)\s+([\d.]+)\s*\]/g)].map((m) => [
      Math.round(Number(m[1])),
      Math.round(Number(m[2])),
    ]);
    expect(boxes).toEqual([
      [595, 842],
      [595, 842],
    ]);
    await page.emulateMedia({ media: 'screen' });
    keep(testInfo, 'packing-slips-1280.png', await page.screenshot({ fullPage: true }));

    // One order's own slip, from its page.
    await page.getByRole('link', { name: '‹ Orders' }).click();
    await searchOrders(page, shopper.email);
    await table.getByRole('link', { name: orders[0]!.invoice_number, exact: true }).click();
    await page.getByRole('link', { name: 'Packing slip', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/packing-slips\\?ids=${orders[0]!.order_id}$`));
    await expect(screenTitle(page, 'Packing slip')).toBeVisible();
    await expect(slips).toHaveCount(1);
    await expect(slips.first()).toHaveAccessibleName(`Packing slip ${orders[0]!.invoice_number}`);
  });

  test('at 768 px the orders list fits the screen: Payment and Status in view, no sideways scroll; at 1280 px it stays a table', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const owner = await ownerOfTheRun(request);
    const [product] = await productsFor(request, testInfo, PRODUCT_SLOT, 1);
    // A long name and e-mail: the widest a row gets.
    const { shopper } = await shopperWithTwoOrders(request, product!, 'Venkataraghavan', 'Venkataraghavan Subramaniam-Iyengar');

    await signInToBackOffice(page, owner, 'Owner');
    await openScreen(page, 'Orders');
    await searchOrders(page, shopper.email);
    const table = page.getByRole('table', { name: 'Orders' });
    const rows = table.locator('tbody tr');
    await expect(rows).toHaveCount(2);
    const headers = await table.locator('thead th').allTextContents();
    const cellOf = (row: number, header: string) => rows.nth(row).locator('td').nth(headers.indexOf(header));
    await expect(cellOf(0, 'Payment')).toContainText('Awaiting payment');
    await expect(cellOf(0, 'Status')).toContainText('Placed');
    keep(testInfo, 'orders-1280.png', await page.screenshot());
    // 1280: every column of the table shows.
    for (const header of ['Invoice', 'Placed', 'Customer', 'Items', 'Total', 'Payment', 'Status']) {
      await expect(table.locator('thead th').filter({ hasText: new RegExp(`^${header}$`) })).toBeVisible();
    }

    for (const width of [768, 1024]) {
      await page.setViewportSize({ width, height: 1000 });
      for (const row of [0, 1]) {
        for (const header of ['Payment', 'Status']) {
          const box = await cellOf(row, header).boundingBox();
          expect(box, `${header} of row ${row + 1} at ${width} px`).not.toBeNull();
          expect(box!.x, `${header} at ${width} px starts in view`).toBeGreaterThanOrEqual(0);
          expect(box!.x + box!.width, `${header} at ${width} px ends in view`).toBeLessThanOrEqual(width);
        }
      }
      const wrap = table.locator('xpath=..');
      const scroll = await wrap.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
      expect(scroll.scrollWidth, `the table's box scrolls sideways at ${width} px`).toBeLessThanOrEqual(scroll.clientWidth);
      const pageScroll = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      expect(pageScroll.scrollWidth, `the page scrolls sideways at ${width} px`).toBeLessThanOrEqual(pageScroll.clientWidth);
      // What the narrow table leaves out as columns is still in the row: the date and the units.
      await expect(rows.first()).toContainText(/\d+ (unit|units)/);
      keep(testInfo, `orders-${width}.png`, await page.screenshot());
    }
  });

  test('the dashboard shows the newest orders and open messages; the navigation counts them, and counts again when a message is handled', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    const owner = await ownerOfTheRun(request);
    const [product] = await productsFor(request, testInfo, PRODUCT_SLOT, 1);
    const { shopper, orders } = await shopperWithTwoOrders(request, product!, 'Ishaan Bose');
    const subject = `Gift wrapping for order ${orders[1]!.invoice_number}?`;
    const sent = await request.post('/api/Contact/SendMessage', {
      headers: { 'x-forwarded-for': shopper.forwardedFor },
      data: { name: shopper.name, email: shopper.email, telephone: '9876543210', subject, message: 'Could the mala come gift-wrapped?' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);

    const dashboardAnswer = page.waitForResponse((r) => r.url().endsWith('/api/admin/dashboard') && r.request().method() === 'GET');
    await signInToBackOffice(page, owner, 'Owner');
    await expect(screenTitle(page, 'Dashboard')).toBeVisible();

    // The newest orders, as the server counted them (other specs order at the same time, so
    // this shopper's may already be further down): number, customer, total and status.
    const newest = ((await (await dashboardAnswer).json()) as { data: { latest_orders: Array<{ order_id: number; invoice_number: string }> } }).data
      .latest_orders;
    expect(newest.length).toBeGreaterThanOrEqual(2);
    expect(newest.length).toBeLessThanOrEqual(5);
    const latest = page.getByRole('table', { name: 'Latest orders' });
    await expect(latest.locator('tbody tr td:first-child a')).toHaveText(newest.map((o) => o.invoice_number));
    await expect(latest.locator('tbody tr td:first-child a').first()).toHaveAttribute('href', `/admin/orders/${newest[0]!.order_id}`);
    const mine = latest.locator('tbody tr').filter({ hasText: orders[1]!.invoice_number });
    if (newest.some((o) => o.order_id === orders[1]!.order_id)) {
      await expect(mine).toContainText(shopper.name);
      await expect(mine).toContainText('Placed');
      await expect(mine).toContainText(/₹[\d,]+/);
    }

    // The open messages, with how many there are.
    const messages = page.locator('section.card').filter({ has: page.getByRole('heading', { level: 2, name: /^Open messages \(\d+\)$/ }) });
    const message = messages.getByRole('link', { name: subject, exact: true });
    await expect(message).toBeVisible();

    // The navigation's counts: orders needing action (these two at least), open messages (this one at least).
    const nav = adminNav(page);
    // The links keep their names (openScreen still finds them); the figures are their descriptions.
    const ordersLink = nav.getByRole('link', { name: 'Orders', exact: true });
    await expect(ordersLink).toHaveAccessibleDescription(/^\d+ need action$/);
    expect(Number(await ordersLink.locator('.nav-count').textContent())).toBeGreaterThanOrEqual(2);
    const messagesLink = nav.getByRole('link', { name: 'Contact messages', exact: true });
    await expect(messagesLink).toHaveAccessibleDescription(/^\d+ open$/);
    keep(testInfo, 'dashboard-1280.png', await page.screenshot({ fullPage: true }));

    // The message's link opens Messages on that sender; handling it makes the navigation count again at once.
    await message.click();
    await expect(screenTitle(page, 'Contact messages')).toBeVisible();
    const card = page.locator('article.message').filter({ hasText: subject });
    await expect(card).toHaveCount(1);
    const recount = page.waitForResponse((r) => r.url().endsWith('/api/admin/counts') && r.request().method() === 'GET');
    await card.getByRole('button', { name: 'Mark handled', exact: true }).click();
    const counted = (await (await recount).json()) as { data: { orders: number; messages: number } };
    await expect(messagesLink).toHaveAccessibleDescription(counted.data.messages === 0 ? '' : `${counted.data.messages} open`);

    // 768 px: the dashboard in one column, the navigation behind Menu.
    await page.getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(latest).toBeVisible();
    await page.setViewportSize({ width: 768, height: 1000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'the dashboard scrolls sideways at 768 px').toBeLessThanOrEqual(0);
    keep(testInfo, 'dashboard-768.png', await page.screenshot({ fullPage: true }));
  });
});
