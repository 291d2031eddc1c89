import type { CreateMissionDeployTemplateInput } from '@mc/domain/store-lists/create-store-list.schema'
import { checkUploadMissions, foundUploadMissions, type FoundMission } from '@mc/domain/store-lists/store-list-missions'
import { campaignsByIds, findMissions } from '../missions/mission.repository'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { notFound } from '../../http/errors'
import { inTransaction } from './processing/batch-sql'
import { storeListJob } from './store-lists.jobs'
import type { JobWriter } from '../../jobs/job-queue'
import { clientJobWriter } from '../../jobs/job-writer'
import { recordAuditWithClient } from '../../audit/record-audit'
import { findCampaign } from '../campaigns/campaigns.repository'
import { insertTemplate, insertTemplateRows } from './store-lists.repository'
import { parseStoreListInput, storeListRefused } from './store-list-refusal'

/** Rows per processing job: a large list is shared by up to MAX_JOBS workers at once. */
const ROWS_PER_JOB = 5000
const MAX_JOBS = 4

/** The missions the file names, by the one lookup and the one reference rule GetMissions and the browser use. */
export async function findUploadMissions(deps: Pick<AppDeps, 'pool'>, ids: readonly string[]): Promise<FoundMission[]> {
  const missions = await findMissions(deps.pool, ids)
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
  const input: CreateMissionDeployTemplateInput = parseStoreListInput(rawInput)
  const campaign = await findCampaign(deps.pool, input.campaignIdentity)
  if (!campaign) throw notFound('Campaign')

  const missionIds = input.rows.map((row) => row.wiserMissionId)
  const check = checkUploadMissions({ missionIds, found: await findUploadMissions(deps, missionIds), campaignIdentity: input.campaignIdentity })
  // Mission errors are about the list, as in the console's panel: under `rows`, limited the same way.
  if (check.errors.length > 0) throw storeListRefused(check.errors.map((message) => ({ field: 'rows', message })))

  const created = await inTransaction(deps.pool, async (sql) => {
    const { id, identity } = await insertTemplate(sql, { campaignId: campaign.id, name: input.name, createdBy: user.email })
    await insertTemplateRows(sql, id, input.rows)
    await recordAuditWithClient(sql, user, {
      entityType: 'mission_deploy_template',
      entityIdentity: identity,
      action: 'createMissionDeployTemplate',
      after: { name: input.name, campaignIdentity: input.campaignIdentity, rows: input.rows.length },
    })
    // The processing jobs commit with the list: a list never waits for jobs that were never sent.
    await enqueueProcessing(deps, id, input.rows.length, clientJobWriter(sql))
    return { id, identity }
  })
  return { identity: created.identity }
}

/** Several jobs for one list let several workers share it; each claims batches the others do not hold. */
export async function enqueueProcessing(deps: AppDeps, templateId: number, rowCount: number, writer?: JobWriter): Promise<void> {
  const jobs = Math.min(MAX_JOBS, Math.max(1, Math.ceil(rowCount / ROWS_PER_JOB)))
  for (let index = 0; index < jobs; index++) await deps.jobs.send(storeListJob, { templateId }, writer ? { in: writer } : undefined)
}
