import { randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair, type JWK } from 'jose'
import type pg from 'pg'

export interface ProviderSecrets {
  signingKeys: JWK[]
  cookieKeys: string[]
}

/**
 * Signing and cookie keys live in the database so every server process signs and verifies
 * with the same keys and sessions survive restarts. The first process to start creates them.
 */
export async function loadProviderSecrets(pool: pg.Pool): Promise<ProviderSecrets> {
  const existing = await pool.query<{ value: ProviderSecrets }>(`select value from app_secrets where name = 'oidc'`)
  if (existing.rows[0]) return existing.rows[0].value
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }
  const fresh: ProviderSecrets = { signingKeys: [jwk], cookieKeys: [randomBytes(32).toString('base64url')] }
  await pool.query(`insert into app_secrets (name, value) values ('oidc', $1) on conflict (name) do nothing`, [fresh])
  const stored = await pool.query<{ value: ProviderSecrets }>(`select value from app_secrets where name = 'oidc'`)
  return stored.rows[0]!.value
}

/** The public half of each signing key, for verifying tokens without a network round trip. */
export function publicJwks(secrets: ProviderSecrets): { keys: JWK[] } {
  return {
    keys: secrets.signingKeys.map(({ kty, n, e, crv, x, y, alg, use, kid }) => ({ kty, n, e, crv, x, y, alg, use, kid })),
  }
}
