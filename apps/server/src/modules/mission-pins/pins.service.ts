import type { PinsActedOn, PinsActedOnMatching, PinsDeleted, PinsDeletedMatching } from '@mc/domain/missions/mission-history'
import { pinActionSchema, undoableSummary } from '@mc/domain'
import { actionPinBulkInputSchema, deletePinsInputSchema, missionPinFilterSchema, missionPinsQuerySchema } from '@mc/domain/missions/pin-bulk.schema'
import { z } from 'zod'
import { inTransaction } from '../../db/transaction'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { badRequest } from '../../http/errors'
import { parseInput } from '../../http/validate'
import { recordMissionAudit } from '../missions/mission-audit'
import { assertMissionOpen, knownMissionId, requireMission, requireOpenMission } from '../missions/mission-access'
import { serverToday } from '../server-today'
import type { Queryable } from '../../db/pg-statement'
import {
  emptyPinsPage,
  findMissionMapBounds,
  findMissionMapPins,
  findMissionPins,
  findPinsPage,
  type MapBounds,
  type MapPin,
  type PinPage,
} from './pins.repository'
import { offerPinsDeletedUndo, offerPinsUpdatedUndo } from '../missions/mission-undo.service'
import { lockNamedPins, lockPinsMatching, responsesOfPins, type PinJsonKind, type PinOwner } from '../missions/mission-undo.repository'
import { deleteMatchingPins, deletePinsByIdentity, setMatchingPinsRunning, setPinsRunning } from './pin-writes.repository'

export interface BulkResult {
  count: number
  /** The undo id (docs/domain/undo.md); null when the pins were of more than one mission or none changed. */
  undoId: string | null
}

/** Audit rows name the pins only for lists small enough to read; the count is always there. */
const AUDIT_PIN_LIST_MAX = 1000

/**
 * A page of the Pins tab. Polled: for a mission read before, one statement (the page names the
 * mission's id and finds nothing for a deleted one); an empty page goes the long way, through
 * requireMission (404 for a deleted or unknown mission), to tell an empty page from a missing mission.
 */
export async function getMissionPins(deps: AppDeps, args: unknown): Promise<PinPage> {
  const query = parseInput(missionPinsQuerySchema, args)
  const today = serverToday()
  const knownId = knownMissionId(deps.pool, query.missionIdentity)
  const page = knownId === undefined ? undefined : await findPinsPage(deps.pool, knownId, today, query)
  if (page) return page
  const mission = await requireMission(deps.pool, query.missionIdentity)
  // The page was read and found empty: not read again (with an availability filter that read is
  // every pin's status, seconds at 100,000 pins; docs/decisions/mission-pages-at-scale.md).
  if (knownId === mission.id) return emptyPinsPage(deps.pool, mission.id, today, query)
  return findMissionPins(deps.pool, mission.id, today, query)
}

export async function getMissionMapPins(deps: AppDeps, identity: unknown): Promise<MapPin[]> {
  const { missionIdentity } = parseInput(missionPinFilterSchema.pick({ missionIdentity: true }), { missionIdentity: identity })
  const mission = await requireMission(deps.pool, missionIdentity)
  return findMissionMapPins(deps.pool, mission.id, serverToday())
}

/** Where the map of `getMissionMapPins` opens: the corners around the same pins, answered long before they are. */
export async function getMissionMapBounds(deps: AppDeps, identity: unknown): Promise<MapBounds | null> {
  const { missionIdentity } = parseInput(missionPinFilterSchema.pick({ missionIdentity: true }), { missionIdentity: identity })
  const mission = await requireMission(deps.pool, missionIdentity)
  return findMissionMapBounds(deps.pool, mission.id)
}

const listed = (identities: string[]) => identities.slice(0, 10).join(', ') + (identities.length > 10 ? ` and ${identities.length - 10} more` : '')

/**
 * Locks the named pins (read as `kind` says) after checking them: they must all exist, none may be
 * a test pin and none may belong to a closed mission; otherwise nothing changes and the answer
 * says which.
 */
async function lockCheckedPins<K extends PinJsonKind>(tx: Queryable, field: string, identities: string[], kind: K) {
  const owners = await lockNamedPins(tx, identities, kind)
  const found = new Set(owners.map((owner) => owner.identity))
  const unknown = identities.filter((identity) => !found.has(identity))
  if (unknown.length > 0) throw badRequest(`Unknown pin(s): ${listed(unknown)}`, { [field]: [`Unknown pin(s): ${listed(unknown)}`] })
  const testPins = owners.filter((owner) => owner.isTestPin).map((owner) => owner.identity)
  if (testPins.length > 0) {
    const message = `Test pins cannot be selected: ${listed(testPins)}`
    throw badRequest(message, { [field]: [message] })
  }
  const today = serverToday()
  // Once a mission, not once a pin: 10,000 pins of one mission are one check.
  const missions = new Map(owners.map((owner) => [owner.missionIdentity, owner]))
  for (const owner of missions.values()) assertMissionOpen(owner, today)
  return { owners, before: owners.map((owner) => owner.row) }
}

