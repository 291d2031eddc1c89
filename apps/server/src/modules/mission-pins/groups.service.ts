import type { GroupDeleted } from '@mc/domain/missions/mission-history'
import { deleteDeploymentGroupInputSchema, editGroupCapInputSchema, editGroupFrequencyCapInputSchema, undoableSummary } from '@mc/domain'
import { deploymentGroupsQuerySchema } from '@mc/domain/missions/pin-bulk.schema'
import { inTransaction } from '../../db/transaction'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { notFound } from '../../http/errors'
import { parseInput } from '../../http/validate'
import { recordMissionAudit } from '../missions/mission-audit'
import { requireMission, requireOpenMission } from '../missions/mission-access'
import { serverToday } from '../server-today'
import { offerPinsDeletedUndo } from '../missions/mission-undo.service'
import { lockGroupWithPins, responsesOfPins } from '../missions/mission-undo.repository'
import { deleteGroup, findDeploymentGroups, findGroup, setGroupCaps, type GroupPage, type GroupRef } from './groups.repository'

export async function getDeploymentGroups(deps: AppDeps, args: unknown): Promise<GroupPage> {
  const query = parseInput(deploymentGroupsQuerySchema, args)
  const mission = await requireMission(deps.pool, query.missionIdentity)
  return findDeploymentGroups(deps.pool, mission.id, serverToday(), query)
}

/** The group, checked to belong to the named mission (when one is named) and that mission to be open. */
async function openGroup(deps: AppDeps, identity: string, missionIdentity?: string): Promise<GroupRef> {
  const group = await findGroup(deps.pool, identity)
  if (!group || (missionIdentity !== undefined && group.missionIdentity !== missionIdentity)) throw notFound('Deployment group')
  await requireOpenMission(deps.pool, group.missionIdentity, serverToday())
  return group
}

type CapField = 'responseGroupCap' | 'responseFrequencyCap'

async function editCap(deps: AppDeps, user: AuthUser, group: GroupRef, field: CapField, value: number, action: string) {
  await inTransaction(deps.pool, async (tx) => {
    await setGroupCaps(tx, group.id, { [field]: value })
    await recordMissionAudit(tx, {
      user,
      missionIdentity: group.missionIdentity,
      action,
      before: { group: group.identity, name: group.name, [field]: group[field] },
      after: { group: group.identity, name: group.name, [field]: value },
    })
  })
  const { items } = await findDeploymentGroups(deps.pool, group.missionId, serverToday(), { identity: group.identity, page: 1, limit: 1 })
  return items[0]!
}

export async function editGroupCap(deps: AppDeps, user: AuthUser, args: unknown) {
  const input = parseInput(editGroupCapInputSchema, args)
  const group = await openGroup(deps, input.identity, input.missionIdentity)
  return editCap(deps, user, group, 'responseGroupCap', input.responseGroupCap, 'editGroupCap')
}

export async function editGroupFrequencyCap(deps: AppDeps, user: AuthUser, args: unknown) {
  const input = parseInput(editGroupFrequencyCapInputSchema, args)
  const group = await openGroup(deps, input.identity, input.missionIdentity)
  return editCap(deps, user, group, 'responseFrequencyCap', input.frequencyCap, 'editGroupFrequencyCap')
}

/** Deletes the group and its pins together. */
export async function deleteDeploymentGroup(deps: AppDeps, user: AuthUser, args: unknown) {
  const { identity } = parseInput(deleteDeploymentGroupInputSchema, args)
  const group = await openGroup(deps, identity)
  return inTransaction(deps.pool, async (tx) => {
    const before = await lockGroupWithPins(tx, group.id)
    const responses = await responsesOfPins(
      tx,
      before.pins.map((pin) => pin.id),
    )
    const pinCount = await deleteGroup(tx, group.id)
    await recordMissionAudit(tx, {
      user,
      missionIdentity: group.missionIdentity,
      action: 'deleteDeploymentGroup',
      before: { group: group.identity, name: group.name, pins: pinCount } satisfies GroupDeleted,
      after: null,
    })
    const summary = undoableSummary('deleteDeploymentGroup', { count: pinCount, name: group.name })
    const undoId = before.group
      ? await offerPinsDeletedUndo(tx, { user, action: 'deleteDeploymentGroup', pins: before.pins, responses, summary, group: before.group })
      : null
    return { identity: group.identity, name: group.name, pinCount, undoId }
  })
}
