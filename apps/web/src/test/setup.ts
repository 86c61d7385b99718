import { cleanup } from '@testing-library/react';
import { format } from 'node:util';
import { afterEach, beforeEach, expect } from 'vitest';

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

// jsdom has no layout, so scrolling is a no-op rather than its 'Not implemented' error.
window.scrollTo = () => {};

beforeEach(() => {
  consoleErrors = [];
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  expect(consoleErrors, 'console.error calls during the test').toEqual([]);
});
