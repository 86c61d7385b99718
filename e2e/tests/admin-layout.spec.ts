import type { Page } from '@playwright/test';
import { ownerOfTheRun, screenTitle, signInToBackOffice } from '../support/admin';
import { expect, test } from '../support/fixtures';
import { productsFor } from '../support/orders';

/**
 * The back office's wide screens fit their frames at 1280 px and at 768 px (its narrowest):
 * nothing pokes out of a card, and no table hides a column behind a sideways scroll. Desktop
 * project only (the widths are set here); the owner is the run's (support/admin.ts).
 */

/** The product slot of support/orders.ts this spec reads (no other spec uses 12). */
const PRODUCT_SLOT = 12;

/** Every element of a card (or a variant's box) that reaches past its right or left edge, as 'tag.class: px'. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const box of Array.from(document.querySelectorAll('.card, .variant'))) {
      const frame = box.getBoundingClientRect();
      for (const el of Array.from(box.querySelectorAll('button, input, select, textarea, a, .variant-stock'))) {
        const r = el.getBoundingClientRect();
        if (r.width === 0) continue;
        const past = Math.max(r.right - frame.right, frame.left - r.left);
        if (past > 1)
          out.push(
            `${el.tagName.toLowerCase()}.${(el.className || '').toString().split(' ')[0]} "${(el.textContent || '').trim().slice(0, 20)}": ${Math.round(past)}px`,
          );
      }
    }
    return out;
  });
}

/** How far each table scrolls sideways (0 when it fits). */
function sideways(page: Page): Promise<number[]> {
  return page.evaluate(() => Array.from(document.querySelectorAll('.table-wrap')).map((t) => t.scrollWidth - t.clientWidth));
}

test.describe('back office: wide screens fit', () => {
  test.skip(({ isMobile }) => isMobile, 'The back office is desktop-first (768 px and up); the widths are set here');

  for (const width of [1280, 768]) {
    test(`at ${width} px a product with a five-digit stock keeps Adjust… and Add video inside their cards`, async ({ page, request }, testInfo) => {
      const [product] = await productsFor(request, testInfo, PRODUCT_SLOT, 1);
      const owner = await ownerOfTheRun(request);
      await signInToBackOffice(page, owner, 'Owner');
      await page.setViewportSize({ width, height: 900 });
      // As the owner would: set the stock of the product's variant to 12,345 with a reason.
      const answer = await page.request.post(`/api/admin/variants/${product!.product_variant_id}/stock`, {
        data: { set: 12345, reason: 'Stocktake' },
        headers: { 'x-requested-with': 'shop-admin' },
      });
      expect(answer.ok(), await answer.text()).toBe(true);
      await page.goto(`/admin/products/${product!.product_id}`);
      await expect(screenTitle(page, product!.product_title)).toBeVisible();
      await expect(page.locator('.variant-stock strong').first()).toHaveText(/12,?345/);
      expect(await overflowing(page)).toEqual([]);
    });

    test(`at ${width} px the audit log shows every column, with an entry's before and after open`, async ({ page, request }) => {
      const owner = await ownerOfTheRun(request);
      await signInToBackOffice(page, owner, 'Owner');
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/admin/audit');
      await expect(screenTitle(page, 'Audit log')).toBeVisible();
      const first = page.getByRole('button', { name: 'Before / after' }).first();
      await expect(first).toBeVisible();
      await first.click();
      await expect(page.locator('.audit-diff').first()).toBeVisible();
      expect(await sideways(page)).toEqual([0]);
      const changed = page.getByRole('columnheader', { name: 'Changed' });
      const box = await changed.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
    });
  }
});
