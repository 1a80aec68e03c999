import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import fs from 'node:fs';

// The features (web/src/features/<name>/), and the payment pieces several of them share.
const SHARED = 'payments-shared';
const FEATURES = fs
  .readdirSync('web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== SHARED)
  .map((d) => d.name);

/**
 * The import directions (docs/architecture.md), as zones: a file under `target` imports nothing
 * under `from` (but `except`, relative to `from`).
 */
const ZONES = [
  {
    target: ['web/!(src)/**', 'web/src/!(test)/**'],
    from: 'mock-server',
    message: 'web/ must not import mock-server/: the SPA talks to the API only over HTTP.',
  },
  {
    target: 'mock-server',
    from: 'web',
    except: ['src/domain', 'src/api/contract'],
    message: 'mock-server/ may import only web/src/domain/* and web/src/api/contract from web/.',
  },
  ...FEATURES.map((feature) => ({
    target: `web/src/features/${feature}`,
    from: 'web/src/features',
    except: [feature, SHARED],
    message: `A feature never imports another: move the shared piece to components/, domain/ or (a payment piece) features/${SHARED}/.`,
  })),
  {
    target: `web/src/features/${SHARED}`,
    from: 'web/src',
    except: ['api', 'domain', 'session', 'components', 'test', 'app/paths.ts', `features/${SHARED}`],
    message: `features/${SHARED} stands at the features' level: it imports only api/, domain/, session/, components/ and app/paths.`,
  },
  {
    target: 'web/src/!(features)/**',
    from: `web/src/features/${SHARED}`,
    message: `Only features import features/${SHARED}: it is the payment pieces several of them share.`,
  },
  ...['routes', 'pages', 'http'].map((layer) => ({
    target: 'mock-server/src/domain',
    from: `mock-server/src/${layer}`,
    except: layer === 'http' ? ['errors.ts'] : [],
    message: `mock-server/src/domain must not import ${layer}/: domain functions take plain values (deps.ts), never req/res.`,
  })),
  {
    target: 'mock-server/src/pages',
    from: 'mock-server/src/routes',
    message: 'mock-server/src/pages must not import routes/: a route renders a page, not the other way.',
  },
];

/** The kit's drawn parts' classes (not its layout helpers such as l-button-row or l-paragraph). */
const KIT_PART = String.raw`/\bl-(button|alert|input|select|spinner)(__|\s|$)/`;
const KIT_PART_MESSAGE =
  'Draw it with web/src/components/light (LightButton, ButtonLink, LightAlert, LightSelect, LightSpinner).';

export default tseslint.config(
  {
    // web/.react-router: React Router's generated route types (`react-router typegen`).
    ignores: [
      'node_modules',
      'web/dist',
      'web/build',
      'web/.react-router',
      'test-results',
      'playwright-report',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX },
    settings: {
      // The project's modules as TypeScript resolves them (extensionless and `.ts` specifiers).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.d.ts'] })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: ZONES }],
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
    // No import loops within a layer: a loop makes evaluation order decide whether a value is there
    // yet, and hides which module is the lower one. Dynamic `import()` runs later, when both are
    // loaded; type-only imports are not followed (the rule cannot), nor packages (`ignoreExternal`: it
    // cut the rule's time by three, and no package imports the project back).
    files: ['web/src/**/*.{ts,tsx}', 'mock-server/src/**/*.ts', 'scripts/**/*.{ts,js}'],
    rules: {
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true, ignoreExternal: true }],
    },
  },
  {
    // Domain rules take plain values; routes read the request.
    files: ['mock-server/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'express',
              message: 'mock-server/src/domain must not import express: routes read the request.',
            },
          ],
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
    // Classic zod (`zod`, `zod/v4`, `zod/v3`) is one class of methods per kind that no bundler can
    // trim: about 16 KB gzipped more on every page's first load than zod/mini's functions, of which the
    // build keeps only those called. Tests too: they share loaded modules, and a classic schema would
    // set zod's English messages and cycle memoizer for every file after it (docs/decisions/zod-mini.md).
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
            {
              regex: '^zod(/v[34])?$',
              message:
                "The SPA's schemas are zod/mini's: `import * as z from 'zod/mini'` (docs/decisions/zod-mini.md).",
            },
          ],
        },
      ],
    },
  },
  {
    // The kit is the only way to draw its parts: a button, alert, field, select or spinner written
    // by hand drifts from the kit's markup (its icon, its busy state, its aria). Outside
    // web/src/components/light a class of theirs is spelled by the kit's components only. The fetch
    // rule is repeated because a block's `no-restricted-syntax` replaces the one above.
    files: ['web/src/**/*.tsx'],
    ignores: ['web/src/components/light/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='fetch']",
          message: 'Use the request helper (web/src/api/client.ts).',
        },
        {
          selector: `JSXAttribute[name.name='className'] Literal[value=${KIT_PART}]`,
          message: KIT_PART_MESSAGE,
        },
        {
          selector: `JSXAttribute[name.name='className'] TemplateElement[value.raw=${KIT_PART}]`,
          message: KIT_PART_MESSAGE,
        },
      ],
    },
  },
  {
    // Only the request helper calls fetch; tests and tools may (they talk to the mock directly), the
    // service worker, which passes the page's own requests on, and the pre-rendered pages' boot
    // script, a classic script, whose reads the request helper takes over (web/src/boot/handover.ts).
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
