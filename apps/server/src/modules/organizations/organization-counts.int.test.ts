import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

/**
 * An organization's store count (num_places, and the total of its places page) is kept by the
 * triggers of migration 0028, not counted per read: it must follow every insert, move and delete
 * of its stores, several at a time.
 */
let server: TestServer
let token: string
const pool = () => server.runtime.deps.pool

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())

async function createOrganization(name: string): Promise<{ identity: string; id: number }> {
  const created = await server.call('POST', '/api/organizations.json', { token, body: { organization: { name } } })
  expect(created.status).toBe(201)
  const { rows } = await pool().query<{ id: number }>(`select id::int as id from organizations where identity = $1`, [created.body.organization.identity])
  return { identity: created.body.organization.identity, id: rows[0]!.id }
}

/** The organization's num_places from the API, its places page's total, and its stores counted. */
async function storeCounts(identity: string) {
  const organization = await server.call('GET', `/api/organizations/${identity}.json`, { token })
  const places = await server.call('GET', `/api/organizations/${identity}/organization_places.json?page=1&limit=5`, { token })
  const { rows } = await pool().query<{ n: number }>(
    `select count(*)::int as n from organization_places op join organizations o on o.id = op.organization_id where o.identity = $1`,
    [identity],
  )
  return { numPlaces: organization.body.organization.num_places, pageTotal: places.body.metadata.totalElements, counted: rows[0]!.n }
}

async function addStores(organizationId: number, count: number): Promise<number[]> {
  const { rows } = await pool().query<{ id: number }>(
    `with new_places as (
       insert into places (street, city, state, postal_code) select g || ' Count Test Rd', 'Springfield', 'IL', '62701' from generate_series(1, $2::int) g
       returning id)
     insert into organization_places (organization_id, place_id, name) select $1, id, 'Count test store' from new_places returning id::int as id`,
    [organizationId, count],
  )
  return rows.map((row) => row.id)
}

describe('an organization store count kept by triggers', () => {
  it('follows stores added, moved to another organization and removed, several in one statement', async () => {
    const suffix = Date.now().toString(36)
    const first = await createOrganization(`Count Chain A ${suffix}`)
    const second = await createOrganization(`Count Chain B ${suffix}`)
    expect(await storeCounts(first.identity)).toEqual({ numPlaces: 0, pageTotal: 0, counted: 0 })

    const stores = await addStores(first.id, 5)
    expect(await storeCounts(first.identity)).toEqual({ numPlaces: 5, pageTotal: 5, counted: 5 })

    await pool().query(`update organization_places set organization_id = $1 where id = any($2::bigint[])`, [second.id, stores.slice(0, 2)])
    // A write that leaves the organization alone (a rename) changes no count.
    await pool().query(`update organization_places set name = 'Renamed' where id = any($1::bigint[])`, [stores])
    expect(await storeCounts(first.identity)).toEqual({ numPlaces: 3, pageTotal: 3, counted: 3 })
    expect(await storeCounts(second.identity)).toEqual({ numPlaces: 2, pageTotal: 2, counted: 2 })

    await pool().query(`delete from organization_places where id = any($1::bigint[])`, [stores.slice(1, 4)])
    expect(await storeCounts(first.identity)).toEqual({ numPlaces: 1, pageTotal: 1, counted: 1 })
    expect(await storeCounts(second.identity)).toEqual({ numPlaces: 1, pageTotal: 1, counted: 1 })
  })

  it('matches the stores of every organization of the demo data', async () => {
    const { rows } = await pool().query<{ organizations: number; wrong: number }>(
      `select count(*)::int as organizations,
              (count(*) filter (where c.place_count is distinct from (select count(*) from organization_places op where op.organization_id = o.id)))::int as wrong
         from organizations o left join organization_counts c on c.organization_id = o.id`,
    )
    expect(rows[0]!.organizations).toBeGreaterThan(10)
    expect(rows[0]!.wrong).toBe(0)
  })
})
