// `npm run demo`: the action's bundle (dist/index.js) run the way a runner runs it (INPUT_*
// variables, GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files under a temporary RUNNER_TEMP) against the
// simulated forge on loopback, for a few typical steps. Prints each step's log as the runner would
// show it (the action's ::add-mask:: lines are consumed, registered values appear as ***,
// ::error:: and ::warning:: lines appear as `Error: …` / `Warning: …`) and its
// outputs, then stops the simulator. Options: --variant gitea|forgejo (default forgejo).
import { parseArgs } from 'node:util'
import { cleanup, runAction, type ActionRun } from '../__tests__/action/run.js'
import { ensureBundle } from '../__tests__/bundle.js'
import { startForge } from '../__tests__/sim/forge.js'

const { values } = parseArgs({ options: { variant: { type: 'string', default: 'forgejo' } } })
const variant = values.variant === 'gitea' ? 'gitea' : 'forgejo'

const bold = (s: string) => (process.stdout.isTTY ? `\u001b[1m${s}\u001b[0m` : s)
const dim = (s: string) => (process.stdout.isTTY ? `\u001b[2m${s}\u001b[0m` : s)

function maskLike(run: ActionRun, text: string): string {
  return [...run.masks].sort((a, b) => b.length - a.length).reduce((t, m) => t.split(m).join('***'), text)
}

function show(title: string, yaml: string, run: ActionRun): void {
  console.log(`\n${bold(`── ${title}`)}`)
  console.log(dim(yaml.replace(/^/gm, '   ')))
  console.log('   log, raw (what the action prints):')
  for (const line of run.stdout.split('\n').filter(Boolean)) {
    if (line.startsWith('::add-mask::'))
      console.log(`     ${dim(`::add-mask::<${line.length - 12} characters: consumed by the runner, never shown>`)}`)
    else console.log(`     ${line}`)
  }
  console.log('   log, as the runner shows it:')
  for (const line of run.shown.split('\n').filter(Boolean)) console.log(`     | ${line}`)
  console.log(`   exit code ${run.code}; outputs:`)
  for (const [name, value] of Object.entries(run.outputs)) {
    const masked = maskLike(run, value)
    const note = masked !== value ? dim('   (shown masked; the output itself holds the value: use it within the job)') : ''
    console.log(`     ${name} = ${masked.length > 160 ? `${masked.slice(0, 160)}…` : masked}${note}`)
  }
  console.log(
    `   job summary: ${run.summary ? `${run.summary.length} bytes of HTML (no credentials: ${run.masks.every(m => !run.summary.includes(m))})` : 'none'}`
  )
}

const bundle = ensureBundle('index.js')
const forge = await startForge({ variant })
const node = { label: `node ${process.versions.node}`, path: process.execPath }
const f = forge.fixtures
console.log(bold(`svc action demo: dist/index.js under ${node.label} against a simulated ${variant} at ${forge.url}`))
console.log(dim("(fixture tokens: secrets.FORGE_ADMIN_TOKEN = root's token, secrets.FORGE_TOKEN = alice's token)"))

try {
  const steps: Array<{ title: string; yaml: string; inputs: Record<string, string>; fails?: boolean }> = [
    {
      title: 'step 1: get the instance runner registration token (the current one; made only when none is active)',
      yaml: `- uses: https://git.example.com/tools/svc@v1\n  id: reg\n  with:\n    domain: admin\n    action: runners_token\n    token: \${{ secrets.FORGE_ADMIN_TOKEN }}`,
      inputs: { domain: 'admin', action: 'runners_token', token: f.adminToken }
    },
    {
      title: 'step 2: set a user-level secret from CI (a multi-line value)',
      yaml: `- uses: https://git.example.com/tools/svc@v1\n  with:\n    action: secrets_set\n    token: \${{ secrets.FORGE_TOKEN }}\n    params: '{"name":"DEPLOY_KEY","value":\${{ toJSON(secrets.DEPLOY_KEY) }}}'`,
      inputs: {
        action: 'secrets_set',
        token: f.userToken,
        params: JSON.stringify({ name: 'DEPLOY_KEY', value: '-----BEGIN KEY-----\nZGVtby1zZWNyZXQtbGluZQ==\n-----END KEY-----' })
      }
    },
    {
      title: 'step 3: adopt the unadopted repositories (a batch)',
      yaml: `- uses: https://git.example.com/tools/svc@v1\n  with:\n    domain: admin\n    action: unadopted_adopt\n    token: \${{ secrets.FORGE_ADMIN_TOKEN }}\n    params: '[{"owner":"alice","repo":"orphan"},{"owner":"acme","repo":"lost"}]'`,
      inputs: {
        domain: 'admin',
        action: 'unadopted_adopt',
        token: f.adminToken,
        params: '[{"owner":"alice","repo":"orphan"},{"owner":"acme","repo":"lost"}]'
      }
    },
    {
      title: 'step 4: a typo fails before anything is sent',
      yaml: `- uses: https://git.example.com/tools/svc@v1\n  with:\n    domain: admin\n    action: cron_runn\n    token: \${{ secrets.FORGE_ADMIN_TOKEN }}\n    params: '{"task":"repo_health_check"}'`,
      inputs: { domain: 'admin', action: 'cron_runn', token: f.adminToken, params: '{"task":"repo_health_check"}' },
      fails: true
    }
  ]
  for (const step of steps) {
    const run = await runAction({ node, bundle, serverUrl: forge.url, inputs: step.inputs })
    show(step.title, step.yaml, run)
    cleanup(run)
    // CI runs the demo: a step that ends otherwise than shown fails it.
    if ((run.code !== 0) !== (step.fails === true)) {
      console.log(`\n${step.title}: exit code ${run.code}, expected ${step.fails ? 'a failure' : '0'}`)
      process.exitCode = 1
    }
  }
  if (forge.violations.length > 0) {
    console.log(`\nsimulator: ${forge.violations.length} API spec violation(s):`)
    for (const v of forge.violations) console.log(`  ${v}`)
    process.exitCode = 1
  } else if (process.exitCode !== 1) {
    console.log(`\n${bold('done')}: every request matched the ${variant} API spec; the simulator is stopped.`)
  }
} finally {
  await forge.close()
}
