// The CLI tests of the domains svc adds beyond the interface (orgs, repos), one file each, run
// inside scenario()'s describe block with its simulator and helpers: what they run counts toward
// "every command ran".
import type { CliKit } from './kit.js'
import { orgCommands } from './domain-orgs.js'
import { repoCommands } from './domain-repos.js'
import { scopedCommands } from './domain-scoped.js'

export const DOMAIN_SCENARIOS: Array<(kit: CliKit) => void> = [orgCommands, repoCommands, scopedCommands]
