// Bash completion as a user without the bash-completion package gets it: `svc completion bash`
// sourced in a plain `bash --norc`, the completion function called as bash calls it on TAB
// (COMP_WORDS split at `=` and `:` as bash splits them, COMP_CWORD, COMP_LINE, COMP_POINT), with
// the bundled svc on PATH. Login names come from the logins file.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals'
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ensureCliBundle, runCli } from './harness.js'

let dir: string
let script: string
beforeAll(async () => {
  const bundle = ensureCliBundle()
  dir = mkdtempSync(join(tmpdir(), 'svc-completion-'))
  mkdirSync(join(dir, 'bin'))
  writeFileSync(join(dir, 'bin', 'svc'), `#!/bin/sh\nexec '${process.execPath}' '${bundle}' "$@"\n`)
  chmodSync(join(dir, 'bin', 'svc'), 0o755)
  // Two logins, and a hand-edited name that must never reach the shell.
  mkdirSync(join(dir, 'config', 'svc'), { recursive: true })
  const logins = {
    default: 'work',
    logins: {
      work: { server_url: 'https://git.example.com' },
      home: { server_url: 'http://forge.home.example:3000' },
      'bad\tname\n': { server_url: 'https://x.example' }
    }
  }
  writeFileSync(join(dir, 'config', 'svc', 'config.json'), JSON.stringify(logins), { mode: 0o600 })
  const printed = await runCli(bundle, ['completion', 'bash'])
  expect(printed.code).toBe(0)
  script = join(dir, 'svc.bash')
  writeFileSync(script, printed.stdout)
}, 180_000)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/**
 * What bash offers for the line typed so far (cursor at its end). The driver splits the line as
 * bash does for COMP_WORDS: at blanks, and `=` and `:` as words of their own.
 */
function tab(line: string): { replies: string[]; stderr: string } {
  const driver = `
source "$SCRIPT" || exit 9
# A plain bash: the bash-completion package's helper is not there.
if type _get_comp_words_by_ref >/dev/null 2>&1; then echo "bash-completion is loaded" >&2; exit 8; fi
line=$LINE
COMP_WORDS=()
w=''
for ((k = 0; k < \${#line}; k++)); do
  ch=\${line:k:1}
  if [[ $ch == ' ' ]]; then
    [[ -n $w ]] && COMP_WORDS+=("$w")
    w=''
  elif [[ $ch == '=' || $ch == ':' ]]; then
    [[ -n $w ]] && COMP_WORDS+=("$w")
    COMP_WORDS+=("$ch")
    w=''
  else
    w+=$ch
  fi
done
[[ -n $w || $line == *' ' ]] && COMP_WORDS+=("$w")
COMP_CWORD=$((\${#COMP_WORDS[@]} - 1))
COMP_LINE=$line
COMP_POINT=\${#line}
_svc_complete
printf '%s\\n' "\${COMPREPLY[@]}"
`
  const r = spawnSync('bash', ['--norc', '--noprofile', '-c', driver], {
    cwd: dir,
    encoding: 'utf8',
    timeout: 60_000,
    env: {
      PATH: `${join(dir, 'bin')}:${process.env.PATH ?? '/usr/bin:/bin'}`,
      HOME: dir,
      XDG_CONFIG_HOME: join(dir, 'config'),
      SCRIPT: script,
      LINE: line
    }
  })
  if (r.status !== 0) throw new Error(`bash exited ${r.status}: ${r.stderr}`)
  return { replies: r.stdout.split('\n').filter(s => s !== ''), stderr: r.stderr }
}

describe('bash completion in a plain bash (no bash-completion package)', () => {
  test('svc completion bash is a script of its own: no bash-completion helper, no eval', () => {
    const r = spawnSync('bash', ['-n', script])
    expect(r.status).toBe(0)
    const text = spawnSync('cat', [script], { encoding: 'utf8' }).stdout
    expect(text).not.toContain('_get_comp_words_by_ref')
    expect(text).not.toMatch(/\beval\b/)
    expect(text).toContain('source <(svc completion bash)')
  })

  test.each([
    ['svc admin us', ['users']],
    ['svc admin users li', ['list']],
    ['svc user starred list --sort=na', ['name']],
    ['svc user starred list --sort ', ['created', 'name', 'stars', 'updated']],
    ['svc --server-url https://git.example.com:3000 us', ['user']],
    ['svc -o json admin cr', ['cron']],
    ['svc user keys add --ti', ['--timeout-seconds', '--title']],
    ['svc admin users list --out', ['--output']],
    ['svc admin users list -o ', ['csv', 'json', 'text', 'tsv']]
  ])('%j offers %j', (line, expected) => {
    expect(tab(line).replies.sort()).toEqual(expected)
  })

  test('after a group, its subcommands (not the top-level commands)', () => {
    const { replies } = tab('svc admin users ')
    expect(replies).toEqual(expect.arrayContaining(['list', 'create', 'edit', 'rename']))
    expect(replies).not.toContain('admin')
    expect(replies).not.toContain('user')
  })

  test.each([
    ['svc user me --login ', ['home', 'work']],
    ['svc admin users list -l ', ['home', 'work']],
    ['svc --login=h', ['home']],
    ['svc -l w', ['work']],
    ['svc login default ', ['home', 'work']],
    ['svc login remove h', ['home']]
  ])('login names: %j offers %j', (line, expected) => {
    expect(tab(line).replies.sort()).toEqual(expected)
  })

  test('the words typed are arguments, never run by the shell', () => {
    const marker = join(dir, 'ran')
    tab(`svc user $(touch ${marker}) `)
    tab(`svc user \`touch ${marker}\` me --lo`)
    expect(existsSync(marker)).toBe(false)
  })
})
