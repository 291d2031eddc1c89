// Issue 33: a store matched by address evidence learns how that list spelled its street, so the next
// list that writes it so finds the store with less to go on (no ZIP). Greenville MS's store is
// '1831 S DR MARTIN L. KING BLVD' in Walmart's 2006 list, '1831 Highway 1 S' (same ZIP) in its 2021
// directory and '1831 Highway 1 South' (no ZIP) in OpenStreetMap (test-data/chains).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { CREATE, createFixture, uploadRow, waitProcessed, type Fixture } from './test/store-list-fixtures'

let server: TestServer
let token: string
let fixture: Fixture

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
  fixture = await createFixture(server.runtime.deps.pool)
})
afterAll(async () => server?.close())

const GREENVILLE = { city: 'Greenville', state: 'MS' }

/** Uploads one row and returns its outcome: status detail, match evidence and the store it ended at. */
async function uploadOne(name: string, street: string, postalCode: string | null) {
  const row = uploadRow(fixture, 3, { ...GREENVILLE, streetAddress: street, postalCode })
  const { body } = await server.graphql(token, CREATE, { input: { name, campaignIdentity: fixture.campaignIdentity, rows: [row] } })
  const identity: string = body.data.createMissionDeployTemplate.identity
  await waitProcessed(server, token, identity)
  const { rows } = await server.runtime.deps.pool.query<{ status_detail: string; match_reason: string | null; organization_place_id: string }>(
    `select r.status_detail, r.match_reason, r.organization_place_id
       from mission_deploy_template_rows r join mission_deploy_templates t on t.id = r.template_id where t.identity = $1`,
    [identity],
  )
  return rows[0]!
}

const learnedCores = async (organizationPlaceId: string): Promise<string[]> =>
  (
    await server.runtime.deps.pool.query<{ learned_street_cores: string[] }>(
      `select p.learned_street_cores from places p join organization_places op on op.place_id = p.id where op.id = $1`,
      [organizationPlaceId],
    )
  ).rows[0]!.learned_street_cores

describe('street spellings learned from lists', () => {
  it('a store matched by its house number in its ZIP learns the spelling, and a list without a ZIP then finds it in its city', async () => {
    const first = await uploadOne('greenville-2006.xlsx', '1831 S DR MARTIN L. KING BLVD', '38701')
    expect(first.status_detail).toBe('Created a new store')
    expect(await learnedCores(first.organization_place_id)).toEqual([])

    const second = await uploadOne('greenville-2021.xlsx', '1831 Highway 1 S', '38701')
    expect(second).toMatchObject({ match_reason: 'house number', organization_place_id: first.organization_place_id })
    expect(second.status_detail).toMatch(/^Matched a known store by house number \(LOW confidence\)/)
    expect(await learnedCores(first.organization_place_id)).toEqual(['1831 1'])

    const third = await uploadOne('greenville-osm.xlsx', '1831 Highway 1 South', null)
    expect(third).toMatchObject({ match_reason: 'same street', organization_place_id: first.organization_place_id })
  })

  it('a spelling the store already has is not learned again', async () => {
    const known = await uploadOne('greenville-again.xlsx', '1831 S Dr Martin L King Blvd', '38701')
    expect(known.match_reason).toBe('address')
    expect(await learnedCores(known.organization_place_id)).toEqual(['1831 1'])
  })
})
