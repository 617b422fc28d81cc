// How a repository is governed (domain `repos`): its branch and tag protections, deploy keys,
// topics and teams.
// Both variants have the routes under /repos/{owner}/{repo}/branch_protections, tag_protections
// and keys (a repository admin's, reqAdmin in Gitea 1.26's routers/api/v1/api.go, the same in
// Forgejo); only Gitea orders branch rules by priority.
import * as z from './zod.js'
import {
  FIELDS,
  both,
  del,
  deleteIfPresent,
  described,
  fields,
  flag,
  get,
  id,
  jsonFields,
  list,
  name,
  operation,
  paging,
  params,
  patch,
  patchUnlessSame,
  post,
  put,
  readIfPresent,
  strings,
  teamView,
  text,
  publicKey
} from './define.js'
import { repoParams } from './repos.js'
import type { Composite, Operation, RawResponse, StepContext } from './types.js'
import { UsageError } from '../errors.js'
import { clip } from '../text.js'

const domain = 'repos'

const protectionsPath = '/repos/{owner}/{repo}/branch_protections'
const protectionPath = `${protectionsPath}/{rule_name}`

/** What a formatted branch protection keeps: the rule, who may push and merge, what a merge needs. */
const PROTECTION_FIELDS = [
  'rule_name',
  'priority',
  'enable_push',
  'enable_push_whitelist',
  'push_whitelist_usernames',
  'enable_merge_whitelist',
  'required_approvals',
  'enable_status_check',
  'status_check_contexts',
  'require_signed_commits',
  'updated_at'
]

/**
 * A branch protection's lists of names or check contexts, whose order means nothing: compared as
 * sets here, and the state file's list fields (state/schema-governance.ts).
 */
export const PROTECTION_SETS = [
  'push_whitelist_usernames',
  'push_whitelist_teams',
  'force_push_allowlist_usernames',
  'force_push_allowlist_teams',
  'merge_whitelist_usernames',
  'merge_whitelist_teams',
  'approvals_whitelist_username',
  'approvals_whitelist_teams',
  'status_check_contexts'
]

const ruleName = () => ({
  ...repoParams(),
  rule_name: name('the rule: a branch name, or a glob such as release/* (what the server calls rule_name)')
})

const readProtection = get(protectionPath)
// Neither server pages this list (the specs declare no page/limit): every rule comes at once.
const listProtections = get(protectionsPath)
const setPriority = patch(protectionPath, { body: { priority: 'priority' } })

/**
 * branch_protections_priority (Gitea only: Forgejo's rules have no priority). Gitea's own
 * `POST .../branch_protections/priority` takes the rules' database ids, which no answer of the API
 * holds (BranchProtection has no id in Gitea 1.26's spec and convert.ToBranchProtection), so the
 * order is given by rule name and set through each rule's `priority` field (EditBranchProtection
 * takes it): the rules named come first, in that order, the others after them in their current
 * order, numbered 1, 2, ... as the priority route numbers them. Unknown names are refused before
 * anything is sent; only rules whose number changes are sent, so the same order again is no change.
 */
const priorityBinding: Composite = {
  steps: [listProtections, setPriority],
  describe: `GET ${protectionsPath} (every name must be a rule), then PATCH ${protectionPath} {priority} for each rule whose place changes`,
  async run(ctx, p) {
    const rules = (await ctx.call(listProtections, p)).body as Array<{ rule_name: string; priority: number }>
    const names = p.rule_names as string[]
    const unknown = names.filter(n => !rules.some(r => r.rule_name === n))
    if (unknown.length > 0)
      throw new UsageError(
        `branch_protections_priority: rule_names: no branch protection ${unknown.map(n => JSON.stringify(clip(n, 100))).join(', ')} in ${String(p.owner)}/${String(p.repo)}`
      )
    // The list comes in the order the rules apply.
    const order = [...names, ...rules.map(r => r.rule_name).filter(n => !names.includes(n))]
    let last: RawResponse = { status: 204, headers: {}, body: null, unchanged: true }
    for (const [i, rule] of order.entries())
      if (rules.find(r => r.rule_name === rule)!.priority !== i + 1)
        last = await ctx.call(setPriority, { ...p, rule_name: rule, priority: i + 1 })
    return last.unchanged ? last : { status: 204, headers: {}, body: null }
  }
}

