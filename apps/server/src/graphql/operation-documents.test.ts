import { buildASTSchema, parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { serverModules } from '../modules/registry'
import { schemaTypeDefs } from './graphql.plugin'
import { collectOperations } from './operation-documents'

const schema = buildASTSchema(parse(schemaTypeDefs(serverModules)))
const check = (text: string, file = 'features/x/api/x.graphql') => collectOperations([{ file, document: parse(text) }], schema).problems

describe('console documents against the schema', () => {
  it("the spec's operations validate as the spec writes them", () => {
    expect(check('query GetMissions($identities: [String!]) { missions(identities: $identities) { identity state } }')).toEqual([])
    expect(check('mutation EditMissionState($identity: String!) { patchMission(identity: $identity, input: { state: ENABLED }) { identity state } }')).toEqual(
      [],
    )
    expect(check('query GetActiveMissions { activeMissions(limit: 10000) { identity name } }')).toEqual([])
  })

  it('a document that does not validate is reported with its file, operation and reason', () => {
    expect(check('query GetMission($identity: String!) { mission(identity: $identity) { identity colour } }')).toEqual([
      'features/x/api/x.graphql (GetMission, line 1): Cannot query field "colour" on type "Mission".',
    ])
    // Mission state is an enum: a value the spec does not list is refused before any resolver runs.
    expect(check('mutation P { patchMission(identity: "X", input: { state: SIDEWAYS }) { identity } }')[0]).toContain(
      'Value "SIDEWAYS" does not exist in "MissionState" enum.',
    )
  })

  it('refuses unnamed and doubled operations and checks each operation with only the fragments it uses', () => {
    expect(check('{ activeMissions { identity } }')).toEqual(['features/x/api/x.graphql: every operation needs a name'])
    expect(check('query A { activeMissions { identity } } query A { activeMissions { name } }')).toEqual([
      'features/x/api/x.graphql: operation A is defined twice',
    ])
    const unknownFragment = check('query A { activeMissions { ...Missing } }')
    expect(unknownFragment).toEqual(['features/x/api/x.graphql (A, line 1): Unknown fragment "Missing".'])
    expect(check('fragment F on Mission { identity } query A { activeMissions { ...F } }')).toEqual([])
  })
})
