// The real suites read an Actions secret back from the server's database (there is no read API).
// Forgejo seals it with its keying module: this fixture was written by that module's own Go code
// (modules/keying of codeberg.org/forgejo/forgejo, Init("aSecretKeyOf64chars"),
// DeriveKey("action_secret").Encrypt(value, ColumnAndID("data", 4242))).
import { describe, expect, it } from '@jest/globals'
import { forgejoDecrypt } from './real/stored-secret.js'

const SEALED = '25c0e4924649dea062703b15f69cd015cbd2c6c6318b536181fbc30e119223bdca2b2881c47ff9b6551cae3444907b897ef362d04bc822ce6a'

describe("a secret as Forgejo's keying module stores it", () => {
  it('opens with the instance key, the context and the row id', () => {
    expect(forgejoDecrypt(SEALED, 4242, 'aSecretKeyOf64chars')).toBe('the value: ü ✓')
  })
  it('refuses another row id, another key or another context (the additional data and key are bound)', () => {
    expect(() => forgejoDecrypt(SEALED, 4243, 'aSecretKeyOf64chars')).toThrow(/tag/)
    expect(() => forgejoDecrypt(SEALED, 4242, 'anotherKey')).toThrow(/tag/)
    expect(() => forgejoDecrypt(SEALED, 4242, 'aSecretKeyOf64chars', 'pushmirror')).toThrow(/tag/)
  })
})
