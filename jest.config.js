/** @type {import('jest').Config} */
const esmPackages = [
  'react-intl',
  '@formatjs',
  'intl-messageformat',
  '@faker-js',
  '@noble',
  'msw',
  '@mswjs',
  '@bundled-es-modules',
  '@open-draft',
  'outvariant',
  'strict-event-emitter',
  'headers-polyfill',
  'until-async',
  'rettime',
  'tough-cookie',
  'jose',
  'otpauth',
  'yaml',
  // react-markdown and remark-gfm: the unified family, ESM only.
  'react-markdown',
  'remark-[a-z-]+',
  'micromark[a-z-]*',
  'mdast-util-[a-z-]+',
  'hast-util-[a-z-]+',
  'unist-util-[a-z-]+',
  'estree-util-[a-z-]+',
  'unified',
  'vfile[a-z-]*',
  'devlop',
  'bail',
  'trough',
  'is-plain-obj',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'decode-named-character-reference',
  'character-[a-z-]+',
  'html-url-attributes',
  'ccount',
  'longest-streak',
  'zwitch',
  'markdown-table',
  'parse-entities',
  'is-(alphanumerical|alphabetical|decimal|hexadecimal)',
  'stringify-entities',
  'trim-lines',
  'escape-string-regexp',
  '@ungap/structured-clone',
  // @tiptap/markdown reads Markdown with marked, ESM only.
  'marked',
];

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

const shared = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: [`node_modules/(?!(${esmPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@/config/env$': '<rootDir>/tests/utils/env.ts',
    // The tests keep string messages and react-intl's parser: the catalogues as translated, not
    // as `formatjs compile --ast` wrote them for the build (src/lib/i18n/locale.ts).
    '^@/lib/i18n/compiled/(.*)$': '<rootDir>/src/lib/i18n/locales/$1',
    '^@/(.*)$': '<rootDir>/src/$1',
    '^@generated/(.*)$': '<rootDir>/generated/$1',
    '^@mocks/(.*)$': '<rootDir>/mocks/$1',
    '^@tests/(.*)$': '<rootDir>/tests/$1',
  },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
};

export default {
  projects: [
    {
      ...shared,
      displayName: 'unit',
      testEnvironment: 'jest-fixed-jsdom',
      // The time a test may take is set in tests/utils/setup-dom.ts: jest ignores a project's
      // testTimeout here.
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFilesAfterEnv: ['<rootDir>/tests/utils/setup-dom.ts'],
      testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/tests/contract/', '<rootDir>/tests/e2e/'],
    },
    {
      ...shared,
      displayName: 'contract',
      testEnvironment: 'node',
      // Each file starts Prism or the demo backend as a process; the time that may take is set
      // in tests/utils/setup-contract.ts (jest ignores a project's testTimeout here).
      setupFilesAfterEnv: ['<rootDir>/tests/utils/setup-contract.ts'],
      testMatch: ['<rootDir>/tests/contract/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      // Run by scripts/e2e.mjs, which builds and serves the app and sets E2E_BASE_URL.
      testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
      // Each file sets its own time with jest.setTimeout (jest ignores a project's testTimeout).
    },
  ],
};
