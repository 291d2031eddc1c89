import fs from 'node:fs'
import path from 'node:path'

/** The points where background work may be held by a browser test. */
export type HoldPointName =
  /** After each batch of a store list (its progress published): the report's bar stays mid-list. */
  | 'store-list-batch'
  /** A coverage report computed, before it is marked DONE (and its live event sent): the page shows it running. */
  | 'coverage-report-done'

/** The file whose presence holds background work at `name` (the test writes and removes it). */
export const holdFile = (dataDir: string, name: HoldPointName): string => path.join(dataDir, 'e2e-holds', name)

/** How often a held point looks whether its file is gone. */
const HOLD_CHECK_MS = 100

/**
 * A named point where background work waits while a browser test holds it: as long as the file
 * `holdFile(dataDir, name)` exists. On this machine a 1,500-row store list and a coverage report
 * are done in a second or two, too soon for a test to see them half-done (a screenshot of the
 * progress bar came out at 100 % every time); held, the test sees and pictures the in-between state
 * and then lets it go. Inert unless E2E_TEST_HOOKS=1 (the e2e server's setting), and always in
 * production; a shutdown (`signal`) ends the wait. Like faultPoint, a test's handle on real code.
 */
export async function holdPoint(dataDir: string, name: HoldPointName, signal?: AbortSignal): Promise<void> {
  if (process.env.E2E_TEST_HOOKS !== '1' || process.env.NODE_ENV === 'production') return
  const file = holdFile(dataDir, name)
  while (!signal?.aborted && fs.existsSync(file)) await new Promise((resolve) => setTimeout(resolve, HOLD_CHECK_MS))
}
