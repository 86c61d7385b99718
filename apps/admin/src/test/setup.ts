import { cleanup, configure } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, expect } from 'vitest';
import { sessionStore } from '../shared/api/session-store';

// Tests fail on any console.error (React warnings, act() misuse, router errors), as in apps/web.
const originalConsoleError = console.error;
let consoleErrors: string[] = [];
console.error = (...args: unknown[]) => {
  const message = format(...args);
  consoleErrors.push(message);
  originalConsoleError(...args);
  throw new Error(`console.error was called: ${message}`);
};

// Screens load lazily and tests type whole forms on a busy two-core machine.
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  consoleErrors = [];
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  sessionStore.reload();
  expect(consoleErrors, 'console.error calls during the test').toEqual([]);
});
