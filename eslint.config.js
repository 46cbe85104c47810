import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';

const root = import.meta.dirname;
const apiModules = 'apps/api/src/modules';
const webFeatures = 'apps/web/src/features';
const dirs = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// The module that writes each table (decision 0079). Another module reads it in its own statements only.
export const tableOwners = {
  audit_log: 'audit',
  categories: 'catalogue',
  dishes: 'catalogue',
  dish_option_groups: 'catalogue',
  option_choices: 'catalogue',
  option_groups: 'catalogue',
  dish_portions: 'portions',
  portion_holds: 'portions',
  publications: 'catalogue',
  type_publishes: 'catalogue',
  company_invitations: 'company',
  contact_messages: 'contact',
  domain_events: 'events',
  event_consumptions: 'events',
  outbox_leases: 'events',
  favorites: 'favorites',
  invoice_counters: 'invoices',
  invoices: 'invoices',
  newsletter_subscribers: 'newsletter',
  mail_queue: 'notifications',
  password_resets: 'password-reset',
  payments: 'payments',
  push_queue: 'push',
  push_subscriptions: 'push',
  rate_limits: 'rate-limits',
  order_ratings: 'ratings',
  free_dish_credits: 'referral',
  referral_paid_orders: 'referral',
  rewards: 'referral',
  sponsorships: 'referral',
  refunds: 'refunds',
  riders: 'riders',
  discount_holds: 'sales',
  newsletter_discount_grants: 'sales',
  order_items: 'sales',
  orders: 'sales',
  sessions: 'sessions',
  settings: 'settings',
  user_addresses: 'addresses',
  caller_codes: 'users',
  sponsor_grilles: 'users',
  users: 'users',
};

// The boundaries of STYLE.md. A path that does not resolve is not checked at all, so the resolver must know
// TypeScript's extensions, the API's `.js` specifiers and the web's `@/` alias.
const resolver = (alias = {}) =>
  createNodeResolver({
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    alias,
  });

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [resolver()],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: { 'import-x/resolver-next': [resolver({ '@': [path.join(root, 'apps/web/src')] })] },
  },
  // The first Intl format a page makes loads the browser's locale data (20-60 ms of a phone's main thread): never
  // while a module loads, only when something is formatted (decision 0058).
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/shared/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Program > VariableDeclaration', 'Program > ExportNamedDeclaration > VariableDeclaration'].map(
          (declaration) => ({
            selector: `${declaration} > VariableDeclarator > NewExpression.init[callee.object.name='Intl']`,
            message:
              'Make Intl formats on first use (frenchDateFormat, frenchNumberFormat) or use formatNumber (decision 0058).',
          }),
        ),
      ],
    },
  },
  // Layering holds for the product's code; tests compose whatever they exercise, as app.ts does.
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: ['apps/web/src/components', 'apps/web/src/lib'],
              from: webFeatures,
              message:
                'components/ and lib/ are shared by features: pass what they need as props (STYLE.md).',
            },
            // A feature used by others exposes an index.ts, and only that is imported.
            ...dirs(webFeatures).map((feature) => ({
              target: `${webFeatures}/${feature}`,
              from: `${root}/${webFeatures}/!(${feature})/**`,
              except: [`${root}/${webFeatures}/*/index.ts`],
              message: 'Import another feature through its index.ts only (STYLE.md).',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [
            {
              target: ['apps/api/src/plugins', 'apps/api/src/lib'],
              from: apiModules,
              message: 'plugins/ and lib/ sit below modules: app.ts passes them what they need (STYLE.md).',
            },
            ...dirs(apiModules).map((module) => ({
              target: `${apiModules}/${module}/**`,
              from: `${root}/${apiModules}/!(${module})/*.{repository,admin-repository}.ts`,
              message: `Another module's data goes through its service, never its repository (STYLE.md).`,
            })),
            // What composes the modules (app.ts, the jobs, the seed, the command line) asks their services too.
            {
              target: ['apps/api/src/*.ts', 'apps/api/src/!(modules|test)/**'],
              from: `${root}/${apiModules}/*/*.{repository,admin-repository}.ts`,
              message: `A module's data goes through its service, never its repository (STYLE.md).`,
            },
          ],
        },
      ],
    },
  },
  // Nor does it write SQL of its own: a query there reaches a module's tables past its service (STYLE.md).
  // Migrations (db/) and test helpers (test/) stand outside the modules' layering.
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/**', 'apps/api/src/db/**', 'apps/api/src/test/**', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/]',
          message: "SQL lives in a module's repository: ask the module's service (STYLE.md).",
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['sql'],
              message: "SQL lives in a module's repository: ask the module's service (STYLE.md).",
            },
          ],
        },
      ],
    },
  },
  // Roles are checked once per group of routes, in role-routes.ts, never by a module's own routes (decision 0054).
  // Each table is written by the module that owns it (decision 0079); the settings table is read and written
  // through modules/settings/settings.store.ts only (0073). A module reads another's table only in a statement of
  // its own (a join, a subquery), never through SQL built by the other module.
  ...dirs(apiModules).map((module) => {
    const othersTables = Object.entries(tableOwners)
      .filter(([, owner]) => owner !== module)
      .map(([table]) => table);
    return {
      files: [`${apiModules}/${module}/**/*.ts`],
      ignores: ['**/*.test.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: "MemberExpression[property.name='requireRole']",
            message: 'List the routes in their role group in apps/api/src/role-routes.ts (decision 0054).',
          },
          ...(module === 'settings'
            ? []
            : [
                {
                  selector:
                    "CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/][arguments.0.value='settings']",
                  message:
                    'Read and write settings through modules/settings/settings.store.ts (decision 0073).',
                },
              ]),
          {
            selector: `CallExpression[callee.property.name=/^(insertInto|updateTable|deleteFrom|replaceInto|mergeInto)$/][arguments.0.value=/^(${othersTables.join('|')})( as .*)?$/]`,
            message: `A table is written by the module that owns it (eslint.config.js tableOwners): ask its service (decision 0079).`,
          },
          {
            selector:
              "ExportAllDeclaration[source.value=/\\.repository\\.js$/], ExportNamedDeclaration[exportKind!='type'][source.value=/\\.repository\\.js$/]",
            message:
              "A module's SQL stays in its repositories: export functions that run it, never its query pieces (decision 0079).",
          },
        ],
      },
    };
  }),
  // Shared rules run in the browser and on the server: no I/O, no React (STYLE.md).
  {
    files: ['packages/shared/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['fs', 'pg', 'better-sqlite3', 'react', 'react-dom'].map((name) => ({
            name,
            message: 'packages/shared holds pure rules: no I/O, no React (STYLE.md).',
          })),
          patterns: [
            {
              group: ['node:*', 'fs/*', 'react/*', 'react-dom/*'],
              message: 'packages/shared holds pure rules: no I/O, no React (STYLE.md).',
            },
          ],
        },
      ],
    },
  },
);
