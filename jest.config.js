// ESM + ts-jest, as in actions/typescript-action. ts-jest only transpiles (isolatedModules);
// `npm run typecheck` is the type check.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, diagnostics: { ignoreCodes: [151002] } }] },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  // Suites that need a real server: npm run test:real (jest.real.config.js).
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/__tests__/real/'],
  // Room for a busy machine (load 10-23 on two cores was seen): a test that hangs still ends, a slow one passes.
  testTimeout: 120000
}
