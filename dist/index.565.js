export const id = 565;
export const ids = [565];
export const modules = {

/***/ 9565:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  readStateJob: () => (/* binding */ readStateJob),
  reportState: () => (/* binding */ reportState),
  runState: () => (/* binding */ runState)
});

// EXTERNAL MODULE: ./.tmp/bundle/js/vendor/actions-core/core.js + 7 modules
var core = __webpack_require__(5990);
// EXTERNAL MODULE: external "node:path"
var external_node_path_ = __webpack_require__(6760);
// EXTERNAL MODULE: ./.tmp/bundle/js/client/index.js + 1 modules
var client = __webpack_require__(1844);
// EXTERNAL MODULE: ./.tmp/bundle/js/errors.js
var errors = __webpack_require__(4611);
// EXTERNAL MODULE: ./.tmp/bundle/js/registry/index.js + 10 modules
var registry = __webpack_require__(3506);
// EXTERNAL MODULE: external "node:crypto"
var external_node_crypto_ = __webpack_require__(7598);
;// CONCATENATED MODULE: ./.tmp/bundle/js/state/fingerprint.js
// A secret's fingerprint: a keyed hash (HMAC-SHA256) of its value, to keep where the server has a
// field for it (Gitea 1.26 secrets have a `description`), so that a plan can tell a changed value
// from an unchanged one without the value ever leaving CI. The key comes from the environment (a CI
// secret, SVC_STATE_KEY), so the fingerprint tells nothing to whoever reads the description. Only
// Gitea keeps a description (Forgejo's secrets have none: there a value is set on every apply).

const PREFIX = 'svc-fp:v1:';
/** `svc-fp:v1:<base64url of HMAC-SHA256(key, name NUL value)>`, the name binding it to one secret. */
function secretFingerprint(name, value, key) {
    if (!key)
        throw new Error('secretFingerprint: the key is empty');
    return PREFIX + (0,external_node_crypto_.createHmac)('sha256', key).update(name).update('\0').update(value).digest('base64url');
}
/** Whether a description holds the fingerprint of this value: true (unchanged), false (changed), undefined (no fingerprint there). */
function fingerprintMatches(description, name, value, key) {
    const found = description?.match(/svc-fp:v1:[A-Za-z0-9_-]{43}/)?.[0];
    if (!found)
        return undefined;
    const want = Buffer.from(secretFingerprint(name, value, key));
    const got = Buffer.from(found);
    return want.length === got.length && (0,external_node_crypto_.timingSafeEqual)(want, got);
}
/** The environment variable that holds the fingerprints' key. */
const STATE_KEY_ENV = 'SVC_STATE_KEY';
/**
 * Whether the server's secret holds the desired value, from its listed description: true, false, or
 * undefined when it cannot be told (no key, no fingerprint there: Forgejo, or set by someone else).
 */
function secretUnchanged(name, valueEnv, description, env) {
    const key = env[STATE_KEY_ENV];
    const value = env[valueEnv];
    if (!key || value === undefined || typeof description !== 'string')
        return undefined;
    return fingerprintMatches(description, name.toUpperCase(), value, key);
}

// EXTERNAL MODULE: ./.tmp/bundle/js/text.js
var js_text = __webpack_require__(1847);
;// CONCATENATED MODULE: ./.tmp/bundle/js/state/collections.js
// The managed collections, as data: for each, how its items are named in the file, how the server's
// are read (a list, page by page), which fields are compared, and which registry operations create,
// update and delete one. The planner (plan.ts), apply and dump are generic over this table.
//
// Adding a collection (an organization's teams, a repository's collaborators) is one entry here
// and its field in schema.ts: `read` lists the server's items with `rc.list(domain, operation,
// params)` (a list operation, every page; no GET per item), `desired` turns the file's items into
// names and values, `identity` says when two are the same, `diff` compares only the fields the file
// gives, `create`/`update`/`remove` return the registry steps (params; a credential as `env`, never
// its value), `level` orders apply (users 1, organizations 2, their teams and repositories 3, a team's members
// and repositories and a repository's collaborators 4), `dump` writes an
// item back. Top-level collections go in COLLECTIONS (table.ts), nested ones in their parent's `children`
// (they receive the parents' names, `at`). A collection the API cannot list is `blind`.


const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);
/** The fields of `d` (as named by `fieldsOf`) that differ from the server's. */
function differing(d, a, compared) {
    const out = [];
    for (const f of compared)
        if (d[f] !== undefined && !same(d[f], a[f]))
            out.push({ field: f, old: a[f], new: d[f] });
    return out;
}
/** A collection written as a list of names (emails, badges, a team's members): each item, with no fields. */
const names = (items) => (items ?? []).map(name => ({ name, value: {} }));
/** The identity of what the servers name regardless of case (users, organizations, teams, emails). */
const lower = (name) => String(name).toLowerCase();
const pick = (v, keys) => Object.fromEntries(keys.filter(k => v[k] !== undefined).map(k => [k, v[k]]));
// ---- users ----
/** Fields of a user the server's list holds (admin is `is_admin` there), compared and dumped. */
const USER_FIELDS = [
    'email',
    'full_name',
    'visibility',
    'restricted',
    'admin',
    'active',
    'prohibit_login',
    'website',
    'location',
    'description'
];
/** What users_create takes; the rest of a new user's fields go in a users_edit right after. */
const CREATE_FIELDS = ['email', 'full_name', 'visibility', 'restricted'];
const EDIT_AFTER_CREATE = ['admin', 'active', 'prohibit_login', 'website', 'location', 'description'];
function userFields(r) {
    return {
        email: r.email,
        full_name: r.full_name,
        visibility: r.visibility,
        restricted: r.restricted,
        admin: r.is_admin,
        active: r.active,
        prohibit_login: r.prohibit_login,
        website: r.website,
        location: r.location,
        description: r.description
    };
}
const mapItems = (items) => Object.entries((items ?? {})).map(([name, value]) => ({
    name,
    value: (value ?? {})
}));
/** A key's type and data, without its comment (the server may store or drop it). */
const keyCore = (key) => String(key ?? '')
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .join(' ');
const keys = {
    key: 'keys',
    label: 'key',
    level: 2,
    desired: items => items.map(k => ({ name: k.title, value: { key: k.key } })),
    identity: name => name,
    async read(rc, [owner]) {
        const rows = await rc.list('users', 'keys_of', { username: owner });
        return rows.map(r => ({ name: String(r.title), fields: { key: keyCore(r.key) }, ref: { key_id: r.id } }));
    },
    diff: (d, a) => (keyCore(d.value.key) === a.fields.key ? [] : [{ field: 'key', old: a.fields.key, new: keyCore(d.value.key) }]),
    create: (d, [owner]) => [{ domain: 'admin', operation: 'users_keys_add', params: { username: owner, title: d.name, key: d.value.key } }],
    // A key cannot be edited: replaced.
    update: (d, a, _f, [owner]) => [
        { domain: 'admin', operation: 'users_keys_delete', params: { username: owner, key_id: a.ref.key_id } },
        { domain: 'admin', operation: 'users_keys_add', params: { username: owner, title: d.name, key: d.value.key } }
    ],
    remove: (a, [owner]) => [{ domain: 'admin', operation: 'users_keys_delete', params: { username: owner, key_id: a.ref.key_id } }],
    form: 'list',
    dump: a => ({ title: a.name, key: a.fields.key })
};
const emails = {
    key: 'emails',
    label: 'email',
    level: 2,
    desired: names,
    identity: lower,
    async read(rc, [owner]) {
        // One list of every address on the instance serves every user of the file.
        const all = await rc.once('admin emails', () => rc.list('admin', 'emails', {}));
        const mine = lower(owner);
        // The primary address is the user's `email` field, not an item of this collection.
        return all.filter(r => lower(r.username) === mine && r.primary !== true).map(r => ({ name: String(r.email), fields: {}, ref: {} }));
    },
    create: (d, [owner]) => [{ domain: 'users', operation: 'emails_add', params: { emails: [d.name] }, sudo: owner }],
    remove: (a, [owner]) => [{ domain: 'users', operation: 'emails_delete', params: { emails: [a.name] }, sudo: owner }],
    form: 'list',
    dump: a => a.name
};
/** A user's own variables and secrets: the API has them only for the user itself (Sudo). */
const userScope = { domain: 'users', level: 2, params: () => ({}), sudo: ([owner]) => owner };
const variables = variableCollection(userScope);
/**
 * The API cannot list a user's secrets: set on each apply, never pruned nor dumped. On Gitea with a
 * key the fingerprint still goes in the description, kept for when the API can list them.
 */
const secrets = secretCollection({ ...userScope, blind: true });
const badges = {
    key: 'badges',
    label: 'badge',
    level: 2,
    only: { variant: 'gitea', why: 'Forgejo has no badge API' },
    desired: names,
    identity: lower,
    async read(rc, [owner]) {
        const rows = await rc.list('admin', 'badges_list', { username: owner });
        return rows.map(r => ({ name: String(r.slug), fields: {}, ref: {} }));
    },
    create: (d, [owner]) => [{ domain: 'admin', operation: 'badges_add', params: { username: owner, badges: [d.name] } }],
    remove: (a, [owner]) => [{ domain: 'admin', operation: 'badges_delete', params: { username: owner, badges: [a.name] } }],
    form: 'list',
    dump: a => a.name
};
const users = {
    key: 'users',
    label: 'user',
    level: 1,
    desired: mapItems,
    identity: lower,
    async read(rc) {
        const rows = await rc.list('admin', 'users_list', {});
        return rows.map(r => ({ name: String(r.login), fields: userFields(r), ref: {} }));
    },
    diff: (d, a) => differing(d.value, a.fields, USER_FIELDS),
    checkCreate(d, path) {
        if (d.value.email === undefined)
            throw new StateFileError(`${path}.email: required to create the user (it is not on the server)`);
        if (d.value.password === undefined && !(d.value.source_id ?? 0))
            throw new StateFileError(`${path}.password: required to create the user (it is not on the server): { value_from_env: VAR }, or source_id for an external source`);
    },
    create(d) {
        const v = d.value;
        const steps = [
            {
                domain: 'admin',
                operation: 'users_create',
                params: {
                    username: d.name,
                    ...pick(v, CREATE_FIELDS),
                    must_change_password: v.must_change_password ?? false,
                    ...pick(v, ['source_id', 'login_name'])
                },
                ...(v.password ? { env: { password: v.password.value_from_env } } : {})
            }
        ];
        const rest = pick(v, EDIT_AFTER_CREATE);
        if (Object.keys(rest).length > 0)
            steps.push({ domain: 'admin', operation: 'users_edit', params: { username: d.name, json_fields: rest } });
        return steps;
    },
    update: (d, _a, fields) => [
        {
            domain: 'admin',
            operation: 'users_edit',
            params: { username: d.name, json_fields: Object.fromEntries(fields.map(f => [f.field, f.new])) }
        }
    ],
    remove: a => [{ domain: 'admin', operation: 'users_delete', params: { username: a.name } }],
    form: 'map',
    dump: a => Object.fromEntries(Object.entries(a.fields).filter(([, v]) => v !== undefined && v !== null)),
    children: [keys, emails, variables, secrets, badges]
};
// ---- system hooks ----
const HOOK_FIELDS = ['content_type', 'events', 'active'];
/**
 * A hook's events as the server keeps them, sorted: Gitea (and Forgejo, the same code) stores a
 * group as its parts (routers/api/v1/utils/hook.go updateHookEvents: `pull_request` also turns on
 * pull_request_assign, _label, _milestone, _comment, _review, _review_request and _sync; `issues`
 * its four; no events is push). Both sides are compared this way, so `[push, pull_request]` in a
 * file is no drift against what the server answers, and a list already expanded stays the same.
 */