function byMission(owners: PinOwner[]): Map<string, string[]> {
  const groups = new Map<string, string[]>()
  for (const owner of owners) {
    const identities = groups.get(owner.missionIdentity)
    if (identities) identities.push(owner.identity)
    else groups.set(owner.missionIdentity, [owner.identity])
  }
  return groups
}

const pinList = (identities: string[]) => (identities.length <= AUDIT_PIN_LIST_MAX ? { pins: identities } : {})

export async function actionPinBulk(deps: AppDeps, user: AuthUser, args: unknown): Promise<BulkResult> {
  const input = parseInput(actionPinBulkInputSchema, args)
  // A pin named twice takes its last action.
  const actions = new Map(input.pins.map((pin) => [pin.identity, pin.action]))
  return inTransaction(deps.pool, async (tx) => {
    const { owners, before } = await lockCheckedPins(tx, 'pins', [...actions.keys()], 'updated')
    const count = await setPinsRunning(
      tx,
      owners.map((owner) => ({ id: owner.row.id, action: actions.get(owner.identity)! })),
    )
    const done = new Set(actions.values())
    for (const [missionIdentity, identities] of byMission(owners)) {
      const used = new Set(identities.map((identity) => actions.get(identity)))
      await recordMissionAudit(tx, {
        user,
        missionIdentity,
        action: 'actionPinBulk',
        before: null,
        after: { action: used.size === 1 ? [...used][0]! : 'MIXED', count: identities.length, ...pinList(identities) } satisfies PinsActedOn,
      })
    }
    const pinAction = done.size === 1 ? [...done][0]! : 'MIXED'
    const undoId = await offerPinsUpdatedUndo(tx, user, 'actionPinBulk', before, undoableSummary('actionPinBulk', { count, pinAction }))
    return { count, undoId }
  })
}

export async function deletePins(deps: AppDeps, user: AuthUser, args: unknown): Promise<BulkResult> {
  const { identities } = parseInput(deletePinsInputSchema, args)
  const unique = [...new Set(identities)]
  return inTransaction(deps.pool, async (tx) => {
    const { owners, before } = await lockCheckedPins(tx, 'identities', unique, 'whole')
    const responses = await responsesOfPins(
      tx,
      before.map((pin) => pin.id),
    )
    const count = await deletePinsByIdentity(tx, unique)
    for (const [missionIdentity, pins] of byMission(owners)) {
      await recordMissionAudit(tx, {
        user,
        missionIdentity,
        action: 'deletePins',
        before: { count: pins.length, ...pinList(pins) } satisfies PinsDeleted,
        after: null,
      })
    }
    const summary = undoableSummary('deletePins', { count })
    const undoId = await offerPinsDeletedUndo(tx, { user, action: 'deletePins', pins: before, responses, summary })
    return { count, undoId }
  })
}

const matchingActionSchema = z.object({ filter: missionPinFilterSchema, action: pinActionSchema })

/** "Select all N matching the filter": the action reaches every non-test pin the filter matches, in one statement. */
export async function actionPinsMatching(deps: AppDeps, user: AuthUser, args: unknown): Promise<BulkResult> {
  const { filter, action } = parseInput(matchingActionSchema, args)
  const today = serverToday()
  const mission = await requireOpenMission(deps.pool, filter.missionIdentity, today)
  return inTransaction(deps.pool, async (tx) => {
    const before = await lockPinsMatching(tx, mission.id, today, filter, 'updated')
    const count = await setMatchingPinsRunning(tx, mission.id, today, filter, action)
    await recordMissionAudit(tx, {
      user,
      missionIdentity: mission.identity,
      action: 'actionPinsMatching',
      before: null,
      after: { action, count, filter } satisfies PinsActedOnMatching,
    })
    const summary = undoableSummary('actionPinsMatching', { count, pinAction: action })
    const undoId = await offerPinsUpdatedUndo(tx, user, 'actionPinsMatching', before, summary)
    return { count, undoId }
  })
}

export async function deletePinsMatching(deps: AppDeps, user: AuthUser, args: unknown): Promise<BulkResult> {
  const { filter } = parseInput(z.object({ filter: missionPinFilterSchema }), args)
  const today = serverToday()
  const mission = await requireOpenMission(deps.pool, filter.missionIdentity, today)
  return inTransaction(deps.pool, async (tx) => {
    const before = await lockPinsMatching(tx, mission.id, today, filter, 'whole')
    const responses = await responsesOfPins(
      tx,
      before.map((pin) => pin.id),
    )
    const count = await deleteMatchingPins(tx, mission.id, today, filter)
    await recordMissionAudit(tx, {
      user,
      missionIdentity: mission.identity,
      action: 'deletePinsMatching',
      before: { count, filter } satisfies PinsDeletedMatching,
      after: null,
    })
    const summary = undoableSummary('deletePinsMatching', { count })
    const undoId = await offerPinsDeletedUndo(tx, { user, action: 'deletePinsMatching', pins: before, responses, summary })
    return { count, undoId }
  })
}