const tagProtectionsPath = '/repos/{owner}/{repo}/tag_protections'
const tagProtectionPath = `${tagProtectionsPath}/{id}`
const TAG_PROTECTION_FIELDS = ['id', 'name_pattern', 'whitelist_usernames', 'whitelist_teams', 'updated_at']
const tagProtectionId = () => ({ ...repoParams(), id: id('tag protection id') })

/** Both servers refuse a tag protection that lets nobody push (400): said before anything is sent. */
function someoneMayPush(p: Record<string, unknown>): Record<string, unknown> {
  if (p.whitelist_usernames === undefined && p.whitelist_teams === undefined)
    throw new UsageError(
      'tag_protections_create: give whitelist_usernames or whitelist_teams (who may push the tags): the servers refuse a rule with neither'
    )
  return p
}

// Gitea 1.26 answers 204 for a deploy key id it does not have (DeleteDeployKey in
// services/asymkey/deploy_key.go returns nil for ErrDeployKeyNotExist) and 500 for another
// repository's key: the key is read first.
const deployKeyPath = '/repos/{owner}/{repo}/keys/{id}'
const readDeployKey = get(deployKeyPath)
const deleteDeployKeyBinding = deleteIfPresent(deployKeyPath)

const topicsPath = '/repos/{owner}/{repo}/topics'
const topicPath = `${topicsPath}/{topic}`
// A repository holds at most 25 topics, so the first page (30 by default) is all of them.
const readTopics = get(topicsPath)
const putTopics = put(topicsPath, { body: { topics: 'topics' } })
const addTopic = put(topicPath)

/** What the servers accept as a topic (repo_model.ValidateTopic, after trimming and lower-casing). */
const topicName = () =>
  z
    .string()
    .check(
      z.maxLength(35, 'at most 35 characters'),
      z.regex(/^\s*[a-zA-Z0-9][-.a-zA-Z0-9]*\s*$/, 'letters, digits, - and . only, starting with a letter or digit')
    )
const asTopic = (t: unknown) => String(t).trim().toLowerCase()

async function topicsOf(ctx: StepContext, p: Record<string, unknown>): Promise<string[]> {
  return ((await ctx.call(readTopics, p)).body as { topics?: string[] }).topics ?? []
}

/** topics_set: the topics as the server keeps them (lower case, once each); the same set is no change. */
const setTopicsBinding: Composite = {
  steps: [readTopics, putTopics],
  describe: `GET ${topicsPath} (no PUT when the repository has exactly these topics), then PUT ${topicsPath}`,
  async run(ctx, p) {
    const asked = [...new Set((p.topics as string[]).map(asTopic))]
    const current = await topicsOf(ctx, p)
    if (asked.length === current.length && asked.every(t => current.includes(t)))
      return { status: 204, headers: {}, body: null, unchanged: true }
    return ctx.call(putTopics, { ...p, topics: asked })
  }
}

/** topics_add: the servers answer 204 for a topic the repository has already: looked up first, no change. */
const addTopicBinding: Composite = {
  steps: [readTopics, addTopic],
  describe: `GET ${topicsPath} (no PUT when the repository has the topic), then PUT ${topicPath}`,
  async run(ctx, p) {
    const topic = asTopic(p.topic)
    if ((await topicsOf(ctx, p)).includes(topic)) return { status: 204, headers: {}, body: null, unchanged: true }
    return ctx.call(addTopic, { ...p, topic })
  }
}

const repoTeamPath = '/repos/{owner}/{repo}/teams/{team}'
const readRepoTeam = get(repoTeamPath)
const addRepoTeam = put(repoTeamPath)

/**
 * repo_teams_add: both servers answer 422 "already added" for a team that has the repository, so it
 * is looked up first (GET answers the team, or 404) and such an add is no change.
 */
const addRepoTeamBinding: Composite = {
  steps: [readRepoTeam, addRepoTeam],
  describe: `GET ${repoTeamPath} (200: the team has the repository already, no PUT), then PUT ${repoTeamPath}`,
  async run(ctx, p) {
    const has = await readIfPresent(ctx, readRepoTeam, p)
    if (has) return { ...has, body: null, unchanged: true }
    return ctx.call(addRepoTeam, p)
  }
}
const teamOfRepo = () => ({ ...repoParams(), team: name("team name (of the repository's owner organization)") })