function sortedEvents(e) {
    if (!Array.isArray(e))
        return e;
    const given = e.map(x => String(x).toLowerCase());
    const has = (x) => given.includes(x);
    const kept = ['create', 'push', 'delete', 'fork', 'repository', 'wiki', 'release', 'package', 'status', 'workflow_run', 'workflow_job'];
    const out = given.length === 0 ? ['push'] : kept.filter(has);
    const group = (name, parts) => {
        if (has(name) || has(`${name}_only`))
            out.push(name);
        for (const p of parts)
            if (has(p) || has(name))
                out.push(p);
    };
    group('issues', ['issue_assign', 'issue_label', 'issue_milestone', 'issue_comment']);
    group('pull_request', [
        'pull_request_assign',
        'pull_request_label',
        'pull_request_milestone',
        'pull_request_comment',
        'pull_request_review',
        'pull_request_review_request',
        'pull_request_sync'
    ]);
    // Events this table does not know (a newer server's) are kept as given.
    const known = new Set([...out, 'issues_only', 'pull_request_only']);
    for (const x of given)
        if (!known.has(x) && !out.includes(x))
            out.push(x);
    return [...new Set(out)].sort();
}
const hookName = (type, url) => `${String(type)} ${String(url)}`;
/**
 * Webhooks by type and url, at a scope: the system's (admin), an organization's, a repository's.
 * `params` names the scope for the registry's hooks operations from the owners' names.
 */
function hookCollection(scope) {
    const { domain, params } = scope;
    return {
        key: 'hooks',
        label: 'hook',
        level: scope.level,
        form: 'list',
        desired: items => (items ?? []).map(h => ({
            name: hookName(h.type, h.url),
            value: { ...h, ...(h.events ? { events: sortedEvents(h.events) } : {}) }
        })),
        identity: name => name,
        async read(rc, at) {
            const rows = await rc.list(domain, 'hooks_list', params(at));
            return rows.map(r => {
                const config = (r.config ?? {});
                return {
                    name: hookName(r.type, config.url),
                    fields: { type: r.type, url: config.url, content_type: config.content_type, events: sortedEvents(r.events), active: r.active },
                    ref: { id: r.id }
                };
            });
        },
        diff: (d, a) => differing(d.value, a.fields, HOOK_FIELDS),
        create(d, at) {
            const v = d.value;
            return [
                {
                    domain,
                    operation: 'hooks_create',
                    params: {
                        ...params(at),
                        type: v.type,
                        config: { url: v.url, content_type: v.content_type ?? 'json' },
                        events: v.events ?? ['push'],
                        active: v.active ?? true
                    },
                    ...(v.secret ? { env: { 'config.secret': v.secret.value_from_env } } : {})
                }
            ];
        },
        update(_d, a, fields, at) {
            const json = {};
            for (const f of fields) {
                // EditHookOption takes the content type in config (with the url, which the server keeps).
                if (f.field === 'content_type')
                    json.config = { content_type: f.new, url: a.fields.url };
                else
                    json[f.field] = f.new;
            }
            return [{ domain, operation: 'hooks_edit', params: { ...params(at), id: a.ref.id, json_fields: json } }];
        },
        remove: (a, at) => [{ domain, operation: 'hooks_delete', params: { ...params(at), id: a.ref.id } }],
        dump: a => pick(a.fields, ['type', 'url', ...HOOK_FIELDS])
    };
}
/** A step of a scope's operation: its params after the scope's, as its user when it has one. */
function scopeStep(scope, operation, at, params, more = {}) {
    return {
        domain: scope.domain,
        operation,
        params: { ...scope.params(at), ...params },
        ...(scope.sudo ? { sudo: scope.sudo(at) } : {}),
        ...more
    };
}
/** A scope's list, as its user when it has one. */
const scopeList = (scope, rc, operation, at) => scope.sudo ? rc.list(scope.domain, operation, scope.params(at), scope.sudo(at)) : rc.list(scope.domain, operation, scope.params(at));
/** Actions variables by name, at a scope (a user's, an organization's, a repository's). */
function variableCollection(scope) {
    return {
        key: 'variables',
        label: 'variable',
        level: scope.level,
        form: 'map',
        desired: items => Object.entries((items ?? {})).map(([name, value]) => ({ name, value: { value } })),
        // The servers keep variable names in capitals.
        identity: name => name.toUpperCase(),
        async read(rc, at) {
            return (await scopeList(scope, rc, 'variables_list', at)).map(r => ({ name: String(r.name), fields: { value: r.data }, ref: {} }));
        },
        diff: (d, a) => differing(d.value, a.fields, ['value']),
        // Known missing: one POST (variables_set would look it up first).
        create: (d, at) => [scopeStep(scope, 'variables_create', at, { name: d.name, value: d.value.value })],
        update: (d, _a, _f, at) => [scopeStep(scope, 'variables_set', at, { name: d.name, value: d.value.value })],
        remove: (a, at) => [scopeStep(scope, 'variables_delete', at, { name: a.name })],
        dump: a => a.fields.value
    };
}
/** A dumped secret's variable name: OWNER_NAME (an organization's, a repository's OWNER/REPO) in capitals, other characters `_`. */
const secretPlaceholder = (owner, name) => `${owner}_${name}`
    .toUpperCase()
    .replace(/[^A-Z0-9_]/g, '_')
    .replace(/^(?=\d)/, '_');
/**
 * Actions secrets by name, at a scope. Gitea lists a secret's description: with SVC_STATE_KEY set,
 * svc keeps the value's fingerprint there (fingerprint.ts), and the plan tells an unchanged value
 * (nothing to do) from a changed one (`~ value changed`). Without a key, without a fingerprint
 * there, or on Forgejo (no description; none is sent), the value is unknown and set on every apply
 * (`≈`, not drift). `blind`: the API cannot list them (a user's): only set.
 */
function secretCollection(scope) {
    const envOf = (d) => d.value.value.value_from_env;
    const set = (d, at, rc) => 
    // On Gitea the value's fingerprint goes in the description (made by apply, see Step.fingerprint).
    scopeStep(scope, 'secrets_set', at, { name: d.name }, { env: { value: envOf(d) }, ...(rc.variant === 'gitea' ? { fingerprint: d.name.toUpperCase() } : {}) });
    const unchanged = (d, a, rc) => secretUnchanged(d.name, envOf(d), a.fields.description, rc.env);
    const base = {
        key: 'secrets',
        label: 'secret',
        level: scope.level,
        form: 'map',
        desired: items => Object.entries((items ?? {})).map(([name, value]) => ({ name, value: { value } })),
        identity: name => name.toUpperCase(),
        create: (d, at, rc) => [set(d, at, rc)]
    };
    if (scope.blind)
        return { ...base, blind: true };
    return {
        ...base,
        async read(rc, at) {
            return (await scopeList(scope, rc, 'secrets_list', at)).map(r => ({
                name: String(r.name),
                fields: typeof r.description === 'string' ? { description: r.description } : {},
                ref: { placeholder: secretPlaceholder(at[at.length - 1], String(r.name)) }
            }));
        },
        unknown: (d, a, rc) => unchanged(d, a, rc) === undefined,
        diff: (d, a, rc) => (unchanged(d, a, rc) === false ? [{ field: 'value', old: '(another value)', new: `(from $${envOf(d)})` }] : []),
        updateNote: 'value changed',
        update: (d, _a, _f, at, rc) => [set(d, at, rc)],
        remove: (a, at) => [scopeStep(scope, 'secrets_delete', at, { name: a.name })],
        dump: a => ({ value_from_env: a.ref.placeholder })
    };
}
/** The system webhooks (`hooks` at the top of the file). */
const systemHooks = hookCollection({ domain: 'admin', level: 1, params: () => ({}) });
/** A state file that names something the server cannot hold as written (a new user without email): exit 2. */
class StateFileError extends errors/* UsageError */.e {
}
/** Runs `tasks` at most `n` at a time; every task runs (their errors are rethrown after, the first one). */
async function collections_bounded(n, tasks) {
    const out = new Array(tasks.length);
    let next = 0;
    let failure;
    const worker = async () => {
        while (next < tasks.length && !failure) {
            const i = next++;
            try {
                out[i] = await tasks[i]();
            }
            catch (error) {
                failure ??= { error };
            }
        }
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(n, tasks.length)) }, worker));
    if (failure)
        throw failure.error;
    return out;
}

// EXTERNAL MODULE: external "node:fs/promises"
var promises_ = __webpack_require__(1455);
// EXTERNAL MODULE: ./node_modules/js-yaml/dist/js-yaml.mjs
var js_yaml = __webpack_require__(3243);
// EXTERNAL MODULE: ./.tmp/bundle/js/registry/zod.js + 15 modules
var zod = __webpack_require__(9538);
;// CONCATENATED MODULE: ./.tmp/bundle/js/state/schema-orgs.js
// The `orgs` section of the state file: organizations, their teams (with members and repositories),
// members, Actions secrets and variables, and webhooks. Built by schema.ts with its own helpers
// (passed in, so that this module does not import schema.ts back), and read by collections-orgs.ts.

const TEAM_PERMISSIONS = ['read', 'write', 'admin'];
const VISIBILITIES = ['public', 'limited', 'private'];
function orgsSchema({ d, collection, mapCollection, fromEnv, hook, variableName }) {
    const login = zod/* string */.YjP().check(zod/* minLength */.BpQ(1));
    const team = zod/* strictObject */.rej({
        description: d(zod/* optional */.lqM(zod/* string */.YjP()), 'description'),
        permission: d(zod/* optional */.lqM(zod/* enum */.k5n(TEAM_PERMISSIONS)), 'read, write (on the units listed) or admin (every unit); required with units to create a read or write team'),
        units: d(zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)))), 'units the team has at its permission: repo.code, repo.issues, repo.pulls, repo.releases, repo.wiki, repo.actions, ... (not for admin)'),
        includes_all_repositories: d(zod/* optional */.lqM(zod/* boolean */.zMY()), "whether the team has all of the organization's repositories"),
        can_create_org_repo: d(zod/* optional */.lqM(zod/* boolean */.zMY()), 'whether members may create repositories in the organization'),
        members: zod/* optional */.lqM(collection(zod/* array */.YOg(login), "the team's members, by user name")),
        repos: zod/* optional */.lqM(collection(zod/* array */.YOg(login), "the organization's repositories the team has, by name"))
    });
    const org = zod/* strictObject */.rej({
        full_name: d(zod/* optional */.lqM(zod/* string */.YjP()), 'full display name'),
        description: d(zod/* optional */.lqM(zod/* string */.YjP()), 'description'),
        website: d(zod/* optional */.lqM(zod/* string */.YjP()), 'website URL'),
        location: d(zod/* optional */.lqM(zod/* string */.YjP()), 'location'),
        visibility: d(zod/* optional */.lqM(zod/* enum */.k5n(VISIBILITIES)), 'public, limited or private'),
        owner: d(zod/* optional */.lqM(login), "at creation: the user who owns it (an admin creates it for them); without it, the token's user"),
        teams: zod/* optional */.lqM(mapCollection(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)), team, 'teams: name → fields (the Owners team is never pruned)')),
        members: zod/* optional */.lqM(collection(zod/* array */.YOg(login), 'organization members, by user name; a user joins through a team, so a new member must be in a team of the file')),
        secrets: zod/* optional */.lqM(mapCollection(variableName, fromEnv, "the organization's Actions secrets: NAME → { value_from_env: VAR }")),
        variables: zod/* optional */.lqM(mapCollection(variableName, zod/* string */.YjP(), "the organization's Actions variables: NAME → value")),
        hooks: zod/* optional */.lqM(collection(zod/* array */.YOg(hook), "the organization's webhooks, by type and url"))
    });
    return mapCollection(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)), org, 'organizations: name → fields');
}

