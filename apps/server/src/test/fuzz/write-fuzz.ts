import fc from 'fast-check'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../test-server'
import { installChangeCounter, type ChangeCounter } from './change-counter'

/**
 * The shared ground of the write fuzz files (`*.fuzz.test.ts`): the property is that no input makes
 * a write answer 5xx, and a refused write (4xx) changes no row of any table. Each file fuzzes
 * against a server and a database of its own, with background jobs off, so every row change
 * counted happened inside the request and the files can run side by side.
 *
 * FUZZ_RUNS sets the inputs per target; FUZZ_SEED replays a run; FUZZ_TIMINGS prints each target's
 * time; FUZZ_DEBUG prints the stack of a failure.
 */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31)

export interface WriteFuzz {
  server: TestServer
  /** The admin's token: every target is fuzzed with full rights, so refusals are the input's doing. */
  token: string
  counter: ChangeCounter
  /** Tallies an answer's status for the summary printed after the file. */
  count(status: number): void
  /** Runs the property over one target; a failure is returned (with fast-check's seed and counterexample), not thrown. */
  target<T>(name: string, arbitrary: fc.Arbitrary<T>, check: (input: T) => Promise<void>): Promise<string | undefined>
}

export const describeBody = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text)

/** Starts the file's server before its tests and prints what was fuzzed after them; the fields are set once beforeAll ran. */
export function useWriteFuzz(label: string): WriteFuzz {
  const statuses: Record<number, number> = {}
  let targetStatuses: Record<number, number> = {}
  const timings: string[] = []
  let inputs = 0
  let targets = 0
  const tally = (counts: Record<number, number>) =>
    Object.entries(counts)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')

  const fuzz = {
    count(status: number) {
      statuses[status] = (statuses[status] ?? 0) + 1
      targetStatuses[status] = (targetStatuses[status] ?? 0) + 1
    },
    async target<T>(name: string, arbitrary: fc.Arbitrary<T>, check: (input: T) => Promise<void>): Promise<string | undefined> {
      const started = Date.now()
      targets++
      targetStatuses = {}
      try {
        await fc.assert(
          fc.asyncProperty(arbitrary, async (input) => {
            inputs++
            await check(input)
          }),
          { numRuns: FUZZ_RUNS, seed: SEED, endOnFailure: false },
        )
        return undefined
      } catch (error) {
        const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : ''
        if (process.env.FUZZ_DEBUG && error instanceof Error) console.log(error.stack)
        const message =
          error instanceof Error
            ? error.message
                .split('\n')
                .filter((line) => !line.startsWith('Hint:'))
                .slice(0, 8)
                .join('\n')
            : String(error)
        return `${name}: ${message}${cause}`
      } finally {
        timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s, ${tally(targetStatuses)}`)
      }
    },
  } as WriteFuzz

  beforeAll(async () => {
    fuzz.server = await startTestServer({ runJobs: false, ownDatabase: true })
    fuzz.token = await fuzz.server.tokenFor(ADMIN_EMAIL)
    fuzz.counter = await installChangeCounter(fuzz.server.runtime.deps.pool)
  }, 180_000)

  afterAll(async () => {
    const database = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'
    console.log(`fuzz of ${label} on ${database}: ${targets} targets, ${inputs} inputs (${FUZZ_RUNS} per target, seed ${SEED}), statuses ${tally(statuses)}`)
    if (process.env.FUZZ_TIMINGS) console.log(timings.join('\n'))
    await fuzz.server?.close()
  })
  return fuzz
}

/** The last test of a fuzz file: no input locked the fuzzing admin out of the file's own server. */
export function itStillLetsTheAdminIn(fuzz: WriteFuzz): void {
  it('still lets the fuzzing admin in (no input locked the test out of its own server)', async () => {
    const response = await fuzz.server.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${fuzz.token}` } })
    expect(response.statusCode).toBe(200)
  })
}
