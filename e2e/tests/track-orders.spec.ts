import { join } from 'node:path';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import Database from 'better-sqlite3';
import { createCustomer, openAs } from '../support/account';
import { expect, test } from '../support/fixtures';
import { addDefaultAddress, invoicePath, placeOrderByApi, productsFor, type PlacedOrder } from '../support/orders';
import { sidewaysOverflow } from '../support/shop';

/**
 * Moves an order on as the back office's 'ship' and 'deliver' moves leave it: the status,
 * its label, the carrier and the tracking number (OrdersService.transition writes these
 * columns). Why straight into the database: the back-office API needs a staff session, and
 * a first staff member is only made with the one-time setup token or the server's command
 * line, neither of which a spec can reach. The e2e server's database is this run's own
 * SQLite file (playwright.config.ts: file:${E2E_DATA_DIR}/e2e.db), which support/orders.ts
 * already writes for staff moves (setOrderStatus); it is opened for this one change only.
 */
function shipOrder(orderId: number, carrier: string, trackingNumber: string, delivered = false): void {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the specs through e2e/playwright.config.ts');
  const db = new Database(join(dataDir, 'e2e.db'), { fileMustExist: true, timeout: 10_000 });
  try {
    const result = db
      .prepare('UPDATE orders SET order_status = ?, order_status_label = ?, carrier = ?, tracking_number = ? WHERE order_id = ?')
      .run(delivered ? 3 : 2, delivered ? 'Delivered' : 'Shipped', carrier, trackingNumber, orderId);
    if (result.changes !== 1) throw new Error(`no order ${orderId}`);
  } finally {
    db.close();
  }
}

/** A tracking number no other run's order has. */
const trackingNumber = (prefix: string, order: PlacedOrder) => `${prefix}${String(order.order_id).padStart(9, '0')}IN`;

/** The screen's own part (AccountShell's section, named by its heading), without the site's header and footer. */
const screenOf = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const group = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const card = (page: Page, order: PlacedOrder) => page.getByRole('article', { name: order.invoice_number, exact: true });

/** Three orders of one customer: the oldest delivered, the middle one still Placed, the newest shipped. */
async function customerWithParcels(request: APIRequestContext, testInfo: TestInfo, name: string) {
  const customer = await createCustomer(request, name);
  const addressId = await addDefaultAddress(request, customer);
  const [product] = await productsFor(request, testInfo, 10, 1);
  const lines = [{ row: product!, quantity: 1 }];
  const delivered = await placeOrderByApi(request, customer, addressId, lines);
  const placed = await placeOrderByApi(request, customer, addressId, lines);
  const shipped = await placeOrderByApi(request, customer, addressId, lines);
  shipOrder(delivered.order_id, 'Delhivery', trackingNumber('DL', delivered), true);
  shipOrder(shipped.order_id, 'BlueDart', trackingNumber('BD', shipped));
  return { customer, delivered, placed, shipped };
}

test.describe('Track Orders', () => {
  // The Copy button writes to the clipboard; the test reads it back.
  test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

  test(
    'lists the parcel on its way first, then the delivered one, with carrier and tracking number to copy, and opens the invoice',
    { tag: '@phone' },
    async ({ page, request }, testInfo) => {
      const { customer, delivered, placed, shipped } = await customerWithParcels(request, testInfo, 'Farah Siddiqui');

      await openAs(page, customer, '/MyTrackOrders');
      await expect(page.getByRole('heading', { level: 1, name: 'Track Orders' })).toBeVisible();
      await expect(screenOf(page, 'Track Orders').getByRole('heading', { level: 2 })).toHaveText(['On the way 1', 'Recently delivered 1']);

      const onTheWay = card(page, shipped);
      await expect(group(page, 'On the way').getByRole('article')).toHaveCount(1);
      await expect(onTheWay.locator('.order-status')).toHaveText('Shipped');
      await expect(onTheWay).toContainText('BlueDart');
      await expect(onTheWay.locator('.track-card__number')).toHaveText(trackingNumber('BD', shipped));

      const done = card(page, delivered);
      await expect(group(page, 'Recently delivered').getByRole('article')).toHaveCount(1);
      await expect(done.locator('.order-status')).toHaveText('Delivered');
      await expect(done).toContainText('Delhivery');
      await expect(done.locator('.track-card__number')).toHaveText(trackingNumber('DL', delivered));
      // The order still Placed has no parcel to follow.
      await expect(card(page, placed)).toHaveCount(0);

      const copy = onTheWay.getByRole('button', { name: `Copy tracking number ${trackingNumber('BD', shipped)}` });
      await copy.click();
      await expect(copy).toHaveText('Copied');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(trackingNumber('BD', shipped));
      await expect(copy).toHaveText('Copy');

      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);

      await onTheWay.getByRole('link', { name: `View the invoice of order ${shipped.invoice_number}` }).click();
      await expect(page).toHaveURL(invoicePath(shipped));
      await expect(page.getByRole('heading', { level: 1, name: 'Invoice' })).toBeVisible();
    },
  );

  test('[ar] reads right to left in Arabic', { tag: '@phone' }, async ({ page, request }, testInfo) => {
    const { customer, shipped } = await customerWithParcels(request, testInfo, 'Layla Haddad');

    await openAs(page, customer, '/MyTrackOrders?lng=ar');
    await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تتبّع الطلبات' })).toBeVisible();
    await expect(screenOf(page, 'تتبّع الطلبات').getByRole('heading', { level: 2 })).toHaveText(['في الطريق إليك 1', 'وصلت مؤخرًا 1']);
    const onTheWay = card(page, shipped);
    await expect(onTheWay.locator('.order-status')).toHaveText('تم الشحن');
    await expect(onTheWay.getByRole('button', { name: `نسخ رقم التتبّع ${trackingNumber('BD', shipped)}` })).toBeVisible();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
  });

  for (const lng of ['en', 'ar'] as const) {
    test(`[${lng}] a customer with nothing shipped sees that nothing is on its way yet`, async ({ page, request }, testInfo) => {
      const customer = await createCustomer(request, 'Imran Qureshi');
      const addressId = await addDefaultAddress(request, customer);
      const [product] = await productsFor(request, testInfo, 10, 1);
      await placeOrderByApi(request, customer, addressId, [{ row: product!, quantity: 1 }]);

      await openAs(page, customer, lng === 'ar' ? '/MyTrackOrders?lng=ar' : '/MyTrackOrders');
      await expect(page.locator('.empty-state')).toBeVisible();
      await expect(page.locator('.track-card')).toHaveCount(0);
      if (lng === 'ar') {
        await expect(page.locator('body')).toHaveAttribute('dir', 'rtl');
        await expect(page.getByText('لا شيء في الطريق إليك بعد', { exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: 'الذهاب إلى طلباتي' })).toHaveAttribute('href', '/MyOrders');
      } else {
        await expect(page.getByText('Nothing on its way yet', { exact: true })).toBeVisible();
        await expect(page.getByText('Once we ship one of your orders, its carrier and tracking number will appear here.')).toBeVisible();
        await page.getByRole('link', { name: 'Go to My Orders' }).click();
        await expect(page).toHaveURL(/\/MyOrders$/);
        await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
      }
    });
  }
});
