// Masking: every credential the step meets is registered with the runner (`::add-mask::`) in every
// form it could be printed in, before anything can print it; and whatever this action prints itself
// is redacted here too, because Forgejo and Gitea runners mask only the exact registered strings
// (no multi-line handling, no escaped forms) and a log line starting with `::` is a command.
import * as core from '@actions/core'
import { FormIndex, credentialForms, neutralize } from '../text.js'

export class Masker {
  /** Every registered form; its cost per add and per redaction does not grow with the batch. */
  private readonly forms = new FormIndex()

  /** Registers a credential (each form once) with the runner and with this process's redaction. */
  add(value: string | undefined | null): void {
    if (typeof value !== 'string' || value.length === 0) return
    for (const form of credentialForms(value)) if (this.forms.add(form)) core.setSecret(form)
  }

  addAll(values: Iterable<string>): void {
    for (const v of values) this.add(v)
  }

  /** The text with every registered form replaced by `***`. */
  redact(text: string): string {
    return this.forms.redact(text)
  }

  /** Untrusted or result-bearing text made safe for the log: redacted, then neutralized. */
  safe(text: string): string {
    return neutralize(this.redact(text))
  }

  get size(): number {
    return this.forms.size
  }
}
