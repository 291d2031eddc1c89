import { type Queryable, execute } from '../../db/pg-statement'
import { sql } from 'drizzle-orm'
import { notifySessionEnded } from '../../live/live-events.repository'

/**
 * Refuses a token from now until `expiresAtSeconds` (its own expiry); already refused is fine. Every
 * API process is told, and ends the token's live-console streams at once (live/live-hub.ts).
 */
export async function revokeToken(pool: Queryable, tokenHash: string, expiresAtSeconds: number): Promise<void> {
  await execute(pool, sql`insert into revoked_tokens (token_hash, expires_at) values (${tokenHash}, to_timestamp(${expiresAtSeconds})) on conflict do nothing`)
  await notifySessionEnded(pool, tokenHash)
}

/** Ends the embedded provider's sessions, grants and tokens of an account. */
export async function endProviderSessions(pool: Queryable, email: string): Promise<void> {
  await execute(
    pool,
    sql`delete from oidc_payloads where type in ('Session', 'RefreshToken', 'Grant', 'AccessToken') and lower(payload->>'accountId') = lower(${email})`,
  )
}

/** Refused tokens past their own expiry need no row: no such token passes verification anyway. */
export async function forgetExpiredRevocations(pool: Queryable): Promise<void> {
  await execute(pool, sql`delete from revoked_tokens where expires_at < now()`)
}
