// Credentials inside URLs, in one place: every form a secret can take once a program has put it in
// a URL (for the masker: a server echoes a remote's address with the password it was given, each
// encoder escaping its own set of characters, in its own case of hex), and an address with its
// user-info taken out (for everything svc shows or writes: lists, dumps, plans, errors); and the
// check of an address svc is given to send on (push mirrors, migrations, the mirrors section, a
// source's API), which refuses one with user-info in it.

/**
 * The URL encoders whose output a secret may be echoed in: the characters each leaves as they are
 * besides the unreserved ones (A–Z a–z 0–9 - . _ ~), and whether it writes a space as `+`.
 */
const ENCODERS: ReadonlyArray<{ keep: string; plus?: boolean }> = [
  // JavaScript encodeURIComponent.
  { keep: "!'()*" },
  // Go net/url user-info (url.UserPassword(...).String(): Gitea and Forgejo), RFC 3986 §3.2.1.
  { keep: '$&+,;=' },
  // Go url.PathEscape, and Go's escaping of a whole path.
  { keep: '$&+:=@' },
  { keep: '$&+,/:;=@' },
  // WHATWG URL user-info (Node's URL, browsers): also leaves `%` alone.
  { keep: "!$%&'()*+," },
  // Go url.QueryEscape, and application/x-www-form-urlencoded (URLSearchParams).
  { keep: '', plus: true },
  { keep: '*', plus: true },
  // Python's urllib.parse.quote (safe='/') and JavaScript encodeURI.
  { keep: '/' },
  { keep: ";,/?:@&=+$#!'()*" }
]

/** A character no encoder leaves alone: each is what an encoder may escape (code points, as `for..of` reads them). */
const RESERVED = /[^A-Za-z0-9\-._~]/gu
const ONLY_UNRESERVED = /^[A-Za-z0-9\-._~]*$/
/** Whether no URL encoder (nor JSON) changes `value`: RFC 3986's unreserved characters only. */
export const onlyUnreserved = (value: string): boolean => ONLY_UNRESERVED.test(value)
/** The longest run of unreserved characters of `text` (the first of equals): what no encoder changes. */
export const longestUnreservedRun = (text: string): string =>
  text.split(RESERVED).reduce((longest, run) => (run.length > longest.length ? run : longest), '')
const utf8 = new TextEncoder()

/** A character's percent-encoding in UTF-8 bytes, hex in lower or upper case. */
function percent(ch: string, lowerHex: boolean): string {
  const code = ch.charCodeAt(0)
  if (code < 0x80) {
    const hex = code.toString(16).padStart(2, '0')
    return `%${lowerHex ? hex : hex.toUpperCase()}`
  }
  let out = ''
  for (const byte of utf8.encode(ch)) {
    const hex = byte.toString(16).padStart(2, '0')
    out += `%${lowerHex ? hex : hex.toUpperCase()}`
  }
  return out
}

function encodeWith(secret: string, keep: string, plus: boolean, lowerHex: boolean): string {
  // Only the characters an encoder may escape are looked at (a token has few or none).
  return secret.replace(RESERVED, ch => (keep.includes(ch) ? ch : ch === ' ' && plus ? '+' : percent(ch, lowerHex)))
}

/**
 * Every form `secret` can take inside a URL: itself, and each encoder's percent-encoding of it in
 * upper and lower hex, with a space as `%20` and as `+`. A secret of unreserved characters only
 * has one form (itself); the forms are few (at most 37), so each can be registered with a masker.
 */
