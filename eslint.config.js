import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';

/**
 * Inside the storefront and the back office a feature (src/features/<name>) may import
 * shared/, @shop/core and itself, never another feature nor app/: the routes in app/ compose
 * features. A piece two features need moves to shared/. One zone per feature, read from the
 * folder, so a new feature is fenced in from its first file; the few deliberate exceptions
 * are listed, each with its reason.
 */
const FEATURE_IMPORT_EXCEPTIONS = {
  // The wishlist's table is the cart's line table with the same stock and action styles,
  // all in cart.css; until that file is split, the wishlist screen loads it whole.
  'web/wishlist': ['./cart/cart.css'],
};

function featureZones(app) {
  const root = `./apps/${app}/src`;
  const features = readdirSync(new URL(`${root}/features`, import.meta.url), { withFileTypes: true }).filter((d) => d.isDirectory());
  return [
    ...features.map(({ name }) => ({
      target: `${root}/features/${name}`,
      from: `${root}/features`,
      except: [`./${name}`, ...(FEATURE_IMPORT_EXCEPTIONS[`${app}/${name}`] ?? [])],
      message: 'A feature imports only shared/, @shop/core and itself; move what two features need to shared/, or compose them in a route (app/).',
    })),
    { target: `${root}/features`, from: `${root}/app`, message: 'Features do not import app/: the routes in app/ compose the features.' },
    { target: `${root}/shared`, from: [`${root}/features`, `${root}/app`], message: 'shared/ imports neither features nor app/.' },
  ];
}

/** A domain's back-office routes: only admin-api.ts registers them (see the rules below). */
const ADMIN_ROUTES = { regex: '(^|/)admin\\.routes(\\.js)?$', message: "Only admin-api.ts registers a module's admin.routes.ts." };
/** Another module's back-office code, seen from a storefront route (modules/<domain>/store.routes.ts). */
const OTHER_MODULES_ADMIN_CODE = {
  regex: '^\\.\\./(\\.\\./)?([^/]+/)*admin[^/]*$',
  message: "A storefront route imports no module's back-office code.",
};

/** The demo shop's code, which the server loads on demand only (see the rule below). */
const DEMO_ONLY = ['**/demo/catalog/**', '**/demo/art/art*', '**/demo/art/random*', '**/demo/seed-on-start*'];

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
      'no-restricted-imports': [
        'error',
        {
          patterns: ['**/apps/admin/**', '**/admin/src/**', '@shop/admin', '@shop/admin/**'],
          // The storefront's own hook: react-i18next's costs a server-rendered page a third of its CPU (decision 015).
          paths: [{ name: 'react-i18next', importNames: ['useTranslation'], message: 'Use useTranslation from shared/i18n/use-translation.' }],
        },
      ],
    },
  },
  {
    // The demo shop (its catalog, seeding and art generator) is loaded only to seed it or to
    // draw a picture: nothing else imports it, but the art route's small front (which loads
    // the generator on the first picture asked for) and the entry points, with import().
    files: ['apps/server/src/**'],
    ignores: ['apps/server/src/demo/**', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: DEMO_ONLY }] },
  },
  {
    // A domain's back-office routes (modules/<domain>/admin.routes.ts) are registered by
    // admin-api.ts alone: no other file reaches them, and a storefront route never imports a
    // module's back-office code (decision 017).
    files: ['apps/server/src/**'],
    ignores: ['apps/server/src/demo/**', 'apps/server/src/admin-api.ts', '**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: DEMO_ONLY }, ADMIN_ROUTES] }] },
  },
  {
    files: ['apps/server/src/modules/*/store.routes.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: DEMO_ONLY }, ADMIN_ROUTES, OTHER_MODULES_ADMIN_CODE] }] },
  },
  {
    // Repository → service → route: the SQL of a domain is its repository's. A service may
    // run a transaction, but only calls repositories inside it. (Two services of other
    // modules, payments and password resets, still write theirs: listed until they move.)
    files: ['apps/server/src/**/*.service.ts', 'apps/server/src/**/*.routes.ts', 'apps/server/src/admin-api.ts', 'apps/server/src/app.ts'],
    ignores: ['apps/server/src/modules/payments/payments.service.ts', 'apps/server/src/modules/auth/password-reset.service.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: "SQL belongs in the domain's repository (<domain>.repository.ts); call a repository method.",
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: "SQL belongs in the domain's repository (<domain>.repository.ts)." },
      ],
    },
  },
  {
    // The server's http/ is plumbing every module builds on: it imports no module, and not
    // the page pipeline (pages/), which is built on both.
    files: ['apps/server/src/http/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/modules/**', '**/pages/**', ...DEMO_ONLY] }] },
  },
  {
    // No import cycles in the four source trees: a cycle makes the order modules run in
    // depend on who imports first (an undefined at start-up) and ties the modules into one
    // lump. The TypeScript resolver follows the '.js' specifiers of the server to its '.ts'
    // files; packages outside the repo are not followed (ignoreExternal), which keeps the
    // whole lint run well under twice its time without the rule.
    files: ['apps/server/src/**', 'apps/web/src/**', 'apps/admin/src/**', 'packages/core/src/**'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/core/tsconfig.json', 'apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'apps/admin/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/src/**', 'apps/admin/src/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...featureZones('web'), ...featureZones('admin')] }] },
  },
  {
    // The two classic hook rules. The plugin's 7.x 'recommended' set adds the React Compiler's
    // checks; the shop does not use the compiler, and those checks alone more than doubled
    // lint time.
    files: ['apps/web/**/*.{ts,tsx}', 'apps/admin/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);
