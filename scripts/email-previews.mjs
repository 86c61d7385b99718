#!/usr/bin/env node
// The shop's e-mails for a person to look at: every sample message of every kind
// (apps/server/src/modules/messages/templates/sample-messages.ts) in English and in Arabic,
// rendered as the sender renders them, written as .html and .txt, and screenshot whole
// at 700 px wide in Chromium as .png.
//   node scripts/email-previews.mjs [OUT_DIR]        (default /tmp/email-previews)
// Only for the preview, the inline images (cid:logo, cid:upi-qr) become data: URIs of the
// same images the sender attaches. CHROMIUM_PATH overrides /usr/bin/chromium.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { tsImport } from 'tsx/esm/api';
import { renderSVG } from 'uqr';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.resolve(process.argv[2] ?? '/tmp/email-previews');
const templatesDir = path.join(root, 'apps/server/src/modules/messages/templates');

// The server's tsconfig (JSX as react-jsx) rather than the one tsx would find from here.
const load = (file) => tsImport(path.join(templatesDir, file), { parentURL: import.meta.url, tsconfig: path.join(root, 'apps/server/tsconfig.json') });
const { renderMessage, LOGO_SRC, UPI_QR_SRC } = await load('index.ts');
const { SAMPLE_MESSAGES, SAMPLE_SHOP } = await load('sample-messages.ts');

const dataUri = (png) => `data:image/png;base64,${png.toString('base64')}`;
const logo = dataUri(fs.readFileSync(path.join(root, 'apps/server/assets/mail/logo.png')));
/** The QR code as the sender makes it (messages.service.ts): uqr's SVG, as a PNG. */
const qrPng = (link) =>
  sharp(Buffer.from(renderSVG(link, { border: 2, pixelSize: 8, ecc: 'M' })))
    .png()
    .toBuffer();

fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage({ viewport: { width: 700, height: 900 }, deviceScaleFactor: 1 });
  for (const sample of SAMPLE_MESSAGES) {
    const qr = sample.kind === 'order_placed' && sample.data.upi ? dataUri(await qrPng(sample.data.upi.link)) : null;
    for (const language of ['en', 'ar']) {
      const message = await renderMessage(sample.kind, sample.data, language, SAMPLE_SHOP);
      let html = message.html.replaceAll(`src="${LOGO_SRC}"`, `src="${logo}"`);
      if (qr) html = html.replaceAll(`src="${UPI_QR_SRC}"`, `src="${qr}"`);
      const base = path.join(outDir, `${sample.name}-${language}`);
      fs.writeFileSync(`${base}.html`, html);
      fs.writeFileSync(`${base}.txt`, `Subject: ${message.subject}\n\n${message.text}\n`);
      await page.setContent(html, { waitUntil: 'load' });
      await page.screenshot({ path: `${base}.png`, fullPage: true });
      console.log(`${path.basename(base)}.png  ${message.subject}`);
    }
  }
} finally {
  await browser.close();
}
