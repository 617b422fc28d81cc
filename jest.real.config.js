// `npm run test:real`: the suites that need a real server, run by scripts/test-real.sh against the
// server SVC_E2E_* describes (by default once per Gitea version, against the instance
// scripts/real-gitea.sh starts): the end-to-end operation suite (which also runs against the
// simulator in `npm test`), the idempotency, GPG signing and desired-state suites, and those under
// __tests__/real/.
import base from './jest.config.js'

export default {
  ...base,
  testMatch: [
    '<rootDir>/__tests__/operations.test.ts',
    '<rootDir>/__tests__/idempotency.test.ts',
    '<rootDir>/__tests__/gpg-sign.test.ts',
    '<rootDir>/__tests__/sudo.test.ts',
    '<rootDir>/__tests__/secret-description.test.ts',
    '<rootDir>/__tests__/state/state.test.ts',
    '<rootDir>/__tests__/state/repos.test.ts',
    '<rootDir>/__tests__/state/orgs.test.ts',
    '<rootDir>/__tests__/state/mirrors.test.ts',
    '<rootDir>/__tests__/state/trust.test.ts',
    '<rootDir>/__tests__/state/governance.test.ts',
    '<rootDir>/__tests__/state/data-stdout.test.ts',
    '<rootDir>/__tests__/state/team-units.test.ts',
    '<rootDir>/__tests__/cli/token-user.test.ts',
    '<rootDir>/__tests__/cli/must-change-password.test.ts',
    '<rootDir>/__tests__/cli/irreversible.test.ts',
    '<rootDir>/__tests__/mcp/login.test.ts',
    '<rootDir>/__tests__/state/governance-extras.test.ts',
    '<rootDir>/__tests__/real/**/*.test.ts'
  ],
  testPathIgnorePatterns: ['/node_modules/'],
  // One server per run: suites run one after another so their set-ups do not race.
  maxWorkers: 1,
  testTimeout: 120000
}
