#!/usr/bin/env node
// Screenshots of the storefront for a person to look at: every page given, at 1280 px and
// 375 px wide, in English and in Arabic, into a folder. Against a running server:
//   node scripts/screenshots.mjs http://127.0.0.1:3000 /tmp/shots / /AllProductsList /Contact
// Prints, per shot, the console errors and whether the page scrolls sideways.
// SHOT_STORAGE='{"token":"…","customer_id":"7","cartList":"[…]"}' puts those local-storage
// entries in place before each page loads (a logged-in shopper with a cart); FULL=1 shoots
// whole pages.
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const [base, outDir, ...pages] = process.argv.slice(2);
if (!base || !outDir || pages.length === 0) {
  console.error('usage: node scripts/screenshots.mjs BASE_URL OUT_DIR PATH [PATH ...]');
  process.exit(2);
}
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const full = process.env.FULL === '1';
const storage = process.env.SHOT_STORAGE ? JSON.parse(process.env.SHOT_STORAGE) : null;
for (const pagePath of pages) {
  for (const [width, height] of [
    [1280, 900],
    [375, 812],
  ]) {
    for (const lng of ['en', 'ar']) {
      const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
      if (storage) {
        await page.addInitScript((entries) => {
          for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
        }, storage);
      }
      const errors = [];
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      page.on('pageerror', (e) => errors.push(String(e)));
      const url = new URL(pagePath, base);
      url.searchParams.set('lng', lng);
      await page.goto(url.href, { waitUntil: 'networkidle' });
      await page.waitForTimeout(600);
      const name = `${pagePath.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${lng}.png`;
      await page.screenshot({ path: path.join(outDir, name), fullPage: full });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      console.log(`${name}: ${errors.length ? `errors ${JSON.stringify(errors)}` : 'no errors'}${overflow > 0 ? `, scrolls sideways by ${overflow}px` : ''}`);
      await page.close();
    }
  }
}
await browser.close();
