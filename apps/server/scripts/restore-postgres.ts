/**
 * npm run restore:postgres -- <dump file> <empty database URL>: restores a backup:postgres dump into
 * a new, empty database in one transaction. Then start the console with DATABASE_URL set to it.
 */
import path from 'node:path'
import { restorePostgres } from '../src/ops/backup-postgres'

const [file, url] = process.argv.slice(2)
if (!file || !url) {
  console.error('usage: npm run restore:postgres -- <dump file> <postgres://… of an empty database>')
  process.exit(2)
}
try {
  const result = await restorePostgres(path.resolve(process.env.INIT_CWD ?? process.cwd(), file), url)
  console.log(`Restored ${file} (${result.ms} ms). Start the console with DATABASE_URL set to that database.`)
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`)
  process.exit(1)
}
