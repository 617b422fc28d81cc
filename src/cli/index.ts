// Entry point of the CLI bundle (dist/cli.js): runs `main` with the process's arguments. main.ts only
// defines it, so tests and other code can import it without starting a run.
import { main } from './main.js'

// `svc ... | head`: a closed pipe ends the output, not the process with a stack trace.
for (const stream of [process.stdout, process.stderr])
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0)
    throw e
  })

main(process.argv.slice(2)).then(
  code => {
    process.exitCode = code
  },
  () => {
    process.exitCode = 1
  }
)
