// Lint rules, including the layer boundaries of docs/architecture.md: a wrong import arrow fails CI.
import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

// Each web feature may use its own internals, never another feature's. A feature's `api/` (its
// fetchers, queries and mutations) and `keys.ts` (its query keys) are its public face: a page
// lists another entity's data and a delete invalidates other entities' queries, so those two may
// be imported across features; `components/` may not.
const features = fs.existsSync('src/web/features')
  ? fs
      .readdirSync('src/web/features', { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const layerZones = [
  {
    target: './src/domain',
    from: ['./src/contract', './src/server', './src/web', './src/public-site', './src/i18n'],
    message: 'domain is pure: it imports no other layer.',
  },
  {
    target: './src/i18n',
    from: ['./src/contract', './src/server', './src/web', './src/public-site'],
    message: 'i18n is shared by every side: it imports domain only.',
  },
  {
    target: './src/contract',
    from: ['./src/server', './src/web', './src/public-site'],
    message: 'contract depends on domain only.',
  },
  {
    target: './src/public-site',
    from: ['./src/server', './src/web'],
    message: 'public-site renders on both sides: it imports domain and contract only.',
  },
  { target: './src/server', from: './src/web', message: 'server never imports web.' },
  {
    target: './src/web',
    from: './src/server',
    message: 'web never imports server: share through contract or domain.',
  },
  ...features.map((name) => ({
    target: `./src/web/features/${name}`,
    from: './src/web/features',
    except: [`./${name}`, ...features.flatMap((other) => [`./${other}/api`, `./${other}/keys.ts`])],
    message:
      "features do not import each other's components: move shared code to components/ or lib/.",
  })),
];

/** Folders whose every readable string comes from the catalogues (the rule below). */
const i18nFolders = [
  'src/web/features/settings/**',
  'src/public-site/**',
  'src/web/public-site/**',
  'src/web/outputs/**',
  'src/web/features/game-monitor/**',
  'src/web/features/tournaments/**',
  'src/web/features/seasons/**',
  'src/web/features/games/**',
  'src/web/features/teams/**',
  'src/web/features/players/**',
  'src/web/features/consoles/**',
  'src/web/app-shell/**',
  'src/web/features/auth/**',
  'src/web/features/profile/**',
  'src/web/features/account/**',
  'src/web/features/billing/**',
  'src/web/features/dashboard/**',
  'src/web/features/schedule/**',
  'src/web/features/stats/**',
  'src/web/features/playoffs/**',
  'src/web/features/exports/**',
  'src/web/features/public-share/**',
  'src/web/features/admin/**',
  'src/web/components/**',
  'src/web/routes/**',
  'src/web/lib/**',
];
const readableAttributes = [
  'label',
  'title',
  'placeholder',
  'aria-label',
  'description',
  'alt',
  'error',
  'message',
].join('|');

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'data/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-default-export': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and hooks are async by contract, awaited or not.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    files: ['src/web/**', 'src/public-site/**'],
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Every word a person reads comes from the message catalogues (src/i18n): text between tags
    // and the readable attributes may hold no letters of their own. A folder joins this list
    // once its strings are in the catalogues.
    files: i18nFolders,
    // A test's own markup (a dialog's trigger, a fixture's label) is not the product's text.
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[A-Za-z]/]',
          message: 'Text a person reads comes from the catalogues: t(…) of useT.',
        },
        {
          selector: `JSXAttribute[name.name=/^(${readableAttributes})$/] > Literal[value=/[A-Za-z]/]`,
          message: 'Text a person reads comes from the catalogues: t(…) of useT.',
        },
      ],
    },
  },
  {
    files: ['src/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['node:*', 'fs', 'path', 'http'], message: 'domain does no I/O.' }] },
      ],
    },
  },
  {
    // A replacement string expands $&, $', $` and $$, so a name put in place with one can come
    // out rewritten: what replaces a match is a function's result or a string written here.
    files: ['src/server/**', 'src/contract/**', 'src/domain/**', 'src/i18n/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^replace(All)?$/][arguments.length=2][arguments.1.type!=/^(Literal|ArrowFunctionExpression|FunctionExpression|TemplateLiteral)$/], CallExpression[callee.property.name=/^replace(All)?$/][arguments.1.type="TemplateLiteral"][arguments.1.expressions.length>0]',
          message:
            "A replacement string expands $&, $', $` and $$: replace with a function, or join the text.",
        },
      ],
    },
  },
  {
    // Tools that demand a default export.
    files: ['*.config.ts', '*.config.js', 'tests/e2e/global-*.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
