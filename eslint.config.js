import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const web = 'apps/web/src';
const api = 'apps/api/src';
/** Every web feature: each may import only itself (the app layer composes them). */
const features = readdirSync(new URL(`./${web}/features`, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
/** The api-client functions that make calls: only features (and the app layer) call the API. */
const callingFunctions = ['callApi', 'callQuery'];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { import: importPlugin },
    // Only our sources are parsed for import rules: packages in node_modules are neither followed nor checked.
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/extensions': ['.ts', '.tsx', '.js'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/ignore': ['node_modules'],
    },
    rules: {
      // Convention 10: `any` only with a reason on the same line (eslint-disable-line … -- reason).
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'off',
      // Convention 6: imports flow one way, and never in a circle.
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            // web: app → features → components/lib
            { target: `${web}/features`, from: `${web}/app`, message: 'features must not import app' },
            { target: `${web}/components`, from: [`${web}/app`, `${web}/features`], message: 'shared components must not import app or features' },
            { target: `${web}/lib`, from: [`${web}/app`, `${web}/features`, `${web}/components`], message: 'lib is the bottom layer' },
            // Features do not import each other at any depth: what they share lives in components/ or lib/, or the app composes it.
            ...features.map((feature) => ({
              target: `${web}/features/${feature}`,
              from: `${web}/features`,
              except: [`./${feature}`],
              message: 'features must not import other features (share through components/ or lib/, or compose in app/)',
            })),
            // api: routes → service → repository
            { target: `${api}/**/*.repository.ts`, from: [`${api}/**/*.service.ts`, `${api}/**/*.routes.ts`], message: 'repositories hold queries only' },
            { target: `${api}/**/*.service.ts`, from: `${api}/**/*.routes.ts`, message: 'services must not import routes' },
            { target: `${api}/lib`, from: `${api}/modules`, message: 'lib must not import modules' },
            // Cross-cutting code below the modules: plugins, the route registrar, shared libraries.
            {
              target: [`${api}/plugins`, `${api}/http`, `${api}/lists`, `${api}/sessions`, `${api}/db`, `${api}/storage`],
              from: `${api}/modules`,
              message: 'plugins and shared code must not import modules (move what they share out of modules/)',
            },
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
    // Convention 6: components and lib never call the API; features (through api/) and the app layer do.
    files: [`${web}/components/**/*.{ts,tsx}`, `${web}/lib/**/*.{ts,tsx}`],
    ignores: [`${web}/lib/api-client.ts`, `${web}/lib/api-client.test.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api-client'],
              importNames: callingFunctions,
              message: 'components and lib never call the API: take the data as props or from a context the app layer provides',
            },
          ],
        },
      ],
    },
  },
);
