#!/usr/bin/env node
// Screenshots of the back office (/admin) for a person to look at: every screen given, at
// 1280 px and 768 px wide, into a folder. Against a running server:
//   ADMIN_EMAIL=… ADMIN_PASSWORD=… node scripts/admin-screenshots.mjs http://127.0.0.1:3000 /tmp/admin-shots
// With ADMIN_EMAIL and ADMIN_PASSWORD it signs in through the API first and puts the session
// where the browser keeps it (the HttpOnly cookie, and who is signed in in localStorage); without them it shoots the screens signed out
// (sign-in, setup). Paths after the folder replace the default list (every screen); FULL=1
// shoots whole pages. Prints, per shot, console errors and whether the page scrolls sideways.
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';

const SCREENS = [
  '/admin/',
  '/admin/orders',
  '/admin/products',
  '/admin/categories',
  '/admin/import-export',
  '/admin/search-misses',
  '/admin/content',
  '/admin/reviews',
  '/admin/messages',
  '/admin/customers',
  '/admin/settings',
  '/admin/staff',
  '/admin/audit',
];

const [base, outDir, ...given] = process.argv.slice(2);
if (!base || !outDir) {
  console.error('usage: [ADMIN_EMAIL=… ADMIN_PASSWORD=…] node scripts/admin-screenshots.mjs BASE_URL OUT_DIR [PATH ...]');
  process.exit(2);
}
const pages = given.length ? given : SCREENS;
fs.mkdirSync(outDir, { recursive: true });

let session = null;
if (process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD) {
  const res = await fetch(new URL('/api/admin/session', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: process.env.ADMIN_EMAIL, password: process.env.ADMIN_PASSWORD }),
  });
  const body = await res.json();
  if (!res.ok) {
    console.error(`sign-in failed: ${res.status} ${body.message}`);
    process.exit(1);
  }
  const cookie = /^shop_admin=([^;]*)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!cookie) {
    console.error('sign-in set no shop_admin cookie');
    process.exit(1);
  }
  session = { cookie, record: { expiresAt: body.data.expires_at, staff: body.data.staff } };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const full = process.env.FULL === '1';
for (const pagePath of pages) {
  for (const [width, height] of [
    [1280, 900],
    [768, 1024],
  ]) {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
    if (session) {
      await page
        .context()
        .addCookies([{ name: 'shop_admin', value: session.cookie, url: new URL('/api/admin/', base).href, httpOnly: true, sameSite: 'Strict' }]);
      await page.addInitScript((value) => localStorage.setItem('shop.admin.session', value), JSON.stringify(session.record));
    }
    const errors = [];
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(new URL(pagePath, base).href, { waitUntil: 'networkidle' });
    await page.waitForTimeout(400);
    const name = `${
      pagePath
        .replace(/^\/admin/, '')
        .replace(/[^A-Za-z0-9]+/g, '_')
        .replace(/^_|_$/g, '') || 'dashboard'
    }-${width}.png`;
    await page.screenshot({ path: path.join(outDir, name), fullPage: full });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(`${name}: ${errors.length ? `errors ${JSON.stringify(errors)}` : 'no errors'}${overflow > 0 ? `, scrolls sideways by ${overflow}px` : ''}`);
    await page.close();
  }
}
await browser.close();
