import { describe, expect, it } from 'vitest'
import { ADMIN_EMAIL } from '../test/test-server'
import { readPools } from '../test/fuzz/pools'
import { restInputArb, type RestFuzzInput } from '../test/fuzz/rest-inputs'
import { REST_WRITE_SAMPLES } from '../test/fuzz/rest-samples'
import { describeBody, itStillLetsTheAdminIn, useWriteFuzz } from '../test/fuzz/write-fuzz'

// Every REST write route, fuzzed (test/fuzz/write-fuzz.ts); the mutations are in graphql/*-mutations.fuzz.test.ts.
const fuzz = useWriteFuzz('REST write routes')
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE']

function writeRoutes() {
  return fuzz.server.app.routeList.filter((route) => route.url.startsWith('/api/') && route.url !== '/api/graphql' && WRITE_METHODS.includes(route.method))
}

describe('fuzzing every REST write route', () => {
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
      const { server, counter } = fuzz
      const failures: string[] = []
      for (const route of writeRoutes()) {
        const key = `${route.method} ${route.url}`
        const sample = REST_WRITE_SAMPLES[key]
        if (!sample) continue // the test above names it
        // Fresh each time: earlier targets delete and close what later ones would pick.
        const pools = await readPools(server.runtime.deps.pool)
        const failure = await fuzz.target(key, restInputArb(route.method, route.url, sample, pools), async (input: RestFuzzInput) => {
          // Logout signs out the token it is called with: each call brings one of its own.
          const bearer = key === 'DELETE /api/logout' ? await server.tokenFor(ADMIN_EMAIL) : fuzz.token
          const before = await counter.read()
          const response = await server.app.inject({
            method: route.method as 'POST',
            url: input.url,
            headers: { authorization: `Bearer ${bearer}`, ...input.headers },
            ...(input.payload !== undefined ? { payload: input.payload } : {}),
          })
          const changed = (await counter.read()) - before
          fuzz.count(response.statusCode)
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

  itStillLetsTheAdminIn(fuzz)
})