;// CONCATENATED MODULE: ./.tmp/bundle/js/state/schema.js
// The desired-state file (`svc plan -f forge.yaml`): its zod schema, which validates the file and
// from which schema/forge-state.schema.json is generated (`npm run docs`) so that editors complete
// it. Only collections whose operations exist are in the schema: a section would be refused as an
// unknown field until its collections are added (collections.ts). A section of its own file is
// built with the helpers here (the `orgs` section: schema-orgs.ts).


const d = (schema, what) => schema.check(zod/* describe */.q0y(what));
/** A credential: never in the file, always the name of an environment variable that holds it. */
const fromEnv = d(zod/* strictObject */.rej({
    value_from_env: d(zod/* string */.YjP().check(zod/* regex */.yGV(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be an environment variable name')), 'environment variable')
}), 'a credential read from an environment variable when it is sent (never written in the file)');
/**
 * A collection as the file gives it: its items, or `{ prune: true, items }` to delete what the
 * server has and the items do not list. Without prune, nothing the file does not name is touched.
 */
function collection(items, what, plainItems) {
    return d(zod/* union */.KCZ([
        zod/* strictObject */.rej({
            prune: d(zod/* optional */.lqM(zod/* boolean */.zMY()), 'delete what the server has and `items` does not list (default false)'),
            items
        }),
        plainItems ?? items
    ]), `${what}; or { prune: true, items: ... } to also delete what is not listed`);
}
/**
 * A collection held as a map (name → value). In the short form a name cannot be `items` or
 * `prune`: such a map would read as the long form. Those names go in `{ items: ... }`.
 */
function mapCollection(key, value, what) {
    const plainKey = key.check(zod/* refine */.YPB(k => k !== 'items' && k !== 'prune', 'reserved: one named items or prune goes in the long form { items: { ... } }'));
    return collection(zod/* record */.g1P(key, value), what, zod/* record */.g1P(plainKey, value));
}
const schema_VISIBILITIES = ['public', 'limited', 'private'];
const sshKey = zod/* strictObject */.rej({
    title: d(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)), 'key title (its identity in the file)'),
    key: d(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)), 'public key, e.g. "ssh-ed25519 AAAA... comment"')
});
const variableName = zod/* string */.YjP().check(zod/* regex */.yGV(/^[A-Za-z_][A-Za-z0-9_]*$/, 'must be letters, digits and _, not starting with a digit'));
const user = zod/* strictObject */.rej({
    email: d(zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(3))), 'primary email address (required to create the user)'),
    full_name: d(zod/* optional */.lqM(zod/* string */.YjP()), 'full display name'),
    visibility: d(zod/* optional */.lqM(zod/* enum */.k5n(schema_VISIBILITIES)), 'profile visibility'),
    restricted: d(zod/* optional */.lqM(zod/* boolean */.zMY()), 'restricted user: sees only what they are explicitly given'),
    admin: d(zod/* optional */.lqM(zod/* boolean */.zMY()), 'instance administrator'),
    active: d(zod/* optional */.lqM(zod/* boolean */.zMY()), 'account activated'),
    prohibit_login: d(zod/* optional */.lqM(zod/* boolean */.zMY()), 'may not sign in'),
    website: d(zod/* optional */.lqM(zod/* string */.YjP()), 'website'),
    location: d(zod/* optional */.lqM(zod/* string */.YjP()), 'location'),
    description: d(zod/* optional */.lqM(zod/* string */.YjP()), 'profile description'),
    password: d(zod/* optional */.lqM(fromEnv), 'initial password, used only when the user is created (a local user needs one)'),
    must_change_password: d(zod/* optional */.lqM(zod/* boolean */.zMY()), 'at creation: ask for a new password at first sign-in (default false)'),
    source_id: d(zod/* optional */.lqM(zod/* number */.aig().check(zod/* int */.Whr(), zod/* minimum */.BpO(0))), 'at creation: external authentication source id'),
    login_name: d(zod/* optional */.lqM(zod/* string */.YjP()), "at creation: the user's name at the external source"),
    keys: zod/* optional */.lqM(collection(zod/* array */.YOg(sshKey), 'SSH public keys, by title')),
    emails: zod/* optional */.lqM(collection(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(3))), 'additional email addresses (the primary one is `email`)')),
    variables: zod/* optional */.lqM(mapCollection(variableName, zod/* string */.YjP(), "the user's own Actions variables: NAME → value")),
    badges: zod/* optional */.lqM(collection(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))), 'badge slugs (Gitea only; the badges must exist)')),
    // The API cannot list a user's secrets: no prune, and their values are set on every apply.
    secrets: d(zod/* optional */.lqM(zod/* record */.g1P(variableName, fromEnv)), "the user's own Actions secrets: NAME → { value_from_env: VAR } (set on every apply)")
});
const HOOK_TYPES = [
    'forgejo',
    'gitea',
    'gogs',
    'slack',
    'discord',
    'dingtalk',
    'telegram',
    'msteams',
    'feishu',
    'wechatwork',
    'packagist'
];
const hook = zod/* strictObject */.rej({
    type: d(zod/* enum */.k5n(HOOK_TYPES), 'hook type (with url, its identity)'),
    url: d(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)), 'target URL (with type, its identity)'),
    content_type: d(zod/* optional */.lqM(zod/* enum */.k5n(['json', 'form'])), 'payload content type (default json at creation)'),
    events: d(zod/* optional */.lqM(zod/* array */.YOg(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)))), 'events that fire the hook (default ["push"] at creation)'),
    active: d(zod/* optional */.lqM(zod/* boolean */.zMY()), 'whether the hook fires (default true at creation)'),
    secret: d(zod/* optional */.lqM(fromEnv), 'signing secret, used only when the hook is created')
});
// ---- repositories (collections-repos.ts) ----
const REPO_PERMISSIONS = ['read', 'write', 'admin'];
const repo = zod/* strictObject */.rej({
    description: d(zod/* optional */.lqM(zod/* string */.YjP()), 'description'),
    private: d(zod/* optional */.lqM(zod/* boolean */.zMY()), 'private repository'),
    website: d(zod/* optional */.lqM(zod/* string */.YjP()), 'website'),
    default_branch: d(zod/* optional */.lqM(zod/* string */.YjP().check(zod/* minLength */.BpQ(1))), 'default branch'),
    has_issues: d(zod/* optional */.lqM(zod/* boolean */.zMY()), 'issues enabled'),
    has_wiki: d(zod/* optional */.lqM(zod/* boolean */.zMY()), 'wiki enabled'),
    archived: d(zod/* optional */.lqM(zod/* boolean */.zMY()), 'archived (read-only)'),
    collaborators: zod/* optional */.lqM(mapCollection(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)), zod/* enum */.k5n(REPO_PERMISSIONS), 'collaborators: username → read, write or admin')),
    secrets: zod/* optional */.lqM(mapCollection(variableName, fromEnv, 'Actions secrets: NAME → { value_from_env: VAR } (on Gitea with SVC_STATE_KEY set, a changed value is seen by its fingerprint)')),
    variables: zod/* optional */.lqM(mapCollection(variableName, zod/* string */.YjP(), 'Actions variables: NAME → value')),
    hooks: zod/* optional */.lqM(collection(zod/* array */.YOg(hook), 'webhooks, by type and url'))
});
/**
 * `OWNER/NAME`. The collection has no prune: deleting a repository destroys its data, so svc never
 * does it from a file (svc repo delete does, asked by name).
 */
const repoKey = zod/* string */.YjP()
    .check(zod/* refine */.YPB(k => /^[^/\s]+\/[^/\s]+$/.test(k), 'must be owner/name (repositories have no prune: svc repo delete removes one)'));
const schema_stateFile = d(zod/* strictObject */.rej({
    $schema: zod/* optional */.lqM(zod/* string */.YjP()),
    users: zod/* optional */.lqM(mapCollection(zod/* string */.YjP().check(zod/* minLength */.BpQ(1)), user, 'users: login → fields')),
    hooks: zod/* optional */.lqM(collection(zod/* array */.YOg(hook), 'system webhooks, by type and url')),
    orgs: zod/* optional */.lqM(orgsSchema({ d, collection, mapCollection, fromEnv, hook, variableName })),
    repos: zod/* optional */.lqM(d(zod/* record */.g1P(repoKey, repo), 'repositories: OWNER/NAME → settings and collections (never deleted by svc)'))
}), 'svc desired state: what the forge should hold. Whatever the file does not name is not managed.');
/** A collection's items and whether it is pruned, whichever form the file used. */
function itemsOf(c) {
    if (c === undefined)
        return undefined;
    if (c !== null && typeof c === 'object' && !Array.isArray(c) && 'items' in c && Object.keys(c).every(k => k === 'items' || k === 'prune'))
        return { prune: c.prune === true, items: c.items };
    return { prune: false, items: c };
}
/** The JSON Schema of the file (committed as schema/forge-state.schema.json). */
function stateJsonSchema() {
    return {
        title: 'svc desired state',
        ...z.toJSONSchema(schema_stateFile, { io: 'input', unrepresentable: 'any' })
    };
}

;// CONCATENATED MODULE: ./.tmp/bundle/js/state/load.js
// Reading a desired-state file: YAML (or JSON, which YAML reads too), checked against the zod
// schema. Every complaint names the file, the line and the field's path, and quotes no value (a
// misplaced password must not be echoed).
//
// One YAML library, js-yaml (YAML 1.2's core schema: no timestamps, no merge keys; it passes the
// YAML test suite). A valid file is built straight from the text (a file of 10,000 users in ~0.1 s:
// eemeli/yaml, which keeps a node per value with its position, took 15 times as long). Only when the
// schema refuses the data is the text read again, as js-yaml's parser events, which carry offsets: the
// line of each complaint's path is found there (see lineOf).






const wrapperShaped = (v) => v !== null && typeof v === 'object' && !Array.isArray(v) && 'items' in v && Object.keys(v).every(k => k === 'items' || k === 'prune');
function valueAt(root, path) {
    let v = root;
    for (const k of path)
        v = v !== null && typeof v === 'object' ? v[k] : undefined;
    return v;
}
/**
 * The issues to report: a collection's union (`items` or `{ prune, items }`) is reported in the form
 * the file used, not as "invalid input" for both; unknown keys one by one, at their own path.
 */
function flatten(issues, root, base = []) {
    const out = [];
    for (const issue of issues) {
        const path = [...base, ...issue.path];
        if (issue.code === 'invalid_union' && issue.errors.length === 2) {
            const branch = wrapperShaped(valueAt(root, path)) ? issue.errors[0] : issue.errors[1];
            out.push(...flatten(branch, root, path));
        }
        else if (issue.code === 'unrecognized_keys') {
            for (const key of issue.keys)
                out.push({ path: [...path, key], message: 'unknown field' });
        }
        else if (issue.code === 'invalid_key') {
            out.push(...flatten(issue.issues, root, path).map(i => ({ ...i, message: `name ${i.message.toLowerCase()}` })));
        }
        else
            out.push({ path, message: issue.message.charAt(0).toLowerCase() + issue.message.slice(1) });
    }
    return out;
}
const pathText = (path) => path
    .map((k, i) => typeof k === 'number'
    ? `[${k}]`
    : /^[A-Za-z_$][\w$-]*$/.test(String(k))
        ? `${i ? '.' : ''}${String(k)}`
        : `["${(0,js_text/* neutralize */.YI)(String(k))}"]`)
    .join('');
