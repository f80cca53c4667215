import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// STYLE.md: kebab-case file names, checked here so nobody has to remember.
const kebabCase = {
  rules: {
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
      { group: ['**/apps/**', '@console/server*', '@console/web*'], message: 'contract imports no app' },
    ]),
  },
  {
    files: ['apps/server/**'],
    rules: restrict([{ group: ['**/apps/web/**', '@console/web*'], message: 'server never imports web' }]),
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
    files: ['apps/web/src/lib/**'],
    rules: restrict([
      { group: ['**/features/**', '**/app/**', '**/layout/**'], message: 'lib imports only lib' },
    ]),
  },
  {
    files: ['apps/web/src/features/*/**'],
    rules: restrict([
      { group: ['**/app/**', '**/layout/**'], message: 'features are composed in app, not the reverse' },
      { group: ['../../*/**', '!../../lib/**'], message: 'a feature never imports another feature' },
      { group: ['**/features/**'], message: 'a feature never imports another feature' },
    ]),
  },
);
