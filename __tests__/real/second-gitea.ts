// A second throwaway Gitea beside the suites' own server, started from inside a test with
// scripts/real-gitea.sh (the same cached build, through scripts/real-gitea.ts): a source to migrate
// and mirror from, or a server that refuses local addresses (--no-local-migrations).
import { startRealGitea, type RealGitea } from '../../scripts/real-gitea.js'

export type SecondGitea = RealGitea

/** The Gitea version a second instance runs: the suites' own when the script started it, else 1.26.4. */
export const SECOND_VERSION = process.env.SVC_REAL_GITEA_VERSION ?? '1.26.4'

export function startSecondGitea(options: { localMigrations?: boolean } = {}): Promise<SecondGitea> {
  return startRealGitea(SECOND_VERSION, options)
}