/**
 * Aliases are references in js-yaml's data, so a few of them can name a billion values (the "billion
 * laughs"), which validation would then walk. Every value of a file without aliases takes at least a
 * character of its text: more values than that means aliases expanding too far.
 */
function checkExpansion(data, text, name) {
    let budget = text.length + 1;
    const walk = (v) => {
        if (--budget < 0)
            throw new errors/* UsageError */.e(`${name}: aliases expand to more values than the file has characters; write the values out`);
        if (Array.isArray(v))
            for (const x of v)
                walk(x);
        else if (v !== null && typeof v === 'object')
            for (const x of Object.values(v))
                walk(x);
    };
    walk(data);
}
/**
 * The 1-based line of each path (a key's own line in a mapping, an item's in a sequence), read from
 * the parser's events: one pass, a stack of the open collections and where each stands.
 */
function linesOf(text) {
    const lineStarts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1))
        lineStarts.push(i + 1);
    const lineAt = (offset) => {
        let lo = 0;
        let hi = lineStarts.length - 1;
        while (lo < hi) {
            const mid = (lo + hi + 1) >> 1;
            if (lineStarts[mid] <= offset)
                lo = mid;
            else
                hi = mid - 1;
        }
        return lo + 1;
    };
    const at = (e) => 'valueStart' in e && e.valueStart >= 0
        ? e.valueStart
        : 'start' in e
            ? e.start
            : 'anchorStart' in e && e.anchorStart >= 0
                ? e.anchorStart
                : -1;
    const lines = new Map();
    const stack = [];
    /** The first line seen for a path: where its key (or item, or the document's root) starts. */
    const record = (path, e) => {
        if (!lines.has(path) && at(e) >= 0)
            lines.set(path, lineAt(at(e)));
        return path;
    };
    /** The path of the value the event begins, or undefined for a mapping's key (then remembered). */
    const place = (e) => {
        const top = stack[stack.length - 1];
        if (!top)
            return record('', e);
        if (!top.mapping)
            return record(`${top.path}\u0000${top.index++}`, e);
        if (top.key === undefined) {
            top.key = e.type === js_yaml/* EVENT_ID */.hy.SCALAR ? (0,js_yaml/* getScalarValue */.KE)(text, e) : '?';
            record(`${top.path}\u0000${top.key}`, e);
            return undefined;
        }
        const path = `${top.path}\u0000${top.key}`;
        top.key = undefined;
        return path;
    };
    for (const e of (0,js_yaml/* parseEvents */.PH)(text, {})) {
        if (e.type === js_yaml/* EVENT_ID */.hy.DOCUMENT)
            continue;
        if (e.type === js_yaml/* EVENT_ID */.hy.POP) {
            stack.pop();
            continue;
        }
        const path = place(e);
        if (e.type === js_yaml/* EVENT_ID */.hy.MAPPING || e.type === js_yaml/* EVENT_ID */.hy.SEQUENCE)
            // A collection as a mapping's key (legal YAML, never a state file's) gets a path no complaint names.
            stack.push({ path: path ?? '\u0001', mapping: e.type === js_yaml/* EVENT_ID */.hy.MAPPING, index: 0 });
    }
    return lines;
}
/** Parses and validates the text of a state file; `name` is how errors name it. */
function parseState(text, name) {
    let data;
    try {
        // loadAll: an empty file (or one of comments only) is no document, which load refuses.
        const documents = (0,js_yaml/* loadAll */.gh)(text);
        if (documents.length > 1)
            throw new errors/* UsageError */.e(`${name}: one YAML document expected, found ${documents.length} (a line "---" starts another)`);
        data = documents[0] ?? {};
    }
    catch (e) {
        if (!(e instanceof js_yaml/* YAMLException */.tB))
            throw e;
        const at = e.mark ? `:${e.mark.line + 1}:${e.mark.column + 1}` : '';
        throw new errors/* UsageError */.e(`${name}${at}: not valid YAML or JSON: ${(0,js_text/* neutralize */.YI)(e.reason)}`);
    }
    if (/[*]/.test(text))
        checkExpansion(data, text, name);
    const parsed = schema_stateFile.safeParse(data);
    if (parsed.success)
        return parsed.data;
    const lines = linesOf(text);
    throw new errors/* UsageError */.e(flatten(parsed.error.issues, data)
        .slice(0, 10)
        .map(({ path, message }) => {
        // The line of the deepest part of the path the file has (a missing field: its parent's).
        let line;
        for (let n = path.length; n >= 0 && line === undefined; n--)
            line = lines.get(path
                .slice(0, n)
                .map(k => `\u0000${String(k)}`)
                .join(''));
        return `${name}${line ? `:${line}` : ''}: ${pathText(path) || '(top level)'}: ${message}`;
    })
        .join('\n'));
}
/** Reads and validates a state file. */
async function loadState(file) {
    let text;
    try {
        text = await (0,promises_.readFile)(file, 'utf8');
    }
    catch (e) {
        throw new errors/* UsageError */.e(`cannot read the state file "${(0,js_text/* neutralize */.YI)(file)}" (${e.code ?? 'error'})`);
    }
    return parseState(text, (0,js_text/* neutralize */.YI)(file));
}
/** Every environment variable the state names (passwords, secrets, hook secrets). */
function envNamesOf(state) {
    const names = new Set();
    const walk = (v) => {
        if (Array.isArray(v))
            v.forEach(walk);
        else if (v && typeof v === 'object') {
            if (typeof v.value_from_env === 'string' && Object.keys(v).length === 1)
                names.add(v.value_from_env);
            else
                Object.values(v).forEach(walk);
        }
    };
    walk(state);
    return [...names];
}
/** The variables whose values are credentials while the state is planned or applied: the file's and the fingerprints' key. */
const credentialNames = (state) => [...envNamesOf(state), STATE_KEY_ENV];


;// CONCATENATED MODULE: ./.tmp/bundle/js/state/collections-orgs.js
// The `orgs` collections of the desired state: organizations (level 2: after the users that own or
// join them), their teams, members, Actions secrets and variables and webhooks (level 3), and a
// team's members and repositories (level 4, after the repositories: 3). Each reads one list per owner (all organizations in one
// admin list; an organization's teams, members, secrets, variables, hooks one list each; a team's
// members and repositories one list each), never one GET per object. See collections.ts for the
// shape of an entry.



const sorted = (v) => (Array.isArray(v) ? [...v].sort() : v);
/** Drops what the server leaves empty, so that a dump names only what is set. */
const setFields = (fields) => Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined && v !== null && v !== ''));
// ---- a team's members and repositories ----
const teamMembers = {
    key: 'members',
    label: 'member',
    level: 4,
    form: 'list',
    desired: names,
    identity: lower,
    async read(rc, [org, team]) {
        return (await rc.list('orgs', 'teams_members_list', { org, team })).map(r => ({ name: String(r.login), fields: {}, ref: {} }));
    },
    create: (d, [org, team]) => [{ domain: 'orgs', operation: 'teams_member_add', params: { org, team, username: d.name } }],
    remove: (a, [org, team]) => [{ domain: 'orgs', operation: 'teams_member_remove', params: { org, team, username: a.name } }],
    dump: a => a.name
};
const teamRepos = {
    key: 'repos',
    label: 'repository',
    level: 4,
    form: 'list',
    desired: names,
    identity: lower,
    async read(rc, [org, team]) {
        return (await rc.list('orgs', 'teams_repos_list', { org, team })).map(r => ({ name: String(r.name), fields: {}, ref: {} }));
    },
    create: (d, [org, team]) => [{ domain: 'orgs', operation: 'teams_repo_add', params: { org, team, repo: d.name } }],
    remove: (a, [org, team]) => [{ domain: 'orgs', operation: 'teams_repo_remove', params: { org, team, repo: a.name } }],
    dump: a => a.name
};
// ---- teams ----
const TEAM_FIELDS = ['description', 'includes_all_repositories', 'can_create_org_repo'];
const RANK = ['none', 'read', 'write', 'admin'];
/** The team every organization has, made with it: never created nor pruned by svc. */
const isOwners = (name) => name.toLowerCase() === 'owners';
/**
 * A team's access as the file says it: `permission` and the units that have it. Gitea 1.25/1.26
 * answer `permission: "none"` for a read or write team and keep the access per unit (`units_map`);
 * Forgejo answers the permission. So the permission is the highest access of the units, and `units`
 * the units that have it: what a plan compares, and what sending them back makes the server hold.
 * The Owners team ("owner") and an admin team have every unit: their units are not compared.
 */
function teamAccess(r) {
    if (r.permission === 'owner' || r.permission === 'admin')
        return { permission: 'admin' };
    const map = (r.units_map ?? {});
    const top = Math.max(0, ...Object.values(map).map(a => RANK.indexOf(String(a))));
    if (top === 0)
        return { permission: String(r.permission), units: sorted(r.units ?? []) };
    return {
        permission: RANK[top],
        units: Object.keys(map)
            .filter(u => RANK.indexOf(String(map[u])) === top)
            .sort()
    };
}
const teams = {
    key: 'teams',
    label: 'team',
    level: 3,
    form: 'map',
    desired: items => mapItems(items).map(d => (d.value.units ? { ...d, value: { ...d.value, units: sorted(d.value.units) } } : d)),
    // Team names are unique in an organization regardless of case.
    identity: lower,
    async read(rc, [org]) {
        return (await rc.list('orgs', 'teams_list', { org })).map(r => ({
            name: String(r.name),
            fields: { ...pick(r, TEAM_FIELDS), ...teamAccess(r) },
            ref: { owners: r.permission === 'owner' }
        }));
    },
    keep: a => a.ref.owners === true,
    diff(d, a) {
        const out = differing(d.value, a.fields, [...TEAM_FIELDS, 'permission']);
        // Units matter below admin only (an admin team has them all).
        if ((d.value.permission ?? a.fields.permission) !== 'admin')
            out.push(...differing(d.value, a.fields, ['units']));
        return out;
    },
    checkCreate(d, path) {
        if (isOwners(d.name))
            return;
        if (d.value.permission !== 'admin' && !(d.value.units ?? []).length)
            throw new StateFileError(`${path}.units: required to create a ${String(d.value.permission ?? 'read')} team (the servers refuse one without units), e.g. [repo.code, repo.issues]; or permission: admin`);
    },
    // A new organization comes with its Owners team (its creator in it): nothing to create.
    create: (d, [org]) => [
        ...(isOwners(d.name)
            ? []
            : [
                {
                    domain: 'orgs',
                    operation: 'teams_create',
                    params: { org, name: d.name, permission: d.value.permission ?? 'read', ...pick(d.value, ['units', ...TEAM_FIELDS]) }
                }
            ])
    ],
    update(d, a, fields, [org]) {
        const json = Object.fromEntries(fields.filter(f => f.field !== 'permission' && f.field !== 'units').map(f => [f.field, f.new]));
        // The servers apply units only with a permission, and a permission below admin only with units
        // (Gitea's units_map): both are sent when either changes.
        if (fields.some(f => f.field === 'permission' || f.field === 'units')) {
            json.permission = d.value.permission ?? a.fields.permission;
            if (json.permission !== 'admin')
                json.units = d.value.units ?? a.fields.units;
        }
        return [{ domain: 'orgs', operation: 'teams_edit', params: { org, team: a.name, json_fields: json } }];
    },
    remove: (a, [org]) => [{ domain: 'orgs', operation: 'teams_delete', params: { org, team: a.name } }],
    dump: a => setFields({ ...pick(a.fields, TEAM_FIELDS), permission: a.fields.permission, units: a.fields.units }),
    children: [teamMembers, teamRepos]
};
// ---- an organization's members ----
/**
 * The server has no way to add a member but through a team: a member the file names is created by
 * a team of the file that has them (`through_team`, set by the organization's `desired`); one that
 * is neither a member yet nor in such a team is an error.
 */
