import type pg from 'pg'

/** Refuses a token from now until `expiresAtSeconds` (its own expiry); already refused is fine. */
export async function revokeToken(pool: pg.Pool, tokenHash: string, expiresAtSeconds: number): Promise<void> {
  await pool.query(`insert into revoked_tokens (token_hash, expires_at) values ($1, to_timestamp($2)) on conflict do nothing`, [tokenHash, expiresAtSeconds])
}

/** Ends the embedded provider's sessions, grants and tokens of an account. */
export async function endProviderSessions(pool: pg.Pool, email: string): Promise<void> {
  await pool.query(`delete from oidc_payloads where type in ('Session', 'RefreshToken', 'Grant', 'AccessToken') and lower(payload->>'accountId') = lower($1)`, [
    email,
  ])
}

/** Refused tokens past their own expiry need no row: no such token passes verification anyway. */
export async function forgetExpiredRevocations(pool: pg.Pool): Promise<void> {
  await pool.query(`delete from revoked_tokens where expires_at < now()`)
}
