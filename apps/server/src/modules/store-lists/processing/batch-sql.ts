import type pg from 'pg'

export { inTransaction } from '../../../db/transaction'
export type Sql = pg.ClientBase
export const BATCH_SIZE = 2500

/** Rows of a batch handed to one set-based statement as a JSON array (one parameter, any size). */
export const asJson = (rows: readonly object[]): string => JSON.stringify(rows)
