// Standalone simulator for demos and manual CLI tries:
//   npx tsx __tests__/sim/serve.ts --variant forgejo [--port N] [--no-quota]
// Prints one JSON line {url, variant, fixtures} and runs until SIGINT/SIGTERM.
import { parseArgs } from 'node:util'
import { startForge } from './forge.js'

const { values } = parseArgs({
  options: {
    variant: { type: 'string', default: 'forgejo' },
    port: { type: 'string', default: '0' },
    'no-quota': { type: 'boolean', default: false }
  }
})

const variant = values.variant
if (variant !== 'gitea' && variant !== 'forgejo') {
  process.stderr.write(`--variant must be gitea or forgejo, got ${variant}\n`)
  process.exit(2)
}

const forge = await startForge({ variant, port: Number(values.port), quotaEnabled: !values['no-quota'] })
process.stdout.write(`${JSON.stringify({ url: forge.url, variant: forge.variant, fixtures: forge.fixtures })}\n`)

const stop = (): void => {
  // Spec violations are the simulator's main output besides answers: report them on exit.
  for (const v of forge.violations) process.stderr.write(`violation: ${v}\n`)
  void forge.close().then(() => process.exit(0))
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
