import { anywhereMissionSchema, briefSchema, INVALID_CHOICE, linkFormSchema, NOT_ANYWHERE_MISSION } from '@mc/domain'
import { inTransaction } from '../../db/transaction'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { badRequest } from '../../http/errors'
import { parseIdentity, parseInput } from '../../http/validate'
import { recordMissionAudit } from './mission-audit'
import type { BriefRow, MissionRow } from './mission.records'
import * as repo from './mission.repository'
import { requireOpenMission } from './mission-access'
import { saveMission } from './mission.service'

/** setBriefPretty: the whole brief replaces the old one (one brief per mission). */
export async function setBrief(deps: AppDeps, user: AuthUser, missionIdentity: string, input: unknown): Promise<BriefRow> {
  parseIdentity(missionIdentity, 'missionIdentity')
  const mission = await requireOpenMission(deps.pool, missionIdentity)
  const brief = parseInput(briefSchema, input)
  return inTransaction(deps.pool, async (tx) => {
    const before = (await repo.briefsByMission(tx, [mission.id])).get(mission.id)
    const after = await repo.upsertBrief(tx, mission.id, brief)
    await recordMissionAudit(tx, { user, missionIdentity, action: 'setBriefPretty', before: before ?? null, after })
    return after
  })
}

/** Anywhere missions have no pins to carry prices and caps, so the mission holds them. */
export async function setAnywhere(deps: AppDeps, user: AuthUser, identity: string, input: { basePrice: unknown; frequencyCap: unknown }): Promise<MissionRow> {
  parseIdentity(identity)
  const mission = await requireOpenMission(deps.pool, identity)
  const values = parseInput(anywhereMissionSchema, input)
  if (!mission.isAnywhereMission) throw badRequest(NOT_ANYWHERE_MISSION, { _: [NOT_ANYWHERE_MISSION] })
  return saveMission(deps, user, mission, 'setBasePriceAndfrequencyCapForAnywhereMission', values)
}

/** setTask links a form (task summary) as the mission's survey. */
export async function setTask(deps: AppDeps, user: AuthUser, missionIdentity: string, input: { taskIdentity: unknown }): Promise<MissionRow> {
  parseIdentity(missionIdentity, 'missionIdentity')
  const mission = await requireOpenMission(deps.pool, missionIdentity)
  const { taskIdentity } = parseInput(linkFormSchema, input)
  const task = await repo.findTaskSummary(deps.pool, taskIdentity)
  if (!task) throw badRequest(INVALID_CHOICE, { taskIdentity: [INVALID_CHOICE] })
  return saveMission(deps, user, mission, 'setTask', { taskSummaryId: task.dbId })
}
