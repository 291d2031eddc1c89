import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { connect } from '../src/db/connection'
import { runMigrations } from '../src/db/migrate'
import { FULL_SCALE, hasScaleData, seedScaleData } from '../src/db/seed/scale'
import { seedIfEmpty } from '../src/db/seed/seed-on-start'
import { startThrowawayPostgres } from '../../../scripts/throwaway-postgres.mjs'
import type { BenchDatabase } from './seeded-database.bench-helper'

/**
 * The scale database (`npm run seed:scale`): the one SCALE_DATABASE_URL (or DATABASE_URL) names,
 * migrated and seeded if it holds no scale data yet, or a throwaway PostgreSQL seeded here.
 */
export async function openScaleDatabase(): Promise<BenchDatabase> {
  const named = process.env.SCALE_DATABASE_URL || process.env.DATABASE_URL
  const postgres = named ? undefined : await startThrowawayPostgres()
  if (!named && !postgres) throw new Error('PostgreSQL is not installed (apt-get install postgresql), and no SCALE_DATABASE_URL was given')
  const url = named ?? postgres!.url
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mc-bench-scale-'))
  const handle = connect(url, false, 10)
  const close = async () => {
    await handle.pool.end().catch(() => undefined)
    postgres?.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    await runMigrations(handle)
    if (!(await hasScaleData(handle.pool))) {
      if (named) console.log(`${url}: no scale data; seeding it (~11-12 minutes on 2 cores)`)
      const started = performance.now()
      await seedIfEmpty(handle.pool)
      await seedScaleData(handle.pool, FULL_SCALE, (line) => console.log(line))
      console.log(`Scale data seeded in ${((performance.now() - started) / 60_000).toFixed(1)} min`)
    } else console.log(`Reusing the scale data in ${url.replace(/:[^:@/]*@/, ':***@')}`)
  } catch (error) {
    await close()
    throw error
  }
  return { kind: 'PostgreSQL', handle, dir, close }
}
