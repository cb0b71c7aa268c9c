import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = ['home', 'auth', 'account', 'listings', 'search', 'map', 'saved', 'blog'];

// The web app reaches the API only through the contracts in packages/domain
// (call(contract, …) in src/lib/api-client.ts): an address written out by hand
// is one the server can change without the compiler noticing.
const API_PATH = /^\/api(\/|$)/;
const localRules = {
  rules: {
    'no-api-paths': {
      meta: {
        type: 'problem',
        messages: { path: 'Call the API through its contract (call(contract, …)), not by its path.' },
      },
      create: (context) => ({
        Literal(node) {
          if (typeof node.value === 'string' && API_PATH.test(node.value)) context.report({ node, messageId: 'path' });
        },
        TemplateElement(node) {
          if (/(^|[^\w.])\/api\//.test(node.value.raw)) context.report({ node, messageId: 'path' });
        },
      }),
    },
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '**/drizzle/meta/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': 'off',
    },
  },
  // Formatting is Prettier's (npm run format); lint only checks it ran.
  prettierConfig,
  // A web feature may use its own files, src/lib, src/components, src/i18n, src/test
  // and the domain package, and another feature only through that feature's index.ts.
  // Resolved paths, not import strings: '../map/x' inside listings is listings' own map.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { nyumba: localRules },
    rules: { 'nyumba/no-api-paths': 'error' },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: FEATURES.flatMap((feature) =>
            FEATURES.filter((other) => other !== feature).map((other) => ({
              target: `./apps/web/src/features/${feature}`,
              from: `./apps/web/src/features/${other}`,
              except: ['./index.ts'],
              message: `Import ${other} through features/${other}/index.ts, not its internals.`,
            })),
          ),
        },
      ],
    },
  },
);
