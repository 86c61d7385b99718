import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** E2E_PORT_OFFSET moves all three ports, so two checkouts can run their suites side by side. */
const PORT_OFFSET = Number(process.env.E2E_PORT_OFFSET || 0);
const PORT = 3101 + PORT_OFFSET;
const HOST = '127.0.0.1';
const baseURL = `http://${HOST}:${PORT}`;
/** A second shop, paid through Razorpay, played by the local stand-in (payments.spec.ts). */
const GATEWAY_SHOP_PORT = 3102 + PORT_OFFSET;
const GATEWAY_STANDIN_PORT = 4102 + PORT_OFFSET;
const gatewayShopURL = `http://${HOST}:${GATEWAY_SHOP_PORT}`;
const standinURL = `http://${HOST}:${GATEWAY_STANDIN_PORT}`;
const isCI = !!process.env.CI;
/** The tag of a test that runs on the phone as well (test('…', { tag: '@phone' }, …)); see the mobile project. */
const PHONE_TAG = /@phone\b/;
/** Specs that run alone after the others (the 'alone' project below). */
const ALONE = /gst-invoice\.spec\.ts$/;

// One fresh database folder per run. The config is evaluated again in every worker, so the
// folder made by the runner is handed to them through the environment instead of made anew.
process.env.E2E_DATA_DIR ||= mkdtempSync(join(tmpdir(), 'shop-e2e-'));
const dataDir = process.env.E2E_DATA_DIR;
/** Everything the server prints, kept for the specs (support/admin.ts reads the setup link from it). */
const serverLog = join(dataDir, 'server.log');

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/**
 * End-to-end tests drive Debian's Chromium against the BUILT app on the real server
 * (`npm run build` first): apps/server/dist/server.js serves the API and apps/web/dist.
 */
export default defineConfig({
  testDir: 'tests',
  outputDir: 'test-results/artifacts',
  fullyParallel: false,
  forbidOnly: isCI,
  retries: isCI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // An explicit outputFile would hide PLAYWRIGHT_JSON_OUTPUT_NAME (scripts/test.mjs sets it), so honour it here.
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || 'test-results/results.json' }]],
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL,
    // Recording a trace of every test (to keep the failures') cost a third of the run;
    // CI retries a failure once, and the retry is recorded.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: ALONE,
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'mobile',
      // The phone runs only the tests tagged @phone: those whose steps or checks depend on the
      // phone's layout (the mobile menu, the phone widths, rows drawn as cards, carousels,
      // sideways overflow at 375 px, a currency or language picked from the menu). The rest
      // (API-driven flows, forms, payments, e-mails, the back office) do the same at any width
      // and run on the desktop only. scripts/e2e-phone-tags.test.mjs checks that a test whose
      // steps branch on the layout carries the tag; E2E_PHONE=all runs every test on the phone too.
      grep: process.env.E2E_PHONE === 'all' ? undefined : PHONE_TAG,
      testIgnore: ALONE,
      use: {
        browserName: 'chromium',
        viewport: { width: 375, height: 812 },
        // The layout is the phone's (375 CSS px, touch); drawing it at 2x in software
        // rendering only costs the two cores time.
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
      },
    },
    {
      // Specs that change what every order placed meanwhile would be (the shop registered for
      // GST turns new invoices into tax invoices): run alone, after the others have finished.
      name: 'alone',
      testMatch: ALONE,
      dependencies: ['desktop', 'mobile'],
      use: { browserName: 'chromium', viewport: { width: 1280, height: 800 } },
    },
  ],
  webServer: [
    {
      // The server's output goes to the runner as before and also to server.log in the run's
      // data folder: the back-office specs read the owner's one-time setup link from it, as a
      // shop owner reads it from the log (e2e/support/admin.ts). pipefail keeps the server's
      // own exit status (a server that fails to start still fails the run, with its code).
      command: `bash -o pipefail -c 'node ../apps/server/dist/server.js 2>&1 | tee ${JSON.stringify(serverLog)}'`,
      url: `${baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(PORT),
        HOST,
        DATABASE_URL: `file:${join(dataDir, 'e2e.db')}`,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        // As behind one proxy: the fixtures that make customers through the API say which
        // client they stand for (X-Forwarded-For), so the per-address sign-up limit counts
        // each fixture customer as its own shopper, as in real life; the browser is 127.0.0.1.
        TRUST_PROXY: '1',
        // One fixture customer holds up to 8 open orders (My Orders' paging), and every test's
        // browser shares one address (127.0.0.1): the order limits as an owner would set them
        // for such a shop. The limits themselves are tested by the API tests.
        ORDER_LIMITS: 'unpaid_orders_per_customer=20,orders_per_address_per_hour=500',
        // Every page the two workers load comes from 127.0.0.1: the render bound per address is
        // tested by the API tests; here each page is to be rendered as a shopper's would be.
        RENDERS_PER_ADDRESS_PER_MINUTE: '100000',
      },
    },
    {
      // Razorpay's stand-in (its API, checkout script and signed webhooks), for the gateway shop.
      command: `node ../scripts/razorpay-standin.mjs --port ${GATEWAY_STANDIN_PORT} --webhook ${gatewayShopURL}/api/payments/razorpay/webhook`,
      url: `${standinURL}/v1/checkout.js`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The same shop with Razorpay configured: payments.spec.ts. Unpaid gateway orders wait
      // one minute (the least UNPAID_ORDER_MINUTES takes) and the sweep runs every second, so
      // the expiry can be watched.
      command: 'node ../apps/server/dist/server.js',
      url: `${gatewayShopURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(GATEWAY_SHOP_PORT),
        HOST,
        DATABASE_URL: `file:${join(dataDir, 'e2e-gateway.db')}`,
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: '1',
        RAZORPAY_KEY_ID: 'rzp_test_StandIn0000001',
        RAZORPAY_KEY_SECRET: 'standin_key_secret_0123456789abcdef',
        RAZORPAY_WEBHOOK_SECRET: 'standin_webhook_secret_0123456789',
        RAZORPAY_API_BASE: standinURL,
        RAZORPAY_CHECKOUT_URL: `${standinURL}/v1/checkout.js`,
        RENDERS_PER_ADDRESS_PER_MINUTE: '100000',
        UNPAID_ORDER_MINUTES: '1',
        PAYMENT_SWEEP_SECONDS: '1',
        MAIL_SENDER: 'off',
      },
    },
  ],
});
