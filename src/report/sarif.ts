// `svc audit --format sarif`: the findings as a SARIF 2.1.0 log, for code-scanning views. A
// finding is about a forge object, not a file: its location is the object's address on the server
// (an absolute URI, which SARIF allows) and its name as a logical location; a fingerprint of rule
// and place lets a viewer tell a finding seen again from a new one.
import { createHash } from 'node:crypto'
import { RULE_IDS, RULES, type Finding } from './audit.js'

const LEVEL = { note: 'note', warning: 'warning', error: 'error' } as const

export function auditSarif(findings: Finding[], server: string, version: string): Record<string, unknown> {
  const base = server.replace(/\/+$/, '')
  return {
    $schema: 'https://json.schemastore.org/sarif-2.1.0.json',
    version: '2.1.0',
    runs: [
      {
        tool: {
          driver: {
            name: 'svc audit',
            version,
            rules: RULE_IDS.map(id => ({
              id,
              shortDescription: { text: RULES[id].help },
              defaultConfiguration: { level: LEVEL[RULES[id].severity] }
            }))
          }
        },
        results: findings.map(f => ({
          ruleId: f.rule,
          ruleIndex: RULE_IDS.indexOf(f.rule),
          level: LEVEL[f.severity],
          message: { text: `${f.where}: ${f.message}` },
          locations: [
            {
              ...(f.repo
                ? { physicalLocation: { artifactLocation: { uri: `${base}/${f.repo.split('/').map(encodeURIComponent).join('/')}` } } }
                : {}),
              logicalLocations: [{ fullyQualifiedName: f.where, kind: 'resource' }]
            }
          ],
          partialFingerprints: { 'svcAudit/v1': createHash('sha256').update(`${f.rule}\u0000${f.where}\u0000${f.message}`).digest('hex') }
        }))
      }
    ]
  }
}
