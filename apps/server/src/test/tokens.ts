import { SignJWT, generateKeyPair, importJWK, type JWK } from 'jose'
import type pg from 'pg'
import { loadProviderSecrets } from '../auth/embedded-provider/secrets'

export interface TokenOverrides {
  email?: string
  audience?: string
  issuer?: string
  expiresInSeconds?: number
  /** Sign with a key the provider never had. */
  forged?: boolean
  /** Leave out the `exp` claim (a token that would never expire). */
  withoutExpiry?: boolean
  /** Backdate `iat` by this many seconds. */
  issuedSecondsAgo?: number
}

/** Issues an ID token exactly as the embedded provider does (same key, issuer and audience) unless told otherwise. */
export async function mintToken(pool: pg.Pool, defaults: { issuer: string; audience: string }, overrides: TokenOverrides): Promise<string> {
  const secrets = await loadProviderSecrets(pool)
  const jwk = secrets.signingKeys[0] as JWK
  const key = overrides.forged ? (await generateKeyPair('RS256')).privateKey : await importJWK(jwk, 'RS256')
  const now = Math.floor(Date.now() / 1000)
  const expiresIn = overrides.expiresInSeconds ?? 3600
  const jwt = new SignJWT({ email: overrides.email, name: overrides.email })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid! })
    .setSubject(overrides.email ?? 'nobody')
    .setIssuer(overrides.issuer ?? defaults.issuer)
    .setAudience(overrides.audience ?? defaults.audience)
    .setIssuedAt(now - (overrides.issuedSecondsAgo ?? (expiresIn < 0 ? 60 - expiresIn : 0)))
    .setJti(crypto.randomUUID())
  if (!overrides.withoutExpiry) jwt.setExpirationTime(now + expiresIn)
  return jwt.sign(key)
}
