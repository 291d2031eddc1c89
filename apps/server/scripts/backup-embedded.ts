/**
 * npm run backup:embedded -- <target folder>: copies the embedded data folder (DATA_DIR, default
 * .data) safely, whether the server is running or not. See docs/OPERATIONS.md.
 */
import path from 'node:path'
import { loadConfig } from '../src/config'
import { backupEmbeddedDataDir } from '../src/ops/backup-embedded'

const target = process.argv[2]
if (!target) {
  console.error('usage: npm run backup:embedded -- <target folder>')
  process.exit(2)
}
const config = loadConfig()
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (docs/OPERATIONS.md); this copies the embedded database only.')
  process.exit(2)
}
try {
  // npm runs workspace scripts in the workspace folder: a relative target is the caller's.
  const result = await backupEmbeddedDataDir(config.dataDir, path.resolve(process.env.INIT_CWD ?? process.cwd(), target))
  console.log(`Backed up ${config.dataDir} to ${result.path} (${result.mode === 'online' ? 'while the server ran' : 'server stopped'}, ${result.ms} ms).`)
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`)
  process.exit(1)
}
