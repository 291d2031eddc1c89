import { sql } from 'drizzle-orm'
import { type Queryable, execute, queryRow } from '../../db/pg-statement'
import { randomBytes } from 'node:crypto'
import { exportJWK, generateKeyPair, type JWK } from 'jose'

export interface ProviderSecrets {
  signingKeys: JWK[]
  cookieKeys: string[]
}

/**
 * Signing and cookie keys live in the database so every server process signs and verifies
 * with the same keys and sessions survive restarts. The first process to start creates them.
 */
export async function loadProviderSecrets(pool: Queryable): Promise<ProviderSecrets> {
  const existing = await queryRow<{ value: ProviderSecrets }>(pool, sql`select value from app_secrets where name = 'oidc'`)
  if (existing) return existing.value
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwk = { ...(await exportJWK(privateKey)), alg: 'RS256', use: 'sig', kid: randomBytes(8).toString('hex') }
  const fresh: ProviderSecrets = { signingKeys: [jwk], cookieKeys: [randomBytes(32).toString('base64url')] }
  await execute(pool, sql`insert into app_secrets (name, value) values ('oidc', ${JSON.stringify(fresh)}) on conflict (name) do nothing`)
  const stored = await queryRow<{ value: ProviderSecrets }>(pool, sql`select value from app_secrets where name = 'oidc'`)
  return stored!.value
}

/** The public half of each signing key, for verifying tokens without a network round trip. */
export function publicJwks(secrets: ProviderSecrets): { keys: JWK[] } {
  return {
    keys: secrets.signingKeys.map(({ kty, n, e, crv, x, y, alg, use, kid }) => ({ kty, n, e, crv, x, y, alg, use, kid })),
  }
}
