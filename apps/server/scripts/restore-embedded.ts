/**
 * npm run restore:embedded -- <backup folder>: puts a backup:embedded copy in place as the data
 * folder (DATA_DIR, default .data), the server stopped; the folder there is kept beside it.
 */
import path from 'node:path'
import { loadConfig } from '../src/config'
import { restoreEmbeddedDataDir } from '../src/ops/backup-embedded'

const source = process.argv[2]
if (!source) {
  console.error('usage: npm run restore:embedded -- <backup folder>')
  process.exit(2)
}
const config = loadConfig()
try {
  const result = restoreEmbeddedDataDir(path.resolve(process.env.INIT_CWD ?? process.cwd(), source), config.dataDir)
  console.log(
    `Restored ${source} to ${config.dataDir} (${result.ms} ms)${result.previous ? `; the folder that was there is now ${result.previous}` : ''}. Start the server: npm start.`,
  )
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`)
  process.exit(1)
}
