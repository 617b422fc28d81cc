// Values of a repository's settings and push mirrors that the registry's operations (repos.ts,
// mirrors.ts) and the state file (src/state) both check and compare. Apart from the repos domain's
// modules, so that the state engine holds them without loading that domain.
import * as z from './zod.js'

/** The default merge styles both variants take (EditRepoOption.default_merge_style's list in both specs). */
export const MERGE_STYLES = ['merge', 'rebase', 'rebase-merge', 'squash', 'fast-forward-only'] as const

/**
 * The address of a remote as the servers keep it (util.SanitizeURL: no user or password in it),
 * for comparing an address given with one listed.
 */
export function mirrorAddress(address: unknown): string {
  const s = String(address).trim()
  try {
    const u = new URL(s)
    u.username = ''
    u.password = ''
    return u.toString()
  } catch {
    return s
  }
}

/**
 * A Go duration as the servers parse it (time.ParseDuration) and answer it (`8h0m0s`): hours,
 * minutes and seconds. The servers refuse an interval under their minimum (10m by default) but 0
 * (no timer) with 400.
 */
const DURATION = /^(?:0|(?=\d)(?:\d+h)?(?:\d+m)?(?:\d+s)?)$/
export const mirrorInterval = () => z.string().check(z.regex(DURATION, 'a duration such as 8h, 30m, 1h30m, or 0 (no timer)'))

/** Seconds in a Go duration (`8h0m0s` and `8h` are the same interval); undefined for another text. */
export function intervalSeconds(d: unknown): number | undefined {
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(String(d))
  if (String(d) === '0') return 0
  if (!m || !DURATION.test(String(d))) return undefined
  return Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0)
}
