// Jest 30 in ESM mode (run with --experimental-vm-modules). Four projects: unit tests beside the
// code, integration tests per service against real servers, black-box API tests against the stack.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false },
      target: 'es2022',
    },
    module: { type: 'es6' },
  },
];

const common = {
  extensionsToTreatAsEsm: ['.ts'],
  transform: { '^.+\\.ts$': swc },
  // The libraries from their sources; tsconfig.tests.json's `paths` maps them the same way for the type-check.
  moduleNameMapper: {
    '^@streaming/contracts$': '<rootDir>/libs/contracts/src/index.ts',
    '^@streaming/contracts/playback-rules$': '<rootDir>/libs/contracts/src/engagement/playback-rules.ts',
    '^@streaming/contracts/moderation-types$': '<rootDir>/libs/contracts/src/moderation/types.ts',
    '^@streaming/contracts/genre-rules$': '<rootDir>/libs/contracts/src/catalogue/genre-rules.ts',
    '^@streaming/contracts/analytics-types$': '<rootDir>/libs/contracts/src/analytics/types.ts',
    '^@streaming/platform$': '<rootDir>/libs/platform/src/index.ts',
    '^(\\.{1,2}/.*)\\.js$': '$1',
  },
  testEnvironment: 'node',
  rootDir: '.',
  modulePathIgnorePatterns: ['<rootDir>/.*/dist/'],
};

export default {
  testTimeout: 30000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/{libs,services}/**/src/**/*.spec.ts', '<rootDir>/web/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'integration',
      testMatch: ['<rootDir>/services/*/test/**/*.int-spec.ts', '<rootDir>/libs/*/test/**/*.int-spec.ts'],
      globalSetup: '<rootDir>/tests/support/int-global-setup.mjs',
      globalTeardown: '<rootDir>/tests/support/int-global-teardown.mjs',
    },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/tests/api/**/*.api-spec.ts'],
      globalSetup: '<rootDir>/tests/support/api-global-setup.mjs',
      globalTeardown: '<rootDir>/tests/support/api-global-teardown.mjs',
    },
    // Each fault test starts its own nats-server and service replicas (tests/faults/lib/fault-stack.mjs).
    { ...common, displayName: 'faults', testMatch: ['<rootDir>/tests/faults/**/*.fault-spec.ts'] },
  ],
};
