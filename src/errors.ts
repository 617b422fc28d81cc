// The two kinds of failure every front end tells apart: the caller's input was wrong (nothing was
// sent; CLI exit 2), or the server / network failed the call (CLI exit 1).

/** Bad params, flags or inputs. Raised before any request is sent. */
export class UsageError extends Error {
  override name = 'UsageError'
}

/** The forge answered with an error status, or could not be reached. */
export class ForgeError extends Error {
  override name = 'ForgeError'
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer came (network fault, timeout). */
    readonly status: number,
    /** The server's own message (untrusted text: print it escaped). */
    readonly serverMessage?: string,
    readonly hint?: string,
    /** What failed underneath (a network error), kept as Octokit's RequestError keeps it. */
    options?: { cause?: unknown }
  ) {
    super(message, options)
  }
}

/**
 * The answer came, but could not be printed as asked (a jq expression or template that failed on
 * it): something may have been sent, so not a UsageError (CLI exit 1).
 */
export class OutputError extends Error {
  override name = 'OutputError'
}
