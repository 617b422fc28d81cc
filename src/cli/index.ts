// Entry point of the CLI bundle (dist/cli.js). It loads what argv needs: the version alone and the
// shell's completion requests (`svc complete -- WORDS`, on every TAB) are answered from small
// modules; `svc mcp` loads dist/mcp.js (the tool server, holding the CLI's program too); anything
// else loads main.ts (the command tree and the client: a chunk of the bundle), after the compile
// cache is on (compile-cache.ts).
// main.ts only defines `main`, so tests and other code can import it without starting a run.
import { enableCompileCache } from '../compile-cache.js'
import { loadMcpServer } from './mcp-loader.js'
import { VERSION } from './version.js'

// `svc ... | head`: a closed pipe ends the output, not the process with a stack trace.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0)
    throw e
  })

/**
 * The command path of a plain help request: `svc WORDS --help` (or `-h`) and `svc help WORDS`,
 * WORDS being command words only; anything else (a flag among them, a value) goes to the program,
 * which also says when a word is no command.
 */
function helpPageOf(argv: string[]): string | undefined {
  const words =
    argv[0] === 'help' ? argv.slice(1) : argv.length > 0 && ['--help', '-h'].includes(argv[argv.length - 1]) ? argv.slice(0, -1) : undefined
  return words && words.every(w => /^[a-z][a-z0-9-]*$/.test(w)) ? words.join(' ') : undefined
}

async function run(argv: string[]): Promise<number> {
  // What commander prints for these (main.ts answers them alike when called directly).
  if (argv.length === 1 && (argv[0] === '--version' || argv[0] === '-V')) {
    process.stdout.write(`svc ${VERSION}\n`)
    return 0
  }
  // Exactly the form the completion scripts send; any other `complete` goes through the program.
  if (argv[0] === 'complete' && argv[1] === '--') {
    ;(await import('./complete.js')).completeFromIndex(argv.slice(2), process.env)
    return 0
  }
  // A help page is printed from the precomputed pages (npm run docs), without building the tree.
  const page = helpPageOf(argv)
  if (page !== undefined) {
    const text = (await import('./generated/help-pages.js')).HELP_PAGES[page]
    if (text !== undefined) {
      process.stdout.write(text)
      return 0
    }
  }
  enableCompileCache()
  // The tool server's bundle holds the CLI's program too: `svc mcp` loads that bundle alone.
  if (argv[0] === 'mcp') return (await loadMcpServer()).main(argv)
  return (await import('./main.js')).main(argv)
}

run(process.argv.slice(2)).then(
  code => {
    process.exitCode = code
  },
  () => {
    process.exitCode = 1
  }
)
