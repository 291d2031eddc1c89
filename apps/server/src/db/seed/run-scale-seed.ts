/**
 * `npm run seed:scale` (docs/OPERATIONS.md, "Scale data"): migrates, seeds the demo data when the
 * database is empty, then adds the scale data (seed/scale.ts) unless it is there already.
 * SCALE_FRACTION=0.1 writes a tenth of every count (the embedded database's practical limit).
 */
import { loadConfig } from '../../config'
import { openDatabase } from '../connection'
import { runMigrations } from '../migrate'
import { seedIfEmpty } from './seed-on-start'
import { scaleSize, seedScaleData } from './scale'

const fraction = Number(process.env.SCALE_FRACTION ?? '1')
if (!(fraction > 0 && fraction <= 1)) throw new Error(`SCALE_FRACTION must be a number in (0, 1], not ${process.env.SCALE_FRACTION}`)
const handle = await openDatabase(loadConfig())
try {
  await runMigrations(handle)
  await seedIfEmpty(handle.pool)
  const size = scaleSize(fraction)
  console.log(`Scale data: ${JSON.stringify(size)}`)
  const started = performance.now()
  const added = await seedScaleData(handle.pool, size, (line) => console.log(line))
  console.log(added ? `Scale data added in ${((performance.now() - started) / 1000).toFixed(1)} s.` : 'Scale data already there: nothing added.')
} finally {
  await handle.close()
}
