import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { ADMIN_EMAIL, OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer
let token: string
const unique = `Org ${Date.now().toString(36)}`

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())

describe('GET /organizations', () => {
  it('pages the list with metadata and refuses anonymous calls', async () => {
    expect((await server.call('GET', '/api/organizations')).status).toBe(401)
    const first = await server.call('GET', '/api/organizations?page=1&limit=5', { token })
    expect(first.status).toBe(200)
    expect(first.body.organizations).toHaveLength(5)
    // The spec's name for the page figures of organizations and places is metadata (001 §7).
    expect(first.body.metadata).toMatchObject({ currentPage: 1, size: 5 })
    expect(first.body.metadata.totalElements).toBeGreaterThan(5)
    expect(first.body.meta).toBeUndefined()
    const second = await server.call('GET', '/api/organizations?page=2&limit=5', { token })
    expect(second.body.organizations[0].identity).not.toBe(first.body.organizations[0].identity)
  })

  it('searches by name and answers bad filters with a 400 naming the field', async () => {
    const found = await server.call('GET', '/api/organizations?search=evergreen', { token })
    const evergreen = found.body.organizations.find((o: any) => o.identity === DEMO_IDENTITIES.organizations.bigChain)
    expect(evergreen).toMatchObject({ organization_type: expect.any(String), num_places: 2000 })
    const bad = await server.call('GET', '/api/organizations?page=0&mobee_company=maybe', { token })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.fields).sort()).toEqual(['mobee_company', 'page'])
  })
})

describe('organization detail and places', () => {
  it('returns the organization and every place with pin counts and coordinates', async () => {
    const id = DEMO_IDENTITIES.organizations.bigChain
    const detail = await server.call('GET', `/api/organizations/${id}.json`, { token })
    expect(detail.body.organization).toMatchObject({ identity: id, num_places: 2000 })
    const places = await server.call('GET', `/api/organizations/${id}/organization_places.json`, { token })
    expect(places.body.organization_places).toHaveLength(2000)
    expect(places.body.metadata).toMatchObject({ totalElements: 2000 })
    const place = places.body.organization_places[0]
    expect(place).toMatchObject({
      identity: expect.stringMatching(/^[A-Z0-9]{12}$/),
      address: expect.any(String),
      latitude: expect.any(Number),
      pin_count: expect.any(Number),
    })
    const store = await server.call('GET', `/api/organization_places/${place.identity}.json`, { token })
    expect(store.body.organization_place.organization.identity).toBe(id)
    const atPlace = await server.call('GET', `/api/places/${place.place_identity}.json`, { token })
    expect(atPlace.body.place.identity).toBe(place.place_identity)
    expect(atPlace.body.organization_places.map((s: any) => s.identity)).toContain(place.identity)
  })

  it('says where the map opens before the places are fetched: the located place nearest their middle', async () => {
    const id = DEMO_IDENTITIES.organizations.bigChain
    const places = (await server.call('GET', `/api/organizations/${id}/organization_places.json`, { token })).body.organization_places as {
      latitude: number | null
      longitude: number | null
    }[]
    const located = places.filter((place) => place.latitude !== null && place.longitude !== null)
    const sortedMedian = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!
    const lat = sortedMedian(located.map((place) => place.latitude!))
    const lng = sortedMedian(located.map((place) => place.longitude!))
    const nearest = Math.min(...located.map((place) => (place.latitude! - lat) ** 2 + (place.longitude! - lng) ** 2))

    const { status, body } = await server.call('GET', `/api/organizations/${id}/map_center.json`, { token })
    expect(status).toBe(200)
    // A real place (the map opens on a store among its neighbours), and the nearest to the medians.
    expect(located).toContainEqual(expect.objectContaining(body.map_center))
    expect((body.map_center.latitude - lat) ** 2 + (body.map_center.longitude - lng) ** 2).toBe(nearest)
    // And the corners around every located place, which the map is fitted to.
    const lats = located.map((place) => place.latitude!)
    const lngs = located.map((place) => place.longitude!)
    expect(body.map_bounds).toEqual({ south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) })
  })

  it('opens the map nowhere in particular for an organization without a located place', async () => {
    const created = await server.call('POST', '/api/organizations.json', { token, body: { organization: { name: `No places ${unique}` } } })
    const { status, body } = await server.call('GET', `/api/organizations/${created.body.organization.identity}/map_center.json`, { token })
    expect(status).toBe(200)
    expect(body).toEqual({ map_center: null, map_bounds: null })
  })

  it('answers unknown identities with 404', async () => {
    expect((await server.call('GET', '/api/organizations/NOSUCHORG000/map_center.json', { token })).status).toBe(404)
    expect((await server.call('GET', '/api/organizations/NOSUCHORG000.json', { token })).status).toBe(404)
    expect((await server.call('GET', '/api/places/NOSUCHPLACE0.json', { token })).status).toBe(404)
  })
})

describe('POST and PUT /organizations', () => {
  it('creates with organization type 1, updates, and audits both', async () => {
    const created = await server.call('POST', '/api/organizations.json', { token, body: { organization: { name: unique, alternative_names: ['Alt'] } } })
    expect(created.status).toBe(201)
    expect(created.body.organization).toMatchObject({ name: unique, organization_type_id: 1, alternative_names: ['Alt'], num_places: 0 })
    const identity = created.body.organization.identity
    const updated = await server.call('PUT', `/api/organizations/${identity}.json`, {
      token,
      body: { organization: { display_name: 'Shown', parent_identity: DEMO_IDENTITIES.organizations.bigChain } },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.organization).toMatchObject({ name: unique, display_name: 'Shown', parent: { identity: DEMO_IDENTITIES.organizations.bigChain } })
    const { rows } = await server.runtime.deps.pool.query(`select action from audit_log where entity_identity = $1 order by id`, [identity])
    expect(rows.map((r) => r.action)).toEqual(['createOrganization', 'updateOrganization'])
  })

  it('refuses another organization type, bad fields and a parent loop with field messages, writing nothing', async () => {
    const bad = await server.call('POST', '/api/organizations.json', {
      token,
      body: { organization: { name: '', organization_type_id: 2, parent_identity: 'NOSUCHORG000' } },
    })
    expect(bad.status).toBe(400)
    expect(bad.body.fields).toMatchObject({ name: ['This field is required.'], organization_type_id: ['Must be 1'] })
    const missingParent = await server.call('POST', '/api/organizations.json', {
      token,
      body: { organization: { name: `${unique} child`, parent_identity: 'NOSUCHORG000' } },
    })
    expect(missingParent.status).toBe(400)
    expect(missingParent.body.fields.parent_identity).toBeDefined()
    const { rows } = await server.runtime.deps.pool.query(`select count(*)::int as n from organizations where name = $1`, [`${unique} child`])
    expect(rows[0].n).toBe(0)

    const parent = (await server.call('POST', '/api/organizations.json', { token, body: { organization: { name: `${unique} parent` } } })).body.organization
    const child = (
      await server.call('POST', '/api/organizations.json', { token, body: { organization: { name: `${unique} sub`, parent_identity: parent.identity } } })
    ).body.organization
    const loop = await server.call('PUT', `/api/organizations/${parent.identity}.json`, { token, body: { organization: { parent_identity: child.identity } } })
    expect(loop.status).toBe(400)
    expect(loop.body.fields.parent_identity).toBeDefined()
    expect(
      (await server.call('PUT', '/api/organizations/NOSUCHORG000.json', { token: await server.tokenFor(ADMIN_EMAIL), body: { organization: { name: 'x' } } }))
        .status,
    ).toBe(404)
  })
})
