// `svc completion bash|zsh|fish|powershell`: shell completion generated from the command tree
// (the table's commands, their arguments, flags and choices) by @bomb.sh/tab, which also answers
// the shell's hidden `svc complete -- WORDS` requests at run time. Bash gets a script of our own:
// tab's calls `_get_comp_words_by_ref`, which only the bash-completion package defines (without it
// every completion failed, and `svc admin us<TAB>` offered the top-level commands).
import type { Command, Option } from 'commander'
import { readConfig, LOGIN_NAME } from './config.js'

export type CompletionLibrary = typeof import('@bomb.sh/tab/commander').default
type TabRoot = ReturnType<CompletionLibrary>
type TabCommand = TabRoot extends { commands: Map<string, infer C> } ? C : never
type TabOption = TabCommand extends { options: Map<string, infer O> } ? O : never
type Complete = (value: string, description: string) => void

/** The commands tab adds to the program: ours, and its hidden one that answers the shell. */
export const COMPLETION_COMMANDS = ['completion', 'complete']

/**
 * The completion library, imported when the whole program is built (it reads the whole command
 * tree): a chunk of the bundle that a command run through a partial program never loads.
 */
export async function loadCompletion(): Promise<CompletionLibrary> {
  return (await import('@bomb.sh/tab/commander')).default
}

/**
 * For bash 4 or later, with or without the bash-completion package. The words up to the cursor go
 * to `svc complete --` as arguments (never through eval). Bash splits `--sort=name` and
 * `https://host:3000` at `=` and `:` (COMP_WORDBREAKS): pieces with no space between them are
 * glued back, and the replies are cut to the part after the last `=` or `:`, which is the text
 * bash replaces.
 */
export const BASH_SCRIPT = `# bash completion for svc (bash 4 or later; the bash-completion package is not needed)
# Load it from ~/.bashrc:   source <(svc completion bash)
# or save it once:          svc completion bash > ~/.svc-completion.bash   (and source that file)
_svc_complete() {
    local line=\${COMP_LINE:0:COMP_POINT} pos=0 i glue w c value directive=0
    local -a words=() values=()
    COMPREPLY=()
    for ((i = 0; i <= COMP_CWORD && i < \${#COMP_WORDS[@]}; i++)); do
        w=\${COMP_WORDS[i]}
        glue=1
        while ((pos < \${#line})) && [[ \${line:pos:1} == [[:space:]] ]]; do
            pos=$((pos + 1))
            glue=0
        done
        if ((i > 1 && glue)); then
            words[\${#words[@]}-1]+=$w
        else
            words+=("$w")
        fi
        pos=$((pos + \${#w}))
    done
    # The cursor after a space: an empty word is being completed.
    ((COMP_CWORD >= \${#COMP_WORDS[@]})) && words+=("")
    local cur=\${words[\${#words[@]}-1]}
    local out
    out=$(svc complete -- "\${words[@]:1}" 2>/dev/null) || return 0
    while IFS= read -r c; do
        if [[ $c =~ ^:[0-9]+$ ]]; then
            directive=\${c:1}
        elif [[ -n $c ]]; then
            values+=("\${c%%$'\\t'*}")
        fi
    done <<<"$out"
    ((directive & 1)) && return 0
    local tail=\${cur##*[=:]}
    local head=\${cur:0:\${#cur}-\${#tail}}
    for value in "\${values[@]}"; do
        [[ -n $head && $value == "$head"* ]] && value=\${value:\${#head}}
        [[ $value == "$tail"* ]] && COMPREPLY+=("$value")
    done
    ((directive & 2)) && compopt -o nospace 2>/dev/null
    ((directive & 32)) && compopt -o nosort 2>/dev/null
    return 0
}
complete -F _svc_complete svc
`

/** Names of the logins in the config file (a damaged or absent file: none). Marked, for the index. */
function completeLogins(env: NodeJS.ProcessEnv): ((complete: Complete) => void) & { logins: true } {
  const logins = (complete: Complete) => {
    let logins: Record<string, { server_url?: unknown }>
    try {
      logins = readConfig(env).config.logins
    } catch {
      return
    }
    for (const [name, login] of Object.entries(logins)) {
      // The file may be edited by hand: only names `svc login add` accepts reach the shell.
      if (!LOGIN_NAME.test(name)) continue
      let host = ''
      try {
        host = new URL(String(login?.server_url)).host
      } catch {
        // no description
      }
      complete(name, host)
    }
  }
  return Object.assign(logins, { logins: true as const })
}

/**
 * tab completes the flags commander's help lists; the global options are accepted by every command
 * but listed only by `svc --help`, so each command's hidden ones are added here, with their
 * choices. `--login` and the login commands complete login names.
 */
