// The verifier remembers tokens it has verified (to skip the RSA check on polled calls): what it
// remembers must never outlive the token's own lifetime, nor the maximum token age.
import { exportJWK, generateKeyPair, SignJWT } from 'jose'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTokenVerifier, type TokenVerifier } from './token-verifier'

const ISSUER = 'https://issuer.test'
const AUDIENCE = 'mission-control'
let sign: (claims: { exp: number; iat: number }) => Promise<string>
let verifier: TokenVerifier

beforeAll(async () => {
  const { privateKey, publicKey } = await generateKeyPair('RS256')
  const jwk = { ...(await exportJWK(publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }
  sign = (claims) =>
    new SignJWT({ email: 'staff@missioncontrol.test' })
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(ISSUER)
      .setAudience(AUDIENCE)
      .setIssuedAt(claims.iat)
      .setExpirationTime(claims.exp)
      .sign(privateKey)
  verifier = createTokenVerifier({ issuer: ISSUER, audience: AUDIENCE, algorithms: ['RS256'], maxTokenAgeSeconds: 3600, localJwks: { keys: [jwk] } })
})
afterEach(() => vi.useRealTimers())

const seconds = () => Math.floor(Date.now() / 1000)

describe('createTokenVerifier', () => {
  it('refuses a token it verified once after the token expires', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const token = await sign({ iat: seconds(), exp: seconds() + 30 })
    await expect(verifier(token)).resolves.toMatchObject({ claims: { email: 'staff@missioncontrol.test' } })
    // Past the expiry and the verifier's 5 s clock tolerance.
    vi.setSystemTime(Date.now() + 40_000)
    await expect(verifier(token)).rejects.toThrow(/exp/)
  })

  it('refuses a token it verified once when it grows older than the maximum age', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const token = await sign({ iat: seconds() - 3590, exp: seconds() + 7200 })
    await expect(verifier(token)).resolves.toBeDefined()
    vi.setSystemTime(Date.now() + 20_000)
    await expect(verifier(token)).rejects.toThrow(/iat|age/)
  })

  it('does not take another text for a verified token', async () => {
    const token = await sign({ iat: seconds(), exp: seconds() + 600 })
    await verifier(token)
    const [header, payload, signature] = token.split('.')
    const forged = [
      header,
      Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), email: 'admin@missioncontrol.test' })).toString('base64url'),
      signature,
    ].join('.')
    await expect(verifier(forged)).rejects.toThrow()
  })
})
