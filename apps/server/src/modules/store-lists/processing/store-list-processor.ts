import type pg from 'pg'
import type { AddressNormalizer } from '../../../integrations/address-normalizer'
import type { Geocoder } from '../../../integrations/geocoder'
import { inTransaction, type Sql } from './batch-sql'
import { geocodeStage, normalizeStage } from './stage-address'
import { createStoreStage } from './stage-create-store'
import { groupStage, pinStage } from './stage-deploy'
import { missionIdStage, nonIdMatchStage, storeIdStage } from './stage-match'

export interface ProcessingServices {
  normalizer: AddressNormalizer
  geocoder: Geocoder
}

interface Stage {
  name: string
  /** The statuses the stage claims: a batch it cannot move is failed among these only. */
  inputs: string[]
  run(sql: Sql, templateId: number, services: ProcessingServices): Promise<number>
}

/** §4 order. Each stage moves one claimed batch forward in its own transaction. */
const STAGES: Stage[] = [
  { name: 'normalize', inputs: ['UNPROCESSED'], run: (sql, id, s) => normalizeStage(sql, id, s.normalizer) },
  { name: 'geocode', inputs: ['NORMALIZED'], run: (sql, id, s) => geocodeStage(sql, id, s.geocoder) },
  { name: 'match store id', inputs: ['GEOCODED'], run: (sql, id) => storeIdStage(sql, id) },
  { name: 'match mission id', inputs: ['WISER_STORE_ID_MATCHED'], run: (sql, id) => missionIdStage(sql, id) },
  { name: 'match store', inputs: ['WISER_MISSION_ID_MATCHED'], run: (sql, id) => nonIdMatchStage(sql, id) },
  { name: 'create store', inputs: ['STORE_UNMATCHED'], run: (sql, id) => createStoreStage(sql, id) },
  { name: 'append group', inputs: ['WISER_MISSION_ID_MATCHED', 'NON_ID_STORE_MATCHED', 'STORE_CREATED'], run: (sql, id) => groupStage(sql, id) },
  { name: 'add pin', inputs: ['GROUP_APPENDED'], run: (sql, id) => pinStage(sql, id) },
]

/**
 * Postgres data errors (class 22) and constraint failures (class 23) are the rows' fault, not ours;
 * a unique violation (23505) is a race with another worker, so the job is retried instead.
 */
const isDataError = (error: unknown): boolean => {
  const code = String((error as { code?: unknown }).code ?? '')
  return /^2[23]/.test(code) && code !== '23505'
}

/**
 * Moves a list's rows until none is left to claim, then marks the list PROCESSED. Safe to run in
 * any number of processes at once and to re-run after a crash: every stage starts from the rows
 * still waiting at its input status.
 */
export async function processStoreList(pool: pg.Pool, templateId: number, services: ProcessingServices): Promise<void> {
  await pool.query(`update mission_deploy_templates set status = 'PROCESSING', updated_at = now() where id = $1 and status = 'UNPROCESSED'`, [templateId])
  for (;;) {
    let moved = 0
    for (const stage of STAGES) {
      try {
        moved += await inTransaction(pool, (sql) => stage.run(sql, templateId, services))
      } catch (error) {
        if (!isDataError(error)) throw error
        moved += await failOneBatch(pool, templateId, stage, error)
      }
    }
    if (moved === 0) break
  }
  await finishIfDone(pool, templateId)
}

/** A batch the database refuses would be retried forever: its rows end in ERROR with the reason. */
async function failOneBatch(pool: pg.Pool, templateId: number, stage: Stage, error: unknown): Promise<number> {
  const result = await pool.query(
    `update mission_deploy_template_rows set status = 'ERROR', status_detail = $2, updated_at = now()
      where id in (select id from mission_deploy_template_rows where template_id = $1 and status = any($3::text[])
                    order by row_number limit 1000 for update skip locked)`,
    [templateId, `Could not ${stage.name}: ${(error as Error).message}`, stage.inputs],
  )
  return result.rowCount ?? 0
}

export async function finishIfDone(pool: pg.Pool, templateId: number): Promise<boolean> {
  const result = await pool.query(
    `update mission_deploy_templates t set status = 'PROCESSED', processed_at = now(), updated_at = now()
      where t.id = $1 and t.status <> 'PROCESSED'
        and not exists (select 1 from mission_deploy_template_rows r where r.template_id = t.id and r.status not in ('PIN_ADDED_TO_MISSION', 'ERROR'))`,
    [templateId],
  )
  return (result.rowCount ?? 0) > 0
}
