// `npm run lint`: ESLint over every package (type-checked rules for TypeScript), then prettier --check.
// Re-run `npx eslint . --fix` after a merge: import order and the unneeded type assertions fix themselves.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const TS = ['**/*.ts', '**/*.tsx'];
const REACT = ['web-kit/src/**', 'shell/src/**', 'shop-frontend/src/**', 'lender-frontend/src/**', 'admin-frontend/src/**'];

export default defineConfig(
  globalIgnores([
    '**/node_modules/',
    '**/dist/',
    '**/coverage/',
    '**/.data/',
    'contracts/src/generated/',
    'e2e/artifacts/',
    'backend/seed/',
    // Declarations for webpack's asset imports; no package's tsconfig owns the folder.
    'config/webpack/assets.d.ts',
  ]),

  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,

  // TypeScript: type-checked rules, each file checked against its package's tsconfig.json.
  {
    files: TS,
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      // React ignores what an event handler returns, and the apps' async handlers catch their own failures.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      // Async implementations of Promise-returning interfaces (in-memory stores, fetch fakes) keep `async`
      // so that a throw becomes a rejection, as the interface promises.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },

  // Tests: supertest bodies, parsed YAML/JSON fixtures and jest's asymmetric matchers (expect.any, ...)
  // are typed `any` by their libraries; the assertions themselves check the shape, so the no-unsafe-*
  // family is off there (it stays on in application code).
  {
    files: ['backend/test/**', 'e2e/**', 'tests-system/**', '**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', '**/src/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // expect(api.method).toHaveBeenCalled() and saving a method to restore it later take it unbound on purpose.
      '@typescript-eslint/unbound-method': 'off',
    },
  },

  // Plain JavaScript (configs, scripts, benches): CommonJS in .js/.cjs, ES modules in .mjs, all on Node.
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
  },
  {
    // The .js shim is an ES module: webpack bundles it in place of use-sync-external-store.
    files: ['**/*.mjs', 'config/webpack/use-sync-external-store-shim.js'],
    languageOptions: { sourceType: 'module', globals: { ...globals.node } },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }] },
  },

  // One way into a transaction (docs/decisions/0015-sqlite-serial-transactions.md): on SQLite's one shared
  // connection a transaction opened any other way interleaves with queued ones (500s under load).
  {
    files: ['backend/src/**/*.ts'],
    ignores: ['backend/src/common/serial-transaction.ts', '**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(transaction|startTransaction)$/]',
          message: 'Open transactions with serialTransaction (backend/src/common/serial-transaction.ts).',
        },
      ],
    },
  },

  // React: the rules of hooks in the four browser packages.
  { files: REACT, extends: [reactHooks.configs.flat.recommended] },

  // Imports: packages (Node's and npm's) before the repository's own, in one block; --fix moves them.
  // Within each group the written order stays: stylesheet imports set the CSS cascade, so no
  // alphabetical sort may move them.
  {
    files: [...TS, '**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      'import-x/first': 'error',
      'import-x/order': [
        'error',
        {
          groups: [
            ['builtin', 'external'],
            ['internal', 'parent', 'sibling', 'index', 'unknown'],
          ],
          'newlines-between': 'never',
        },
      ],
    },
  },

  prettier,
);
