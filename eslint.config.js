import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { serverFloors, serverNoCycle } from './apps/server/tooling/import-rules.js';
import { serverOneWriter, serverOwnTables } from './apps/server/tooling/table-rules.js';

// DESIGN §2 import direction inside the web app, by where an import resolves:
// lib imports only lib; a feature imports lib and itself; app and layout compose the rest.
const webSrc = path.resolve('apps/web/src');
const areaOf = (file) => {
  const rel = path.relative(webSrc, file);
  if (rel.startsWith('..')) return null;
  const [top, name] = rel.split(path.sep);
  return top === 'features' ? `features/${name}` : top;
};
const webBoundaries = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = areaOf(context.filename);
    if (from === null) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = areaOf(path.resolve(path.dirname(context.filename), source));
      if (to === null || to === from) return;
      const allowed =
        from === 'lib'
          ? to === 'lib' || to === 'locales'
          : from.startsWith('features/')
            ? to === 'lib' || to === 'locales'
            : true;
      if (!allowed) context.report({ node, message: `${from} must not import ${to}` });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

// STYLE.md: kebab-case file names, checked here so nobody has to remember.
const kebabCase = {
  rules: {
    'web-boundaries': webBoundaries,
    'file-name': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const name = context.filename.split('/').pop() ?? '';
        const stem = name.replace(/\.(test|spec|d|config)?\.?[cm]?[jt]sx?$/, '');
        if (!/^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(stem)) {
          return {
            Program(node) {
              context.report({ node, message: `File name "${name}" is not kebab-case.` });
            },
          };
        }
        return {};
      },
    },
  },
};

// DESIGN §2 import direction: contract imports neither app; inside web lib <- features <- app,
// and a feature never reaches into another feature.

const restrict = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: kebabCase },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'local/file-name': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['packages/contract/**'],
    rules: restrict([
      {
        group: ['**/apps/**', '@console/server*', '@console/web*'],
        message: 'contract imports no app',
      },
    ]),
  },
  {
    files: ['apps/server/**'],
    plugins: {
      server: {
        rules: {
          floors: serverFloors,
          'no-cycle': serverNoCycle,
          'one-writer': serverOneWriter,
          'own-tables': serverOwnTables,
        },
      },
    },
    rules: {
      'server/floors': 'error',
      'server/no-cycle': 'error',
      // docs/server.md "One writer per table".
      'server/one-writer': 'error',
      'server/own-tables': 'error',
      ...restrict([
        { group: ['**/apps/web/**', '@console/web*'], message: 'server never imports web' },
      ]),
    },
  },
  {
    // docs/simulator.md: a storefront client, it reads the contract and the server's config
    // (`@console/server/config`, the package's one export), nothing else of the apps.
    files: ['apps/simulator/**'],
    rules: restrict([
      {
        group: ['**/apps/server/**', '../../server/**', '**/apps/web/**', '../../web/**'],
        message: 'the simulator imports the contract and @console/server/config only',
      },
      { group: ['@console/web*'], message: 'the simulator never imports web' },
    ]),
  },
  {
    files: ['apps/web/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'off',
      ...restrict([
        { group: ['**/apps/server/**', '@console/server*'], message: 'web never imports server' },
      ]),
    },
  },
  {
    files: ['apps/web/src/**'],
    rules: { 'local/web-boundaries': 'error' },
  },
  {
    // docs/server.md "Shared answers and rules": an API code is named (apiCodes, SERVER_ERROR_CODE);
    // tests keep the literal codes, which is the wire they check.
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/server/test/**', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^(0000|100[1-7]|9999)$/]',
          message:
            'Name the API code: apiCodes or SERVER_ERROR_CODE from @console/contract/api-codes.',
        },
      ],
    },
  },
);
