// A throwaway self-signed certificate for 127.0.0.1 (openssl), for the TLS cases of the suites.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function selfSignedCert(): { key: string; cert: string; certFile: string } {
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
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1'
    ],
    { stdio: 'ignore' }
  )
  return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8'), certFile }
}