export function urlForms(secret: string): string[] {
  // No encoder changes it (most tokens): the one form, without 18 encodings of it (a server over
  // HTTP learns each request's token anew).
  if (onlyUnreserved(secret)) return [secret]
  const reserved = [...new Set(secret.match(RESERVED))]
  const forms = new Set<string>([secret])
  // An encoder's form depends only on what it does with each of the secret's reserved characters
  // (keep, `+` for a space, escape) and, when it escapes one, the case of its hex: one encoding per
  // distinct way (a base64 token's `=` or `/` is kept by some encoders and escaped by the rest).
  const done = new Set<string>()
  for (const { keep, plus = false } of ENCODERS)
    for (const lowerHex of [false, true]) {
      const ways = reserved.map(ch => (keep.includes(ch) ? 'k' : ch === ' ' && plus ? 'p' : 'e')).join('')
      const way = ways.includes('e') ? `${ways}${lowerHex}` : ways
      if (done.has(way)) continue
      done.add(way)
      const form = encodeWith(secret, keep, plus, lowerHex)
      forms.add(form)
      if (form.includes('%20')) forms.add(form.replaceAll('%20', '+'))
    }
  return [...forms]
}

/**
 * Where an address's user-info is, read at least as widely as any URL parser reads it (WHATWG's,
 * Go's, git's): after `scheme:` and any slashes or backslashes, up to the last `@` before `/`, `?`
 * or `#`. A backslash ends the authority of https but not of git (WHATWG), so it ends nothing here:
 * an odd address may lose more than its user-info when shown, never keep it. Leading spaces and
 * controls, which parsers skip, are part of the prefix.
 */
// eslint-disable-next-line no-control-regex -- parsers skip leading controls: they belong to the prefix
const AUTHORITY = /^([\x00-\x20]*[A-Za-z][A-Za-z0-9+.-]*:[/\\]*)([^/?#]*)/

/** The user-info of an address (`user:password` of `https://user:password@host/x`), or undefined. */
function userinfoOf(given: string): { prefix: string; userinfo: string; rest: string } | undefined {
  // Parsers drop tabs and line breaks anywhere in a URL (WHATWG): `ht\tps://u:p\n@host` is https.
  const address = /[\t\n\r]/.test(given) ? given.replace(/[\t\n\r]/g, '') : given
  const m = AUTHORITY.exec(address)
  if (!m) return undefined
  const at = m[2].lastIndexOf('@')
  if (at < 0) return undefined
  return { prefix: m[1], userinfo: m[2].slice(0, at), rest: address.slice(m[1].length + at + 1) }
}

/** Whether an address carries a user name or password (`scheme://user[:password]@host`). */
export function hasUserinfo(address: unknown): boolean {
  return typeof address === 'string' && userinfoOf(address) !== undefined
}

/**
 * The address without its user-info (`https://user:pw@host/x` → `https://host/x`), the rest of it
 * as given (but tabs and line breaks); anything else as it is. What svc shows or writes of an address that may carry
 * credentials.
 */
export function stripUserinfo(address: string): string {
  const parts = userinfoOf(address)
  return parts ? parts.prefix + parts.rest : address
}

/** `value` with stripUserinfo applied when it is a string (a server's answer may hold anything). */
export function stripUserinfoOf<T>(value: T): T {
  return (typeof value === 'string' ? stripUserinfo(value) : value) as T
}

export interface AddressProblem {
  /** What is wrong: no URL, a scheme not among those allowed, or a user name or password in it. */
  kind: 'url' | 'scheme' | 'userinfo'
  /** Said after the address's name: `clone_addr must not hold a user name or password`. */
  message: string
}

/**
 * Why an address svc is given to send on (a clone or push address, a source's API) is refused, or
 * undefined: not a URL, a scheme other than `schemes` (`https:`, ...), or user-info, read both as
 * the URL parser reads it and as widely as hasUserinfo reads it (`https:u:p@host` has none for the
 * first). A credential in an address would be kept and shown; it goes in a masked field instead.
 */
export function addressProblem(address: string, schemes: readonly string[]): AddressProblem | undefined {
  let u: URL
  try {
    u = new URL(address.trim())
  } catch {
    return { kind: 'url', message: 'is not a URL' }
  }
  if (!schemes.includes(u.protocol)) {
    const names = schemes.map(s => s.replace(/:$/, ''))
    const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : names[0]
    return { kind: 'scheme', message: `must be an ${list} URL` }
  }
  if (u.username || u.password || hasUserinfo(address)) return { kind: 'userinfo', message: 'must not hold a user name or password' }
  return undefined
}
