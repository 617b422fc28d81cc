// The one reader of extra CA certificates for every front end: PEM text, or the path of a PEM file.
// `name` is how the front end calls the setting (`input ca-cert`, `--ca-cert`), for its messages.
import { readFileSync } from 'node:fs'
import { UsageError } from '../errors.js'

export function readCaCert(value: string | undefined, name: string): string | undefined {
  if (value === undefined || value === '') return undefined
  if (value.includes('-----BEGIN')) return value
  // A path is named in the message (a CA path is no secret); text that is neither PEM nor a path is not quoted.
  const file = !value.includes('\n') && value.length <= 300 ? ` "${value}"` : ''
  let text: string
  try {
    text = readFileSync(value, 'utf8')
  } catch (e) {
    throw new UsageError(
      `${name}: cannot read file${file} (${(e as { code?: string }).code ?? 'error'}): ${name} is neither PEM text (-----BEGIN CERTIFICATE-----) nor a readable PEM file`
    )
  }
  if (!text.includes('-----BEGIN CERTIFICATE-----'))
    throw new UsageError(`${name}: the file holds no PEM certificate (-----BEGIN CERTIFICATE-----)`)
  return text
}
