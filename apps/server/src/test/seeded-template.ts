import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { connect } from '../db/connection'
import { runMigrations, MIGRATIONS_FOLDER } from '../db/migrate'
import { startEmbeddedDatabase } from '../db/embedded/start-embedded'
import { seedDemoData } from '../db/seed'

const SEED_DIR = path.resolve(import.meta.dirname, '../db/seed')
const CACHE_ROOT = path.join(os.tmpdir(), 'mc-seeded-pglite')

function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)]))
    .sort()
}

/** Changes with the migrations, the seed and the date, so a stale template is never reused. */
function templateKey(): string {
  // The seed places campaigns relative to today, so a template is good for one day.
  const hash = createHash('sha256').update(new Date().toDateString())
  for (const file of [...filesUnder(MIGRATIONS_FOLDER), ...filesUnder(SEED_DIR)]) {
    hash.update(path.relative(SEED_DIR, file)).update(fs.readFileSync(file))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * A migrated and seeded PGlite folder, built once per migrations+seed version and copied for each
 * test run: seeding the demo data costs far more than copying its files.
 */
export async function seededPgliteCopy(target: string): Promise<void> {
  const template = path.join(CACHE_ROOT, templateKey())
  if (!fs.existsSync(path.join(template, 'ready'))) {
    const building = `${template}.building-${process.pid}`
    fs.rmSync(building, { recursive: true, force: true })
    const embedded = await startEmbeddedDatabase(path.join(building, 'pglite'))
    const handle = connect(embedded.url, true)
    try {
      await runMigrations(handle)
      await seedDemoData(handle.pool)
    } finally {
      await handle.pool.end()
      await embedded.stop()
    }
    fs.writeFileSync(path.join(building, 'ready'), '')
    try {
      fs.renameSync(building, template)
    } catch {
      // Another run finished the same template first; it is identical.
      fs.rmSync(building, { recursive: true, force: true })
    }
  }
  fs.cpSync(path.join(template, 'pglite'), target, { recursive: true })
}
