/** `npm run seed`: applies migrations and seeds the demo data into an empty database. */
import { loadConfig } from '../../config'
import { openDatabase } from '../connection'
import { runMigrations } from '../migrate'
import { seedIfEmpty } from './seed-on-start'

const handle = await openDatabase(loadConfig())
try {
  await runMigrations(handle)
  await seedIfEmpty(handle.pool)
} finally {
  await handle.close()
}
