import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** DESIGN §3.1: only the generated layer (through src/lib/http) talks HTTP. */
const httpOnlyThroughGeneratedLayer = {
  'no-restricted-syntax': [
    'error',
    {
      selector: "CallExpression[callee.name='fetch']",
      message: 'Use the generated hooks/fetchers in generated/; only src/lib/http may call fetch.',
    },
    {
      selector: "CallExpression[callee.property.name='fetch']",
      message: 'Use the generated hooks/fetchers in generated/; only src/lib/http may call fetch.',
    },
    {
      selector: "NewExpression[callee.name='XMLHttpRequest']",
      message: 'Use the generated hooks/fetchers in generated/.',
    },
  ],
  'no-restricted-imports': [
    'error',
    {
      paths: [
        { name: 'axios', message: 'Use the generated hooks/fetchers in generated/.' },
        { name: 'msw', message: 'Mock code lives in mocks/, never in src/.' },
        { name: '@faker-js/faker', message: 'Mock code lives in mocks/, never in src/.' },
      ],
      patterns: [
        { group: ['**/*.msw', '**/*.msw.ts'], message: 'MSW handlers belong to mocks/.' },
        {
          group: ['**/mocks/**', '@mocks/*'],
          message: 'src/ must not import mock code (main.tsx loads it dynamically).',
        },
      ],
    },
  ],
};

/**
 * Imports flow one way (docs/decisions/007-one-way-imports.md): app/ composes features and
 * integrations; those use components/, lib/, config/ and generated/; components/ uses lib/ and
 * config/; lib/ uses config/; config/ only generated/. mocks/ never imports src/. Any cycle fails.
 */
const down = (room, below) => `${room} may import only from ${below}.`;
const oneWayImports = {
  'import-x/no-cycle': ['error', { ignoreExternal: true }],
  'import-x/no-restricted-paths': [
    'error',
    {
      zones: [
        {
          target: ['./src/features', './src/integrations'],
          from: './src/app',
          message: down('A feature', 'components/, lib/, config/, generated/ and other features'),
        },
        {
          target: './src/components',
          from: ['./src/app', './src/features', './src/integrations'],
          message: down('components/', 'lib/, config/ and generated/'),
        },
        {
          target: './src/lib',
          from: ['./src/app', './src/features', './src/integrations', './src/components'],
          message: down('lib/', 'config/ and generated/'),
        },
        {
          target: './src/config',
          from: [
            './src/app',
            './src/features',
            './src/integrations',
            './src/components',
            './src/lib',
          ],
          message: down('config/', 'generated/'),
        },
        { target: './mocks', from: './src', message: 'mocks/ never imports src/.' },
      ],
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'dist/**',
      '.e2e-build/**',
      '.prerender/**',
      '.bench/**',
      '.tmp/**',
      'coverage/**',
      'mocks/public/mockServiceWorker.js',
      'node_modules/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/http/**', 'src/main.tsx'],
    rules: httpOnlyThroughGeneratedLayer,
  },
  {
    files: ['src/main.tsx'],
    rules: { 'no-restricted-syntax': httpOnlyThroughGeneratedLayer['no-restricted-syntax'] },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'mocks/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files import-x parses (and how) to follow imports, as its TypeScript preset says.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: oneWayImports,
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
