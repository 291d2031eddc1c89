import {
  CAP_PERIOD_TYPE_LOCKED,
  classifyPatch,
  deriveDisplayState,
  extendSchema,
  hasStarted,
  missionCreateSchema,
  missionEditSchema,
  missionInputToForm,
  stateChangeError,
  type MissionCreateForm,
  type MissionEditForm,
} from '@mc/domain'
import { inTransaction } from '../../db/transaction'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { badRequest } from '../../http/errors'
import { parseIdentity, parseInput } from '../../http/validate'
import { recordMissionAudit } from './mission-audit'
import { serverToday } from '../server-today'
import { assertMissionOpen, lockOpenMission, requireMission } from './mission-access'
import type { CampaignRef, MissionRow } from './mission.records'
import * as repo from './mission.repository'

type MissionUpdate = repo.MissionWrite

interface PatchInput {
  name?: unknown
  description?: unknown
  state?: unknown
  capPeriodType?: unknown
  isActive?: unknown
  isDeleted?: unknown
  startDate?: unknown
  endDate?: unknown
  properties?: Record<string, unknown> | null
}

const ANYWHERE_LOCKED = 'Anywhere Mission cannot be changed after the Mission is created.'
const EXTEND_SETS_ENABLED = 'Extending a Mission sets it to ENABLED.'
const EXTEND_START_LOCKED = 'The start date cannot be changed when extending a Mission.'

/** The flat form values as mission columns (shared by create and edit). */
function formColumns(form: MissionEditForm): MissionUpdate {
  return {
    name: form.name,
    description: form.description,
    startDate: form.startDate,
    endDate: form.endDate,
    salesforceOpportunityId: form.salesforceOpportunityID ? form.salesforceOpportunityID : null,
    basePrice: form.basePrice,
    customerCost: form.customerCost,
    setupFee: form.setupFee,
    capCommitment: form.capCommitment,
    isAutovalidated: form.isAutovalidated,
    isDynamicPricing: form.isDynamicPricing,
    isFeatured: form.isFeatured,
  }
}

async function requireCampaign(deps: AppDeps, identity: unknown): Promise<CampaignRef> {
  const campaign = await repo.findCampaign(deps.pool, parseIdentity(identity, 'campaignIdentity'))
  if (!campaign) throw badRequest('The campaign does not exist.', { campaignIdentity: ['The campaign does not exist.'] })
  return campaign
}

/**
 * Writes the change and its audit row in one transaction, on the mission's locked row checked open
 * again (it may have closed since it was read); returns the mission as saved.
 */
export async function saveMission(deps: AppDeps, user: AuthUser, before: MissionRow, action: string, update: MissionUpdate): Promise<MissionRow> {
  return inTransaction(deps.pool, async (tx) => {
    await lockOpenMission(tx, before.id)
    const after = await repo.updateMission(tx, before.id, update)
    await recordMissionAudit(tx, { user, missionIdentity: before.identity, action, before, after })
    return after
  })
}

export async function createMission(deps: AppDeps, user: AuthUser, input: PatchInput & { campaignIdentity?: unknown }): Promise<MissionRow> {
  const campaign = await requireCampaign(deps, input.campaignIdentity)
  const schema = missionCreateSchema({ campaign, customerHasCustomPeriods: campaign.customer.hasCustomReportingPeriods })
  const form: MissionCreateForm = parseInput(schema, missionInputToForm(input))
  return inTransaction(deps.pool, async (tx) => {
    const created = await repo.insertMission(tx, {
      ...(formColumns(form) as repo.MissionInsert),
      campaignId: campaign.id,
      capPeriodType: form.capPeriodType,
      isAnywhereMission: form.isAnywhereMission,
      state: 'CREATED',
    })
    await recordMissionAudit(tx, { user, missionIdentity: created.identity, action: 'createMission', before: null, after: created })
    return created
  })
}

function stateOrThrow(mission: MissionRow, state: unknown): MissionRow['state'] {
  const error = stateChangeError(deriveDisplayState(mission, serverToday()), String(state))
  if (error) throw badRequest(error, { state: [error] })
  return state as MissionRow['state']
}

function flagColumns(input: PatchInput): MissionUpdate {
  const update: MissionUpdate = {}
  for (const key of ['isActive', 'isDeleted'] as const) {
    if (input[key] === undefined || input[key] === null) continue
    if (typeof input[key] !== 'boolean') throw badRequest(`${key} must be true or false.`, { [key]: ['Must be true or false'] })
    update[key] = input[key]
  }
  return update
}

async function editColumns(deps: AppDeps, mission: MissionRow, input: PatchInput): Promise<MissionUpdate> {
  if (input.capPeriodType != null && input.capPeriodType !== mission.capPeriodType) {
    throw badRequest(CAP_PERIOD_TYPE_LOCKED, { capPeriodType: [CAP_PERIOD_TYPE_LOCKED] })
  }
  const anywhere = input.properties?.isAnywhereMission
  if (anywhere != null && anywhere !== mission.isAnywhereMission) throw badRequest(ANYWHERE_LOCKED, { isAnywhereMission: [ANYWHERE_LOCKED] })
  const [campaign] = [...(await repo.campaignsByIds(deps.pool, [mission.campaignId])).values()]
  const today = serverToday()
  const lockedDates = hasStarted(mission, today) ? { startDate: mission.startDate, endDate: mission.endDate } : null
  const schema = missionEditSchema({ campaign: campaign!, customerHasCustomPeriods: campaign!.customer.hasCustomReportingPeriods, lockedDates })
  const form = parseInput(schema, missionInputToForm(input))
  return { ...formColumns(form), ...(input.state != null ? { state: stateOrThrow(mission, input.state) } : {}) }
}

async function extendColumns(deps: AppDeps, mission: MissionRow, input: PatchInput): Promise<MissionUpdate> {
  if (input.state != null && input.state !== 'ENABLED') throw badRequest(EXTEND_SETS_ENABLED, { state: [EXTEND_SETS_ENABLED] })
  if (input.startDate != null && input.startDate !== mission.startDate) throw badRequest(EXTEND_START_LOCKED, { startDate: [EXTEND_START_LOCKED] })
  const [campaign] = [...(await repo.campaignsByIds(deps.pool, [mission.campaignId])).values()]
  const schema = extendSchema({ missionStartDate: mission.startDate, campaignEndDate: campaign!.endDate, today: serverToday() })
  const { endDate } = parseInput(schema, { endDate: input.endDate })
  return { endDate, state: 'ENABLED' }
}

/**
 * patchMission serves the state buttons, Extend and the full edit (000 §7); which one a call
 * is comes from the fields it carries (classifyPatch). Each is checked by its own rules.
 */
export async function patchMission(deps: AppDeps, user: AuthUser, identity: string, input: PatchInput): Promise<MissionRow> {
  parseIdentity(identity)
  const mission = await requireMission(deps.pool, identity)
  assertMissionOpen(mission)
  const kind = classifyPatch(input)
  let update: MissionUpdate = flagColumns(input)
  if (kind === 'edit') update = { ...update, ...(await editColumns(deps, mission, input)) }
  else if (kind === 'extend') update = { ...update, ...(await extendColumns(deps, mission, input)) }
  else if (kind === 'state') update = { ...update, state: stateOrThrow(mission, input.state) }
  else if (Object.keys(update).length === 0) throw badRequest('Nothing to change.', { _: ['Nothing to change.'] })
  const action = { edit: 'editMission', extend: 'extendMission', state: 'editMissionState', flags: 'patchMission' }[kind]
  return saveMission(deps, user, mission, action, update)
}
