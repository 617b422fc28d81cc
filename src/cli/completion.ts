// `svc completion bash|zsh|fish|powershell`: shell completion generated from the command tree
// (the table's commands, their arguments, flags and choices) by @bomb.sh/tab, which also answers
// the shell's hidden `svc complete -- WORDS` requests at run time.
import type { Command } from 'commander'

export type CompletionLibrary = typeof import('@bomb.sh/tab/commander').default

/** The commands tab adds to the program: ours, and its hidden one that answers the shell. */
export const COMPLETION_COMMANDS = ['completion', 'complete']

/**
 * The completion library, imported when the whole program is built (it reads the whole command
 * tree): a chunk of the bundle that a command run through a partial program never loads.
 */
export async function loadCompletion(): Promise<CompletionLibrary> {
  return (await import('@bomb.sh/tab/commander')).default
}

export function addCompletion(program: Command, tab: CompletionLibrary): void {
  tab(program, { completionCommandName: COMPLETION_COMMANDS[0] })
  const completion = program.commands.find(c => c.name() === 'completion')
  completion?.description('print a shell completion script: bash, zsh, fish or powershell').addHelpText(
    'after',
    `
Examples:
  $ svc completion bash > ~/.local/share/bash-completion/completions/svc
  $ svc completion zsh > "\${fpath[1]}/_svc"
  $ svc completion fish > ~/.config/fish/completions/svc.fish
`
  )
}
