import { describe, expect, it } from 'vitest'
import { challengeFor, decodeJwtClaims, randomToken } from './pkce'

describe('PKCE', () => {
  it('derives the S256 challenge: base64url of the SHA-256 of the verifier', async () => {
    // SHA-256("abc") is the FIPS 180-2 test vector ba7816bf…f20015ad.
    expect(await challengeFor('abc')).toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0')
    expect(await challengeFor('abd')).not.toBe('ungWv48Bz-pBQUDeXa4iI7ADYaOWF3qctBD_YfIAFa0')
  })

  it('makes url-safe random tokens of the asked length', () => {
    const token = randomToken(32)
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(randomToken(32)).not.toBe(token)
  })

  it('reads the claims of a JWT, including non-ASCII names', () => {
    const payload = Buffer.from(JSON.stringify({ sub: 'a', name: 'Zoë Ruiz' })).toString('base64url')
    expect(decodeJwtClaims(`x.${payload}.y`)).toEqual({ sub: 'a', name: 'Zoë Ruiz' })
  })
})
