import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../test/test-server'
import { installChangeCounter, type ChangeCounter } from '../test/fuzz/change-counter'
import { mutationInputArb, type GraphQLFuzzInput } from '../test/fuzz/graphql-inputs'
import { toJsonText } from '../test/fuzz/hostile-values'
import { readPools, type Pools } from '../test/fuzz/pools'
import { restInputArb, type RestFuzzInput } from '../test/fuzz/rest-inputs'
import { REST_WRITE_SAMPLES } from '../test/fuzz/rest-samples'

/**
 * Property: no input makes a write route or a mutation answer 5xx, and a refused write (4xx)
 * changes no row of any table. Runs against a database of its own (the `server-fuzz` project),
 * with background jobs off, so every row change counted happened inside the request.
 *
 * FUZZ_RUNS sets the inputs per route and per mutation; FUZZ_SEED replays a run.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 2 ** 31)
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']

let server: TestServer
let token: string
let counter: ChangeCounter
let pools: Pools
const statuses: Record<number, number> = {}
let targetStatuses: Record<number, number> = {}
const timings: string[] = []
let inputs = 0
let targets = 0

beforeAll(async () => {
  server = await startTestServer({ runJobs: false })
  token = await server.tokenFor(ADMIN_EMAIL)
  counter = await installChangeCounter(server.runtime.deps.pool)
  pools = await readPools(server.runtime.deps.pool)
}, 120_000)

afterAll(async () => {
  const seen = Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ')
  console.log(`fuzz: ${targets} targets, ${inputs} inputs (${RUNS} per target, seed ${SEED}), statuses ${seen}`)
  if (process.env.FUZZ_TIMINGS) console.log(timings.join('\n'))
  await server?.close()
})

function writeRoutes() {
  return server.app.routeList.filter((route) => route.url.startsWith('/api/') && route.url !== '/api/graphql' && WRITE_METHODS.includes(route.method))
}

function count(status: number) {
  statuses[status] = (statuses[status] ?? 0) + 1
  targetStatuses[status] = (targetStatuses[status] ?? 0) + 1
}

const describeBody = (text: string) => (text.length > 400 ? `${text.slice(0, 400)}…` : text)

/** Runs the property over one target; a failure is returned (with fast-check's seed and counterexample), not thrown. */
async function fuzzTarget<T>(name: string, arbitrary: fc.Arbitrary<T>, check: (input: T) => Promise<void>): Promise<string | undefined> {
  const started = Date.now()
  targets++
  targetStatuses = {}
  try {
    await fc.assert(
      fc.asyncProperty(arbitrary, async (input) => {
        inputs++
        await check(input)
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: false },
    )
    return undefined
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? `\n${error.cause.message}` : ''
    if (process.env.FUZZ_DEBUG && error instanceof Error) console.log(error.stack)
    return `${name}: ${
      error instanceof Error
        ? error.message
            .split('\n')
            .filter((line) => !line.startsWith('Hint:'))
            .slice(0, 8)
            .join('\n')
        : String(error)
    }${cause}`
  } finally {
    const seen = Object.entries(targetStatuses)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ')
    timings.push(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s, ${seen}`)
  }
}

describe('fuzzing every write route and mutation', () => {
  it('has a sample request for every REST write route, and none for a route that is gone', () => {
    const registered = writeRoutes()
      .map((route) => `${route.method} ${route.url}`)
      .sort()
    expect(registered.length).toBeGreaterThan(0)
    expect(Object.keys(REST_WRITE_SAMPLES).sort()).toEqual(registered)
  })

  it(
    'no REST write route answers 5xx, a refused write changes nothing, control characters are never accepted',
    async () => {
      const failures: string[] = []
      for (const route of writeRoutes()) {
        const key = `${route.method} ${route.url}`
        const sample = REST_WRITE_SAMPLES[key]
        if (!sample) continue // the test above names it
        // Fresh each time: earlier targets delete and close what later ones would pick.
        pools = await readPools(server.runtime.deps.pool)
        const failure = await fuzzTarget(key, restInputArb(route.method, route.url, sample, pools), async (input: RestFuzzInput) => {
          // Logout signs out the token it is called with: each call brings one of its own.
          const bearer = key === 'DELETE /api/logout' ? await server.tokenFor(ADMIN_EMAIL) : token
          const before = await counter.read()
          const response = await server.app.inject({
            method: route.method as 'POST',
            url: input.url,
            headers: { authorization: `Bearer ${bearer}`, ...input.headers },
            ...(input.payload !== undefined ? { payload: input.payload } : {}),
          })
          const changed = (await counter.read()) - before
          count(response.statusCode)
          if (process.env.FUZZ_DEBUG && input.mode === 'sample' && response.statusCode >= 400)
            console.log(`${key}: ${describeBody(String(input.payload))} → ${describeBody(response.body)}`)
          const what = `${input.mode} ${route.method} ${describeBody(input.url)} → ${response.statusCode} ${describeBody(response.body)}`
          if (response.statusCode >= 500) throw new Error(`5xx: ${what}`)
          if (response.statusCode >= 400 && changed !== 0) throw new Error(`refused but ${changed} row change(s) stayed: ${what}`)
          if (response.statusCode < 400 && input.hasControlCharacters) throw new Error(`control characters accepted: ${what}`)
          if (response.statusCode >= 400 && response.statusCode !== 404 && typeof response.json<{ message?: unknown }>().message !== 'string')
            throw new Error(`no message: ${what}`)
        })
        if (failure) failures.push(failure)
      }
      expect(failures).toEqual([])
    },
    60 * 60_000,
  )

  it(
    'no GraphQL mutation answers 5xx, a refused mutation changes nothing, control characters are never accepted',
    async () => {
      const failures: string[] = []
      const schema = server.app.graphql.schema
      const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {}).sort()
      expect(mutations.length).toBeGreaterThan(0)
      for (const name of mutations) {
        pools = await readPools(server.runtime.deps.pool)
        const failure = await fuzzTarget(`mutation ${name}`, mutationInputArb(schema, name, pools), async (input: GraphQLFuzzInput) => {
          const before = await counter.read()
          const response = await server.app.inject({
            method: 'POST',
            url: '/api/graphql',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            payload: `{"query":${JSON.stringify(input.query)},"variables":${toJsonText(input.rawVariables)}}`,
          })
          const changed = (await counter.read()) - before
          count(response.statusCode)
          if (process.env.FUZZ_DEBUG && input.mode === 'plausible' && response.statusCode >= 400)
            console.log(`${name}: ${describeBody(toJsonText(input.rawVariables))} ${input.query.slice(0, 80)} → ${describeBody(response.body)}`)
          const what = `${input.mode} ${describeBody(input.query)} ${describeBody(toJsonText(input.rawVariables))} → ${response.statusCode} ${describeBody(response.body)}`
          if (response.statusCode >= 500) throw new Error(`5xx: ${what}`)
          const body = response.json<{ errors?: { extensions?: { statusCode?: number } }[] }>()
          if (body.errors?.some((error) => (error.extensions?.statusCode ?? 0) >= 500)) throw new Error(`5xx error inside: ${what}`)
          const refused = response.statusCode >= 400 || (body.errors?.length ?? 0) > 0
          if (refused && changed !== 0) throw new Error(`refused but ${changed} row change(s) stayed: ${what}`)
          if (!refused && input.hasControlCharacters) throw new Error(`control characters accepted: ${what}`)
        })
        if (failure) failures.push(failure)
      }
      expect(failures).toEqual([])
    },
    60 * 60_000,
  )

  it('still lets the fuzzing admin in (no input locked the test out of its own server)', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })
    expect(response.statusCode).toBe(200)
  })
})
