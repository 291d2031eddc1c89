// What background work's busy PostgreSQL sessions are doing, sampled from pg_stat_activity: on the
// CPU, waiting for a lock another session holds, or waiting for their own process to send the next
// statement of an open transaction. Idle sessions (a pool's spare connections) are left out. The
// share of each says where a worker's time in the database goes.
import type pg from 'pg'
import { BACKGROUND_APPLICATION_NAME } from '../src/db/embedded/wire-multiplexer'

const SAMPLE_EVERY_MS = 20

/** Starts sampling; the returned function stops it and describes the shares. */
export function sampleBackgroundWaits(pool: pg.Pool): () => Promise<string> {
  const counts = new Map<string, number>()
  let samples = 0
  let running = true
  const loop = (async () => {
    while (running) {
      const { rows } = await pool.query<{ what: string }>(
        `select case when state = 'active' and wait_event is null then 'on CPU'
                     when wait_event_type = 'Lock' then 'waiting for a lock (' || wait_event || ')'
                     when state = 'idle in transaction' then 'waiting for its process, in a transaction'
                     else coalesce(wait_event_type || ':' || wait_event, state) end as what
           from pg_stat_activity where application_name = $1 and state <> 'idle' and pid <> pg_backend_pid()`,
        [BACKGROUND_APPLICATION_NAME],
      )
      for (const row of rows) counts.set(row.what, (counts.get(row.what) ?? 0) + 1)
      samples += rows.length
      await new Promise((resolve) => setTimeout(resolve, SAMPLE_EVERY_MS))
    }
  })()
  return async () => {
    running = false
    await loop
    const shares = [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([what, n]) => `${what} ${((100 * n) / Math.max(1, samples)).toFixed(0)}%`)
    return `busy background sessions (${samples} samples every ${SAMPLE_EVERY_MS} ms): ${shares.join(', ')}`
  }
}
