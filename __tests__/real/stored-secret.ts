// How each variant stores an Actions secret in its database, so that a test can read back the value
// a run set (there is no read API for secrets). Only tests use this: svc never reads a database.
import { xchacha20poly1305 } from '@noble/ciphers/chacha.js'
import { createDecipheriv, createHash, hkdfSync } from 'node:crypto'

/**
 * Gitea (models/secret, modules/secret EncryptSecret): the column holds hex of a 16-byte IV and
 * AES-256-CFB, keyed by SHA-256 of the instance's SECRET_KEY, of the value's base64.
 */
export function giteaDecrypt(hex: string, secretKey: string): string {
  const data = Buffer.from(hex, 'hex')
  const decipher = createDecipheriv('aes-256-cfb', createHash('sha256').update(secretKey).digest(), data.subarray(0, 16))
  const b64 = Buffer.concat([decipher.update(data.subarray(16)), decipher.final()]).toString('utf8')
  return Buffer.from(b64, 'base64').toString('utf8')
}

/**
 * Forgejo (modules/keying, which its action secrets use): a subkey from HKDF-SHA256 of the SECRET_KEY
 * (empty salt) expanded for the context `action_secret`, then XChaCha20-Poly1305 with the 24-byte
 * nonce in front and the column's name and row id as additional data (`data:` + the id as a
 * big-endian uint64). The column is a BLOB: read it with `hex(data)`.
 */
export function forgejoDecrypt(hex: string, id: number, secretKey: string, context = 'action_secret'): string {
  const data = Buffer.from(hex, 'hex')
  const key = Buffer.from(hkdfSync('sha256', Buffer.from(secretKey), Buffer.alloc(0), Buffer.from(context), 32))
  const additional = Buffer.alloc(5 + 8)
  additional.write('data:', 0, 'latin1')
  additional.writeBigUInt64BE(BigInt(id), 5)
  const plain = xchacha20poly1305(key, data.subarray(0, 24), additional).decrypt(data.subarray(24))
  return Buffer.from(plain).toString('utf8')
}