const orgMembers = {
    key: 'members',
    label: 'member',
    level: 3,
    form: 'list',
    desired: items => (items ?? []).map(i => typeof i === 'string' ? { name: i, value: {} } : { name: i.login, value: i.team ? { through_team: i.team } : {} }),
    identity: lower,
    async read(rc, [org]) {
        return (await rc.list('orgs', 'members_list', { org })).map(r => ({ name: String(r.login), fields: {}, ref: {} }));
    },
    checkCreate(d, path) {
        if (!d.value.through_team)
            throw new StateFileError(`${path}: not a member, and in no team of the file: a user joins an organization through a team (list them in a team's members)`);
    },
    // Nothing to send: the team's member add (a step later) makes them a member.
    create: () => [],
    // Deleting a team (same batch) removes the members it was the only team of: then nothing is left to do.
    remove: (a, [org]) => [{ domain: 'orgs', operation: 'members_remove', params: { org, username: a.name }, onMissing: 'skip' }],
    dump: a => a.name
};
// ---- Actions secrets and variables, webhooks ----
/** An organization's secrets (fingerprints on Gitea), variables and webhooks: the factories of collections.ts, as a repository's. */
const orgScope = { domain: 'orgs', level: 3, params: ([org]) => ({ org }) };
const orgSecrets = secretCollection(orgScope);
const orgVariables = variableCollection(orgScope);
const orgHooks = hookCollection(orgScope);
// ---- organizations ----
const ORG_FIELDS = ['full_name', 'description', 'website', 'location', 'visibility'];
/**
 * An organization's `members` as orgMembers reads them: each with a team of the file that has them
 * (their way in). With prune, a team member of the file that `members` leaves out would be removed
 * and added back on every apply: refused.
 */
function membersWithTeams(org, v) {
    const m = itemsOf(v.members);
    if (!m)
        return undefined;
    const teamOf = new Map();
    for (const t of mapItems(itemsOf(v.teams)?.items))
        for (const login of itemsOf(t.value.members)?.items ?? [])
            if (!teamOf.has(lower(login)))
                teamOf.set(lower(login), t.name);
    const listed = new Set((m.items ?? []).map(lower));
    if (m.prune)
        for (const [login, team] of teamOf)
            if (!listed.has(login))
                throw new StateFileError(`orgs.${(0,js_text/* clip */.$Q)(org, 80)}.members: ${(0,js_text/* clip */.$Q)(login, 80)} is in team ${(0,js_text/* clip */.$Q)(team, 80)} of the file but not listed, so prune would remove them and the team add them back: list them`);
    return { prune: m.prune, items: (m.items ?? []).map(login => ({ login, team: teamOf.get(lower(login)) })) };
}
const orgs = {
    key: 'orgs',
    label: 'org',
    level: 2,
    form: 'map',
    desired: items => mapItems(items).map(d => d.value.members === undefined ? d : { ...d, value: { ...d.value, members: membersWithTeams(d.name, d.value) } }),
    // Organization names are unique among users and organizations regardless of case.
    identity: lower,
    async read(rc) {
        return (await rc.list('admin', 'orgs', {})).map(r => ({ name: String(r.name ?? r.username), fields: pick(r, ORG_FIELDS), ref: {} }));
    },
    diff: (d, a) => differing(d.value, a.fields, ORG_FIELDS),
    create(d) {
        const fields = pick(d.value, ORG_FIELDS);
        // As an admin for `owner` (the admin route), else as the token's user.
        return d.value.owner
            ? [{ domain: 'admin', operation: 'users_orgs_create', params: { username: d.value.owner, name: d.name, ...fields } }]
            : [{ domain: 'orgs', operation: 'orgs_create', params: { name: d.name, ...fields } }];
    },
    update: (_d, a, fields) => [
        { domain: 'orgs', operation: 'orgs_edit', params: { org: a.name, json_fields: Object.fromEntries(fields.map(f => [f.field, f.new])) } }
    ],
    remove: a => [{ domain: 'orgs', operation: 'orgs_delete', params: { org: a.name } }],
    dump: a => setFields(a.fields),
    children: [teams, orgMembers, orgSecrets, orgVariables, orgHooks]
};

;// CONCATENATED MODULE: ./.tmp/bundle/js/state/collections-repos.js
// The `repos` section of the state file: repositories (OWNER/NAME → settings) and, under each, its
// collaborators, Actions secrets and variables, and webhooks. Entries of the engine's table (see
// collections.ts's header); registered in COLLECTIONS.
//
// Reads are lists: a plan reads each named owner's repositories (users' repos_of, which lists an
// organization's too and, for an admin, private ones), a repository's collaborators, secrets,
// variables and hooks. The one read per item is a collaborator's permission: the collaborator
// list holds users only (Gitea and Forgejo answer a UserList), so each collaborator's permission
// is one GET, bounded by concurrency.
//
// Repositories are never deleted from a file (no prune): a deletion destroys the repository's data.
//
// Secrets, variables and hooks are collections.ts' factories, as an organization's (a secret's
// fingerprint on Gitea: see secretCollection).



/** Settings of a repository the list holds, compared and dumped (the record's own names). */
const REPO_FIELDS = ['description', 'private', 'website', 'default_branch', 'has_issues', 'has_wiki', 'archived'];
/** What a create takes; the rest goes in a repos_edit right after. */
const REPO_CREATE = ['description', 'private', 'default_branch'];
const REPO_EDIT_AFTER_CREATE = ['website', 'has_issues', 'has_wiki', 'archived'];
const split = (full) => {
    const i = full.indexOf('/');
    return { owner: full.slice(0, i), repo: full.slice(i + 1) };
};
/** Per plan: whether each owner a repository is created for is an organization. */
const ownerIsOrg = new WeakMap();
/** The repositories of one owner (none when the owner does not exist yet). */
async function reposOf(rc, owner) {
    try {
        return await rc.list('users', 'repos_of', { username: owner });
    }
    catch (e) {
        if (e instanceof errors/* ForgeError */.Q && e.status === 404)
            return undefined;
        throw e;
    }
}
/** Names in a section of the file (users, orgs), lower-cased. */
function namesIn(rc, key) {
    const c = itemsOf(rc.state?.[key]);
    return new Set(Object.keys((c?.items ?? {})).map(lower));
}
function repoActual(r) {
    return {
        name: String(r.full_name),
        fields: Object.fromEntries(REPO_FIELDS.map(f => [f, r[f]])),
        ref: {}
    };
}
const repoParams = (at) => split(at[at.length - 1]);
// ---- collaborators ----
/** collaborators_add adds a collaborator or changes the permission of one (the servers' PUT does both). */
const addCollaborator = (d, at) => [
    { domain: 'repos', operation: 'collaborators_add', params: { ...repoParams(at), username: d.name, permission: d.value.permission } }
];
const collaborators = {
    key: 'collaborators',
    label: 'collaborator',
    level: 4,
    form: 'map',
    desired: items => Object.entries(items).map(([name, permission]) => ({ name, value: { permission } })),
    identity: lower,
    async read(rc, at) {
        const p = repoParams(at);
        const rows = await rc.list('repos', 'collaborators_list', p);
        return collections_bounded(rc.concurrency, rows.map(r => async () => {
            const [perm] = await rc.list('repos', 'collaborators_permission', { ...p, username: r.login });
            // The effective permission: an organization owner's reads as `owner`, which a collaborator cannot be given.
            const permission = perm?.permission === 'owner' ? 'admin' : perm?.permission;
            return { name: String(r.login), fields: { permission }, ref: {} };
        }));
    },
    diff: (d, a) => differing(d.value, a.fields, ['permission']),
    create: addCollaborator,
    update: (d, _a, _f, at) => addCollaborator(d, at),
    remove: (a, at) => [{ domain: 'repos', operation: 'collaborators_remove', params: { ...repoParams(at), username: a.name } }],
    dump: a => a.fields.permission
};
// ---- secrets, variables and hooks ----
/** A repository's secrets (fingerprints on Gitea), variables and webhooks: the factories of collections.ts. */
const repoScope = { domain: 'repos', level: 4, params: repoParams };
const collections_repos_secrets = secretCollection(repoScope);
const collections_repos_variables = variableCollection(repoScope);
const hooks = hookCollection(repoScope);
// ---- repositories ----
/** Every owner of the instance (users and organizations), for a dump. */
async function everyOwner(rc) {
    const [users, orgs] = await Promise.all([rc.list('admin', 'users_list', {}), rc.once('admin orgs', () => rc.list('admin', 'orgs', {}))]);
    return [...users.map(u => String(u.login)), ...orgs.map(o => String(o.username ?? o.name))];
}
const repos = {
    key: 'repos',
    label: 'repo',
    // After the users (1) and organizations (2) that own them: a repository of an organization
    // created in the same apply is created after it (at the same level, the two raced: 404).
    level: 3,
    form: 'map',
    desired: items => mapItems(items),
    identity: lower,
    async read(rc, _at, desired) {
        const wanted = desired
            ? [...new Map(desired.map(d => [lower(split(d.name).owner), split(d.name).owner])).values()]
            : await everyOwner(rc);
        const lists = await collections_bounded(rc.concurrency, wanted.map(owner => async () => ({ owner, rows: await reposOf(rc, owner) })));
        const actual = lists.flatMap(l => (l.rows ?? []).map(repoActual));
        if (desired) {
            // Where a repository is created: an organization's (repos_create with org) or a user's (as admin).
            const have = new Set(actual.map(a => lower(a.name)));
            const missing = desired.filter(d => !have.has(lower(d.name)));
            if (missing.length > 0) {
                const onServer = new Set((await rc.once('admin orgs', () => rc.list('admin', 'orgs', {}))).map(o => lower(o.username ?? o.name)));
                const existing = new Set(lists.filter(l => l.rows !== undefined).map(l => lower(l.owner)));
                const fileOrgs = namesIn(rc, 'orgs');
                const fileUsers = namesIn(rc, 'users');
                const kinds = new Map();
                for (const d of missing) {
                    const owner = lower(split(d.name).owner);
                    if (onServer.has(owner) || (!existing.has(owner) && fileOrgs.has(owner)))
                        kinds.set(owner, true);
                    else if (existing.has(owner) || fileUsers.has(owner))
                        kinds.set(owner, false);
                    else
                        throw new StateFileError(`repos.${d.name}: the owner ${split(d.name).owner} is neither a user nor an organization on the server, nor in the file's users or orgs`);
                }
                ownerIsOrg.set(rc, kinds);
            }
        }
        return actual;
    },
    diff: (d, a) => differing(d.value, a.fields, REPO_FIELDS),
    create(d, _at, rc) {
        const { owner, repo } = split(d.name);
        const first = { name: repo, ...pick(d.value, REPO_CREATE) };
        const steps = [
            ownerIsOrg.get(rc)?.get(lower(owner))
                ? { domain: 'repos', operation: 'repos_create', params: { ...first, org: owner } }
                : { domain: 'admin', operation: 'users_repos_create', params: { username: owner, json_fields: first } }
        ];
        const rest = pick(d.value, REPO_EDIT_AFTER_CREATE);
        if (Object.keys(rest).length > 0)
            steps.push({ domain: 'repos', operation: 'repos_edit', params: { owner, repo, json_fields: rest } });
        return steps;
    },
    update: (_d, a, fields) => [
        {
            domain: 'repos',
            operation: 'repos_edit',
            params: { ...split(a.name), json_fields: Object.fromEntries(fields.map(f => [f.field, f.new])) }
        }
    ],
    dump: a => Object.fromEntries(Object.entries(a.fields).filter(([, v]) => v !== undefined && v !== null)),
    children: [collaborators, collections_repos_secrets, collections_repos_variables, hooks]
};

