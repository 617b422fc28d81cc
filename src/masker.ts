// The one masker of every front end: it learns credentials (each in every form it could be printed
// in: see credentialForms) and replaces them by `***` in whatever is about to be printed, longest
// form first so that a value is never half-replaced through one of its shorter forms. The action
// also hands each new form to the runner (`::add-mask::`) the moment it is learned, longest first,
// because Forgejo and Gitea runners mask only the exact registered strings, in registration order.
import { FormIndex, credentialForms, neutralize } from './text.js'

export interface MaskerOptions {
  /** Values shorter than this are not learned (the CLI skips 1–2 character values). Default 1. */
  minLength?: number
  /** Called once per new form, in the order they must be registered (the runner's add-mask). */
  onNewForm?: (form: string) => void
}

export class Masker {
  /** The forms, indexed: adding is constant time, masking tries only the forms that can occur. */
  private readonly forms = new FormIndex()
  /** Some form holds a comma: then a text cut before its commas is not masked part by part. */
  private formWithComma = false
  /** The values learned: a batch learns each item's secrets more than once (validation, the call's answer). */
  private readonly values = new Set<string>()

  constructor(private readonly options: MaskerOptions = {}) {}

  /** Learns credentials; anything that is not a non-empty string is ignored. */
  add(...values: unknown[]): void {
    const fresh: string[] = []
    for (const v of values)
      if (typeof v === 'string' && !this.values.has(v)) {
        this.values.add(v)
        fresh.push(v)
      }
    if (fresh.length === 0) return
    // The runner is told each form the moment it is learned: they are made now.
    if (this.options.onNewForm) return this.addForms(Masker.formsOf(fresh, this.options.minLength))
    // Else each value's forms are made when a text first holds one (FormIndex.addValue). A form
    // holds a comma only where its value does (no encoder writes one).
    for (const v of fresh) {
      if (v.includes(',')) this.formWithComma = true
      this.forms.addValue(v, this.options.minLength)
    }
  }

  /** The forms a masker learns of `values` (with that minLength), in the order it learns them. */
  static formsOf(values: Iterable<unknown>, minLength = 1): string[] {
    const forms: string[] = []
    for (const value of values) {
      if (typeof value !== 'string' || value.length === 0 || value.length < minLength) continue
      for (const form of credentialForms(value)) if (form.length >= minLength) forms.push(form)
    }
    return forms
  }

  /** Learns forms as they are (each a form of a credential: formsOf's). */
  addForms(forms: Iterable<string>): void {
    const min = this.options.minLength ?? 1
    for (const form of forms)
      if (form.length >= min && this.forms.add(form)) {
        if (form.includes(',')) this.formWithComma = true
        this.options.onNewForm?.(form)
      }
  }

  addAll(values: Iterable<unknown>): void {
    for (const v of values) this.add(v)
  }

  /** The text with every learned form replaced by `***`, longest first. */
  mask(text: string): string {
    return this.forms.redact(text)
  }

  /**
   * A text given in parts whose every edge touches a part that is one comma (see `jsonParts`),
   * masked: parts whose concatenation is `mask(parts.join(''))`. No form without a comma can span
   * an edge (it would hold that comma), so each part is masked alone and a large text is never
   * joined; if some form holds a comma, the text is joined and masked whole (one part).
   */
  maskParts(parts: readonly string[]): string[] {
    if (this.formWithComma) return [this.mask(parts.join(''))]
    return parts.map(p => this.mask(p))
  }

  /** Untrusted or result-bearing text made safe for a CI log: masked, then neutralized. */
  safe(text: string): string {
    return neutralize(this.mask(text))
  }

  get size(): number {
    return this.forms.size
  }
}
