// Standalone simulator for demos and manual CLI tries:
//   npx tsx __tests__/sim/serve.ts --variant forgejo [--version 14.0.0] [--port N] [--no-quota]
// Prints one JSON line {url, variant, version, fixtures} and runs until SIGINT/SIGTERM.
import { parseArgs } from 'node:util'
import { startForge } from './forge.js'

const { values } = parseArgs({
  options: {
    variant: { type: 'string', default: 'forgejo' },
    port: { type: 'string', default: '0' },
    // The release to answer as (default the spec's): e.g. Forgejo 14.0.0 lacks the runner and job lists.
    version: { type: 'string' },
    'no-quota': { type: 'boolean', default: false }
  }
})

const variant = values.variant
if (variant !== 'gitea' && variant !== 'forgejo') {
  process.stderr.write(`--variant must be gitea or forgejo, got ${variant}\n`)
  process.exit(2)
}

if (values.version !== undefined && !/^\d+\.\d+\.\d+$/.test(values.version)) {
  process.stderr.write('--version must look like 14.0.0\n')
  process.exit(2)
}

const forge = await startForge({
  variant,
  port: Number(values.port),
  quotaEnabled: !values['no-quota'],
  ...(values.version ? { version: values.version } : {})
})
process.stdout.write(`${JSON.stringify({ url: forge.url, variant: forge.variant, version: forge.version, fixtures: forge.fixtures })}\n`)

const stop = (): void => {
  // Spec violations are the simulator's main output besides answers: report them on exit.
  for (const v of forge.violations) process.stderr.write(`violation: ${v}\n`)
  void forge.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
