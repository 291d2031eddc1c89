import { isClosed, MISSION_CLOSED_MESSAGE, type MissionTiming } from '@mc/domain'
import { conflict, notFound } from '../../http/errors'
import { serverToday } from '../server-today'
import type { MissionRow } from './mission.records'
import type { Queryable } from '../../db/pg-statement'
import * as repo from './mission.repository'
import { findMissionPage, type MissionPage, type MissionPageParts } from './mission-page.repository'

/**
 * Whether a mission may be read or changed, decided here for every module that touches one
 * (missions, cap periods, pins, groups, reprice): a mission exists while its row is there and not
 * deleted (404 otherwise, whichever id it is asked by), and it takes changes unless it is closed
 * (409 with the one closed message the console also shows, 000 §2).
 */
export async function requireMission(db: Queryable, identity: string): Promise<MissionRow> {
  const mission = await repo.findMission(db, identity)
  if (!mission) throw notFound('Mission')
  rememberMissionId(db, mission)
  return mission
}

/**
 * Mission identity → id, per database handle, as found by requireMission. Both never change (a
 * mission is never renamed to another identity, and ids are never reused), so a polled read can
 * skip its lookup round trip: it names the id, checks in its own statement that the mission is
 * not deleted, and calls requireMission only when it finds nothing (see knownMissionId).
 */
const missionIds = new WeakMap<object, Map<string, number>>()
const MISSION_IDS_MAX = 10_000

function rememberMissionId(db: Queryable, mission: Pick<MissionRow, 'identity' | 'id'>): void {
  let ids = missionIds.get(db)
  if (!ids) missionIds.set(db, (ids = new Map()))
  if (ids.size >= MISSION_IDS_MAX) ids.clear()
  ids.set(mission.identity, mission.id)
}

/**
 * The id of a mission requireMission found before on this handle, or undefined. Not a check that
 * it may be read: a read that uses it must itself find nothing for a deleted mission, and then
 * fall back to requireMission (which answers 404).
 */
export function knownMissionId(db: Queryable, identity: string): number | undefined {
  return missionIds.get(db)?.get(identity)
}

/** requireMission with the related data `parts` asks for, read in the same statement. */
export async function requireMissionPage(db: Queryable, identity: string, parts: MissionPageParts): Promise<MissionPage> {
  const page = await findMissionPage(db, identity, parts)
  if (!page) throw notFound('Mission')
  return page
}

export async function requireMissionByLegacyId(db: Queryable, legacyIdentity: number): Promise<MissionRow> {
  const mission = await repo.findMissionByLegacyId(db, legacyIdentity)
  if (!mission) throw notFound('Mission')
  return mission
}

export function assertMissionOpen(mission: MissionTiming, today = serverToday()): void {
  if (isClosed(mission, today)) throw conflict(MISSION_CLOSED_MESSAGE, { _: [MISSION_CLOSED_MESSAGE] })
}

export async function requireOpenMission(db: Queryable, identity: string, today = serverToday()): Promise<MissionRow> {
  const mission = await requireMission(db, identity)
  assertMissionOpen(mission, today)
  return mission
}

/**
 * Inside the transaction that changes a mission: its row locked and checked again, so a change
 * never lands on a mission that was closed or deleted after the first read.
 */
export async function lockOpenMission(tx: Queryable, missionId: number): Promise<MissionRow> {
  const mission = await repo.lockMission(tx, missionId)
  if (!mission) throw notFound('Mission')
  assertMissionOpen(mission)
  return mission
}
