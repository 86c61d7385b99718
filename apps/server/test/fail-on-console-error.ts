import { afterEach, vi } from 'vitest';

// A test that makes the code print an error fails, unless it expected one (by mocking console.error itself).
let errors: unknown[][] = [];
const original = console.error;
console.error = (...args: unknown[]) => {
  errors.push(args);
  original(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  if (seen.length > 0 && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called: ${seen.map((a) => a.map(String).join(' ')).join('\n')}`);
  }
});
