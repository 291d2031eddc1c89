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

/**
 * Checks signature, issuer, audience, algorithm and lifetime of a bearer JWT. `exp` and `iat` are
 * required: a token that never expires would outlive any logout (revocations are kept only until
 * the token's own expiry).
 */
export function createTokenVerifier(options: VerifierOptions): TokenVerifier {
  let keys: Promise<JWTVerifyGetKey> | undefined = options.localJwks
    ? Promise.resolve(createLocalJWKSet(options.localJwks as Parameters<typeof createLocalJWKSet>[0]))
    : undefined
  return async (token) => {
    keys ??= remoteKeys(options.issuer).catch((error: unknown) => {
      keys = undefined
      throw error
    })
    const { payload } = await jwtVerify(token, await keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: options.algorithms,
      clockTolerance: 5,
      requiredClaims: ['exp', 'iat'],
      maxTokenAge: options.maxTokenAgeSeconds,
    })
    return { claims: payload }
  }
}