function completeHiddenAndLogins(program: Command, root: TabRoot, env: NodeJS.ProcessEnv): void {
  const logins = completeLogins(env)
  const complete = (target: TabCommand, o: Option) => {
    const name = o.long!.slice(2)
    const choices = o.argChoices ?? []
    const handler = o.attributeName() === 'login' ? logins : (done: Complete) => choices.forEach(c => done(c, ''))
    const known = target.options.get(name)
    if (known) {
      if (o.attributeName() === 'login') known.handler = logins
      return
    }
    if (!o.hidden) return
    const alias = o.short?.slice(1)
    if (o.required || o.optional) target.option(name, o.description, handler, alias)
    else if (alias) target.option(name, o.description, alias)
    else target.option(name, o.description)
  }
  const walk = (cmd: Command, key: string) => {
    const target = key === '' ? root : root.commands.get(key)
    if (target) for (const o of cmd.options) if (o.long) complete(target, o)
    for (const c of cmd.commands) walk(c, key ? `${key} ${c.name()}` : c.name())
  }
  walk(program, '')
  for (const path of ['login default', 'login remove']) {
    const arg = root.commands.get(path)?.arguments.get('name')
    if (arg) arg.handler = logins
  }
}

export function addCompletion(program: Command, tab: CompletionLibrary, io: { out(text: string): void; env: NodeJS.ProcessEnv }): void {
  const root = tab(program, { completionCommandName: COMPLETION_COMMANDS[0] })
  completeHiddenAndLogins(program, root, io.env)
  const completion = program.commands.find(c => c.name() === 'completion')
  if (!completion) return
  // The same command, with bash answered by the script above.
  completion.action((shell: string) => {
    if (shell === 'bash') io.out(BASH_SCRIPT)
    else root.setup(program.name(), program.name(), shell)
  })
  completion.description('print a shell completion script: bash, zsh, fish or powershell').addHelpText(
    'after',
    `
Set-up (completion asks svc itself, so svc must be on PATH):
  bash 4+   add to ~/.bashrc:   source <(svc completion bash)
            (the bash-completion package is not needed)
  zsh       svc completion zsh > "\${fpath[1]}/_svc"   (with compinit)
  fish      svc completion fish > ~/.config/fish/completions/svc.fish

Commands, flags, choices and login names (--login, svc login default|remove) complete.

Example:
  $ echo 'source <(svc completion bash)' >> ~/.bashrc
`
  )
}

/** What completes an option's value or an argument: fixed values, or the login names of the config file. */
interface Values {
  values?: string[]
  logins?: true
}

/** An option as tab holds it: `--name` (`-alias`), whether it takes a value, and what completes that. */
export interface IndexedOption extends Values {
  name: string
  description: string
  alias?: string
  value: boolean
}

/**
 * The completion model of the whole program, as data: what `svc complete -- WORDS` answers from
 * without building the program (src/cli/generated/command-index.ts, written by `npm run docs`).
 * `options` is every distinct option once (the global options sit on every command); a command
 * names its options by their place there, in tab's order.
 */
export interface CommandIndex {
  options: IndexedOption[]
  /** `[path, description, option indexes, arguments]`; the program itself is path `''`. */
  commands: Array<[string, string, number[], Array<{ name: string; variadic: boolean } & Values>]>
}

type Handler = ((this: unknown, complete: Complete, options: unknown) => void) & { logins?: true }

/** What a handler offers: the login names, or the values it completes (none: an empty list). */
function valuesOf(handler: Handler | undefined): Values {
  if (handler?.logins) return { logins: true }
  const values: string[] = []
  handler?.call(undefined, v => values.push(v), new Map())
  return values.length > 0 ? { values } : {}
}

/** The whole program's completion (tab's model, as addCompletion made it) as a CommandIndex. */
export function commandIndex(root: TabRoot): CommandIndex {
  const options: IndexedOption[] = []
  const keys = new Map<string, number>()
  const optionRef = (o: TabOption): number => {
    const entry: IndexedOption = {
      name: o.value,
      description: o.description,
      ...(o.alias ? { alias: o.alias } : {}),
      value: !o.isBoolean,
      ...valuesOf(o.handler as Handler | undefined)
    }
    const key = JSON.stringify(entry)
    if (!keys.has(key)) keys.set(key, options.push(entry) - 1)
    return keys.get(key)!
  }
  const commands: CommandIndex['commands'] = []
  for (const cmd of [root, ...root.commands.values()])
    commands.push([
      cmd.value,
      cmd.description,
      [...cmd.options.values()].map(optionRef),
      [...cmd.arguments.values()].map(a => ({ name: a.name, variadic: a.variadic, ...valuesOf(a.handler as Handler | undefined) }))
    ])
  return { options, commands }
}

/** tab's model of the program rebuilt from the index: completes as the whole program's does. */
export function rootFromIndex(index: CommandIndex, Root: new () => TabRoot, env: NodeJS.ProcessEnv): TabRoot {
  const root = new Root()
  const logins = completeLogins(env)
  const handlerOf = (v: Values): Handler | undefined =>
    v.logins ? logins : v.values ? (complete: Complete) => v.values!.forEach(value => complete(value, '')) : undefined
  for (const [path, description, refs, args] of index.commands) {
    const target: TabCommand | TabRoot = path === '' ? root : root.command(path, description)
    if (path === '') target.description = description
    for (const o of refs.map(i => index.options[i])) {
      if (o.value) target.option(o.name, o.description, handlerOf(o) ?? (() => undefined), o.alias)
      else if (o.alias) target.option(o.name, o.description, o.alias)
      else target.option(o.name, o.description)
    }
    for (const a of args) target.argument(a.name, handlerOf(a), a.variadic)
  }
  return root
}
