import type pg from 'pg'

export type Sql = pg.PoolClient
export const BATCH_SIZE = 2500

/** Runs fn in one transaction on one connection; nothing else is awaited while it is open. */
export async function inTransaction<T>(pool: pg.Pool, fn: (sql: Sql) => Promise<T>): Promise<T> {
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

/** Rows of a batch handed to one set-based statement as a JSON array (one parameter, any size). */
export const asJson = (rows: readonly object[]): string => JSON.stringify(rows)
