import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '**/test-results/**', '**/playwright-report/**', 'data/**', '**/scratch/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // The core package holds rules for both sides and must stay free of app code and I/O.
    files: ['packages/core/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/**', 'node:*', 'fs', 'path'] }],
    },
  },
  {
    // The back office is its own bundle: it shares only @shop/core with the storefront and
    // the server. Inside it, imports flow one way: shared → features → app.
    files: ['apps/admin/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/web/**', '**/apps/server/**', '**/web/src/**', '**/server/src/**'] }],
    },
  },
  {
    files: ['apps/admin/src/shared/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/features/**', '**/app/**', '**/apps/web/**', '**/apps/server/**'] }],
    },
  },
  {
    // The storefront never loads a byte of the back office.
    files: ['apps/web/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['**/apps/admin/**', '**/admin/src/**', '@shop/admin', '@shop/admin/**'] }],
    },
  },
);
