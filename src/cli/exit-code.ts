// A command's result told by the exit code alone, thrown by a command and mapped by main.ts: a
// module of its own, so that main.ts does not load the state commands to know it.

/** A command's result as an exit code other than 0 with nothing more to say (plan's drift: 2). */
export class ExitCode extends Error {
  constructor(
    readonly code: number,
    /** Said on standard error first, when given. */
    readonly said?: string
  ) {
    super(`exit ${code}`)
  }
}
