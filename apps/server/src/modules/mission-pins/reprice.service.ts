import type { PinsRepriced } from '@mc/domain/missions/mission-history'
import { repricePinsInputSchema, undoableSummary, type RepriceResult } from '@mc/domain'
import { validateOrgPlacesInputSchema } from '@mc/domain/missions/pin-bulk.schema'
import { inTransaction } from '../../db/transaction'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { parseInput } from '../../http/validate'
import { recordMissionAudit } from '../missions/mission-audit'
import { requireMission, requireOpenMission } from '../missions/mission-access'
import { serverToday } from '../server-today'
import { findPinnedOrgPlaces, setPinPrices } from './pin-writes.repository'
import { offerPinsUpdatedUndo } from '../missions/mission-undo.service'
import { lockPinsAtPlaces } from '../missions/mission-undo.repository'

/** validateMissionOrgPlaces: which of the csv's org places are pins of the mission. */
export async function validateMissionOrgPlaces(deps: AppDeps, args: unknown): Promise<{ validOrgPlaceIdentities: string[] }> {
  const input = parseInput(validateOrgPlacesInputSchema, args)
  const mission = await requireMission(deps.pool, input.missionIdentity)
  const unique = [...new Set(input.orgPlaceIdentities)]
  return { validOrgPlaceIdentities: unique.length ? await findPinnedOrgPlaces(deps.pool, mission.id, unique) : [] }
}

class NotEveryRowMatched extends Error {}

/**
 * All or nothing: every row names a pin of the mission and all prices change together in one
 * statement, or nothing changes and every row counts as a failure.
 */
export async function repricePins(deps: AppDeps, user: AuthUser, args: unknown): Promise<RepriceResult & { undoId: string | null }> {
  const input = parseInput(repricePinsInputSchema, args)
  const mission = await requireOpenMission(deps.pool, input.missionIdentity, serverToday())
  const total = input.pins.length
  const places = new Set(input.pins.map((row) => row.orgPlaceIdentity)).size
  try {
    return await inTransaction(deps.pool, async (tx) => {
      const before = await lockPinsAtPlaces(tx, mission.id, [...new Set(input.pins.map((row) => row.orgPlaceIdentity))])
      const updated = await setPinPrices(tx, mission.id, input.pins)
      if (updated < places) throw new NotEveryRowMatched()
      await recordMissionAudit(tx, {
        user,
        missionIdentity: mission.identity,
        action: 'repricePins',
        before: null,
        after: { count: updated, rows: total, ...(total <= 1000 ? { prices: input.pins } : {}) } satisfies PinsRepriced,
      })
      const undoId = await offerPinsUpdatedUndo(tx, user, 'repricePins', before, undoableSummary('repricePins', { count: updated }))
      return { success: total, total, failure: 0, undoId }
    })
  } catch (error) {
    if (error instanceof NotEveryRowMatched) return { success: 0, total, failure: total, undoId: null }
    throw error
  }
}
