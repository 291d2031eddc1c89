import { sql } from 'drizzle-orm'
import { openSeededDatabase } from './seeded-database.bench-helper'
import { findMissionPins } from '../src/modules/mission-pins/pins.repository'
import * as repo from '../src/modules/missions/mission.repository'
import { toWireDate } from '@mc/domain'
const database = (await openSeededDatabase('PostgreSQL'))!
const { db, pool } = database.handle
try {
  await pool.query('vacuum analyze')
  const id = (await pool.query(`select id from missions where identity = 'MSCALE10KPIN'`)).rows[0].id
  const today = toWireDate(new Date())
  const q = { state: 'ALL' as const, isRunning: 'ALL' as const, deploymentGroupIdentities: [], page: 1, limit: 10 }
  for (let i = 0; i < 5; i++) await findMissionPins(db, id, today, q)
  let t = performance.now()
  for (let i = 0; i < 50; i++) await findMissionPins(db, id, today, q)
  console.log('findMissionPins ms', (performance.now() - t) / 50)
  t = performance.now()
  for (let i = 0; i < 50; i++) await pool.query(`select id from pins where mission_id = $1 order by sort_org_name, sort_store_number nulls last, id limit 10`, [id])
  console.log('index-only ms', (performance.now() - t) / 50)
  const orig = db.execute.bind(db)
  ;(db as any).execute = async (query: any) => {
    const r = await orig(sql`explain (analyze, summary) ${query}`)
    console.log(r.rows.map((x: any) => x['QUERY PLAN']).filter((l: string) => /Planning|Execution/.test(l)).join('\n'))
    return orig(query)
  }
  for (let i = 0; i < 3; i++) await findMissionPins(db, id, today, q)
  ;(db as any).execute = orig
  for (const [name, fn] of [
    ['deploymentCounts', () => repo.deploymentCounts(pool, [id])],
    ['progressByMission', () => repo.progressByMission(pool, [id])],
    ['capPeriods', () => repo.capPeriodsByMissionIds(db, [id])],
    ['swarms', () => repo.swarmsByMission(pool, [id])],
    ['findMission', () => repo.findMission(db, 'MSCALE10KPIN')],
  ] as const) {
    for (let i = 0; i < 3; i++) await (fn as any)()
    t = performance.now()
    for (let i = 0; i < 20; i++) await (fn as any)()
    console.log(name, 'ms', ((performance.now() - t) / 20).toFixed(2))
  }
} finally {
  await database.close()
}
