import js from '@eslint/js';
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

export default tseslint.config(
  {
    ignores: [
      'generated/**',
      'dist/**',
      '.e2e-build/**',
      '.bench/**',
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
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
);
