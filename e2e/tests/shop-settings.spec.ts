import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createCustomer, openAs } from '../support/account';
import {
  backOfficeHeaders,
  ownerOfTheRun,
  releaseSettingsLock,
  holdSettingsLock,
  openScreen,
  screenTitle,
  signInToBackOffice,
  watchedPage,
  type StaffAccount,
} from '../support/admin';
import { expect, test } from '../support/fixtures';
import { addDefaultAddress, invoicePath, placeOrderByApi, productsFor } from '../support/orders';

/**
 * The shop's settings as the storefront shows them (issue 20): the owner changes the shop's
 * one phone number in Settings, and the header hotline, the phone menu, the footer, the
 * Contact page and the next order's invoice all show it; the owner adds a carrier with its
 * tracking page, staff ship an order with it picked from the list, and the shopper follows
 * the link from My Orders and Track Orders.
 *
 * Desktop only, as the other back-office specs (the owner is made once per run); the phone
 * menu is looked at by narrowing the window. Each test holds the settings lock while it
 * changes them (admin-outbox.spec.ts saves them too) and puts them back as they were.
 */

/** A mark for this run (several runs may share a log, never a database). */
const RUN = Date.now().toString().slice(-4);

/** The product slot of support/orders.ts this spec buys from (no other spec uses 11). */
const PRODUCT_SLOT = 11;

type Settings = Record<string, unknown> & { phone: string; carriers: Array<{ name: string; tracking_url: string }> };

async function readSettings(request: APIRequestContext, headers: Record<string, string>): Promise<Settings> {
  const response = await request.get('/api/admin/settings', { headers });
  expect(response.ok(), 'GET /api/admin/settings').toBe(true);
  const { saved: _saved, ...settings } = ((await response.json()) as { data: Settings & { saved: boolean } }).data;
  return settings as Settings;
}

/** Puts the settings back as they were before the test (through the API, as the owner). */
async function restoreSettings(request: APIRequestContext, headers: Record<string, string>, settings: Settings): Promise<void> {
  const response = await request.put('/api/admin/settings', { headers, data: settings });
  expect(response.ok(), `PUT /api/admin/settings: ${await response.text()}`).toBe(true);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A card of the admin's order page (a section with its h2). */
const card = (page: Page, title: string): Locator =>
  page.locator('section.card').filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });

/** Saves the Settings form and waits for its answer. */
async function saveSettingsForm(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save settings', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Settings saved.' })).toBeVisible();
}

