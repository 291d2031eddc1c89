import type pg from 'pg'

type Payload = Record<string, unknown> & { grantId?: string; userCode?: string; uid?: string; consumed?: number }

/** oidc-provider storage in Postgres, so sessions, codes and grants are shared by every process. */
export function createPostgresAdapter(pool: pg.Pool) {
  return class PostgresAdapter {
    constructor(private readonly type: string) {}

    async upsert(id: string, payload: Payload, expiresIn?: number): Promise<void> {
      await pool.query(
        `insert into oidc_payloads (id, type, payload, grant_id, user_code, uid, expires_at)
         values ($1, $2, $3, $4, $5, $6, $7)
         on conflict (type, id) do update set payload = excluded.payload, grant_id = excluded.grant_id,
           user_code = excluded.user_code, uid = excluded.uid, expires_at = excluded.expires_at`,
        [
          id,
          this.type,
          payload,
          payload.grantId ?? null,
          payload.userCode ?? null,
          payload.uid ?? null,
          expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        ],
      )
    }

    private async findWhere(column: 'id' | 'user_code' | 'uid', value: string): Promise<Payload | undefined> {
      const result = await pool.query<{ payload: Payload; consumed_at: Date | null }>(
        `select payload, consumed_at from oidc_payloads
         where type = $1 and ${column} = $2 and (expires_at is null or expires_at > now())`,
        [this.type, value],
      )
      const row = result.rows[0]
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
      await pool.query(`update oidc_payloads set consumed_at = now() where type = $1 and id = $2`, [this.type, id])
    }

    async destroy(id: string): Promise<void> {
      await pool.query(`delete from oidc_payloads where type = $1 and id = $2`, [this.type, id])
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // Only this adapter's model: oidc-provider calls it once per model type, and deleting every
      // type's rows would also drop an interaction that is still under way (switching accounts).
      await pool.query(`delete from oidc_payloads where type = $1 and grant_id = $2`, [this.type, grantId])
    }
  }
}
