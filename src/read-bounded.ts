// Input svc reads whole (a state file, the items of --params) read in chunks and given up on once
// it is larger than a bound: `@/dev/zero` or a runaway pipe ends with an error instead of filling
// memory, and a file larger than the bound is not read to its end first.
import { createReadStream } from 'node:fs'

/** The largest state file or --params input read (a file of 10,000 users is about 2 MB). */
export const MAX_INPUT_BYTES = 64 * 1024 * 1024

export class InputTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`larger than ${limit / 1024 / 1024} MiB`)
  }
}

/**
 * A file's (or a stream's) bytes, up to `limit`: one byte more ends the read with InputTooLarge.
 * A path is opened as a stream, so a device or a FIFO is read as it comes; errors are the file
 * system's (code ENOENT, EISDIR, ...).
 */
export async function readBounded(source: string | NodeJS.ReadableStream, limit = MAX_INPUT_BYTES): Promise<Buffer> {
  const stream = typeof source === 'string' ? createReadStream(source) : source
  const chunks: Buffer[] = []
  let total = 0
  try {
    for await (const chunk of stream) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk))
      total += buffer.length
      if (total > limit) throw new InputTooLarge(limit)
      chunks.push(buffer)
    }
  } finally {
    // An early end (too large) leaves a file stream open: closed here. Standard input is the process's.
    if (typeof source === 'string') (stream as ReturnType<typeof createReadStream>).destroy()
  }
  return Buffer.concat(chunks)
}
