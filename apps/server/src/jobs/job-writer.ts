import { sql, type SQL } from 'drizzle-orm'
import type pg from 'pg'
import type { JobWriter } from './job-queue'

/** Jobs written through a pool client's open transaction (`inTransaction`). */
export const clientJobWriter = (client: pg.ClientBase): JobWriter => ({
  executeSql: async (text, values) => ({ rows: (await client.query(text, values as unknown[])).rows }),
})

/** Jobs written through a drizzle transaction: pg-boss's `$n` placeholders become bound parameters. */
export const drizzleJobWriter = (tx: { execute(query: SQL): Promise<{ rows: unknown[] }> }): JobWriter => ({
  async executeSql(text, values = []) {
    const parts = text.split(/\$(\d+)/)
    const query = sql.join(
      parts.map((part, index) => (index % 2 === 0 ? sql.raw(part) : sql`${values[Number(part) - 1]}`)),
      sql.raw(''),
    )
    return { rows: (await tx.execute(query)).rows }
  },
})