;// CONCATENATED MODULE: ./.tmp/bundle/js/state/table.js
// The top-level collections of the state file, in the order a plan lists them. A module of its own
// so that the collection modules (collections.ts, -orgs, -repos) import one another one way only:
// a cycle among them left esbuild's helpers (tsx, the bench) undefined while a module evaluated.



const table_COLLECTIONS = [users, systemHooks, orgs, repos];

;// CONCATENATED MODULE: ./.tmp/bundle/js/state/plan.js
// Read → diff → plan. Reads only the collections the file names (each a list, read page by page in
// parallel by the client's pager; per-owner lists bounded by `concurrency`), compares the fields the
// file names, and returns the Plan: removals first (deepest first), then creates and updates by
// dependency level. Nothing here writes, prints or knows the CLI.









/**
 * The registry's list operations as the planner reads them: every page (in parallel), full records.
 * One reader serves one plan: a GET it asked already is answered from the first answer (a team's
 * member list finds the team's id in its organization's team list, which the plan read already).
 */
function forgeReader(forge) {
    const reads = new Map();
    return async (domain, operation, params, sudo) => {
        const res = await forge.run((0,registry/* findOperation */.LC)(domain, operation), params, {
            paginate: true,
            rawJson: true,
            reads,
            ...(sudo ? { sudo } : {})
        });
        // A record operation (a collaborator's permission) reads as one row.
        const r = res.result;
        return Array.isArray(r) ? r : r && typeof r === 'object' ? [r] : [];
    };
}
/** A plan's (or a dump's) read context: lists, the once-per-plan cache, and what collections may need. */
function plan_readContext(reader, more) {
    const cache = new Map();
    return {
        ...more,
        list: reader,
        once: (key, read) => {
            if (!cache.has(key))
                cache.set(key, read());
            return cache.get(key);
        }
    };
}
/**
 * The variables the file names that are not set, and the fingerprints' key when the file has
 * secrets and the server may keep fingerprints (not Forgejo: its secrets have no description).
 */
function unsetEnv(state, env, variant) {
    const names = envNamesOf(state);
    let hasSecrets = false;
    eachCollection(state, col => void (hasSecrets ||= col.key === 'secrets'));
    if (hasSecrets && variant !== 'forgejo')
        names.push(STATE_KEY_ENV);
    return [...new Set(names)].filter(name => env[name] === undefined || env[name] === '').sort();
}
/**
 * Apply's check: every credential the file names is in the environment before anything is sent.
 * (A plan needs none: what it cannot compare without one it says so.)
 */
function checkEnv(state, env) {
    const missing = envNamesOf(state).filter(name => env[name] === undefined || env[name] === '');
    if (missing.length > 0)
        throw new errors/* UsageError */.e(`the state file reads ${missing.map(m => `$${m}`).join(', ')} (value_from_env), but ${missing.length === 1 ? 'it is' : 'they are'} not set`);
}
/** The fields of a desired item, as a create shows them: credentials by variable name only. */
function shownFields(d, col) {
    const out = [];
    for (const [k, v] of Object.entries(d.value)) {
        if (col.children?.some(c => c.key === k) || v === undefined)
            continue;
        const env = v && typeof v === 'object' && 'value_from_env' in v ? v.value_from_env : undefined;
        out.push({ field: k, new: env ? `(from $${env})` : v });
    }
    return out;
}
async function walk(w, col, value, path, collection, objectPrefix, at, ownerExists) {
    const c = itemsOf(value);
    if (!c)
        return;
    const desired = col.desired(c.items);
    const seen = new Map();
    for (const d of desired) {
        const id = col.identity(d.name);
        if (seen.has(id))
            throw new StateFileError(`${path}: "${(0,js_text/* clip */.$Q)(d.name, 80)}" is listed twice (also as "${(0,js_text/* clip */.$Q)(seen.get(id), 80)}")`);
        seen.set(id, d.name);
    }
    const object = (name) => `${objectPrefix}${col.label} ${name}`;
    const base = { collection, level: col.level };
    const collectionPath = path;
    if (col.blind) {
        for (const d of desired)
            w.changes.push({
                ...base,
                action: 'set',
                object: object(d.name),
                fields: shownFields(d, col),
                steps: col.create(d, at, w.rc),
                note: 'value unknown: will be set'
            });
        return;
    }
    const actual = ownerExists && col.read ? await col.read(w.rc, at, desired) : [];
    // The server may hold one object twice (two system hooks of the same type and URL): the first is
    // the one the file's item is compared with, as a dump writes it.
    const byId = new Map();
    for (const a of actual)
        if (!byId.has(col.identity(a.name)))
            byId.set(col.identity(a.name), a);
    // The digest covers what the plan depends on: the items the file names, and all of a pruned collection.
    for (const a of actual)
        if (c.prune || seen.has(col.identity(a.name)))
            w.snapshot.push(`${collectionPath}\t${col.identity(a.name)}\t${JSON.stringify(a.fields)}`);
    const nested = [];
    for (const d of desired) {
        const a = byId.get(col.identity(d.name));
        const itemPath = `${collectionPath}.${d.name}`;
        if (!a) {
            col.checkCreate?.(d, itemPath);
            w.changes.push({ ...base, action: 'create', object: object(d.name), fields: shownFields(d, col), steps: col.create(d, at, w.rc) });
        }
        else if (col.update && col.unknown?.(d, a, w.rc)) {
            w.changes.push({
                ...base,
                action: 'set',
                object: object(a.name),
                fields: shownFields(d, col),
                steps: col.update(d, a, [], at, w.rc),
                note: 'value unknown: will be set'
            });
        }
        else {
            const fields = col.diff?.(d, a, w.rc) ?? [];
            if (fields.length > 0 && col.update)
                w.changes.push({
                    ...base,
                    action: 'update',
                    object: object(a.name),
                    fields,
                    steps: col.update(d, a, fields, at, w.rc),
                    ...(col.updateNote ? { note: col.updateNote } : {})
                });
        }
        for (const child of col.children ?? [])
            if (d.value[child.key] !== undefined)
                nested.push(() => walk(w, child, d.value[child.key], `${itemPath}.${child.key}`, `${collection}.${child.key}`, `${object(d.name)}: `, [...at, a?.name ?? d.name], a !== undefined));
    }
    if (c.prune && col.remove) {
        const prunable = actual.filter(a => !col.keep?.(a));
        w.removals.of += prunable.length;
        for (const a of prunable)
            if (!seen.has(col.identity(a.name))) {
                w.removals.count++;
                w.changes.push({ ...base, action: 'delete', object: object(a.name), fields: [], steps: col.remove(a, at) });
            }
    }
    await collections_bounded(w.concurrency, nested);
}
/** Removals first, deepest first; then the rest grouped by object (a user, then its keys...), in the order given. */
function ordered(changes) {
    const removal = (c) => (c.action === 'delete' ? 0 : 1);
    return changes
        .map((c, i) => ({ c, i }))
        .sort((x, y) => removal(x.c) - removal(y.c) || (x.c.action === 'delete' ? y.c.level - x.c.level : 0) || x.i - y.i)
        .map(x => x.c);
}
/** Calls `visit` for every collection the file uses, with its path there, a parent before its children. */
function eachCollection(state, visit) {
    const go = (col, value, path) => {
        visit(col, path);
        const c = itemsOf(value);
        if (!c)
            return;
        for (const d of col.desired(c.items))
            for (const child of col.children ?? [])
                if (d.value[child.key] !== undefined)
                    go(child, d.value[child.key], `${path}.${d.name}.${child.key}`);
    };
    for (const col of table_COLLECTIONS)
        if (state[col.key] !== undefined)
            go(col, state[col.key], col.key);
}
/** Refuses a collection the server's variant has no API for (badges on Forgejo), naming where the file uses it. */
function checkVariant(state, variant) {
    eachCollection(state, (col, path) => {
        if (col.only && col.only.variant !== variant)
            throw new StateFileError(`${path}: not on this server: ${col.only.why}`);
    });
}
/** Reads what the file names from the server and compares: the plan (nothing is written). */
async function plan_makePlan(reader, state, server, opts = {}) {
    const env = opts.env ?? process.env;
    const unset = unsetEnv(state, env, opts.variant);
    if (opts.variant)
        checkVariant(state, opts.variant);
    const concurrency = Math.max(1, opts.concurrency ?? 4);
    const rc = plan_readContext(reader, { env, variant: opts.variant, state, concurrency });
    const w = { rc, concurrency, changes: [], snapshot: [], removals: { count: 0, of: 0 } };
    await Promise.all(table_COLLECTIONS.map(col => walk(w, col, state[col.key], col.key, col.key, '', [], true)));
    // Parallel reads finish in any order: the changes are put in a stable order, per collection by object.
    const position = new Map(table_COLLECTIONS.map((c, i) => [c.key, i]));
    const changes = w.changes
        .map((c, i) => ({ c, i }))
        .sort((x, y) => position.get(x.c.collection.split('.')[0]) - position.get(y.c.collection.split('.')[0]) ||
        x.c.object.localeCompare(y.c.object) ||
        x.i - y.i)
        .map(x => x.c);
    return {
        format: 'svc-plan/1',
        server,
        digest: digestOf(w.snapshot),
        desired: state,
        changes: ordered(changes),
        removals: w.removals,
        ...(unset.length > 0 ? { unset_env: unset } : {})
    };
}
function digestOf(snapshot) {
    const hash = (0,external_node_crypto_.createHash)('sha256');
    for (const line of [...snapshot].sort())
        hash.update(line).update('\n');
    return `sha256:${hash.digest('hex')}`;
}
// ---- the removal guard ----
/** Removals allowed when nothing is said: 5, or a quarter of what the pruned collections hold, whichever is more. */
const DEFAULT_MAX_REMOVALS = { count: 5, share: 0.25 };
/** `N` (a count) or `N%` (a share of what the pruned collections hold on the server). */
function parseMaxRemovals(text) {
    const m = /^\s*(\d+(?:\.\d+)?)\s*(%?)\s*$/.exec(text);
    if (!m || (m[2] === '' && !/^\s*\d+\s*$/.test(text)) || (m[2] === '%' && Number(m[1]) > 100))
        throw new errors/* UsageError */.e(`max-removals: expected a count (e.g. 10) or a share of 0% to 100% (e.g. 20%), got "${(0,js_text/* clip */.$Q)(text, 40)}"`);
    return m[2] === '%' ? { share: Number(m[1]) / 100 } : { count: Number(m[1]) };
}
/** How many removals the guard lets through. */
function allowedRemovals(limit, of) {
    if (!limit)
        return Math.max(DEFAULT_MAX_REMOVALS.count, Math.floor(of * DEFAULT_MAX_REMOVALS.share));
    return 'count' in limit ? limit.count : Math.floor(of * limit.share);
}
/** Refuses a plan that removes more than allowed (exit 2: nothing was sent; raise max-removals). */
function checkRemovals(plan, limit) {
    const allowed = allowedRemovals(limit, plan.removals.of);
    if (plan.removals.count > allowed)
        throw new errors/* UsageError */.e(`the plan removes ${plan.removals.count} of ${plan.removals.of} objects of the pruned collections, more than max-removals allows (${allowed}); ` +
            'check the file, then raise max-removals (a count, or a share such as 50%) to allow it');
}

