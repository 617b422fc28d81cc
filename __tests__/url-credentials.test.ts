// Issue 37, break 2: credentials inside URLs. The forms a secret takes once a program puts it in a
// URL (each one masked), and addresses with their user-info taken out (what svc shows or dumps).
// Hostile input first: user-info that hides behind a parser's leniency.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { Masker } from '../src/masker.js'
import { credentialForms } from '../src/text.js'
import { addressProblem, hasUserinfo, stripUserinfo, urlForms } from '../src/url-credentials.js'

describe('stripUserinfo', () => {
  it('takes out user-info a lenient parser would read, whatever hides it', () => {
    const hostile: Array<[string, string]> = [
      ['https://u:p@ss@host/x.git', 'https://host/x.git'],
      ['  https://u:p@host/x', '  https://host/x'],
      ['https:u:p@host/x', 'https:host/x'],
      ['HTTPS:\\\\u:p@host/x', 'HTTPS:\\\\host/x'],
      ['https:///u:p@host', 'https:///host'],
      ['ht\ttps://u:p\n@host/x', 'https://host/x'],
      ['https://u:p%40w@host:8443/x?y=1#z', 'https://host:8443/x?y=1#z'],
      ['git://only-user@host/x', 'git://host/x'],
      // A backslash ends https's authority but not git's (WHATWG): the user-info is `h\\u:p`.
      ['git://h\\u:p@host/x', 'git://host/x']
    ]
    for (const [given, shown] of hostile) {
      expect(hasUserinfo(given)).toBe(true)
      expect(stripUserinfo(given)).toBe(shown)
    }
  })

  it('leaves an address without user-info exactly as given (an @ in its path or query included)', () => {
    for (const plain of ['https://host/@scope/x.git', 'https://host/x?mail=a@b', 'https://host/x#a@b', 'not a url', '', 'https://host'])
      expect([hasUserinfo(plain), stripUserinfo(plain)]).toEqual([false, plain])
  })

  it('never leaves a user name or password that the WHATWG URL parser finds (property)', () => {
    const alphabet = fc.constantFrom('h', 't', 'p', 's', ':', '/', '\\', '@', 'u', '%', '?', '#', ' ', '\t', '\n', '.', 'x', '4', '0')
    fc.assert(
      fc.property(fc.constantFrom('', 'https://', 'http:', 'git://', ' HTTPS:\\'), fc.array(alphabet, { maxLength: 24 }), (head, rest) => {
        const address = head + rest.join('')
        let after: URL
        try {
          new URL(address)
          after = new URL(stripUserinfo(address))
        } catch {
          return
        }
        expect([after.username, after.password]).toEqual(['', ''])
      }),
      { numRuns: 3000 }
    )
  })
})

describe('addressProblem: the one check of an address svc sends on (migrations, push mirrors, the mirrors section, a source)', () => {
  const WEB = ['http:', 'https:']
  it('refuses user-info wherever a parser would read it, even where the URL parser reads none', () => {
    for (const given of [
      'https://u:p@host/x.git',
      'https://only-user@host/x',
      'HTTPS://U:P@HOST/x',
      'https:u:p@host/x',
      'https:///u:p@host/x',
      'ht\ttps://u:p\n@host/x',
      'https://u:p%40w@host:8443/x',
      '  https://u:p@host/x',
      'https://u:p@ss@host/x.git'
    ])
      expect([given, addressProblem(given, WEB)]).toEqual([given, { kind: 'userinfo', message: 'must not hold a user name or password' }])
  })

  it('refuses what is not a URL, and any scheme not asked for, naming those that are', () => {
    for (const given of ['', 'host/x.git', '//host/x', 'not a url', 'https://[bad/x'])
      expect([given, addressProblem(given, WEB)?.kind]).toEqual([given, 'url'])
    for (const given of ['file:///etc/passwd', 'javascript:alert(1)', 'ssh://git@host/x', 'git://host/x', 'data:text/plain,x'])
      expect([given, addressProblem(given, WEB)]).toEqual([given, { kind: 'scheme', message: 'must be an http or https URL' }])
    expect(addressProblem('ssh://host/x', ['http:', 'https:', 'git:'])?.message).toBe('must be an http, https or git URL')
    expect(addressProblem('git://host/x', ['http:', 'https:', 'git:'])).toBeUndefined()
  })

  it('takes a plain address, an @ in its path or query included', () => {
    for (const given of ['https://host/x.git', ' https://host:8443/a/b?c=d@e#f ', 'http://127.0.0.1:3000/o/r', 'https://host/@scope/x'])
      expect([given, addressProblem(given, WEB)]).toEqual([given, undefined])
  })
})

describe('urlForms', () => {
  const secret = 'p+$,&;=!w @:/?#%é'

  it('holds what each common encoder writes, in both cases of hex', () => {
    const forms = urlForms(secret)
    const whatwg = new URL('https://host/')
    whatwg.password = secret
    const lower = (s: string) => s.replace(/%[0-9A-F]{2}/g, h => h.toLowerCase())
    const expected = [
      secret,
      encodeURIComponent(secret),
      lower(encodeURIComponent(secret)),
      // Go's url.UserPassword(u, p).String(), as Gitea and Forgejo write an address: `$&+,;=` stay.
      'p+$,&;=%21w%20%40%3A%2F%3F%23%25%C3%A9',
      whatwg.password,
      new URLSearchParams({ a: secret }).toString().slice(2),
      lower(new URLSearchParams({ a: secret }).toString().slice(2)),
      encodeURI(secret)
    ]
    for (const form of expected) expect(forms).toContain(form)
    expect(forms.length).toBeLessThanOrEqual(37)
  })

  it('is the secret alone when it has only unreserved characters', () => {
    expect(urlForms('abc-DEF_123.~')).toEqual(['abc-DEF_123.~'])
  })

  it('is masked in every form by the masker every front end uses', () => {
    const m = new Masker()
    m.add(secret)
    const echoed = `push failed: https://mirror:${'p+$,&;=%21w%20%40%3A%2F%3F%23%25%C3%A9'}@remote.example/x.git`
    expect(m.mask(echoed)).toBe('push failed: https://mirror:***@remote.example/x.git')
    for (const form of urlForms(secret)) expect(credentialForms(secret)).toContain(form)
  })
})
