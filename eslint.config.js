import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
const api = 'apps/api/src';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
    rules: {
      // Convention 10: `any` only with a reason on the same line (eslint-disable-line … -- reason).
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // Convention 6: imports flow one way.
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // web: app → features → components/lib
            { target: `${web}/features`, from: `${web}/app`, message: 'features must not import app' },
            { target: `${web}/components`, from: [`${web}/app`, `${web}/features`], message: 'shared components must not import app or features' },
            { target: `${web}/lib`, from: [`${web}/app`, `${web}/features`, `${web}/components`], message: 'lib is the bottom layer' },
            // api: routes → service → repository
            { target: `${api}/**/*.repository.ts`, from: [`${api}/**/*.service.ts`, `${api}/**/*.routes.ts`], message: 'repositories hold queries only' },
            { target: `${api}/**/*.service.ts`, from: `${api}/**/*.routes.ts`, message: 'services must not import routes' },
            { target: `${api}/lib`, from: `${api}/modules`, message: 'lib must not import modules' },
            { target: 'packages/contract', from: ['apps'], message: 'the contract depends on nothing of the apps' },
          ],
        },
      ],
    },
  },
  {
    files: [`${web}/**/*.{ts,tsx}`],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Convention 6: features do not import each other (except the session/auth feature everyone reads).
    files: [`${web}/features/*/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(?!auth/)[a-z-]+/',
              message: 'features must not import other features (move shared code to components/ or lib/)',
            },
          ],
        },
      ],
    },
  },
);
