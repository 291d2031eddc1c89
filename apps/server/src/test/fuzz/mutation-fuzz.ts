import { describe, expect, it } from 'vitest'
import { mutationInputArb, type GraphQLFuzzInput } from './graphql-inputs'
import { toJsonText } from './hostile-values'
import { readPools } from './pools'
import { describeBody, itStillLetsTheAdminIn, useWriteFuzz } from './write-fuzz'

/**
 * The mutations of staff accounts and bee notifications: fuzzed in a file of their own
 * (graphql/staff-mutations.fuzz.test.ts) so the two mutation files run side by side in about the
 * same time. Every other mutation, a new one included, is fuzzed by graphql/mission-mutations.fuzz.test.ts.
 */
export const isStaffOrNotificationMutation = (name: string): boolean => /MayaUsers|Employee|Notification/.test(name)

/** Fuzzes the schema's mutations that `picks` chooses, on a server and database of this file's own. */
export function fuzzMutations(label: string, picks: (name: string) => boolean): void {
  const fuzz = useWriteFuzz(label)

  describe(`fuzzing the ${label}`, () => {
    it(
      'no GraphQL mutation answers 5xx, a refused mutation changes nothing, control characters are never accepted',
      async () => {
        const { server, counter } = fuzz
        const failures: string[] = []
        const schema = server.app.graphql.schema
        const mutations = Object.keys(schema.getMutationType()?.getFields() ?? {})
          .filter(picks)
          .sort()
        expect(mutations.length).toBeGreaterThan(0)
        for (const name of mutations) {
          // Fresh each time: earlier targets delete and close what later ones would pick.
          const pools = await readPools(server.runtime.deps.pool)
          const failure = await fuzz.target(`mutation ${name}`, mutationInputArb(schema, name, pools), async (input: GraphQLFuzzInput) => {
            const before = await counter.read()
            const response = await server.app.inject({
              method: 'POST',
              url: '/api/graphql',
              headers: { authorization: `Bearer ${fuzz.token}`, 'content-type': 'application/json' },
              payload: `{"query":${JSON.stringify(input.query)},"variables":${toJsonText(input.rawVariables)}}`,
            })
            const changed = (await counter.read()) - before
            fuzz.count(response.statusCode)
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

    itStillLetsTheAdminIn(fuzz)
  })
}
