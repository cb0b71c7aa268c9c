import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettierConfig from 'eslint-config-prettier';
import { importX } from 'eslint-plugin-import-x';
import regexpPlugin from 'eslint-plugin-regexp';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { localRules } from './scripts/eslint-rules.mjs';

// A replacement string reads `$&`, `$'`, `$``, `$1` and `$<name>` as patterns. Only a
// string written in the code (a literal, or a template with no expressions) or a function
// may be one; text that came from anywhere else could be a pattern.
const REPLACEMENT_NOT_FIXED = [
  'CallExpression[callee.property.name=/^replace(All)?$/][arguments.length>=2]',
  ":not(CallExpression[arguments.1.type='Literal'])",
  ":not(CallExpression[arguments.1.type='TemplateLiteral'][arguments.1.expressions.length=0])",
  ':not(CallExpression[arguments.1.type=/^(ArrowFunctionExpression|FunctionExpression)$/])',
].join('');

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

// Every folder under features/ (web) and modules/ (server) is a feature or module: a new one is
// inside the boundary from its first file.
const FEATURES = foldersIn('./apps/web/src/features/');
const MODULES = foldersIn('./apps/server/src/modules/');

/** `target` may reach `root/name` only through its index.ts, its face. */
const throughFace = (root, name, target) => ({
  target,
  from: `${root}/${name}`,
  except: ['./index.ts'],
  message: `Import ${name} through ${root.split('/').at(-1)}/${name}/index.ts, not its internals.`,
});
/** Each folder under `root` reaches the others only through their faces. */
const betweenFolders = (root, names) =>
  names.flatMap((name) =>
    names.filter((other) => other !== name).map((other) => throughFace(root, other, `${root}/${name}`)),
  );
const facesOnly = (zones) => ({ 'import-x/no-restricted-paths': ['error', { zones }] });

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
      // Uncommitted experiments (gitignored).
      'bench/.scratch/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  regexpPlugin.configs['flat/recommended'],
  {
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      // Style preferences that would rewrite explicit, working classes such as [A-Za-z0-9_-].
      'regexp/prefer-w': 'off',
      'regexp/use-ignore-case': 'off',
      'regexp/no-super-linear-move': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: REPLACEMENT_NOT_FIXED,
          message:
            "The replacement must be a fixed string or a function: in any other string `$&`, `$'` and `$1` are patterns, so text from a user could multiply itself.",
        },
        {
          selector: "JSXOpeningElement[name.name='Fragment'] > JSXAttribute[name.name='key']",
          message:
            'Preact misplaces keyed fragments when a list changes (a conversation drew its newest messages first): return a flat array of keyed elements instead.',
        },
      ],
    },
  },
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
  // Addresses are declared once, in packages/domain (scripts/eslint-rules.mjs says how):
  // every production file of both apps, the service worker's included.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/server/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    plugins: { nyumba: localRules },
    rules: { 'nyumba/no-typed-addresses': 'error' },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: facesOnly(betweenFolders('./apps/web/src/features', FEATURES)),
  },
  // The app's composition (app.ts, the jobs' start, the runtime, the seed, the Daraja
  // simulator) uses a module through its face too.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/modules/**', '**/*.test.ts'],
    rules: facesOnly(MODULES.map((module) => throughFace('./apps/server/src/modules', module, './apps/server/src'))),
  },
  // A server module reaches another only through its face (modules/<name>/index.ts): what it
  // offers the others, so its files can change shape without the rest noticing. Tests may set
  // up or inspect a module's internals.
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: facesOnly(betweenFolders('./apps/server/src/modules', MODULES)),
  },
);
