import type { Database } from '../../db/connection'

/**
 * What the pins and groups repositories need of a connection: raw SQL through drizzle's execute.
 * Whether a mission may be read or changed is decided in missions/mission-access.ts.
 */
export type Db = Pick<Database, 'execute'>