;// CONCATENATED MODULE: ./.tmp/bundle/js/state/apply.js






/** A step's params with its credentials filled from the environment. */
function stepParams(step, env) {
    const params = structuredClone(step.params);
    for (const [path, name] of Object.entries(step.env ?? {})) {
        const value = env[name];
        if (value === undefined || value === '')
            throw new errors/* UsageError */.e(`${step.operation}: $${name} (value_from_env) is not set`);
        const keys = path.split('.');
        let at = params;
        for (const k of keys.slice(0, -1))
            at = (at[k] ??= {});
        at[keys[keys.length - 1]] = value;
    }
    // A secret's fingerprint, from the value just filled and the key as it is now (no key: none).
    const key = env[STATE_KEY_ENV];
    if (step.fingerprint !== undefined && key && typeof params.value === 'string')
        params.description = secretFingerprint(step.fingerprint, params.value, key);
    return params;
}
/** The operations that name a team and look its id up in its organization's team list, each time. */
const BY_TEAM_NAME = new Set(['teams_member_add', 'teams_member_remove', 'teams_repo_add', 'teams_repo_remove'].map(o => `orgs:${o}`));
/** An organization's team list in the client's key of a GET (`<sudo> <response> <url>`): the organization's name. */
const TEAM_LIST = /\/orgs\/([^/?]+)\/teams(?:\?|$)/;
/**
 * The organizations' team lists, read once per apply. A team's members and repositories are
 * changed by the team's name, which the registry turns into its id from the organization's team
 * list: N members of one team would read that list N times. Given to those changes as the
 * client's shared GET answers, this keeps the team lists only — never a membership check, so
 * `changed` still says whether the member was new. Any other change to an organization (a team
 * created, edited or deleted; the organization deleted) drops its list, read again when next
 * needed: a team this apply created is found. A list whose read failed is not kept.
 */
class TeamLists extends Map {
    get(key) {
        return TEAM_LIST.test(key) ? super.get(key) : undefined;
    }
    set(key, answer) {
        if (!TEAM_LIST.test(key))
            return this;
        answer.catch(() => {
            if (super.get(key) === answer)
                this.delete(key);
        });
        return super.set(key, answer);
    }
    /** Forgets the team list of `org` (its name, any case). */
    drop(org) {
        const name = String(org).toLowerCase();
        for (const key of [...this.keys()])
            if (decodeURIComponent(TEAM_LIST.exec(key)[1]).toLowerCase() === name)
                this.delete(key);
    }
}
/** The batches in the order they run: removals deepest level first, then the rest by level. */
function batchesOf(changes) {
    const key = (c) => c.action === 'delete' ? `0:${String(1000 - c.level).padStart(4, '0')}` : `1:${String(c.level).padStart(4, '0')}`;
    const groups = new Map();
    for (const c of changes)
        groups.set(key(c), [...(groups.get(key(c)) ?? []), c]);
    return [...groups.keys()].sort().map(k => groups.get(k));
}
async function applyPlan(forge, plan, opts = {}) {
    const env = opts.env ?? process.env;
    // Every credential first: a missing one stops the apply before anything is written.
    for (const c of plan.changes)
        for (const s of c.steps)
            stepParams(s, env);
    const failFast = opts.failFast !== false;
    const concurrency = Math.max(1, opts.concurrency ?? 4);
    const outcomes = new Map();
    const teamLists = new TeamLists();
    let failed = false;
    const runChange = async (c) => {
        const base = { object: c.object, action: c.action };
        if (failed && failFast) {
            outcomes.set(c, { ...base, status: 'not started' });
            return;
        }
        try {
            for (const step of c.steps) {
                const byTeamName = BY_TEAM_NAME.has(`${step.domain}:${step.operation}`);
                try {
                    await forge.run((0,registry/* findOperation */.LC)(step.domain, step.operation), stepParams(step, env), {
                        ...(step.sudo ? { sudo: step.sudo } : {}),
                        ...(step.onMissing ? { onMissing: step.onMissing } : {}),
                        ...(byTeamName ? { reads: teamLists } : {})
                    });
                }
                finally {
                    // Any other change naming an organization (a team made, edited, deleted; a repository made in it).
                    if (!byTeamName && step.params.org !== undefined)
                        teamLists.drop(step.params.org);
                }
            }
            outcomes.set(c, { ...base, status: 'done' });
        }
        catch (e) {
            failed = true;
            const message = e instanceof Error ? e.message : String(e);
            outcomes.set(c, { ...base, status: 'failed', error: e instanceof errors/* ForgeError */.Q && e.hint ? `${message} (hint: ${e.hint})` : message });
        }
        opts.onOutcome?.(outcomes.get(c));
    };
    // runChange records a failure as an outcome and never throws: every change of a batch is run (or marked not started).
    for (const batch of batchesOf(plan.changes))
        await collections_bounded(concurrency, batch.map(c => () => runChange(c)));
    return plan.changes.map(c => outcomes.get(c) ?? { object: c.object, action: c.action, status: 'not started' });
}
/** A saved plan made against another server, or before the server changed: refused. */
class StalePlanError extends (/* unused pure expression or super */ null && (ForgeError)) {
}
/** Checks a saved plan against the server now (same server, same digest); throws StalePlanError. */
async function checkSavedPlan(reader, plan, server, opts = {}) {
    if (plan.format !== 'svc-plan/1')
        throw new UsageError(`the plan file is not an svc plan (format "${String(plan.format)}")`);
    if (plan.server !== server)
        throw new UsageError(`the plan was made for ${plan.server}, not ${server}: re-plan against this server`);
    const desired = stateFile.safeParse(plan.desired);
    if (!desired.success)
        throw new UsageError('the plan file\'s "desired" is not a valid state: re-plan');
    // Compared as the plan was: a value that was not set then is left out now too (a plan made
    // without the secrets' values, applied where they are, is the same plan).
    const env = { ...(opts.env ?? process.env) };
    for (const name of plan.unset_env ?? [])
        delete env[name];
    const now = await makePlan(reader, desired.data, server, { ...opts, env });
    // The same state and the same server give the same changes: anything else is a changed server or an edited plan.
    if (now.digest !== plan.digest || JSON.stringify(now.changes) !== JSON.stringify(plan.changes))
        throw new StalePlanError('the server changed since the plan was made (its digest differs): re-plan', 409, undefined, 'run svc plan again and review the new plan');
}

;// CONCATENATED MODULE: ./.tmp/bundle/js/state/dump.js
// Dump: the live server as a state file, for the chosen collections, so that adopting an instance
// is one command and a plan right after it is empty. No credential is read or written: a user's
// secrets cannot be listed by the API and are left out; a repository's are written as placeholders
// (value_from_env); hooks' secrets are left out.





/** The collections dump can write (on a server of `variant`), by path: `users`, `users.keys`, `orgs.teams.members`, ... */
function dumpableCollections(variant) {
    const here = (c) => c.read && c.dump && (!variant || !c.only || c.only.variant === variant);
    const out = [];
    const visit = (c, path) => {
        if (here(c))
            out.push(path);
        for (const child of c.children ?? [])
            visit(child, `${path}.${child.key}`);
    };
    for (const c of COLLECTIONS)
        visit(c, c.key);
    return out;
}
function fileForm(col, items) {
    return col.form === 'map' ? Object.fromEntries(items.map(i => [i.name, i.value])) : items.map(i => i.value);
}
/** The state of the chosen collections (`users`, `users.keys`, `hooks`, ...) as the file holds it. */
async function dumpState(reader, chosen, concurrency = 4, variant, 
/** Told what the file cannot hold (the server's second object of one identity). */
warn = () => undefined) {
    const known = dumpableCollections(variant);
    for (const c of chosen)
        if (!known.includes(c))
            throw new UsageError(`collections: "${c}" is not one of ${known.join(', ')}`);
    // A nested collection is written under its owners' items: they must be dumped too.
    const orphans = chosen.filter(c => c.includes('.') && !chosen.includes(c.slice(0, c.lastIndexOf('.'))));
    if (orphans.length > 0)
        throw new UsageError(`collections: ${orphans.join(', ')} need ${[...new Set(orphans.map(c => c.slice(0, c.lastIndexOf('.'))))].join(', ')} too`);
    const rc = readContext(reader, { env: {}, variant, concurrency: Math.max(1, concurrency) });
    /** A collection's items under `at`, with the chosen nested collections of each (empty ones left out). */
    const itemsAt = async (col, path, at) => {
        const children = (col.children ?? []).filter(ch => chosen.includes(`${path}.${ch.key}`));
        const seen = new Set();
        // A file names an object once: a second one of the same identity (two hooks of one type and
        // URL) is left out, and said, so that the dump still plans as no change.
        const actual = (await col.read(rc, at)).filter(a => {
            const id = col.identity(a.name);
            if (!seen.has(id)) {
                seen.add(id);
                return true;
            }
            warn(`${path}: the server holds "${a.name}" more than once; the file names the first (the others are left alone)`);
            return false;
        });
        return bounded(concurrency, actual.map(a => async () => {
            if (children.length === 0)
                return { name: a.name, value: col.dump(a) };
            const value = { ...col.dump(a) };
            for (const ch of children) {
                const rows = await itemsAt(ch, `${path}.${ch.key}`, [...at, a.name]);
                if (rows.length > 0)
                    value[ch.key] = fileForm(ch, rows);
            }
            return { name: a.name, value: value };
        }));
    };
    const out = {};
    for (const col of COLLECTIONS)
        if (chosen.includes(col.key))
            out[col.key] = fileForm(col, await itemsAt(col, col.key, []));
    return out;
}
/** A dump as YAML text, with a pointer to the schema for editors. */
function dumpYaml(state) {
    return ('# Written by svc dump (schema: schema/forge-state.schema.json of svc). Secret values are not dumped:\n' +
        "# a user's secrets cannot be listed (add them as NAME: { value_from_env: VAR }); an organization's\n" +
        "# and a repository's are written as { value_from_env: ... } placeholders: an apply needs those variables (a plan does not).\n" +
        // Long lines kept whole; no anchors for values the state shares; strings a YAML 1.1 reader
        // would take for something else (yes, 2026-01-01) quoted.
        dump(state, { lineWidth: -1, noRefs: true }));
}

;// CONCATENATED MODULE: ./.tmp/bundle/js/state/render.js
// The plan for people: text for a terminal or log (`+` create, `~` update with field: old → new,
// `-` delete, `≈` a secret set without knowing its value) and markdown for a pull-request comment or
// a job summary. Values come from the server or the file: control characters and CI workflow-command
// forms are neutralized; credentials are never in a plan, only environment variable names.


