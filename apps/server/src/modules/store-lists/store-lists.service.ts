import { createMissionDeployTemplateInputSchema, type CreateMissionDeployTemplateInput } from '@mc/domain/store-lists/create-store-list.schema'
import { checkUploadMissions, foundUploadMissions, type FoundMission } from '@mc/domain/store-lists/store-list-missions'
import { campaignsByIds, findMissions } from '../missions/mission.repository'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { badRequest, notFound } from '../../http/errors'
import { parseInput } from '../../http/validate'
import { inTransaction } from './processing/batch-sql'
import { storeListJob } from './store-lists.jobs'
import type { JobWriter } from '../../jobs/job-queue'
import { clientJobWriter } from '../../jobs/job-writer'

const INSERT_CHUNK = 1000
/** Rows per processing job: a large list is shared by up to MAX_JOBS workers at once. */
const ROWS_PER_JOB = 5000
const MAX_JOBS = 4

/** The missions the file names, by the one lookup and the one reference rule GetMissions and the browser use. */
export async function findUploadMissions(deps: Pick<AppDeps, 'db' | 'pool'>, ids: readonly string[]): Promise<FoundMission[]> {
  const missions = await findMissions(deps.db, ids)
  const campaigns = await campaignsByIds(deps.pool, [...new Set(missions.map((mission) => mission.campaignId))])
  return foundUploadMissions(
    ids,
    missions.map((mission) => ({
      identity: mission.identity,
      legacyIdentity: mission.legacyIdentity,
      name: mission.name,
      campaignIdentity: campaigns.get(mission.campaignId)!.identity,
    })),
  )
}

/**
 * createMissionDeployTemplate: the browser's checks again (same domain code), the mission ids
 * against the data, then the list and every row in one transaction, then the processing jobs.
 */
export async function createStoreList(deps: AppDeps, user: AuthUser, rawInput: unknown): Promise<{ identity: string }> {
  const input: CreateMissionDeployTemplateInput = parseInput(createMissionDeployTemplateInputSchema, rawInput)
  const campaign = (await deps.pool.query<{ id: number }>(`select id from campaigns where identity = $1`, [input.campaignIdentity])).rows[0]
  if (!campaign) throw notFound('Campaign')

  const missionIds = input.rows.map((row) => row.wiserMissionId)
  const check = checkUploadMissions({ missionIds, found: await findUploadMissions(deps, missionIds), campaignIdentity: input.campaignIdentity })
  if (check.errors.length > 0) throw badRequest(check.errors.join('; '), { rows: check.errors })

  const created = await inTransaction(deps.pool, async (sql) => {
    const template = await sql.query<{ id: number; identity: string }>(
      `insert into mission_deploy_templates (campaign_id, name, created_by) values ($1, $2, $3) returning id, identity`,
      [campaign.id, input.name, user.email],
    )
    const { id, identity } = template.rows[0]!
    for (let start = 0; start < input.rows.length; start += INSERT_CHUNK) {
      await sql.query(
        `insert into mission_deploy_template_rows (template_id, row_number, wiser_mission_id, group_name, group_cap, pin_is_running,
                wiser_store_id, organization_name, store_number, street_address, city, state, postal_code, country)
         select $1, v."rowNumber", v."wiserMissionId", v."groupName", v."groupCap", v."pinIsRunning", v."wiserStoreId",
                v."organizationName", v."storeNumber", v."streetAddress", v.city, v.state, v."postalCode", v.country
           from json_to_recordset($2::json) as v("rowNumber" int, "wiserMissionId" text, "groupName" text, "groupCap" int,
                "pinIsRunning" boolean, "wiserStoreId" text, "organizationName" text, "storeNumber" text, "streetAddress" text,
                city text, state text, "postalCode" text, country text)`,
        [id, JSON.stringify(input.rows.slice(start, start + INSERT_CHUNK))],
      )
    }
    await sql.query(
      `insert into audit_log (actor_email, entity_type, entity_identity, action, after) values ($1, 'mission_deploy_template', $2, 'createMissionDeployTemplate', $3)`,
      [user.email, identity, JSON.stringify({ name: input.name, campaignIdentity: input.campaignIdentity, rows: input.rows.length })],
    )
    // The processing jobs commit with the list: a list never waits for jobs that were never sent.
    await enqueueProcessing(deps, Number(id), input.rows.length, clientJobWriter(sql))
    return { id: Number(id), identity }
  })
  return { identity: created.identity }
}

/** Several jobs for one list let several workers share it; each claims batches the others do not hold. */
export async function enqueueProcessing(deps: AppDeps, templateId: number, rowCount: number, writer?: JobWriter): Promise<void> {
  const jobs = Math.min(MAX_JOBS, Math.max(1, Math.ceil(rowCount / ROWS_PER_JOB)))
  for (let index = 0; index < jobs; index++) await deps.jobs.send(storeListJob, { templateId }, writer ? { in: writer } : undefined)
}
