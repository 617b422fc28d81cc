// A throwaway self-signed certificate (openssl), for the TLS cases of the suites: for 127.0.0.1, or
// for a host name (a forge reached through a proxy by a name only the proxy resolves).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function selfSignedCert(host = '127.0.0.1'): { key: string; cert: string; certFile: string } {
  const dir = mkdtempSync(join(tmpdir(), 'svc-tls-'))
  const [keyFile, certFile] = [join(dir, 'k.pem'), join(dir, 'c.pem')]
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      keyFile,
      '-out',
      certFile,
      '-days',
      '1',
      '-subj',
      `/CN=${host}`,
      '-addext',
      `subjectAltName=${/^[\d.]+$/.test(host) ? 'IP' : 'DNS'}:${host}`
    ],
    { stdio: 'ignore' }
  )
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile }
}
