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
      // Generous: the suites run in parallel on a 2-core machine next to Prism and MSW.
      testTimeout: 20_000,
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFilesAfterEnv: ['<rootDir>/tests/utils/setup-dom.ts'],
      testMatch: ['<rootDir>/tests/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/tests/contract/', '<rootDir>/tests/e2e/'],
    },
    {
      ...shared,
      displayName: 'contract',
      testEnvironment: 'node',
      // Each file starts Prism or the demo backend as a process while the other suites run on
      // both cores; a start takes seconds there, well past jest's 5 s default.
      testTimeout: 120_000,
      testMatch: ['<rootDir>/tests/contract/**/*.test.ts'],
    },
    {
      ...shared,
      displayName: 'e2e',
      testEnvironment: 'node',
      // Run by scripts/e2e.mjs, which builds and serves the app and sets E2E_BASE_URL.
      testMatch: ['<rootDir>/tests/e2e/**/*.e2e.ts'],
      testTimeout: 60_000,
    },
  ],
};
