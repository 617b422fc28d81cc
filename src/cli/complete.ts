// `svc complete -- WORDS`, the request the shell sends on every TAB, answered from the command index
// (generated/command-index.ts, written by `npm run docs`): neither the command tree nor the client
// is loaded. The whole program answers the same request alike (addCompletion in completion.ts);
// __tests__/cli/command-index.test.ts compares the two.
import { RootCommand } from '@bomb.sh/tab'
import { rootFromIndex } from './completion.js'
import { COMMAND_INDEX } from './generated/command-index.js'

/** Prints the completions of `words` (the words after `--`) as tab does: value, tab, description; then the directive. */
export function completeFromIndex(words: string[], env: NodeJS.ProcessEnv): void {
  rootFromIndex(COMMAND_INDEX, RootCommand, env).parse(words)
}
