import { sql } from 'drizzle-orm'
import { prepareStatement, queryPrepared, type Queryable } from '../db/pg-statement'
import type { JobWriter } from './job-queue'

/**
 * Jobs written through a pool client's open transaction (`inTransaction`): pg-boss's own SQL text,
 * as it is, with its `$n` values by position.
 */
export const clientJobWriter = (client: Queryable): JobWriter => ({
  executeSql: async (text, values = []) => ({ rows: await queryPrepared<object>(client, prepareStatement(null, sql.raw(text)), values as unknown[]) }),
})
