// The MCP tests of the domains svc adds beyond the interface (orgs, repos), one file each, run
// inside scenario()'s describe block with its simulator, sessions and helpers: what they call counts
// toward "every action was called".
import type { McpKit } from './kit.js'
import { orgTools } from './domain-orgs.js'
import { repoTools } from './domain-repos.js'
import { scopedTools } from './domain-scoped.js'

export const DOMAIN_SCENARIOS: Array<(kit: McpKit) => void> = [orgTools, repoTools, scopedTools]
