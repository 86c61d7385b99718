import { test as base, expect } from '@playwright/test';

/**
 * The shared `test`: every test fails when the page logs a console error or throws an
 * uncaught error, whatever the test itself asserts.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') {
          const { url, lineNumber } = message.location();
          errors.push(`console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`);
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
