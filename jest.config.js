// ESM + ts-jest, as in actions/typescript-action. ts-jest only transpiles (isolatedModules);
// `npm run typecheck` is the type check.
export default {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, diagnostics: { ignoreCodes: [151002] } }] },
  testMatch: ['<rootDir>/__tests__/**/*.test.ts'],
  testTimeout: 30000
}
