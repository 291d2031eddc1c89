// Runs a command with TEST_DATABASE_URL pointing at a throwaway PostgreSQL cluster:
//   node scripts/with-postgres.mjs npx vitest run --project server src/modules/customers
import { spawnSync } from 'node:child_process'
import { startThrowawayPostgres } from './throwaway-postgres.mjs'

const postgres = await startThrowawayPostgres()
if (!postgres) {
  console.error('PostgreSQL is not installed (apt-get install postgresql).')
  process.exit(1)
}
const [command, ...args] = process.argv.slice(2)
const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: postgres.url } })
postgres.stop()
process.exit(result.status ?? 1)