const SIGN = { create: '+', update: '~', delete: '-', set: '≈' };
/** A value as one line: JSON, clipped. */
function shown(v) {
    const text = v === undefined ? '(unset)' : JSON.stringify(v);
    return (0,js_text/* messageText */.Lo)(text.length > 200 ? `${text.slice(0, 199)}…` : text);
}
function countsOf(plan) {
    const counts = { create: 0, update: 0, delete: 0, set: 0 };
    for (const c of plan.changes)
        counts[c.action]++;
    return counts;
}
/** The changes a plan knows of: creates, updates and deletes (a secret's blind set is not one). */
function knownChanges(plan) {
    const n = countsOf(plan);
    return n.create + n.update + n.delete;
}
function summaryLine(plan) {
    const n = countsOf(plan);
    if (plan.changes.length === 0)
        return 'No changes: the server matches the file.';
    const parts = [`${n.create} to create`, `${n.update} to update`, `${n.delete} to delete`];
    if (n.set)
        parts.push(`${n.set} secret${n.set === 1 ? '' : 's'} to set (value unknown)`);
    return `Plan: ${parts.join(', ')}.`;
}
/**
 * What the plan could not compare for want of a variable (a plan needs no credential): the names,
 * never a value. Undefined when every variable was set.
 */
function unsetNote(plan) {
    const unset = plan.unset_env ?? [];
    const values = unset.filter(n => n !== STATE_KEY_ENV);
    const lines = [];
    if (values.length > 0)
        lines.push(`Not set here: ${values.map(n => `$${n}`).join(', ')} (value_from_env). The values that need them were not compared; apply needs them.`);
    if (unset.includes(STATE_KEY_ENV) && plan.changes.some(c => c.action === 'set'))
        lines.push(`$${STATE_KEY_ENV} is not set: secrets' values were not compared by their fingerprints.`);
    return lines.length > 0 ? lines.join('\n') : undefined;
}
function fieldLine(c, f) {
    return c.action === 'update' ? `${f.field}: ${shown(f.old)} → ${shown(f.new)}` : `${f.field}: ${shown(f.new)}`;
}
/** The plan as text, one block per change. */
function planText(plan) {
    const lines = [];
    for (const c of plan.changes) {
        lines.push(`${SIGN[c.action]} ${(0,js_text/* messageText */.Lo)(c.object)}${c.note ? ` (${c.note})` : ''}`);
        for (const f of c.fields)
            lines.push(`    ${fieldLine(c, f)}`);
    }
    if (lines.length)
        lines.push('');
    lines.push(summaryLine(plan));
    const note = unsetNote(plan);
    if (note)
        lines.push(note);
    return (0,js_text/* neutralize */.YI)(lines.join('\n')) + '\n';
}
const cell = (s) => (0,js_text/* neutralize */.YI)((0,js_text/* messageText */.Lo)(s))
    .replace(/\\/g, '\\\\')
    .replace(/\|/g, '\\|')
    .replace(/[<>]/g, m => (m === '<' ? '&lt;' : '&gt;'));
/** The plan as a markdown table (object, change, fields), for a pull request or a job summary. */
function planMarkdown(plan) {
    const note = unsetNote(plan);
    const head = `### svc plan\n\n${summaryLine(plan)}\n${note ? `\n${cell(note).replace(/\n/g, '<br>')}\n` : ''}`;
    if (plan.changes.length === 0)
        return head;
    const rows = plan.changes.map(c => `| \`${SIGN[c.action]}\` | ${cell(c.object)} | ${c.action}${c.note ? ` (${cell(c.note)})` : ''} | ${c.fields.map(f => cell(fieldLine(c, f))).join('<br>')} |`);
    return `${head}\n| | Object | Change | Fields |\n|---|---|---|---|\n${rows.join('\n')}\n`;
}
/** Outcomes of an apply as text: one line each, then a count. */
function outcomesText(outcomes) {
    const lines = outcomes.map(o => `${o.status === 'done' ? 'ok' : o.status}: ${SIGN[o.action]} ${(0,js_text/* messageText */.Lo)(o.object)}${o.error ? `: ${(0,js_text/* messageText */.Lo)(o.error)}` : ''}`);
    const done = outcomes.filter(o => o.status === 'done').length;
    const failed = outcomes.filter(o => o.status === 'failed').length;
    const skipped = outcomes.length - done - failed;
    lines.push(outcomes.length === 0
        ? 'Nothing to apply: the server matches the file.'
        : `Applied ${done} of ${outcomes.length} change${outcomes.length === 1 ? '' : 's'}${failed ? `, ${failed} failed` : ''}${skipped ? `, ${skipped} not started` : ''}.`);
    return (0,js_text/* neutralize */.YI)(lines.join('\n')) + '\n';
}

;// CONCATENATED MODULE: ./.tmp/bundle/js/state/types.js
/** Whether a plan changes something a plan can know about (a secret's blind set is not drift). */
const hasDrift = (plan) => plan.changes.some(c => c.action !== 'set');

;// CONCATENATED MODULE: ./.tmp/bundle/js/state/index.js
// Desired state: a file of what the forge should hold, planned against the server and applied.
// Front ends (the CLI's plan/apply/dump, later the action and the MCP plan tool) use only this.











// EXTERNAL MODULE: ./.tmp/bundle/js/action/inputs.js + 1 modules
var inputs = __webpack_require__(4528);
// EXTERNAL MODULE: ./.tmp/bundle/js/action/outputs.js
var outputs = __webpack_require__(3043);
;// CONCATENATED MODULE: ./.tmp/bundle/js/action/state.js
// The action's desired-state actions: `action: plan` (reads the server, compares it with the state
// file, writes nothing) and `action: apply` (the same plan, then its changes), over src/state as the
// CLI's svc plan / svc apply use it. Every value the file names by `value_from_env` is masked
// (core.setSecret) before anything is printed; the plan holds only the variables' names.








/** `true`/`false` (any case) or empty (`fallback`), naming the input otherwise. */
function boolInput(name, fallback) {
    const v = core/* getInput */.V4(name).toLowerCase();
    if (v === '')
        return fallback;
    if (v === 'true' || v === 'false')
        return v === 'true';
    throw new errors/* UsageError */.e(`input ${name} must be true or false`);
}
/** The state file: a path inside the workspace (where the checkout put it). */
function stateFilePath() {
    const given = core/* getInput */.V4('state-file');
    if (given === '')
        throw new errors/* UsageError */.e('input state-file is required for action plan and apply (a path in the workspace, e.g. forge.yaml)');
    const workspace = process.env.GITHUB_WORKSPACE || process.cwd();
    const path = (0,external_node_path_.resolve)(workspace, given);
    const rel = (0,external_node_path_.relative)(workspace, path);
    if (rel.startsWith('..') || (0,external_node_path_.isAbsolute)(rel))
        throw new errors/* UsageError */.e('input state-file must be a path inside the workspace (relative to it, e.g. forge.yaml or infra/forge.yaml)');
    return path;
}
/**
 * The inputs of a plan or apply: credentials masked first, then the state file read and checked,
 * and every value it names (`value_from_env`) masked and present before anything is sent.
 */
async function readStateJob(masker, summary) {
    const credentials = (0,inputs/* readCredentials */.L1)();
    masker.add(...(0,js_text/* connectionSecrets */.K$)(credentials), credentials.gpgPassphrase);
    const settings = (0,inputs/* readSettings */.sb)(credentials);
    const action = settings.action;
    Object.assign(summary, { domain: 'state', action, server: settings.serverUrl, variant: settings.variant });
    // A plan or apply takes everything from the file: params given anyway are said to be unused.
    if (!(settings.items.length === 1 && Object.keys(settings.items[0]).length === 0))
        core/* warning */.$e(`input params is not used by action ${action} (the state file says what to do)`);
    const maxRemovals = core/* getInput */.V4('max-removals');
    const limit = maxRemovals === '' ? undefined : parseMaxRemovals(maxRemovals);
    const file = stateFilePath();
    summary.stateFile = (0,external_node_path_.relative)(process.env.GITHUB_WORKSPACE || process.cwd(), file);
    const state = await loadState(file);
    for (const name of credentialNames(state))
        masker.add(process.env[name]);
    // Apply needs every value before anything is sent; a plan needs none (it says what it could not compare).
    if (action === 'apply')
        checkEnv(state, process.env);
    // fail-fast: an empty input is apply's default, stop at the first failure (batches default to going on).
    return { action, settings, state, limit, failFast: boolInput('fail-fast', true), failOnDrift: boolInput('fail-on-drift', false) };
}
/** Plans (and for apply, applies) against the server; the removal guard refuses before any write. */
async function runState(job, http, masker) {
    const s = job.settings;
    const forge = new client/* Forge */.mo(http, s.variant);
    core/* info */.pq(masker.safe(`svc ${job.action} of ${core/* getInput */.V4('state-file')} on ${s.serverUrl} (concurrency ${s.concurrency})`));
    const variant = await forge.variant();
    const plan = await plan_makePlan(forgeReader(forge), job.state, http.server, { concurrency: s.concurrency, env: process.env, variant });
    core/* info */.pq(masker.safe(planText(plan)));
    if (job.action === 'plan')
        return { plan };
    checkRemovals(plan, job.limit);
    const outcomes = await applyPlan(forge, plan, { concurrency: s.concurrency, failFast: job.failFast, env: process.env });
    core/* info */.pq(masker.safe(outcomesText(outcomes)));
    return { plan, outcomes };
}
/** A step output, never through the log. */
const output = (name, value) => core/* setOutput */.uH(name, value);
/**
 * The outputs (`plan`, `plan-file`, `changes`, `drift`, `markdown`; apply: `result`, `changed`) and
 * the summary; then the step fails where it should: a refused guard, a failed change, drift with
 * fail-on-drift.
 */
function reportState(job, done, masker, summary) {
    const { plan, outcomes } = done;
    const json = masker.mask(JSON.stringify(plan));
    output('plan', (0,outputs/* resultOutputText */.SJ)(json, JSON.parse(json)).text);
    output('plan-file', (0,outputs/* writeResultFile */.tH)('plan', json));
    output('changes', String(knownChanges(plan)));
    output('drift', String(hasDrift(plan)));
    const markdown = masker.mask(planMarkdown(plan));
    output('markdown', markdown);
    summary.planMarkdown = markdown;
    if (outcomes) {
        output('result', masker.mask(JSON.stringify(outcomes)));
        output('changed', String(outcomes.some(o => o.status === 'done')));
        summary.outcomes = outcomes.map(o => ({ ...o, object: masker.safe(o.object), error: o.error && masker.safe(o.error) }));
    }
    if (job.action === 'plan') {
        // The guard that apply would meet, said by plan (after its outputs, so the plan can be read).
        checkRemovals(plan, job.limit);
        if (job.failOnDrift && hasDrift(plan))
            throw new errors/* UsageError */.e(`drift: ${summaryLine(plan)} (fail-on-drift is set)`);
        return;
    }
    const failed = outcomes.filter(o => o.status === 'failed');
    if (failed.length > 0) {
        const first = failed[0];
        throw new errors/* UsageError */.e(masker.safe(`${failed.length} of ${outcomes.length} changes failed (${outcomes.filter(o => o.status === 'not started').length} not started); first: ${first.object}: ${first.error ?? 'failed'}`));
    }
}


/***/ })

};

//# sourceMappingURL=index.565.js.map
