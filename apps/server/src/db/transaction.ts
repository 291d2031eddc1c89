import type pg from 'pg'

/**
 * The one transaction helper (docs/decisions/database-access.md): runs fn in one transaction on one
 * connection, a client of the pool (released after) or a connection the caller holds (a maintenance
 * session), and commits, or rolls back and throws. Nothing else is awaited on another connection
 * while it is open: the embedded database serves one transaction at a time, so that would wait forever.
 */
export async function inTransaction<T>(handle: pg.Pool | pg.ClientBase, fn: (client: pg.ClientBase) => Promise<T>): Promise<T> {
  const pooled = 'totalCount' in handle
  const client = pooled ? await handle.connect() : handle
  try {
    await client.query('begin')
    const result = await fn(client)
    await client.query('commit')
    return result
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  } finally {
    if (pooled) (client as pg.PoolClient).release()
  }
}
