/**
 * npm run backup:postgres -- <target folder>: a pg_dump (custom format) of DATABASE_URL, taken while
 * the console runs. See docs/OPERATIONS.md, "Backups and restore".
 */
import path from 'node:path'
import { backupPostgres } from '../src/ops/backup-postgres'

const target = process.argv[2]
const url = process.env.DATABASE_URL
if (!target || !url) {
  console.error('usage: DATABASE_URL=postgres://… npm run backup:postgres -- <target folder>')
  process.exit(2)
}
try {
  const result = await backupPostgres(url, path.resolve(process.env.INIT_CWD ?? process.cwd(), target))
  console.log(`Backed up to ${result.path} (${(result.bytes / 1024 / 1024).toFixed(1)} MiB, ${result.ms} ms).`)
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  process.exit(1)
}
