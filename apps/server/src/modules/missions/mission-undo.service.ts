import { z } from 'zod'
import { UNDO_MESSAGES, UNDO_WINDOW_SECONDS, undoChangedMessage, type ChangeUndone, type UndoableAction } from '@mc/domain'
import { inTransaction } from '../../db/transaction'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { AppError, conflict, forbidden } from '../../http/errors'
import { parseInput } from '../../http/validate'
import type { Queryable } from '../../db/pg-statement'
import { recordMissionAudit } from './mission-audit'
import { assertMissionOpen, requireMission } from './mission-access'
import { lockMission } from './mission.repository'
import {
  findOpenUndoRecord,
  insertUndoRecord,
  lockScope,
  lockUndoRecord,
  markUndone,
  restorePrevious,
  undoFingerprint,
  type PinJson,
  type UpdatedPinJson,
  type RowJson,
  type UndoPrevious,
  type UndoScope,
} from './mission-undo.repository'

/**
 * Undo of a mission change (docs/domain/undo.md). An undoable action calls `offerUndo` inside its
 * own transaction, after its change: the rows as they were, and a fingerprint of what it left.
 * `undoMissionChange` puts them back in one transaction, if the same person asks within the
 * window, once, and nothing in the scope changed since.
 */

/** The clock the window is read on: the server's, so a test can move it (vi.setSystemTime). */
const now = () => new Date(Date.now())

export interface UndoOffer {
  undoId: string
  summary: string
  expiresAt: string
}

/** Writes the undo record of a change just made in `tx`; answers the undo id. */
export async function offerUndo(
  tx: Queryable,
  offer: { user: AuthUser; missionId: number; action: UndoableAction; summary: string; previous: UndoPrevious; scope: UndoScope },
): Promise<string> {
  return insertUndoRecord(tx, {
    missionId: offer.missionId,
    actorEmail: offer.user.email,
    action: offer.action,
    summary: offer.summary,
    previous: offer.previous,
    scope: offer.scope,
    fingerprint: await undoFingerprint(tx, offer.scope),
    expiresAt: new Date(now().getTime() + UNDO_WINDOW_SECONDS * 1000),
  })
}

const undoInputSchema = z.object({
  undoId: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{12}$/, UNDO_MESSAGES.unknown),
})

export interface UndoResult {
  missionIdentity: string
  action: string
  summary: string
}

/** Takes a change back, or refuses with the reason (UNDO_MESSAGES) and changes nothing. */
export async function undoMissionChange(deps: AppDeps, user: AuthUser, args: unknown): Promise<UndoResult> {
  const { undoId } = parseInput(undoInputSchema, args)
  return inTransaction(deps.pool, async (tx) => {
    const record = await lockUndoRecord(tx, undoId)
    if (!record) throw new AppError(404, UNDO_MESSAGES.unknown)
    if (record.actorEmail !== user.email) throw forbidden(UNDO_MESSAGES.notYours)
    if (record.undoneAt) throw conflict(UNDO_MESSAGES.alreadyUndone)
    if (now().getTime() >= new Date(record.expiresAt).getTime()) throw new AppError(410, UNDO_MESSAGES.expired)
    const mission = await lockMission(tx, record.missionId)
    if (!mission) throw new AppError(404, UNDO_MESSAGES.unknown)
    try {
      assertMissionOpen(mission)
    } catch {
      throw conflict(UNDO_MESSAGES.missionClosed)
    }
    await lockScope(tx, record.scope)
    if ((await undoFingerprint(tx, record.scope)) !== record.fingerprint) throw conflict(undoChangedMessage(record.action))
    await restorePrevious(tx, record.previous)
    await markUndone(tx, record.id)
    await recordMissionAudit(tx, {
      user,
      missionIdentity: mission.identity,
      action: 'undoMissionChange',
      before: null,
      after: { undid: record.action, summary: record.summary } satisfies ChangeUndone,
    })
    return { missionIdentity: mission.identity, action: record.action, summary: record.summary }
  })
}

/** The signed-in person's newest undo still open on the mission (a change whose answer cannot carry its undo id). */
export async function findUndoOffer(deps: AppDeps, user: AuthUser, args: unknown): Promise<UndoOffer | null> {
  const { missionIdentity } = parseInput(z.object({ missionIdentity: z.string() }), args)
  const mission = await requireMission(deps.pool, missionIdentity)
  const record = await findOpenUndoRecord(deps.pool, mission.id, user.email, now())
  return record ? { undoId: record.identity, summary: record.summary, expiresAt: new Date(record.expiresAt).toISOString() } : null
}

/** Pins whose rows the change is about to update (pause, resume, reprice): undoable when they are of one mission. */
export async function offerPinsUpdatedUndo(
  tx: Queryable,
  user: AuthUser,
  action: UndoableAction,
  before: UpdatedPinJson[],
  summary: string,
): Promise<string | null> {
  const missionId = singleMission(before)
  if (missionId === undefined) return null
  return offerUndo(tx, { user, missionId, action, summary, previous: { updatedPins: before }, scope: { pinIds: before.map((pin) => pin.id) } })
}

/**
 * Pins (and their group, when the group went) that the change deleted, with the responses that
 * named them (read before the delete): undoable when they are of one mission.
 */
export async function offerPinsDeletedUndo(
  tx: Queryable,
  offer: { user: AuthUser; action: UndoableAction; pins: PinJson[]; responses: { id: number; pinId: number }[]; summary: string; group?: RowJson },
): Promise<string | null> {
  const missionId = offer.group ? Number(offer.group.mission_id) : singleMission(offer.pins)
  if (missionId === undefined) return null
  const scope: UndoScope = {
    places: { missionId, placeIds: offer.pins.map((pin) => Number(pin.organization_place_id)) },
    responseIds: offer.responses.map((response) => response.id),
    ...(offer.group ? { groupName: { missionId, name: String(offer.group.name) } } : {}),
  }
  const previous: UndoPrevious = { deletedPins: offer.pins, unlinkedResponses: offer.responses, ...(offer.group ? { deletedGroup: offer.group } : {}) }
  return offerUndo(tx, { user: offer.user, missionId, action: offer.action, summary: offer.summary, previous, scope })
}

function singleMission(pins: Pick<PinJson, 'mission_id'>[]): number | undefined {
  const missions = new Set(pins.map((pin) => Number(pin.mission_id)))
  return missions.size === 1 ? [...missions][0] : undefined
}
