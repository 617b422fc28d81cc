// The README's "Getting started as an admin", run as a new user would type it: `npm install -g .`
// (into a scratch npm prefix), then `bash scripts/real-gitea.sh -- bash` (a fresh throwaway Gitea
// of this run's version, built here already) with steps 3 and 4 typed into that shell. The result
// is read back by plain HTTP inside the same shell (the instance is gone when it exits).
import { describe, expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROOT } from '../bundle.js'
import { leftOut } from '../target.js'

const README = readFileSync(join(ROOT, 'README.md'), 'utf8')
const section = README.slice(README.indexOf('## Getting started as an admin'), README.indexOf('## Documentation'))
const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map(m => m[1])
const VERSION = process.env.SVC_REAL_GITEA_VERSION

describe("the README's getting started", () => {
  test('has its four steps: install, a throwaway Gitea, everyday commands, dump/plan/apply', () => {
    expect(blocks).toHaveLength(4)
    expect(blocks[0]).toMatch(/^npm install -g \. /m)
    expect(blocks[1].trim()).toBe('bash scripts/real-gitea.sh -- bash')
    expect(blocks[2]).toMatch(/^svc user me /m)
    expect(blocks[3]).toMatch(/^svc apply -f forge\.yaml/m)
  })

  // The instance the README starts is the script's own: this runs only where the script can start
  // one (npm run test:real; not against a server of the user's own given by SVC_E2E_*).
  const runIt = VERSION
    ? test
    : (leftOut("the README's getting started", 'it starts its own Gitea: run it under npm run test:real'), test.skip)
  runIt(
    'runs as written against a fresh Gitea, and the forge holds what it says',
    () => {
      const prefix = mkdtempSync(join(tmpdir(), 'svc-getting-started-'))
      try {
        // The logins go to a scratch config file; the cached Gitea build stays where it is (HOME kept).
        const env = { ...process.env, npm_config_prefix: prefix, SVC_CONFIG: join(prefix, 'config.json') }
        // Step 1's install, as written (the clone is this checkout).
        const install = blocks[0]
          .split('\n')
          .find(l => l.startsWith('npm install -g .'))!
          .replace(/\s+#.*$/, '')
        const installed = spawnSync('bash', ['-c', install], { cwd: ROOT, env, encoding: 'utf8' })
        expect(installed.stderr + installed.stdout).not.toMatch(/ERR!/)
        expect(installed.status).toBe(0)
        // Step 2 with this run's version; steps 3 and 4 typed into its shell, then the read-back.
        const readBack = `
echo "== user"; curl -fsS -H "Authorization: token $SVC_E2E_ADMIN_TOKEN" "$SVC_E2E_URL/api/v1/users/zoe"; echo
echo "== repo"; curl -fsS -H "Authorization: token $SVC_E2E_ADMIN_TOKEN" "$SVC_E2E_URL/api/v1/repos/acme/tools"; echo
team=$(curl -fsS -H "Authorization: token $SVC_E2E_ADMIN_TOKEN" "$SVC_E2E_URL/api/v1/orgs/acme/teams/search?q=Developers" | sed -E 's/.*"data":\\[\\{"id":([0-9]+).*/\\1/')
echo "== members"; curl -fsS -H "Authorization: token $SVC_E2E_ADMIN_TOKEN" "$SVC_E2E_URL/api/v1/teams/$team/members"; echo
`
        const shell = spawnSync('bash', ['scripts/real-gitea.sh', '--version', VERSION!, '--', 'bash'], {
          cwd: ROOT,
          env: { ...env, PATH: `${join(prefix, 'bin')}:${process.env.PATH}` },
          input: `set -euo pipefail\n${blocks[2]}\n${blocks[3]}\n${readBack}`,
          encoding: 'utf8',
          timeout: 240_000
        })
        const out = shell.stdout
        expect({ status: shell.status, stderr: shell.status === 0 ? '' : shell.stderr }).toEqual({ status: 0, stderr: '' })
        const part = (name: string) => JSON.parse(out.split(`== ${name}\n`)[1].split('\n')[0])
        expect(part('user')).toMatchObject({ login: 'zoe', email: 'zoe@example.com' })
        expect(part('repo')).toMatchObject({ full_name: 'acme/tools', default_branch: 'main' })
        expect((part('members') as Array<{ login: string }>).map(m => m.login)).toEqual(['zoe'])
        // The plan told the change, and the last plan found nothing left to do.
        expect(out).toMatch(/\+ .*member.*zoe/)
        // The login made for the throwaway Gitea went with it (the README's last command).
        const config = JSON.parse(readFileSync(env.SVC_CONFIG, 'utf8')) as { logins: Record<string, unknown> }
        expect(Object.keys(config.logins)).toEqual([])
      } finally {
        rmSync(prefix, { recursive: true, force: true })
      }
    },
    300_000
  )
})
