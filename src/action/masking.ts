// Masking: every credential the step meets is registered with the runner (`::add-mask::`) in every
// form it could be printed in, before anything can print it; and whatever this action prints itself
// is redacted here too, because Forgejo and Gitea runners mask only the exact registered strings
// (no multi-line handling, no escaped forms) and a log line starting with `::` is a command.
import * as core from '@actions/core'
import { credentialForms, neutralize } from '../text.js'

export class Masker {
  private readonly forms = new Set<string>()
  private sorted: string[] = []

  /** Registers a credential (each form once) with the runner and with this process's redaction. */
  add(value: string | undefined | null): void {
    if (typeof value !== 'string' || value.length === 0) return
    let added = false
    for (const form of credentialForms(value)) {
      if (this.forms.has(form)) continue
      this.forms.add(form)
      core.setSecret(form)
      added = true
    }
    if (added) this.sorted = [...this.forms].sort((a, b) => b.length - a.length)
  }

  addAll(values: Iterable<string>): void {
    for (const v of values) this.add(v)
  }

  /** The text with every registered form replaced by `***`. */
  redact(text: string): string {
    let out = text
    for (const form of this.sorted) if (out.includes(form)) out = out.split(form).join('***')
    return out
  }

  /** Untrusted or result-bearing text made safe for the log: redacted, then neutralized. */
  safe(text: string): string {
    return neutralize(this.redact(text))
  }

  get size(): number {
    return this.forms.size
  }
}
