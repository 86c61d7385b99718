import { test as base, expect } from '@playwright/test';

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

export const test = base.extend<{ consoleErrors: string[]; ignoredConsoleErrors: RegExp[]; offlineVideoService: void }>({
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
