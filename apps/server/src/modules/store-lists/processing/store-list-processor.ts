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
  run(sql: Sql, templateId: number, services: ProcessingServices): Promise<number>
}

/** §4 order. Each stage moves one claimed batch forward in its own transaction. */
const STAGES: Stage[] = [
  { name: 'normalize', run: (sql, id, s) => normalizeStage(sql, id, s.normalizer) },
  { name: 'geocode', run: (sql, id, s) => geocodeStage(sql, id, s.geocoder) },
  { name: 'match store id', run: (sql, id) => storeIdStage(sql, id) },
  { name: 'match mission id', run: (sql, id) => missionIdStage(sql, id) },
  { name: 'match store', run: (sql, id) => nonIdMatchStage(sql, id) },
  { name: 'create store', run: (sql, id) => createStoreStage(sql, id) },
  { name: 'append group', run: (sql, id) => groupStage(sql, id) },
  { name: 'add pin', run: (sql, id) => pinStage(sql, id) },
]

/** Postgres data errors (class 22) and constraint failures (class 23) are the rows' fault, not ours. */
const isDataError = (error: unknown): boolean => /^2[23]/.test(String((error as { code?: unknown }).code ?? ''))

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
        moved += await failOneBatch(pool, templateId, stage.name, error)
      }
    }
    if (moved === 0) break
  }
  await finishIfDone(pool, templateId)
}

/** A batch the database refuses would be retried forever: its rows end in ERROR with the reason. */
async function failOneBatch(pool: pg.Pool, templateId: number, stage: string, error: unknown): Promise<number> {
  const result = await pool.query(
    `update mission_deploy_template_rows set status = 'ERROR', status_detail = $2, updated_at = now()
      where id in (select id from mission_deploy_template_rows where template_id = $1 and status not in ('PIN_ADDED_TO_MISSION', 'ERROR')
                    order by row_number limit 1000 for update skip locked)`,
    [templateId, `Could not ${stage}: ${(error as Error).message}`],
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
