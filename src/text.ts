// Helpers for printing text that is not ours (server messages, user data) and for the forms a
// credential can take once printed.

/**
 * Untrusted text made safe for a CI log: a line starting with `::` would be read as a workflow
 * command (`::add-mask::`, `::stop-commands::`), so such a line gets a leading space; control
 * characters other than newline and tab are dropped.
 */
export function neutralize(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '').replace(/^(\s*)::/gm, '$1 ::')
}

/**
 * Every form of a credential that could reach a log: the value, each of its lines, the JSON-escaped
 * and URI-encoded forms of both, longest first. Forgejo and Gitea runners (and act) mask only what
 * is registered, with no encoders and no multi-line handling of their own, and replace the
 * registered strings one after another in registration order: once a line of a multi-line secret
 * is `***`, the escaped whole no longer matches, so the longer forms must be registered first.
 */
export function credentialForms(value: string): string[] {
  const forms = new Set<string>()
  const add = (form: string) => {
    forms.add(form)
    forms.add(JSON.stringify(form).slice(1, -1))
    forms.add(encodeURIComponent(form))
  }
  add(value)
  for (const line of value.split(/\r?\n/)) if (line.trim().length >= 4) add(line)
  return [...forms].filter(f => f.length > 0).sort((a, b) => b.length - a.length)
}

/** The base64 `user:password` of a Basic authorization header: a server may echo it. */
export function basicAuthForm(username: string, password: string): string {
  return Buffer.from(`${username}:${password}`).toString('base64')
}

export function neutralizeJson(json: string): string {
  return json
}
