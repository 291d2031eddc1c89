import { sql } from 'drizzle-orm'
import { isClosed, toWireDate, type MissionState } from '@mc/domain'
import type { Database } from '../../db/connection'
import { conflict, notFound } from '../../http/errors'

export type Db = Pick<Database, 'execute'>

export interface MissionRef {
  id: number
  identity: string
  state: MissionState
  startDate: string
  endDate: string
}

export const CLOSED_MISSION = 'This mission is closed: no further changes can be made.'

/** Today as the rules see it: the server's calendar date. */
export const serverToday = (): string => toWireDate(new Date())

export async function findMission(db: Db, identity: string): Promise<MissionRef> {
  const result = await db.execute(sql`
    select id, identity, state, start_date as "startDate", end_date as "endDate"
    from missions where identity = ${identity} and not is_deleted`)
  const mission = result.rows[0] as MissionRef | undefined
  if (!mission) throw notFound('Mission')
  return mission
}

/** A closed mission shows no edit control, and the server refuses the change the same way. */
export function assertOpen(mission: Pick<MissionRef, 'state' | 'startDate' | 'endDate'>, today: string): void {
  if (isClosed(mission, today)) throw conflict(CLOSED_MISSION)
}

export async function findOpenMission(db: Db, identity: string, today: string): Promise<MissionRef> {
  const mission = await findMission(db, identity)
  assertOpen(mission, today)
  return mission
}
