// Random UUIDs (version 4) for the action's output delimiters (@actions/core's, see
// scripts/bundle.mjs), result files and the CLI's config lock, without loading node:crypto where
// the system's random source can be read as a file: loading node:crypto costs ~4.5 ms of CPU on
// Node 24 (~1 ms on Node 20), ~5% of a one-call step, for 16 random bytes. Both come from the
// kernel's cryptographic random generator. Elsewhere (Windows) node:crypto's.
import { closeSync, openSync, readSync } from 'node:fs'

export function randomUUID(): string {
  const b = kernelRandom(16)
  if (!b) return process.getBuiltinModule('node:crypto').randomUUID()
  b[6] = (b[6] & 0x0f) | 0x40 // version 4
  b[8] = (b[8] & 0x3f) | 0x80 // the RFC 9562 variant
  const h = b.toString('hex')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/** `n` bytes of /dev/urandom, or undefined where it cannot be read whole. */
function kernelRandom(n: number): Buffer | undefined {
  if (process.platform === 'win32') return undefined
  let fd: number | undefined
  try {
    fd = openSync('/dev/urandom', 'r')
    const b = Buffer.alloc(n)
    return readSync(fd, b, 0, n, null) === n ? b : undefined
  } catch {
    return undefined
  } finally {
    if (fd !== undefined) closeSync(fd)
  }
}