export const governanceOperations: Operation[] = [
  operation({
    domain,
    name: 'branch_protections_create',
    summary: 'protect the branches a rule names (a branch or a glob): who may push, merge and approve, what a merge needs',
    params: () =>
      params({
        ...ruleName(),
        json_fields: described(
          z.optional(z.record(z.string(), z.unknown())),
          'the rule (CreateBranchProtectionOption): enable_push, push_whitelist_usernames, required_approvals, status_check_contexts, ...'
        )
      }),
    routes: both(post(protectionsPath, { body: { rule_name: 'rule_name' }, jsonFields: 'CreateBranchProtectionOption' })),
    output: { kind: 'record', fields: PROTECTION_FIELDS }
  }),
  operation({
    domain,
    name: 'branch_protections_delete',
    summary: 'delete a branch protection rule',
    params: () => params(ruleName()),
    routes: both(del(protectionPath)),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'branch_protections_edit',
    summary: 'change a branch protection rule (only the json_fields change; nothing is sent when they hold the current values)',
    params: () => params({ ...ruleName(), json_fields: jsonFields('fields to change (EditBranchProtectionOption)') }),
    routes: both(patchUnlessSame(readProtection, patch(protectionPath, { jsonFields: 'EditBranchProtectionOption' }), PROTECTION_SETS)),
    output: { kind: 'record', fields: PROTECTION_FIELDS }
  }),
  operation({
    domain,
    name: 'branch_protections_get',
    summary: 'get a branch protection rule by its name',
    params: () => params(ruleName()),
    routes: both(readProtection),
    output: { kind: 'record', fields: PROTECTION_FIELDS }
  }),
  operation({
    domain,
    name: 'branch_protections_list',
    summary: "list a repository's branch protection rules, in the order they apply",
    params: () => params(repoParams()),
    routes: both(listProtections),
    output: { kind: 'list', fields: PROTECTION_FIELDS }
  }),
  operation({
    domain,
    name: 'branch_protections_priority',
    summary: 'order the branch protection rules: the ids given first apply first (Gitea only)',
    params: () =>
      params({
        ...repoParams(),
        rule_names: described(
          z.array(text()).check(z.minLength(1)),
          'rule names in the order they should apply; the rules not named follow in their current order'
        )
      }),
    routes: { gitea: priorityBinding },
    absentReason: { forgejo: 'Forgejo has no priority order for branch protections' },
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'tag_protections_create',
    summary:
      'protect the tags a pattern names (a tag name, a glob, or a /regular expression/): only the users and teams given may push them',
    params: () =>
      params({
        ...repoParams(),
        name_pattern: name('tag name, glob (v*) or /regular expression/'),
        whitelist_usernames: described(z.optional(strings('users')), 'users who may push and delete these tags'),
        whitelist_teams: described(z.optional(strings('teams')), 'teams of the owner organization who may push and delete these tags')
      }),
    prepare: someoneMayPush,
    routes: both(
      post(tagProtectionsPath, {
        body: { name_pattern: 'name_pattern', whitelist_usernames: 'whitelist_usernames', whitelist_teams: 'whitelist_teams' }
      })
    ),
    output: { kind: 'record', fields: TAG_PROTECTION_FIELDS }
  }),
  operation({
    domain,
    name: 'tag_protections_delete',
    summary: 'delete a tag protection',
    params: () => params(tagProtectionId()),
    routes: both(del(tagProtectionPath)),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'tag_protections_edit',
    summary: 'change a tag protection (only the json_fields change; nothing is sent when they hold the current values)',
    params: () =>
      params({
        ...tagProtectionId(),
        json_fields: jsonFields('fields to change (EditTagProtectionOption): name_pattern, whitelist_usernames, whitelist_teams')
      }),
    routes: both(
      patchUnlessSame(get(tagProtectionPath), patch(tagProtectionPath, { jsonFields: 'EditTagProtectionOption' }), [
        'whitelist_usernames',
        'whitelist_teams'
      ])
    ),
    output: { kind: 'record', fields: TAG_PROTECTION_FIELDS }
  }),
  operation({
    domain,
    name: 'tag_protections_get',
    summary: 'get a tag protection by id',
    params: () => params(tagProtectionId()),
    routes: both(get(tagProtectionPath)),
    output: { kind: 'record', fields: TAG_PROTECTION_FIELDS }
  }),
  operation({
    domain,
    name: 'tag_protections_list',
    summary: "list a repository's tag protections",
    params: () => params(repoParams()),
    // Neither server pages this list (the specs declare no page/limit).
    routes: both(get(tagProtectionsPath)),
    output: { kind: 'list', fields: TAG_PROTECTION_FIELDS }
  }),
  operation({
    domain,
    name: 'deploy_keys_add',
    summary: 'add a deploy key to a repository: read-only (clone and fetch) or read-write (push too)',
    params: () =>
      params({
        ...repoParams(),
        title: name('key title (unique in the repository)'),
        key: publicKey('public key content (an OpenSSH public key line)'),
        read_only: flag('read-only: the key may clone and fetch but not push; default false (read-write), as the servers')
      }),
    routes: both(post('/repos/{owner}/{repo}/keys', { body: { title: 'title', key: 'key', read_only: 'read_only' } })),
    output: { kind: 'record', fields: fields(FIELDS.sshKey) }
  }),
  operation({
    domain,
    name: 'deploy_keys_delete',
    summary: 'remove a deploy key from a repository',
    params: () => params({ ...repoParams(), id: id('deploy key id') }),
    routes: both(deleteDeployKeyBinding),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'deploy_keys_get',
    summary: 'get a deploy key of a repository by id',
    params: () => params({ ...repoParams(), id: id('deploy key id') }),
    routes: both(readDeployKey),
    output: { kind: 'record', fields: fields(FIELDS.sshKey) }
  }),
  operation({
    domain,
    name: 'deploy_keys_list',
    summary: "list a repository's deploy keys",
    params: () => params({ ...repoParams(), ...paging() }),
    routes: both(list('/repos/{owner}/{repo}/keys')),
    output: { kind: 'list', fields: fields(FIELDS.sshKey) }
  }),
  operation({
    domain,
    name: 'topics_add',
    summary: 'add a topic to a repository (one it has already: no change)',
    params: () => params({ ...repoParams(), topic: described(topicName(), 'topic (kept in lower case)') }),
    routes: both(addTopicBinding),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'topics_list',
    summary: "a repository's topics",
    params: () => params(repoParams()),
    routes: both(readTopics),
    output: { kind: 'record', fields: ['topics'] }
  }),
  operation({
    domain,
    name: 'topics_remove',
    summary: 'remove a topic from a repository',
    params: () => params({ ...repoParams(), topic: described(topicName(), 'topic') }),
    prepare: p => ({ ...p, topic: asTopic(p.topic) }),
    routes: both(del(topicPath)),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'topics_set',
    summary: "replace a repository's topics (an empty list removes them all; the same set is no change)",
    params: () =>
      params({
        ...repoParams(),
        topics: described(
          z.array(topicName()).check(z.maxLength(25, 'at most 25 topics')),
          'every topic the repository should have (at most 25)'
        )
      }),
    routes: both(setTopicsBinding),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'repo_teams_add',
    summary: 'give a team of the owner organization access to a repository (a team that has it: no change)',
    params: () => params(teamOfRepo()),
    routes: both(addRepoTeamBinding),
    output: { kind: 'none' }
  }),
  operation({
    domain,
    name: 'repo_teams_list',
    summary: "the teams that have access to an organization's repository",
    params: () => params(repoParams()),
    routes: both(get('/repos/{owner}/{repo}/teams')),
    output: { kind: 'list', fields: ['id', 'name', 'permission', 'units_map', 'includes_all_repositories'], derive: teamView }
  }),
  operation({
    domain,
    name: 'repo_teams_remove',
    summary: 'take a repository from a team (a team without it: 404, or nothing to do with on-missing skip)',
    params: () => params(teamOfRepo()),
    // Both answer 422 "was not added" for a team without the repository: the GET's 404 says it first.
    routes: both(deleteIfPresent(repoTeamPath)),
    output: { kind: 'none' }
  })
]
