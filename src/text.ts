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
 * Every form of a credential that could reach a log: the value, each of its lines, its
 * JSON-escaped and URI-encoded forms. Forgejo and Gitea runners mask only what is registered, with
 * no encoders and no multi-line handling of their own.
 */
export function credentialForms(value: string): string[] {
  const forms = new Set<string>([value])
  for (const line of value.split(/\r?\n/)) if (line.trim().length >= 4) forms.add(line)
  forms.add(JSON.stringify(value).slice(1, -1))
  forms.add(encodeURIComponent(value))
  return [...forms].filter(f => f.length > 0)
}
