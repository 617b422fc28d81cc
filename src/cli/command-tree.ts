// An unknown command word told from the command tree's names alone (generated/command-tree.ts,
// written by `npm run docs`): `svc usr me` and `svc user mee` get the whole program's usage error
// without building the tree or loading a domain's operations (the whole tree loads them all).
// __tests__/cli/command-tree.test.ts compares the two over many wrong command lines.
import type { UsageError } from '../errors.js'
import type { CommandTree } from './command-tree-types.js'
import { COMMAND_TREE } from './generated/command-tree.js'
import { unknownCommandAmong } from './words.js'

const pathTo = (key: string, word: string) => (key ? `${key} ${word}` : word)

/**
 * The usage error the whole program throws for argv of command words only that leave svc or a
 * group of the table at a word that is none of its subcommands (`svc usr me`, `svc user mee`).
 * Undefined for any other argv (a flag, a command that takes arguments, a group's default
 * subcommand, `help`, ...): the program parses that.
 */
export function unknownCommandOf(argv: readonly string[], tree: CommandTree = COMMAND_TREE): UsageError | undefined {
  if (argv.some(a => a.startsWith('-'))) return undefined
  let key = ''
  for (const word of argv) {
    const node = tree[key]
    if (!node?.group || node.defaultSubcommand) return undefined
    const child = node.children.find(c => c === word || (node.aliases?.[c]?.includes(word) ?? false))
    if (child === undefined)
      return unknownCommandAmong(
        node.children.filter(c => !node.hidden?.includes(c)),
        key,
        word
      )
    key = pathTo(key, child)
  }
  return undefined
}

/** The command words argv names, as commandPathOf (program.ts) reads them off the whole program. */
export function commandPathIn(argv: readonly string[], tree: CommandTree = COMMAND_TREE): string {
  let key = ''
  for (const arg of argv) if (!arg.startsWith('-') && tree[key]?.children.includes(arg)) key = pathTo(key, arg)
  return key
}
