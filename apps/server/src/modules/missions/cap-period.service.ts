import { canDeletePeriod, CAP_PERIODS_NEED_CUSTOM, undoableSummary, validateCapPeriod, type ExistingCapPeriod } from '@mc/domain'
import { inTransaction } from '../../db/transaction'
import type { AppDeps } from '../../app-deps'
import type { AuthUser } from '../../auth/auth-user'
import { badRequest, notFound } from '../../http/errors'
import { recordMissionAudit } from './mission-audit'
import { serverToday } from '../server-today'
import { assertMissionOpen, requireMissionByLegacyId } from './mission-access'
import type { CapPeriodRow, MissionRow } from './mission.records'
import { capPeriodsOf, deleteCapPeriodRow, insertCapPeriod, lockMission, updateCapPeriod } from './mission.repository'
import type { Queryable } from '../../db/pg-statement'
import { capPeriodJson } from './mission-undo.repository'
import { offerUndo } from './mission-undo.service'

export interface CapPeriodInput {
  id?: string | number | null
  name?: unknown
  startDate?: unknown
  endDate?: unknown
}

export const PERIOD_STARTED_NOT_DELETABLE = 'A cap period that has started cannot be deleted.'
const NO_PERIODS_GIVEN = 'Send at least one cap period.'

type PeriodResult = CapPeriodRow & { missionIdentity: string }

async function missionForPeriods(deps: AppDeps, legacyIdentity: number): Promise<MissionRow> {
  const mission = await requireMissionByLegacyId(deps.pool, legacyIdentity)
  assertMissionOpen(mission)
  if (mission.capPeriodType !== 'CUSTOM') throw badRequest(CAP_PERIODS_NEED_CUSTOM, { _: [CAP_PERIODS_NEED_CUSTOM] })
  return mission
}

/**
 * Periods of the mission, read after locking the mission row: two staff adding periods at once
 * are checked one after the other, so neither can slip an overlap past the other.
 */
async function lockedPeriods(tx: Queryable, missionId: number): Promise<CapPeriodRow[]> {
  await lockMission(tx, missionId)
  return capPeriodsOf(tx, missionId)
}

const asExisting = (rows: CapPeriodRow[]): ExistingCapPeriod[] =>
  rows.map((row) => ({ id: String(row.id), name: row.name, startDate: row.startDate, endDate: row.endDate }))

function assertValid(period: CapPeriodInput, existing: ExistingCapPeriod[], mode: 'create' | 'edit'): { name: string; startDate: string; endDate: string } {
  const errors = validateCapPeriod({ period: { ...period, id: period.id == null ? undefined : String(period.id) }, existing, mode, today: serverToday() })
  const fields = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message!]]))
  if (Object.keys(fields).length > 0) throw badRequest(Object.values(errors).join(' '), fields)
  return { name: String(period.name).trim(), startDate: String(period.startDate).trim(), endDate: String(period.endDate).trim() }
}

async function finish(tx: Queryable, user: AuthUser, mission: MissionRow, action: string, before: unknown, after: unknown): Promise<PeriodResult[]> {
  await recordMissionAudit(tx, { user, missionIdentity: mission.identity, action, before, after })
  const rows = await capPeriodsOf(tx, mission.id)
  return rows.map((row) => ({ ...row, missionIdentity: mission.identity }))
}

/** Adds the periods in order; each must fit beside the existing ones and the ones added before it. */
export async function createCapPeriods(deps: AppDeps, user: AuthUser, legacyIdentity: number, periods: CapPeriodInput[]): Promise<PeriodResult[]> {
  const mission = await missionForPeriods(deps, legacyIdentity)
  if (periods.length === 0) throw badRequest(NO_PERIODS_GIVEN, { missionCapPeriods: [NO_PERIODS_GIVEN] })
  return inTransaction(deps.pool, async (tx) => {
    const existing = asExisting(await lockedPeriods(tx, mission.id))
    const created: CapPeriodRow[] = []
    for (const period of periods) {
      const values = assertValid({ ...period, id: undefined }, existing, 'create')
      const row = await insertCapPeriod(tx, mission.id, values)
      created.push(row)
      existing.push({ id: String(row.id), ...values })
    }
    return finish(tx, user, mission, 'createMissionCapPeriod', null, created)
  })
}

export async function updateCapPeriods(deps: AppDeps, user: AuthUser, legacyIdentity: number, periods: CapPeriodInput[]): Promise<PeriodResult[]> {
  const mission = await missionForPeriods(deps, legacyIdentity)
  if (periods.length === 0) throw badRequest(NO_PERIODS_GIVEN, { missionCapPeriods: [NO_PERIODS_GIVEN] })
  return inTransaction(deps.pool, async (tx) => {
    const rows = await lockedPeriods(tx, mission.id)
    const existing = asExisting(rows)
    const before: CapPeriodRow[] = []
    const after: CapPeriodRow[] = []
    for (const period of periods) {
      const index = existing.findIndex((candidate) => candidate.id === String(period.id))
      if (index < 0) throw notFound('Cap period')
      const values = assertValid(period, existing, 'edit')
      const row = await updateCapPeriod(tx, mission.id, Number(period.id), values)
      before.push(rows.find((candidate) => String(candidate.id) === String(period.id))!)
      after.push(row!)
      existing[index] = { id: String(row!.id), ...values }
    }
    return finish(tx, user, mission, 'updateMissionCapPeriod', before, after)
  })
}

export async function deleteCapPeriod(deps: AppDeps, user: AuthUser, legacyIdentity: number, periodId: string): Promise<PeriodResult[]> {
  const mission = await missionForPeriods(deps, legacyIdentity)
  return inTransaction(deps.pool, async (tx) => {
    const period = (await lockedPeriods(tx, mission.id)).find((candidate) => String(candidate.id) === periodId)
    if (!period) throw notFound('Cap period')
    if (!canDeletePeriod(period, serverToday())) {
      throw badRequest(PERIOD_STARTED_NOT_DELETABLE, { missionCapPeriodId: [PERIOD_STARTED_NOT_DELETABLE] })
    }
    const previous = await capPeriodJson(tx, period.id)
    await deleteCapPeriodRow(tx, period.id)
    // The answer is the mission's periods, as the spec's call gives them: the console finds the
    // undo id through missionUndoOffer (docs/domain/undo.md).
    await offerUndo(tx, {
      user,
      missionId: mission.id,
      action: 'deleteMissionCapPeriod',
      summary: undoableSummary('deleteMissionCapPeriod', { name: period.name }),
      previous: { deletedCapPeriod: previous! },
      scope: { capPeriodsOf: mission.id },
    })
    return finish(tx, user, mission, 'deleteMissionCapPeriod', period, null)
  })
}
