// The shape of generated/command-tree.ts (written by `npm run docs`), in a room of its own so that
// the generated data and command-tree.ts, which reads it, do not import each other.
/** A command of the whole program as the tree's index holds it. */
export interface TreeNode {
  /** Its subcommands' names, in order. */
  children: string[]
  /** Those its help does not list (and an unknown word is not told about). */
  hidden?: string[]
  /** Other names of its subcommands (`login remove`: `rm`). */
  aliases?: Record<string, string[]>
  /** svc itself or a group of the table: a word after it that is no subcommand is an unknown command. */
  group?: true
  /** It hands a word that is no subcommand to its default subcommand. */
  defaultSubcommand?: true
}

/** Every command of the whole program by its path (svc itself is ''). */
export type CommandTree = Record<string, TreeNode>
