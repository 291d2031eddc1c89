import type pg from 'pg'

/**
 * Runs fn in one transaction on one connection of the pool (SQL written as text); nothing else is
 * awaited on another connection while it is open (the embedded database serves one transaction at
 * a time). Drizzle code uses `db.transaction`, which does the same.
 */
export async function inTransaction<T>(pool: pg.Pool, fn: (sql: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect()
  try {
    await client.query('begin')
    const result = await fn(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    client.release()
  }
}
