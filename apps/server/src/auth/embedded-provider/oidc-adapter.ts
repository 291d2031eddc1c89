import { sql } from 'drizzle-orm'
import { type Queryable, execute, queryRow } from '../../db/pg-statement'

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number }

/** oidc-provider storage in Postgres, so sessions, codes and grants are shared by every process. */
export function createPostgresAdapter(pool: Queryable) {
  return class PostgresAdapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      await execute(
        pool,
        sql`insert into oidc_payloads (id, type, payload, grant_id, user_code, uid, expires_at)
         values (${id}, ${this.type}, ${JSON.stringify(payload)}, ${payload.grantId ?? null}, ${payload.userCode ?? null}, ${payload.uid ?? null}, ${expiresIn ? new Date(Date.now() + expiresIn * 1000) : null})
         on conflict (type, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
      )
    }

    private async findWhere(column: 'id' | 'user_code' | 'uid', value: string): Promise<Payload | undefined> {
      const row = await queryRow<{ payload: Payload; consumed_at: Date | null }>(
        pool,
        sql`select payload, consumed_at from oidc_payloads
         where type = ${this.type} and ${sql.identifier(column)} = ${value} and (expires_at is null or expires_at > now())`,
      )
      if (!row) return undefined
      return row.consumed_at ? { ...row.payload, consumed: Math.floor(row.consumed_at.getTime() / 1000) } : row.payload
    }

    find(id: string) {
      return this.findWhere('id', id)
    }

    findByUserCode(userCode: string) {
      return this.findWhere('user_code', userCode)
    }

    findByUid(uid: string) {
      return this.findWhere('uid', uid)
    }

    async consume(id: string): Promise<void> {
      await execute(pool, sql`update oidc_payloads set consumed_at = now() where type = ${this.type} and id = ${id}`)
    }

    async destroy(id: string): Promise<void> {
      await execute(pool, sql`delete from oidc_payloads where type = ${this.type} and id = ${id}`)
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // Only this adapter's model: oidc-provider calls it once per model type, and deleting every
      // type's rows would also drop an interaction that is still under way (switching accounts).
      await execute(pool, sql`delete from oidc_payloads where type = ${this.type} and grant_id = ${grantId}`)
    }
  }
}
