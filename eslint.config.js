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
    // Two UI kits, one rule: the screens opened first on a phone (the public ones, the dashboard,
    // the receipt, the card error, and the credential, the histories and the dues screen, opened
    // cold from e-mail links) paint at once because they ship no antd; they are built from
    // web/src/components/light. Which screens are light is the screens' list's (web/src/app/screens.ts,
    // `kit`), and web/src/app/light-screens.test.ts checks each one's page and everything it imports
    // (this file is plain JavaScript and cannot read the list). Here, the files that are light
    // whatever the screen: the kit, the layouts, the route table, the receipt's parts, the auth
    // feature's and the region and commune pair the sign-up shares. Every screen is light today; a
    // screen that needs antd's richer controls may still use it (docs/decisions/light-and-antd.md).
    files: [
      'web/src/components/light/**',
      'web/src/layout/**',
      'web/src/app/router.tsx',
      'web/src/app/lazy-route.tsx',
      'web/src/app/root-route.tsx',
      'web/src/app/protected-route.tsx',
      'web/src/app/blocked-guard.tsx',
      'web/src/features/payments/components/receipt-*.tsx',
      'web/src/features/auth/**',
      'web/src/components/form/region-commune-fields.tsx',
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
    // Only the request helper calls fetch; tests and tools may (they talk to the mock directly), the
    // service worker, which passes the page's own requests on, and the pre-rendered pages' boot
    // script, a classic script with no imports, whose reads the request helper takes over
    // (web/src/api/early-reads.ts).
    files: [
      'web/src/api/client.ts',
      'web/src/boot/paint-first.ts',
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
