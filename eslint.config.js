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
    // antd is the design system through its theme tokens, which the build writes as CSS variables
    // (scripts/design-tokens.ts): members download none of its JavaScript, and every screen is
    // built from web/src/components/light. Its types may be named (app/theme.ts). A screen that
    // needs a widget too complex to write (a date-range picker) may load that antd component
    // lazily, as an exception listed here (docs/decisions/antd-design-tokens.md).
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(antd|@ant-design/|@rc-component/)',
              allowTypeImports: true,
              message:
                'Members download none of antd: use web/src/components/light and the theme tokens (docs/decisions/antd-design-tokens.md).',
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
