import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importBoundaries from './scripts/eslint/import-boundaries.js';

export default tseslint.config(
  { ignores: ['node_modules', 'web/dist', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { local: { rules: { 'import-boundaries': importBoundaries } } },
    rules: {
      'local/import-boundaries': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch']",
          message: 'Use the request helper (web/src/api/client.ts).',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Two UI kits, one rule: the screens opened first on a phone (the public ones — login, sign-up,
    // password, e-mail validation —, the dashboard, the member's shell, the receipt, the card error,
    // the credential and the histories, opened cold from e-mail links, and the dues screen, opened
    // cold from the e-mail that asks to pay) paint at once because they ship no antd; they are built
    // from web/src/components/light. antd
    // stays the kit for forms, tables and dialogs everywhere else.
    files: [
      'web/src/features/dashboard/**',
      'web/src/components/light/**',
      'web/src/layout/**',
      'web/src/app/router.tsx',
      'web/src/app/lazy-route.tsx',
      'web/src/app/root-route.tsx',
      'web/src/app/protected-route.tsx',
      'web/src/app/blocked-guard.tsx',
      'web/src/features/payments/pages/receipt-page.tsx',
      'web/src/features/payments/components/receipt-*.tsx',
      'web/src/features/auth/**',
      'web/src/features/payments/pages/card-error-page.tsx',
      'web/src/features/credential/**',
      'web/src/features/history/**',
      // The dues screen, opened cold from the e-mail that asks the member to pay, and what it draws.
      'web/src/features/payments/pages/dues-page.tsx',
      'web/src/features/payments/components/{account-info,card-enrolled-banner,dues-*,method-radio}.tsx',
      'web/src/features/payments/components/{open-payment-notice,page-skeleton,pay-*,quote-error}.tsx',
      'web/src/features/payments/components/{regularization-hint,require-session,retry-alert}.tsx',
      'web/src/features/payments/components/{summary-list,value-change-popover,auto-payments-link}.tsx',
      'web/src/features/payments/components/{use-pay-screen,use-payment-start}.ts',
    ],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'antd',
              message:
                'This screen paints first on a phone and ships no antd: use web/src/components/light (docs/decisions/light-and-antd.md says which screens, and why).',
            },
          ],
        },
      ],
    },
  },
  {
    // Only the request helper calls fetch; tests and tools may (they talk to the mock directly), and
    // the service worker, which passes the page's own requests on.
    files: [
      'web/src/api/client.ts',
      'web/sw/**',
      '**/*.test.{ts,tsx}',
      'web/src/test/**',
      'web/e2e/**',
      'scripts/**',
      'mock-server/**',
    ],
    rules: { 'no-restricted-syntax': 'off' },
  },
  prettier,
);
