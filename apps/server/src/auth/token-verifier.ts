import { createLocalJWKSet, createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'

export interface VerifiedToken {
  claims: JWTPayload & { email?: string; name?: string; picture?: string; nickname?: string }
}

export type TokenVerifier = (token: string) => Promise<VerifiedToken>

export interface VerifierOptions {
  issuer: string
  audience: string
  algorithms: string[]
  /** Refuse tokens issued longer ago than this (from `iat`), whatever their expiry says. */
  maxTokenAgeSeconds: number
  /** Keys of the embedded provider; when absent they are fetched from the issuer's discovery document. */
  localJwks?: { keys: object[] }
}

async function remoteKeys(issuer: string): Promise<JWTVerifyGetKey> {
  const response = await fetch(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`)
  if (!response.ok) throw new Error(`OpenID discovery failed for ${issuer}: HTTP ${response.status}`)
  const discovery = (await response.json()) as { jwks_uri: string }
  return createRemoteJWKSet(new URL(discovery.jwks_uri))
}

const VERIFIED_TOKEN_TTL_MS = 60_000
const VERIFIED_TOKENS_MAX = 10_000

/**
 * Checks signature, issuer, audience, algorithm and lifetime of a bearer JWT. `exp` and `iat` are
 * required: a token that never expires would outlive any logout (revocations are kept only until
 * the token's own expiry).
 */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  /**
   * Tokens verified lately, by their exact text: the signature check (RSA) was the largest share
   * of a polled GraphQL call's CPU in the auth hook. The same bytes verify the same way, so an
   * entry holds until the token expires or grows too old, and at most VERIFIED_TOKEN_TTL_MS
   * (a key the issuer withdraws stops being honoured within that). Logouts are checked on every
   * call by the auth hook, not here.
   */
  const verified = new Map<string, { claims: VerifiedToken['claims']; until: number }>()
  let keys: Promise<JWTVerifyGetKey> | undefined = options.localJwks
    ? Promise.resolve(createLocalJWKSet(options.localJwks as Parameters<typeof createLocalJWKSet>[0]))
    : undefined
  return async (token) => {
    keys ??= remoteKeys(options.issuer).catch((error: unknown) => {
      keys = undefined
      throw error
    })
    const now = Date.now()
    const known = verified.get(token)
    if (known && now < known.until) return { claims: known.claims }
    const { payload } = await jwtVerify(token, await keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: options.algorithms,
      clockTolerance: 5,
      requiredClaims: ['exp', 'iat'],
      maxTokenAge: options.maxTokenAgeSeconds,
    })
    if (verified.size >= VERIFIED_TOKENS_MAX) verified.clear()
    // Never past the token's own lifetime (without the clock tolerance), nor the maximum age.
    const until = Math.min(now + VERIFIED_TOKEN_TTL_MS, payload.exp! * 1000, (payload.iat! + options.maxTokenAgeSeconds) * 1000)
    verified.set(token, { claims: payload, until })
    return { claims: payload }
  }
}
