import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { planNodes } from '../../test/query-plans'
import { DUPLICATE_PLACES_STATEMENT } from './duplicate-places.repository'
import { ADMIN_EMAIL, OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { createOrganization, createStore, type StoreSpec } from './directory-health.test-data'

let server: TestServer
let admin: string

beforeAll(async () => {
  server = await startTestServer()
  admin = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const PAIRS = `query Pairs($identity: String!, $page: Int, $limit: Int) {
  organizationDuplicatePlaces(identity: $identity, page: $page, limit: $limit) {
    total page limit
    items {
      confidence houseNumber samePostalCode sameCity streetMatch streetSimilarity streetCoresKnown distanceMetres distanceExact differentStoreNumbers sharedMissionCount
      first { identity storeNumber address pinCount locationApproximate }
      second { identity storeNumber address pinCount locationApproximate }
    }
  }
}`

interface Pair {
  confidence: string
  streetMatch: string
  streetSimilarity: number
  samePostalCode: boolean
  sameCity: boolean
  distanceMetres: number | null
  distanceExact: boolean
  differentStoreNumbers: boolean
  streetCoresKnown: boolean
  first: { identity: string; storeNumber: string | null; address: string }
  second: { identity: string; storeNumber: string | null; address: string }
}

async function pairsOf(identity: string, page?: { page: number; limit: number }): Promise<{ total: number; items: Pair[] }> {
  const response = await server.graphql(admin, PAIRS, { identity, ...page })
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined()
  return response.body.data.organizationDuplicatePlaces
}

/** The pair of these two stores, whichever way round it is listed. */
const pairOf = (items: Pair[], a: string, b: string) => items.find((pair) => [pair.first.identity, pair.second.identity].sort().join() === [a, b].sort().join())

describe('probable duplicate places of an organization', () => {
  let organization: string
  const stores: Record<string, string> = {}

  beforeAll(async () => {
    const org = await createOrganization(server.runtime.deps.pool)
    organization = org.identity
    const specs: Record<string, StoreSpec> = {
      // Directional only (issue 33: 108 of 108 such rows had become duplicates).
      lynn: { street: '1500 S Lynn Riggs Blvd', storeNumber: '27' },
      lynnAgain: { street: '1500 LYNN RIGGS BLVD', approximate: true, latitude: 36.3, longitude: -95.6 },
      // Name words run together: the cores agree.
      market: { street: '200 Market Place Dr' },
      marketAgain: { street: '200 Marketplace Drive', latitude: 36.3127 },
      // Everything agrees but the store numbers: two stores, listed, LOW.
      mainOne: { street: '300 Main St', storeNumber: '1' },
      mainTwo: { street: '300 Main Street', storeNumber: '2' },
      // One has no ZIP: the same city and a shared core.
      broadway: { street: '500 N Broadway', postalCode: '74017' },
      broadwayNoZip: { street: '500 Broadway', postalCode: null, city: 'CLAREMORE' },
      // Same house number and ZIP, other streets, far apart: not listed.
      oak: { street: '400 Oak Ave', latitude: 36.2, longitude: -95.5 },
      elm: { street: '400 Elm St', latitude: 36.4, longitude: -95.7 },
      // Same street, exact points 5 km apart: LOW.
      farOne: { street: '600 Lake Rd', latitude: 36.3126, longitude: -95.6161 },
      farTwo: { street: '600 Lake Road', latitude: 36.3576, longitude: -95.6161 },
    }
    for (const [name, spec] of Object.entries(specs)) stores[name] = (await createStore(server.runtime.deps.pool, org.id, spec)).identity
  })

  it('lists each pair once with its evidence, most sure first', async () => {
    const { total, items } = await pairsOf(organization)
    expect(total).toBe(5)
    expect(items.map((pair) => pair.confidence)).toEqual(['HIGH', 'HIGH', 'MEDIUM', 'LOW', 'LOW'])

    const lynn = pairOf(items, stores.lynn!, stores.lynnAgain!)!
    expect(lynn).toMatchObject({ confidence: 'HIGH', streetMatch: 'SAME_CORE', samePostalCode: true, sameCity: true, streetCoresKnown: true })
    expect(lynn.streetSimilarity).toBeGreaterThan(0.5)
    // One side is a ZIP centroid: the distance is shown, but it is not the stores'.
    expect(lynn.distanceExact).toBe(false)
    expect(pairOf(items, stores.market!, stores.marketAgain!)).toMatchObject({ confidence: 'HIGH', streetMatch: 'SAME_CORE', distanceExact: true })
    expect(pairOf(items, stores.market!, stores.marketAgain!)!.distanceMetres).toBeCloseTo(11, 0)
    expect(pairOf(items, stores.broadway!, stores.broadwayNoZip!)).toMatchObject({ confidence: 'MEDIUM', samePostalCode: false, sameCity: true })
    expect(pairOf(items, stores.mainOne!, stores.mainTwo!)).toMatchObject({ confidence: 'LOW', streetMatch: 'IDENTICAL', differentStoreNumbers: true })
    expect(pairOf(items, stores.farOne!, stores.farTwo!)).toMatchObject({ confidence: 'LOW', streetMatch: 'IDENTICAL' })
    expect(pairOf(items, stores.farOne!, stores.farTwo!)!.distanceMetres).toBeGreaterThan(4_900)
    expect(pairOf(items, stores.oak!, stores.elm!)).toBeUndefined()
  })

  it('pages the pairs, the total on every page', async () => {
    const first = await pairsOf(organization, { page: 1, limit: 2 })
    const third = await pairsOf(organization, { page: 3, limit: 2 })
    const beyond = await pairsOf(organization, { page: 9, limit: 2 })
    expect([first.items.length, third.items.length, beyond.items.length]).toEqual([2, 1, 0])
    expect([first.total, third.total, beyond.total]).toEqual([5, 5, 5])
    expect(third.items[0]!.confidence).toBe('LOW')
  })

  it('answers 404 for an unknown organization and 400 naming the field for a bad page', async () => {
    const unknown = await server.graphql(admin, PAIRS, { identity: 'ZZZZZZZZZZZZ' })
    expect(unknown.body.errors[0]).toMatchObject({ message: 'Organization was not found.', extensions: { statusCode: 404 } })
    const bad = await server.graphql(admin, PAIRS, { identity: organization, limit: 101 })
    expect(bad.status).toBe(400)
    expect(bad.body.errors[0].extensions.fields).toEqual({ limit: ['Enter a number equal to or below 100'] })
  })

  it('is for admins only', async () => {
    const ops = await server.tokenFor(OPS_EMAIL)
    const response = await server.graphql(ops, PAIRS, { identity: organization })
    expect(response.status).toBe(403)
    expect(response.body.data).toBeNull()
    expect(server.app.graphqlFieldAccess.get('Query.organizationDuplicatePlaces')).toBe('admin')
    expect(server.app.graphqlFieldAccess.get('Query.organizationPlaceMergeConflicts')).toBe('admin')
    expect(server.app.graphqlFieldAccess.get('Mutation.mergeOrganizationPlaces')).toBe('admin')
  })

  it('reads the evidence from the places indexes, per organization', async () => {
    const { rows } = await server.runtime.deps.pool.query(`select id from organizations where identity = $1`, [organization])
    const nodes = await planNodes(server.runtime.deps.pool, DUPLICATE_PLACES_STATEMENT, [rows[0].id, 20, 0])
    const indexes = nodes.map((node) => node['Index Name']).filter(Boolean)
    expect(indexes).toEqual(expect.arrayContaining(['places_postal_house_street_key_idx', 'places_city_house_idx']))
    expect(nodes.filter((node) => node['Node Type'] === 'Seq Scan' && ['places', 'organization_places', 'pins'].includes(node['Relation Name'] ?? ''))).toEqual(
      [],
    )
  })
})
