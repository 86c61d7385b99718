import { test as base, expect, type Page, type Response } from '@playwright/test';

/**
 * The shared `test`: every test fails when the page logs a console error or throws an
 * uncaught error, whatever the test itself asserts.
 *
 * `ignoredConsoleErrors` names console messages a test expects from its surroundings, not
 * from the app: only the browser's own 'Failed to load resource' lines for a third-party
 * host that a test cuts off on purpose (the sandbox has no network). Set it with
 * `test.use({ ignoredConsoleErrors: [...] })`; it never hides page errors.
 */
/** The video service's thumbnail host: out of reach in the sandbox, so cut off the same way every run. */
const VIDEO_THUMBNAILS = /^https:\/\/img\.youtube\.com\//;
/** The browser's own log line for a thumbnail that host did not serve (not the app's doing). */
const THUMBNAIL_FAILED = /^console\.error: Failed to load resource: .*\(https:\/\/img\.youtube\.com\/vi\//;

/**
 * The storefront's pages arrive rendered by the server and answer clicks once the browser
 * has hydrated them (the app then marks <html data-app="ready">). After a full page load
 * (goto, reload) the shared `page` waits for that mark, so a test's first click is never
 * lost on a page still waiting for its script. Other answers (a PDF, JSON, the back office)
 * are not waited on.
 */
async function untilStorefrontReady(page: Page, response: Response | null): Promise<void> {
  if (!response || !String(response.headers()['content-type'] ?? '').startsWith('text/html')) return;
  if (new URL(response.url()).pathname.startsWith('/admin')) return;
  await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
}

function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await untilStorefrontReady(page, response);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await untilStorefrontReady(page, response);
    return response;
  };
  return page;
}

export const test = base.extend<{ consoleErrors: string[]; ignoredConsoleErrors: RegExp[]; offlineVideoService: void; waitForApp: boolean }>({
  // Off where no script runs (test.use({ javaScriptEnabled: false, waitForApp: false })).
  waitForApp: [true, { option: true }],
  page: async ({ page, waitForApp }, use) => {
    await use(waitForApp ? waitingForHydration(page) : page);
  },
  ignoredConsoleErrors: [[THUMBNAIL_FAILED], { option: true }],
  offlineVideoService: [
    async ({ page }, use) => {
      await page.route(VIDEO_THUMBNAILS, (route) => route.abort('internetdisconnected'));
      await use();
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ page, ignoredConsoleErrors }, use) => {
      const errors: string[] = [];
      // A Content-Security-Policy violation fails the test too, even one the page caught
      // (zod's probe of `new Function` is caught, and only the report shows it).
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`CSP violation: ${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`),
        );
      });
      page.on('console', (message) => {
        if (message.type() === 'error') {
          const { url, lineNumber } = message.location();
          const text = `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
          if (!ignoredConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text);
        }
      });
      page.on('pageerror', (error) => errors.push(`page error: ${error.stack ?? error.message}`));
      await use(errors);
      expect(errors, 'console errors and uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
