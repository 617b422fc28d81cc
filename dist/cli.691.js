export const id = 691;
export const ids = [691];
export const modules = {

/***/ 3691:
/***/ ((__unused_webpack___webpack_module__, __webpack_exports__, __webpack_require__) => {


// EXPORTS
__webpack_require__.d(__webpack_exports__, {
  parseDomains: () => (/* binding */ parseDomains),
  parseReadOnly: () => (/* binding */ parseReadOnly),
  serveMcp: () => (/* binding */ serveMcp)
});

// UNUSED EXPORTS: SERVER_INFO, Session

// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/server/dist/index.mjs
var dist = __webpack_require__(6178);
// EXTERNAL MODULE: ./node_modules/@modelcontextprotocol/server/dist/stdio.mjs
var stdio = __webpack_require__(818);
// EXTERNAL MODULE: ./.tmp/bundle/js/client/index.js + 5 modules
var client = __webpack_require__(9402);
// EXTERNAL MODULE: ./.tmp/bundle/js/errors.js
var errors = __webpack_require__(4611);
// EXTERNAL MODULE: ./.tmp/bundle/js/registry/index.js + 6 modules
var registry = __webpack_require__(180);
// EXTERNAL MODULE: ./.tmp/bundle/js/masker.js
var masker = __webpack_require__(4767);
// EXTERNAL MODULE: ./.tmp/bundle/js/registry/zod.js + 4 modules
var zod = __webpack_require__(2975);
;// CONCATENATED MODULE: ./.tmp/bundle/js/mcp/tools.js
// The tool surface of `svc mcp`, derived from the registry and nothing else: `svc_enable`, and one
// action-dispatched tool per domain whose input schema is ONE flat object (`action` required, every
// param of the offered actions optional, each saying which actions use it) and whose output schema
// is the call envelope. Pure functions: the tools/list snapshot test reads them too.


const ENABLE_TOOL = 'svc_enable';
const TOOL_OF = { users: 'svc_users', admin: 'svc_admin' };
/** The domain a tool name serves, if it is a domain tool. */
function domainOf(tool) {
    return registry/* DOMAINS */.si.find(d => TOOL_OF[d] === tool);
}
/** Every request the operation can send, on every variant (a composite's steps included). */
function routesOf(op) {
    return Object.values(op.routes).flatMap(b => (b ? ((0,registry/* isComposite */.mO)(b) ? b.steps : [b]) : []));
}
/** Whether the operation changes nothing on the server: every request it can send, on every variant, is a GET. */
function changesNothing(op) {
    return routesOf(op).every(r => r.method === 'GET');
}
/** Whether the operation can delete something. */
function deletes(op) {
    return routesOf(op).some(r => r.method === 'DELETE');
}
/** The actions a domain tool offers: the domain's operations, present on the variant, unchanging in read-only mode. */
function offeredActions(domain, s) {
    return (0,registry/* operationsOf */.CF)(domain).filter(op => (!s.variant || op.routes[s.variant]) && (!s.readOnly || changesNothing(op)));
}
/** A param's JSON Schema as a client sees it (input side: defaults apply, nothing is required). */
function paramSchema(schema) {
    const json = zod/* toJSONSchema */.blZ(schema, { io: 'input', unrepresentable: 'any' });
    delete json.$schema;
    return json;
}
function required(schema) {
    return !schema.safeParse(undefined).success;
}
const list = (names) => names.join(', ');
/** The flat input schema of a domain tool: `action` plus the union of the offered actions' params. */
function inputSchemaOf(domain, actions) {
    const byParam = new Map();
    for (const op of actions)
        for (const [name, schema] of Object.entries(op.params.shape)) {
            const uses = byParam.get(name) ?? [];
            uses.push({ op, schema: schema });
            byParam.set(name, uses);
        }
    const properties = {
        action: {
            type: 'string',
            enum: actions.map(op => op.name),
            description: `the ${domain} action to run (see the tool description); its params are the other properties`
        }
    };
    for (const name of [...byParam.keys()].sort()) {
        const uses = byParam.get(name);
        const variants = new Map();
        const descriptions = new Set();
        for (const { schema } of uses) {
            const { description, ...rest } = paramSchema(schema);
            if (typeof description === 'string')
                descriptions.add(description);
            variants.set(JSON.stringify(rest), rest);
        }
        const req = uses.filter(u => required(u.schema)).map(u => u.op.name);
        const opt = uses.filter(u => !required(u.schema)).map(u => u.op.name);
        const used = name === 'raw_json'
            ? 'any action'
            : [req.length ? `required for ${list(req)}` : '', opt.length ? `optional for ${list(opt)}` : ''].filter(Boolean).join('; ');
        const description = `${[...descriptions].join(' / ')} (${used})`;
        const shapes = [...variants.values()];
        properties[name] = shapes.length === 1 ? { ...shapes[0], description } : { anyOf: shapes, description };
    }
    properties.paginate = { type: 'boolean', description: 'fetch every page of a paged list into one result (list actions)' };
    properties.dry_run = {
        type: 'boolean',
        description: 'describe the request(s) that would be sent and send nothing; result holds them (any action)'
    };
    properties.on_exists = {
        type: 'string',
        enum: ['fail', 'skip'],
        description: 'a create whose target exists already: fail (default), or skip and change nothing (creates: users_create, keys_add, variables_create, ...)'
    };
    properties.on_missing = {
        type: 'string',
        enum: ['fail', 'skip'],
        description: 'a delete or removal whose target is not there: fail (default), or skip and change nothing'
    };
    return { type: 'object', properties, required: ['action'] };
}
/** The envelope every domain tool call returns (structuredContent, and the same JSON as text). */
const OUTPUT_SCHEMA = {
    type: 'object',
    properties: {
        action: { type: 'string', description: 'the action that ran' },
        variant: { type: 'string', enum: [...registry/* VARIANTS */.Qy], description: 'the server variant' },
        status: { type: 'integer', description: 'HTTP status of the (last) request; 0 for a dry run' },
        result: {
            description: "the call's result, the same JSON as the CI action's result output: the formatted record or list (the full one" +
                ' with raw_json), true/false for checks, null when the server answers nothing, the planned requests for a dry run'
        },
        total_count: { type: 'integer', description: 'the total the server reported for a list (where it reports one)' },
        warnings: { type: 'array', items: { type: 'string' }, description: 'warnings about the call (present only when there are any)' },
        dry_run: { type: 'boolean', description: 'true when nothing was sent' },
        changed: {
            type: 'boolean',
            description: 'true when the call changed something on the server; false for reads, dry runs, skips and no-op updates'
        },
        skipped: { type: 'string', enum: ['exists', 'missing'], description: 'why nothing was done (on_exists / on_missing skip)' }
    },
    required: ['action', 'variant', 'status', 'result', 'changed']
};
const ENABLE_OUTPUT_SCHEMA = {
    type: 'object',
    properties: {
        enabled: { type: 'array', items: { type: 'string', enum: [...registry/* DOMAINS */.si] }, description: 'the domains enabled now' },
        tools: { type: 'array', items: { type: 'string' }, description: 'the tools offered now' },
        variant: { type: 'string', enum: [...registry/* VARIANTS */.Qy], description: 'the server variant' },
        user: { type: 'string', description: 'the login the credentials belong to (checked when enabling admin)' },
        read_only: { type: 'boolean', description: 'true when only actions that change nothing are offered' }
    },
    required: ['enabled', 'tools', 'read_only']
};
const DOMAIN_TEXT = {
    users: "User-level operations on a Gitea or Forgejo server, as the credentials' owner",
    admin: 'Instance administration of a Gitea or Forgejo server (needs an instance-admin token)'
};
/** A one-line signature of an action for the tool description: `keys_add(title, key; raw_json?)`. */
function signature(op) {
    const names = Object.keys(op.params.shape).filter(n => n !== 'raw_json');
    const req = names.filter(n => required(op.params.shape[n]));
    const opt = names.filter(n => !req.includes(n)).map(n => `${n}?`);
    return `${op.name}(${[...req, ...opt].join(', ')})`;
}
function domainTool(domain, s) {
    const actions = offeredActions(domain, s);
    const name = TOOL_OF[domain];
    const canDelete = actions.some(deletes);
    const readOnly = actions.every(changesNothing);
    const lines = actions.map(op => `- ${signature(op)}: ${op.summary}`);
    const description = [
        `${DOMAIN_TEXT[domain]}. Pass \`action\` and that action's params as top-level properties.`,
        s.readOnly ? 'Read-only mode: only actions that change nothing are offered.' : '',
        s.variant ? `Server variant: ${s.variant} (actions absent on it are not offered).` : '',
        'Every action also takes raw_json (full records), dry_run (send nothing); lists take paginate; creates take on_exists, removals on_missing (fail or skip).',
        'Actions:',
        ...lines
    ]
        .filter(Boolean)
        .join('\n');
    return {
        name,
        title: domain === 'users' ? 'svc: user account' : 'svc: instance administration',
        description,
        inputSchema: inputSchemaOf(domain, actions),
        outputSchema: OUTPUT_SCHEMA,
        annotations: { readOnlyHint: readOnly, destructiveHint: canDelete, idempotentHint: false, openWorldHint: false }
    };
}
function enableTool() {
    return {
        name: ENABLE_TOOL,
        title: 'svc: enable tool domains',
        description: 'Enables the svc tools of the given domains: users (svc_users, user-level operations) and admin (svc_admin, instance' +
            ' administration; the credentials must belong to an instance admin, checked with GET /user). The tool list changes' +
            ' (notifications/tools/list_changed).',
        inputSchema: {
            type: 'object',
            properties: {
                domains: {
                    type: 'array',
                    items: { type: 'string', enum: [...registry/* DOMAINS */.si] },
                    minItems: 1,
                    description: 'the domains to enable: users, admin, or both'
                }
            },
            required: ['domains']
        },
        outputSchema: ENABLE_OUTPUT_SCHEMA,
        annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }
    };
}
/** tools/list: svc_enable, then the enabled domains' tools. */
function listTools(enabled, s) {
    const on = new Set(enabled);
    return [enableTool(), ...registry/* DOMAINS */.si.filter(d => on.has(d)).map(d => domainTool(d, s))];
}

;// CONCATENATED MODULE: ./.tmp/bundle/js/mcp/server.js
// `svc mcp`: the MCP front end. A session holds which domains are enabled and the variant once
// known; every call goes through the registry (`findOperation`, the strict params schema inside
// `Forge.run`) and the client, exactly as the action and the CLI do. Output is the call envelope,
// with every credential masked except the ones a call itself created, in that call's result.







const SERVER_INFO = { name: 'svc', version: '0.1.0' };
/** `--domains` / `SVC_DOMAINS`: `users`, `admin` or both, comma-separated. */
function parseDomains(text, source) {
    if (text === undefined || text.trim() === '')
        return [];
    const out = [];
    for (const word of text
        .split(',')
        .map(w => w.trim())
        .filter(Boolean)) {
        if (!registry/* DOMAINS */.si.includes(word))
            throw new errors/* UsageError */.e(`${source}: unknown domain "${word}" (did you mean "${(0,registry/* closest */.kp)(word, registry/* DOMAINS */.si, 1)[0]}"?); domains: users, admin`);
        if (!out.includes(word))
            out.push(word);
    }
    return out;
}
/** `SVC_READ_ONLY`: true or false (1 / 0, yes / no). */
function parseReadOnly(text) {
    const v = (text ?? '').trim().toLowerCase();
    if (['', 'false', '0', 'no'].includes(v))
        return false;
    if (['true', '1', 'yes'].includes(v))
        return true;
    throw new errors/* UsageError */.e(`SVC_READ_ONLY must be true or false`);
}
class ToolError extends Error {
}
const textResult = (value) => ({
    content: [{ type: 'text', text: JSON.stringify(value) }],
    structuredContent: value
});
const errorResult = (text) => ({ content: [{ type: 'text', text }], isError: true });
/** Every string value passed through the masker (keys are field names, not values). */
function maskDeep(value, m) {
    if (typeof value === 'string')
        return m.mask(value);
    if (Array.isArray(value))
        return value.map(v => maskDeep(v, m));
    if (value && typeof value === 'object')
        return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(v, m)]));
    return value;
}
function maskerOf(values) {
    const m = new masker/* Masker */.G({ minLength: 3 });
    m.add(...values);
    return m;
}
class Session {
    o;
    enabled = new Set();
    /** Domains enabled at start whose check (admin) is still running. */
    pending = new Map();
    /** Why a start-up domain is not enabled. */
    startupErrors = new Map();
    variant;
    /** Every credential met so far: the environment's, secret params, credentials created by calls. */
    secrets = new Set();
    onListChanged = () => undefined;
    constructor(o) {
        this.o = o;
        for (const s of o.secrets)
            if (s)
                this.secrets.add(s);
        this.variant = o.forge.knownVariant;
    }
    tools() {
        return listTools([...this.enabled, ...this.pending.keys()], { variant: this.variant, readOnly: this.o.readOnly });
    }
    /** Enables the start-up domains: they are listed at once; calls wait for the checks (one domain's failure keeps the other). */
    startup() {
        const domains = this.o.domains;
        if (domains.length === 0)
            return;
        const checks = (async () => {
            let changed = false;
            for (const d of domains) {
                try {
                    changed = (await this.enableDomains([d])).variantChanged || changed;
                }
                catch (e) {
                    const why = this.describe(e);
                    this.startupErrors.set(d, why);
                    this.o.log(`${d} is not enabled: ${why}`);
                    changed = true;
                }
                finally {
                    this.pending.delete(d);
                }
            }
            if (changed)
                this.onListChanged();
        })();
        for (const d of domains)
            this.pending.set(d, checks);
    }
    setVariant(v) {
        if (!v || this.variant === v)
            return false;
        this.variant = v;
        return true;
    }
    /** Checks and enables domains; returns whether the tool list changed. */
    async enableDomains(domains) {
        let user;
        if (domains.includes('admin')) {
            const me = await this.o.forge.run((0,registry/* findOperation */.LC)('users', 'me'), {});
            const record = (me.result ?? {});
            user = record.login;
            if (record.is_admin !== true)
                throw new ToolError(`${ENABLE_TOOL}: admin needs an instance-admin token, and the credentials belong to "${record.login ?? '?'}", ` +
                    'who is not an instance admin (GET /user: is_admin false); svc_admin stays disabled');
        }
        const variantChanged = this.setVariant(await this.o.forge.variant());
        let changed = variantChanged;
        for (const d of domains)
            this.startupErrors.delete(d);
        for (const d of domains)
            if (!this.enabled.has(d)) {
                this.enabled.add(d);
                changed = true;
            }
        return { changed, variantChanged, user };
    }
    describe(e) {
        const m = maskerOf(this.secrets);
        if (e instanceof errors/* ForgeError */.Q)
            return m.mask(`${e.message}${e.hint ? ` (hint: ${e.hint})` : ''}`);
        if (e instanceof errors/* UsageError */.e || e instanceof ToolError)
            return m.mask(e.message);
        return m.mask(`unexpected error: ${e instanceof Error ? e.message : String(e)}`);
    }
    async call(name, args) {
        try {
            if (name === ENABLE_TOOL)
                return await this.enable(args);
            const domain = domainOf(name);
            if (!domain) {
                const names = [ENABLE_TOOL, ...Object.values(TOOL_OF)];
                throw new ToolError(`unknown tool "${name}" (closest: ${(0,registry/* closest */.kp)(name, names, 1)[0]}); tools: ${names.join(', ')}`);
            }
            const pending = this.pending.get(domain);
            if (pending)
                await pending;
            if (!this.enabled.has(domain)) {
                const why = this.startupErrors.get(domain);
                throw new ToolError(`${name} is not enabled${why ? ` (enabling ${domain} at start failed: ${why})` : ''}: call ${ENABLE_TOOL} with {"domains": ["${domain}"]} first`);
            }
            return await this.run(domain, args);
        }
        catch (e) {
            const text = this.describe(e);
            return errorResult(name === ENABLE_TOOL && !text.startsWith(ENABLE_TOOL) ? `${ENABLE_TOOL}: ${text}` : text);
        }
    }
    async enable(args) {
        const extra = Object.keys(args).filter(k => k !== 'domains');
        if (extra.length > 0)
            throw new ToolError(`${ENABLE_TOOL}: unknown param "${extra[0]}" (did you mean "domains"?)`);
        const given = args.domains;
        if (given === undefined)
            throw new ToolError(`${ENABLE_TOOL}: missing required param "domains": a list of users, admin`);
        if (!Array.isArray(given) || given.length === 0 || !given.every(d => typeof d === 'string'))
            throw new ToolError(`${ENABLE_TOOL}: param "domains": expected a non-empty list of users, admin (e.g. ["users"])`);
        const domains = parseDomains(given.map(String).join(','), `${ENABLE_TOOL} domains`);
        const { changed, user } = await this.enableDomains(domains);
        if (changed)
            this.onListChanged();
        const out = {
            enabled: registry/* DOMAINS */.si.filter(d => this.enabled.has(d)),
            tools: this.tools().map(t => t.name),
            ...(this.variant ? { variant: this.variant } : {}),
            ...(user ? { user } : {}),
            read_only: this.o.readOnly
        };
        return textResult(out);
    }
    async run(domain, args) {
        const tool = TOOL_OF[domain];
        const { action, paginate, dry_run: dryRun, on_exists: onExists, on_missing: onMissing, ...params } = args;
        if (typeof action !== 'string' || action === '')
            throw new ToolError(`${tool}: missing required param "action"; one of: ${offeredActions(domain, { variant: this.variant, readOnly: this.o.readOnly })
                .map(o => o.name)
                .join(', ')}`);
        let op;
        try {
            op = (0,registry/* findOperation */.LC)(domain, action);
        }
        catch (e) {
            if (e instanceof errors/* UsageError */.e && /it is an? \w+ action/.test(e.message))
                throw new ToolError(`${tool}: ${e.message.replace(/; set domain (\w+)/, (_, d) => `; call ${TOOL_OF[d]}`)}`);
            throw e;
        }
        if (this.o.readOnly && !changesNothing(op))
            throw new ToolError(`${tool} action ${op.name} changes the server, and svc mcp runs read-only (SVC_READ_ONLY / --read-only): nothing was sent`);
        for (const [key, value] of [
            ['paginate', paginate],
            ['dry_run', dryRun]
        ])
            if (value !== undefined && typeof value !== 'boolean')
                throw new ToolError(`${tool} action ${op.name}: param "${key}": expected a boolean`);
        for (const [key, value] of [
            ['on_exists', onExists],
            ['on_missing', onMissing]
        ])
            if (value !== undefined && value !== 'fail' && value !== 'skip')
                throw new ToolError(`${tool} action ${op.name}: param "${key}": expected "fail" or "skip"`);
        // Secret params are masked from here on, in this call and every later one.
        const secretParams = (0,client/* secretParamValues */.aY)(op, params);
        for (const s of secretParams)
            this.secrets.add(s);
        let res;
        try {
            res = await this.o.forge.run(op, params, {
                paginate: paginate === true,
                dryRun: dryRun === true,
                onExists: onExists,
                onMissing: onMissing,
                gpgPassphrase: this.o.gpgPassphrase
            });
        }
        catch (e) {
            const message = this.describe(e);
            const named = message.startsWith(`${op.name} `) || message.startsWith(`${op.name}:`) || message.includes(`action ${op.name}`);
            throw new ToolError(named ? message : `${tool} action ${op.name}: ${message}`);
        }
        // Credentials the answer holds: shown in this call's result only, masked everywhere after.
        const created = res.credentials.filter(c => !secretParams.includes(c));
        if (this.setVariant(res.variant))
            this.onListChanged();
        const variant = res.variant ?? this.variant ?? (await this.o.forge.variant());
        const inResult = maskerOf([...this.secrets].filter(s => !created.includes(s)));
        const elsewhere = maskerOf([...this.secrets, ...created]);
        for (const c of created)
            this.secrets.add(c);
        const envelope = {
            action: op.name,
            variant,
            status: res.status,
            result: maskDeep((0,client/* resultValue */.pm)(res), inResult),
            changed: res.changed
        };
        if (res.skipped)
            envelope.skipped = res.skipped;
        if (res.totalCount !== undefined)
            envelope.total_count = res.totalCount;
        if (res.warnings.length > 0)
            envelope.warnings = res.warnings.map(w => elsewhere.mask(w));
        if (res.dryRun)
            envelope.dry_run = true;
        return textResult(envelope);
    }
}
/** Serves the tools over stdio until the client closes standard input. */
async function serveMcp(o) {
    const session = new Session(o);
    const server = new dist/* Server */.gq(SERVER_INFO, {
        capabilities: { tools: { listChanged: true } },
        instructions: 'svc administers a Gitea or Forgejo server. Call svc_enable with domains ["users"] (user-level operations, tool' +
            ' svc_users) and/or ["admin"] (instance administration, tool svc_admin, needs an instance-admin token) first.'
    });
    // A change before the client is initialized (a start-up check) is announced right after it.
    let initialized = false;
    let unannounced = false;
    const announce = () => void server.sendToolListChanged().catch(() => undefined);
    session.onListChanged = () => {
        if (initialized)
            announce();
        else
            unannounced = true;
    };
    server.setRequestHandler('tools/list', () => ({ tools: session.tools() }));
    server.setRequestHandler('tools/call', async (request) => {
        const name = request.params.name;
        const result = await session.call(name, (request.params.arguments ?? {}));
        const schema = name === ENABLE_TOOL ? ENABLE_OUTPUT_SCHEMA : domainOf(name) ? OUTPUT_SCHEMA : undefined;
        return server.projectCallToolResult(result, result.isError ? undefined : schema);
    });
    server.onerror = e => o.log(`protocol error: ${e.message}`);
    const closed = new Promise(resolve => {
        server.onclose = () => resolve();
    });
    server.oninitialized = () => {
        initialized = true;
        if (unannounced)
            announce();
    };
    session.startup();
    await server.connect(new stdio/* StdioServerTransport */.S());
    await closed;
}


/***/ })

};

//# sourceMappingURL=cli.691.js.map
