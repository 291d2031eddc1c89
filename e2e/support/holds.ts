import fs from 'node:fs'
import path from 'node:path'
import { holdFile, type HoldPointName } from '../../apps/server/src/ops/hold-point'

/**
 * Holds the e2e server's background work at the hold point `name` (apps/server/src/ops/hold-point.ts,
 * on with E2E_TEST_HOOKS=1) until the returned release is called: a test sees the state in between
 * (a list mid-way, a report running) that the work would otherwise leave in a second or two.
 * Release it in a `finally`: a held point holds every later job that reaches it.
 */
export function holdBackgroundWork(name: HoldPointName): () => void {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the spec through the e2e Playwright config')
  const file = holdFile(dataDir, name)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, '')
  return () => fs.rmSync(file, { force: true })
}