test.describe("the shop's settings on the storefront", () => {
  test.describe.configure({ mode: 'serial' });
  test.skip(({ isMobile }) => isMobile, 'Desktop only: the one-time setup link makes the owner once per run, and the back office is desktop-first.');
  test.afterEach(releaseSettingsLock);

  let owner: StaffAccount;
  let ownerHeaders: Record<string, string>;
  test.beforeEach(async ({ request }) => {
    owner = await ownerOfTheRun(request);
    ownerHeaders = await backOfficeHeaders(request, owner);
  });

  test("the owner changes the shop's phone; the header, phone menu, footer, Contact page and the next invoice show it", async ({
    page,
    request,
    browser,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000);
    await holdSettingsLock();
    const before = await readSettings(request, ownerHeaders);
    const phone = `+91 141 555 ${RUN}`;
    const dialled = `tel:+91141555${RUN}`;
    try {
      const back = await watchedPage(browser, consoleErrors);
      try {
        await signInToBackOffice(back.page, owner, 'Owner');
        await openScreen(back.page, 'Settings');
        await back.page.getByLabel('Phone', { exact: true }).fill(phone);
        await saveSettingsForm(back.page);
      } finally {
        await back.close();
      }

      // The header's hotline and the footer: the page as the server renders it has the number.
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Main' });
      const hotline = nav.getByRole('link', { name: /Hotline/ });
      await expect(hotline).toContainText(phone);
      await expect(hotline).toHaveAttribute('href', dialled);
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: phone, exact: true })).toHaveAttribute('href', dialled);
      // Nowhere else the old numbers; the grievance officer's phone is its own setting (issue 23), left out.
      const shownOutsideGrievance = (number: string) =>
        page.evaluate(
          (n) =>
            Array.from(document.querySelectorAll('body *')).filter(
              (e) =>
                !e.closest('.site-footer__grievance, script') &&
                Array.from(e.childNodes).some((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.includes(n)),
            ).length,
          number,
        );
      expect(await shownOutsideGrievance('+91 141 400 7788')).toBe(0);
      expect(await shownOutsideGrievance('+91 98290 44110')).toBe(0);

      // The Contact page.
      await nav.getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
      await expect(page.locator('.contact-details').getByRole('link', { name: phone, exact: true })).toHaveAttribute('href', dialled);

      // The phone menu, at a phone's width.
      await page.setViewportSize({ width: 375, height: 812 });
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('link', { name: `Hotline: ${phone}`, exact: true })).toHaveAttribute('href', dialled);
      await page.setViewportSize({ width: 1280, height: 800 });

      // A new order's invoice: the seller block carries the number (an issued invoice keeps its own).
      const shopper = await createCustomer(request, 'Ishita Mehra');
      const addressId = await addDefaultAddress(request, shopper);
      const [product] = await productsFor(request, testInfo, PRODUCT_SLOT, 1);
      const order = await placeOrderByApi(request, shopper, addressId, [{ row: product!, quantity: 1 }]);
      await openAs(page, shopper, invoicePath(order));
      const seller = page.getByRole('region', { name: 'Sold by' });
      await expect(seller).toContainText(`Phone: ${phone}`);
    } finally {
      await restoreSettings(request, ownerHeaders, before);
    }
    // Back as it was.
    expect((await (await request.get('/api/Home/GetShopInfo')).json()).data.phone).toBe(before.phone);
  });

  test('the owner adds a carrier; staff ship an order with it from the list; the shopper follows its tracking link from My Orders and Track Orders', async ({
    page,
    request,
    browser,
    consoleErrors,
  }, testInfo) => {
    test.setTimeout(120_000);
    const carrier = `Jaipur Express ${RUN}`;
    const tracking = `JX ${RUN} 4410`;
    const link = `https://track.jaipurexpress.example/awb?no=JX${RUN}4410&lang=en`;
    const shopper = await createCustomer(request, 'Dev Malhotra');
    const addressId = await addDefaultAddress(request, shopper);
    const [product] = await productsFor(request, testInfo, PRODUCT_SLOT, 1);
    const order = await placeOrderByApi(request, shopper, addressId, [{ row: product!, quantity: 1 }]);

    await holdSettingsLock();
    const before = await readSettings(request, ownerHeaders);
    try {
      const back = await watchedPage(browser, consoleErrors);
      try {
        const admin = back.page;
        await signInToBackOffice(admin, owner, 'Owner');
        await openScreen(admin, 'Settings');
        // The list a new shop starts with, and one more of the owner's.
        // The form fills once the settings have loaded: wait for the rows, not a count taken before.
        const rows = admin.locator('fieldset.carrier-row');
        await expect(rows).toHaveCount(before.carriers.length);
        const count = before.carriers.length;
        await admin.getByRole('button', { name: 'Add a carrier', exact: true }).click();
        const added = admin.getByRole('group', { name: `Carrier ${count + 1}`, exact: true });
        await added.getByLabel('Name', { exact: true }).fill(carrier);
        // First without the number's place: refused with the server's rule, before anything is sent.
        await added.getByLabel('Tracking page', { exact: true }).fill('https://track.jaipurexpress.example/awb');
        await admin.getByRole('button', { name: 'Save settings', exact: true }).click();
        await expect(
          added.getByText(`The tracking page of ${carrier} must contain {number} exactly once, where the tracking number goes`, { exact: true }),
        ).toBeVisible();
        await added.getByLabel('Tracking page', { exact: true }).fill('https://track.jaipurexpress.example/awb?no={number}&lang=en');
        await saveSettingsForm(admin);

        // Staff's move: processing, then shipped with the carrier picked from the list.
        await admin.goto(`/admin/orders/${order.order_id}`);
        const title = screenTitle(admin, new RegExp(`^Order ${escapeRegExp(order.invoice_number)}`));
        await expect(title).toBeVisible();
        await card(admin, 'Next step').getByRole('button', { name: 'Mark processing', exact: true }).click();
        await admin.getByRole('dialog', { name: 'Mark processing' }).getByRole('button', { name: 'Mark processing', exact: true }).click();
        await expect(title).toContainText('Processing');
        await card(admin, 'Next step').getByRole('button', { name: 'Mark shipped', exact: true }).click();
        const dialog = admin.getByRole('dialog', { name: 'Mark shipped' });
        const select = dialog.getByRole('combobox', { name: 'Carrier' });
        await expect(select.locator('option')).toContainText(['Choose a carrier…', 'Delhivery', 'Blue Dart', carrier, 'Other…']);
        await select.selectOption({ label: carrier });
        await expect(dialog.getByText('Shoppers get a link to https://track.jaipurexpress.example/awb?no={number}&lang=en')).toBeVisible();
        await dialog.getByLabel('Tracking number', { exact: true }).fill(tracking);
        await dialog.getByRole('button', { name: 'Mark shipped', exact: true }).click();
        await expect(dialog).toBeHidden();
        await expect(title).toContainText('Shipped');
        await expect(card(admin, 'Payment').getByRole('link', { name: "Carrier's page ↗" })).toHaveAttribute('href', link);
      } finally {
        await back.close();
      }

      // The shopper: My Orders has the tracking link, in a new tab.
      await openAs(page, shopper, '/MyOrders');
      const row = page.locator('.orders-table tbody tr').filter({ has: page.getByRole('rowheader', { name: order.invoice_number, exact: true }) });
      await expect(row.locator('.order-status')).toHaveText('Shipped');
      await expect(row.locator('.orders-table__tracking')).toHaveText(`${carrier}: ${tracking}`);
      const fromOrders = row.getByRole('link', { name: `Track order ${order.invoice_number} on the ${carrier} website (opens in a new tab)` });
      await expect(fromOrders).toHaveText('Track parcel');
      await expect(fromOrders).toHaveAttribute('href', link);
      await expect(fromOrders).toHaveAttribute('target', '_blank');

      // Track Orders: the same link on the parcel's card.
      await page.goto('/MyTrackOrders');
      const parcel = page.getByRole('region', { name: 'On the way', exact: true }).getByRole('article', { name: order.invoice_number, exact: true });
      const fromTrack = parcel.getByRole('link', { name: `Track order ${order.invoice_number} on the ${carrier} website (opens in a new tab)` });
      await expect(fromTrack).toHaveText("Track on the carrier's website");
      await expect(fromTrack).toHaveAttribute('href', link);

      // Following it opens the carrier's page in a new tab (the sandbox has no network: the address is what counts).
      await page
        .context()
        .route('https://track.jaipurexpress.example/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Jaipur Express tracking</title>' }),
        );
      const [tab] = await Promise.all([page.context().waitForEvent('page'), fromTrack.click()]);
      await tab.waitForLoadState();
      expect(tab.url()).toBe(link);
      await tab.close();
    } finally {
      await restoreSettings(request, ownerHeaders, before);
    }
  });
});
