import type pg from 'pg'

export type Sql = pg.PoolClient
export const BATCH_SIZE = 1000

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

/**
 * Claims up to `limit` rows of one list waiting at `status`, in row order. SKIP LOCKED lets several
 * workers share a list: each takes rows no one else holds, and a killed worker's claim ends with
 * its transaction, so the rows are simply claimed again.
 */
export async function claimRows<T extends { id: number }>(
  sql: Sql,
  templateId: number,
  statuses: readonly string[],
  columns: string,
  options: { limit?: number; extraWhere?: string } = {},
): Promise<T[]> {
  const result = await sql.query<T>(
    `select ${columns} from mission_deploy_template_rows
      where template_id = $1 and status = any($2::text[]) ${options.extraWhere ? `and ${options.extraWhere}` : ''}
      order by row_number limit $3 for update skip locked`,
    [templateId, statuses, options.limit ?? BATCH_SIZE],
  )
  return result.rows
}

/** Rows of a batch handed to one set-based statement as a JSON array (one parameter, any size). */
export const asJson = (rows: readonly object[]): string => JSON.stringify(rows)
