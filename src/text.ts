// Helpers for printing text that is not ours (server messages, user data) and for the forms a
// credential can take once printed.
import { longestUnreservedRun, onlyUnreserved, urlForms } from './url-credentials.js'

// C0 controls but tab and newline, DEL, and the C1 controls (U+0080–U+009F: U+009B is a CSI to a
// terminal that reads 8-bit controls).
// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g

/**
 * Untrusted text made safe for a CI log. Runners read workflow commands from log lines: act-based
 * runners (Forgejo, Gitea) take `::` and `##[` at column 0; GitHub's runner trims leading
 * whitespace before `::` and finds `##[` anywhere in a line. So every `::` gets a space between its
 * colons and every `##[` one after its hashes, wherever they sit; control characters other than
 * newline and tab are dropped (a carriage return would start a new line in a log view).
 */
export function neutralize(text: string): string {
  return text
    .replace(CONTROL, '')
    .replace(/:(?=:)/g, ': ')
    .replace(/##\[/g, '## [')
}

/**
 * Server text (a field of a record) for another program: control characters other than newline
 * and tab dropped, as the CLI prints it. A multi-line value (an armored key) keeps its lines.
 */
export function cleanText(text: string): string {
  return text.replace(CONTROL, '')
}

/**
 * A message that may quote server text (a login, the server's own message), on one line: line
 * breaks and tabs become spaces and every other control character is dropped.
 */
export function messageText(text: string): string {
  return text.replace(/\r\n|[\r\n\t]/g, ' ').replace(CONTROL, '')
}

/** What JSON.stringify leaves raw that a terminal acts on: DEL and the C1 controls (U+009B is a CSI). */
const JSON_RAW_CONTROL = /[\u007f-\u009f]/g

/**
 * JSON text with the same value, no command forms and no raw control character: a `:` before a
 * `:` is written `\u003a`, the `[` of `##[` `\u005b`, DEL and the C1 controls `\u0080`…`\u009f`
 * (JSON.stringify escapes only those below U+0020). All of them only occur inside JSON strings,
 * where these escapes are valid.
 */
export function neutralizeJson(json: string): string {
  return json
    .replace(/:(?=:)/g, '\\u003a')
    .replace(/##\[/g, '##\\u005b')
    .replace(JSON_RAW_CONTROL, c => `\\u00${c.charCodeAt(0).toString(16)}`)
}

/** A value as an indented JSON document for stdout (`-o json` of the state and report commands). */
export const jsonDocument = (v: unknown): string => neutralizeJson(JSON.stringify(v, null, 2)) + '\n'

/** Array elements per part of `jsonParts`. */
const JSON_PART_ROWS = 1000

/**
 * `JSON.stringify(value)` as parts whose concatenation is that text: a long array (a paginated
 * list) as the text of JSON_PART_ROWS elements at a time with a part that is one comma between
 * them, so that every edge between two parts touches a comma part; anything else in one part.
 * The parts of a large result can be masked, measured and written one by one, never joined into
 * one string (and its copies). The elements are the JSON values of an answer (no toJSON that
 * reads its key), so an element is written alike at any index.
 */
export function jsonParts(value: unknown): string[] {
  if (!Array.isArray(value) || value.length <= JSON_PART_ROWS) return [JSON.stringify(value)]
  const parts: string[] = []
  for (let start = 0; start < value.length; start += JSON_PART_ROWS) {
    const end = Math.min(start + JSON_PART_ROWS, value.length)
    // `[a,b]` of these elements without the brackets, but the first's `[` and the last's `]`: a
    // slice (no copy) of the stringified elements.
    const text = JSON.stringify(value.slice(start, end))
    if (start > 0) parts.push(',')
    parts.push(text.slice(start === 0 ? 0 : 1, end === value.length ? text.length : -1))
  }
  return parts
}

/** At most `max` characters of a value for a log line, saying how long the whole is. */
export function clip(text: string, max = 200): string {
  return text.length > max ? `${text.slice(0, max)}… (${text.length} characters)` : text
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** Whether the text holds half of a UTF-16 surrogate pair (not valid Unicode: cannot be encoded). */
export function hasLoneSurrogate(text: string): boolean {
  return LONE_SURROGATE.test(text)
}

/** The base64 `user:password` of a Basic authorization header: a server may echo it. */
export function basicAuthForm(username: string, password: string): string {
  return Buffer.from(`${username}:${password}`).toString('base64')
}

/** What a connection authenticates with: the settings' credential fields. */
export interface ConnectionCredentials {
  token?: string
  username?: string
  password?: string
  otp?: string
}

/**
 * Every credential value of a connection, as a server could echo it back: the token, the password
 * and the OTP, and with basic auth `user:password` and its base64 (the Authorization header's
 * value). The one list every front end masks (each value then in all its forms: credentialForms).
 */
export function connectionSecrets(c: ConnectionCredentials): string[] {
  const values = [c.token, c.password, c.otp]
  if (c.username && c.password) values.push(`${c.username}:${c.password}`, basicAuthForm(c.username, c.password))
  return values.filter((v): v is string => typeof v === 'string' && v !== '')
}

function uriForm(text: string): string {
  try {
    return encodeURIComponent(text)
  } catch {
    // A lone surrogate cannot be URI-encoded; such a value is refused before any request.
    return text
  }
}

/**
 * Every form of a credential that could reach a log: the value, each of its lines, the JSON-escaped
 * and URI-encoded forms of both (every URL encoder's: urlForms), longest first. Forgejo and Gitea runners (and act) mask only what
 * is registered, with no encoders and no multi-line handling of their own, and replace the
 * registered strings one after another in registration order: once a line of a multi-line secret
 * is `***`, the escaped whole no longer matches, so the longer forms must be registered first.
 */
export function credentialForms(value: string): string[] {
  // Nothing any encoder or JSON escapes, one line (most tokens, and their hex or base64url): the
  // value is its only form.
  if (value !== '' && onlyUnreserved(value)) return [value]
  const forms = new Set<string>()
  const add = (form: string) => {
    forms.add(form)
    forms.add(JSON.stringify(form).slice(1, -1))
    forms.add(uriForm(form))
    // A server may echo it inside a URL (a remote's address), escaped its own way.
    for (const url of urlForms(form)) forms.add(url)
  }
  for (const unit of formUnits(value)) add(unit)
  return [...forms].filter(f => f.length > 0).sort((a, b) => b.length - a.length)
}

/** What credentialForms encodes: the value, and each of its lines long enough to mask alone (a one-line value is its own line). */
function formUnits(value: string): string[] {
  if (!value.includes('\n')) return [value]
  return [value, ...value.split(/\r?\n/).filter(line => line.trim().length >= 4)]
}

/**
 * Strings every form of `value` holds (credentialForms: the value's and each of its lines'), or
 * undefined when some are too short to tell anything (then the forms are made at once). Every
 * encoder behind a form (JSON, URI, each URL encoder's) changes only characters outside RFC 3986's
 * unreserved set, so a form holds each run of unreserved characters of what it encodes, intact:
 * the longest run of the value, and of each line given a form of its own. A text holding none of
 * them holds no form, and none can appear by replacing others with `***` (no anchor holds `*`).
 */
function anchorsOf(value: string): string[] | undefined {
  // Most tokens: one run, the value itself (its only form).
  if (onlyUnreserved(value)) return value.length >= MIN_ANCHOR ? [value] : undefined
  const anchors = formUnits(value).map(longestUnreservedRun)
  return anchors.every(a => a.length >= MIN_ANCHOR) ? [...new Set(anchors)] : undefined
}

/** Shorter anchors would be found in most texts: the forms are made at once. */
const MIN_ANCHOR = 6

/** `text` with every given form (longest first) replaced by `***`. */
export function redactForms(text: string, formsLongestFirst: readonly string[]): string {
  let out = text
  for (const form of formsLongestFirst) if (form && out.includes(form)) out = out.split(form).join('***')
  return out
}

/**
 * Credential forms to redact, with costs that do not grow with their number: adding a form is
 * constant time (no re-sort of all forms), and redacting a text looks up only the forms that start
 * at each of its positions (by their first characters), then replaces those that occur longest
 * first, in the order they were added among equals: the same result as `redactForms` over every
 * form sorted longest first.
 *
 * A credential value may be given instead of its forms (addValue): its forms are made only when a
 * text to redact holds its anchor, which every one of them holds (see anchorsOf), so that a
 * request that prints nothing of a token never pays for its forms (svc mcp --http learns four
 * encodings of each request's token, and most answers hold none of them).
 */
export class FormIndex {
  private static readonly KEY = 3
  private readonly order = new Map<string, number>()
  /** The next form's place among equals (a value given by addValue keeps its place for its forms). */
  private next = 0
  /** Values whose forms are not made yet: made by redact() when a text holds one of its anchors. */
  private pending: Array<{ value: string; anchors: string[]; place: number; minLength: number }> = []
  /** Forms by their first KEY characters. */
  private readonly byPrefix = new Map<string, string[]>()
  /** Forms shorter than KEY, or holding `*` (a replacement could make them occur): always tried. */
  private readonly always: string[] = []
  /** Up to FEW forms a text is searched for each directly (fast for long texts): sorted when needed. */
  private static readonly FEW = 32
  private sorted?: string[]

  /** Adds a form; false when it was there already. */
  add(form: string): boolean {
    return this.addAt(form, this.next++)
  }

  private addAt(form: string, place: number): boolean {
    if (!form || this.order.has(form)) return false
    this.order.set(form, place)
    this.sorted = undefined
    if (form.length < FormIndex.KEY || form.includes('*')) this.always.push(form)
    else {
      const key = form.slice(0, FormIndex.KEY)
      const list = this.byPrefix.get(key)
      if (list) list.push(form)
      else this.byPrefix.set(key, [form])
    }
    return true
  }

  /**
   * Adds every form of a credential value (credentialForms, those of `minLength` or more), made
   * when first needed: the same redaction as adding them now, in this place among equals.
   */
  addValue(value: string, minLength = 1): void {
    if (!value || value.length < minLength) return
    const anchors = anchorsOf(value)
    const place = this.next++
    if (anchors) this.pending.push({ value, anchors, place, minLength })
    else this.addForms(value, place, minLength)
  }

  private addForms(value: string, place: number, minLength: number): void {
    const forms = credentialForms(value).filter(f => f.length >= minLength)
    // Between this value's place and the next one's, in credentialForms' order.
    forms.forEach((f, i) => this.addAt(f, place + i / forms.length))
  }

  /** The forms added, those of values given by addValue included (made now). */
  get size(): number {
    this.learn(undefined)
    return this.order.size
  }

  /** Makes the forms of the pending values an anchor of which `text` holds (all of them without a text). */
  private learn(text: string | undefined): void {
    if (this.pending.length === 0) return
    const keep: typeof this.pending = []
    for (const p of this.pending)
      if (text === undefined || p.anchors.some(a => text.includes(a))) this.addForms(p.value, p.place, p.minLength)
      else keep.push(p)
    this.pending = keep
  }

  /** `text` with every form replaced by `***`, longest first. */
  redact(text: string): string {
    this.learn(text)
    if (this.order.size === 0) return text
    if (this.order.size <= FormIndex.FEW) {
      this.sorted ??= [...this.order.keys()].sort((a, b) => b.length - a.length || this.order.get(a)! - this.order.get(b)!)
      return redactForms(text, this.sorted)
    }
    const found = new Set<string>(this.always)
    const k = FormIndex.KEY
    if (this.byPrefix.size > 0)
      for (let i = 0; i + k <= text.length; i++) {
        const list = this.byPrefix.get(text.slice(i, i + k))
        if (list) for (const f of list) if (text.startsWith(f, i)) found.add(f)
      }
    if (found.size === 0) return text
    const forms = [...found].sort((a, b) => b.length - a.length || this.order.get(a)! - this.order.get(b)!)
    return redactForms(text, forms)
  }
}
