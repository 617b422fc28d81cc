// `svc completion bash|zsh|fish|powershell`: shell completion generated from the command tree
// (the table's commands, their arguments, flags and choices) by @bomb.sh/tab, which also answers
// the shell's hidden `svc complete -- WORDS` requests at run time.
import tab from '@bomb.sh/tab/commander'
import type { Command } from 'commander'

export function addCompletion(program: Command): void {
  tab(program, { completionCommandName: 'completion' })
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
