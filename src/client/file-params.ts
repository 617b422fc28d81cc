// File params (avatar images): a local path in the params, its content (base64) in the request.
import { readFile } from 'node:fs/promises'
import { UsageError } from '../errors.js'
import type { Operation } from '../registry/types.js'
import { clip } from '../text.js'

const IMAGE_MAGIC: Array<[string, number[]]> = [
  ['PNG', [0x89, 0x50, 0x4e, 0x47]],
  ['JPEG', [0xff, 0xd8, 0xff]],
  ['GIF', [0x47, 0x49, 0x46, 0x38]],
  ['WebP', [0x52, 0x49, 0x46, 0x46]]
]

/** Reads file params (avatar images) and replaces each path by the base64 content. */
export async function loadFiles(op: Operation, params: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (!op.fileParams?.length) return params
  const out = { ...params }
  for (const key of op.fileParams) {
    const path = String(params[key])
    let data: Buffer
    try {
      data = await readFile(path)
    } catch (e) {
      throw new UsageError(`${op.name}: cannot read ${key} "${clip(path)}" (${(e as { code?: string }).code ?? 'error'})`)
    }
    if (!IMAGE_MAGIC.some(([, magic]) => magic.every((b, i) => data[i] === b)))
      throw new UsageError(`${op.name}: ${key} "${clip(path)}" is not a PNG, JPEG, GIF or WebP image`)
    out[key] = data.toString('base64')
  }
  return out
}
