// Issue 37, break 2: credentials inside URLs. The forms a secret takes once a program puts it in a
// URL (each one masked), and addresses with their user-info taken out (what svc shows or dumps).
// Hostile input first: user-info that hides behind a parser's leniency.
import { describe, expect, it } from '@jest/globals'
import fc from 'fast-check'
import { Masker } from '../src/masker.js'
import { FormIndex, credentialForms } from '../src/text.js'
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

describe('a value whose forms are made when a text holds one (FormIndex.addValue)', () => {
  const eager = (values: string[]) => {
    const index = new FormIndex()
    for (const v of values) for (const f of credentialForms(v)) index.add(f)
    return index
  }
  const lazy = (values: string[]) => {
    const index = new FormIndex()
    for (const v of values) index.addValue(v)
    return index
  }
  // Values of every kind the anchors must hold for: tokens, base64 with `+/=`, passwords with spaces,
  // `%`, non-ASCII and several lines, and short ones (made at once).
  const value = fc.oneof(
    fc.stringMatching(/^[A-Za-z0-9]{8,40}$/),
    fc.base64String({ minLength: 8, maxLength: 60 }),
    fc.string({ unit: fc.constantFrom(...'ab1 %+/=:@é\n\r*,-_.~"\\'.split('')), minLength: 1, maxLength: 30 }),
    fc.string({ minLength: 1, maxLength: 12 }),
    // Several lines, each a form of its own: a text may hold one line and not the longest run.
    fc.array(fc.stringMatching(/^[a-z0-9 +]{4,14}$/), { minLength: 2, maxLength: 3 }).map(lines => lines.join('\n'))
  )

  it('redacts every text exactly as adding all their forms at once would', () => {
    fc.assert(
      fc.property(
        fc.array(value, { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.string(),
        (values, picks, noise) => {
          // A text of the values' forms (each picked at random), their halves and noise.
          const forms = values.flatMap(v => credentialForms(v))
          const pieces = picks.map(p => forms[p % forms.length])
          const text = [...pieces, ...pieces.map(p => p.slice(0, p.length >> 1)), noise].join(noise.slice(0, 3))
          expect(lazy(values).redact(text)).toBe(eager(values).redact(text))
        }
      ),
      { numRuns: 400 }
    )
  })

  it('makes no form of a value no text held, and then every one once a text holds one', () => {
    const token = Buffer.from('0123456789abcdef0123456789abcdef01234567').toString('base64')
    const index = lazy([token])
    expect(index.redact('nothing of it here')).toBe('nothing of it here')
    expect(index.redact(`echoed: ${encodeURIComponent(token)}`)).toBe('echoed: ***')
    expect(index.size).toBe(credentialForms(token).length)
  })
})
