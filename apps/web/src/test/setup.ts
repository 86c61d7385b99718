import { cleanup, configure } from '@testing-library/react';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { format } from 'node:util';
import { afterEach, beforeEach, expect } from 'vitest';
import { i18n, initI18n } from '../shared/i18n/i18n';
import { reloadAllStores } from '../shared/stores/create-store';
import { unhandled } from './api-stub';

// Tests fail on any console.error (React warnings, act() misuse, router errors): the call
// throws where it happens, and is also recorded in case the throw is swallowed upstream.
const originalConsoleError = console.error;
let consoleErrors: string[] = [];

console.error = (...args: unknown[]) => {
  const message = format(...args);
  consoleErrors.push(message);
  originalConsoleError(...args);
  throw new Error(`console.error was called: ${message}`);
};

// Screens load their code lazily and tests type whole forms; on a busy two-core machine
// that outlasts Testing Library's 1 s for a findBy (the test time-out is in vitest.config.ts).
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout, so scrolling is a no-op rather than its 'Not implemented' error.
window.scrollTo = () => {};

// Translations come from public/locales on disk, exactly as the browser would fetch them.
// (jsdom gives import.meta.url an http: scheme; vitest's import.meta.filename is the file.)
const publicDir = resolve(dirname(import.meta.filename), '../../public');
await initI18n({
  request: (_options, url, _payload, callback) => {
    readFile(`${publicDir}${url}`, 'utf8').then(
      (data) => callback(null, { status: 200, data }),
      () => callback(null, { status: 404, data: '' }),
    );
  },
});

beforeEach(() => {
  consoleErrors = [];
  unhandled.length = 0;
});

afterEach(async () => {
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
  reloadAllStores();
  if (i18n.language !== 'en') await i18n.changeLanguage('en');
  expect(consoleErrors, 'console.error calls during the test').toEqual([]);
  expect(unhandled.splice(0), 'API calls the test stubbed no answer for').toEqual([]);
});
