import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { createFixture, type Fixture } from './test/store-list-fixtures'

let server: TestServer
let token: string
let fixture: Fixture

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
  fixture = await createFixture(server.runtime.deps.pool)
})
afterAll(async () => server?.close())

const PREVIEW = `query Preview($stores: [StoreListPreviewStoreInput!]!) {
  previewMissionDeployTemplate(stores: $stores) {
    newOrganizations { name rows closestExisting } newStoreRows newStoresApproximate cityCentreRows failingRows { missing rows } matchedRows { reason rows }
  }
}`

describe('previewMissionDeployTemplate', () => {
  it('names the organizations and stores Add Stores would create, with the closest existing names, and writes nothing', async () => {
    const { pool } = server.runtime.deps
    const misspelt = fixture.organizationName.replace('Testmart', 'Testmrt')
    // What Add Stores would write for these rows: the misspelt chain, and the new stores. Counted for
    // these rows only: other test files write organizations and places at the same time.
    const written = async () =>
      (
        await pool.query(
          `select (select count(*)::int from organizations where lower(trim(name)) = lower($1)) as orgs,
                  (select count(*)::int from organization_places op join organizations o on o.id = op.organization_id
                    where (o.name = $2 and op.store_number = '0099') or lower(trim(o.name)) = lower($1)) as stores`,
          [misspelt, fixture.organizationName],
        )
      ).rows[0]
    expect(await written()).toEqual({ orgs: 0, stores: 0 })
    const { status, body } = await server.graphql(token, PREVIEW, {
      stores: [
        // A known store of the fixture's chain, by store number and by address in another spelling.
        {
          rowNumber: 3,
          organizationName: fixture.organizationName,
          storeNumber: '0001',
          streetAddress: '100 Congress Avenue',
          city: 'Austin',
          state: 'TX',
          postalCode: '78701',
        },
        {
          rowNumber: 4,
          organizationName: fixture.organizationName.toLowerCase(),
          streetAddress: '200 Lamar Boulevard',
          city: 'Austin',
          state: 'TX',
          postalCode: '78701',
        },
        // A new store of the chain, and two rows of a misspelt chain.
        {
          rowNumber: 5,
          organizationName: fixture.organizationName,
          storeNumber: '0099',
          streetAddress: '900 Oak St',
          city: 'Austin',
          state: 'TX',
          postalCode: '78701',
        },
        { rowNumber: 6, organizationName: misspelt, storeNumber: '7', streetAddress: '1 Elm St', city: 'Austin', state: 'TX', postalCode: '78701' },
        { rowNumber: 7, organizationName: ` ${misspelt} `, storeNumber: '8', streetAddress: '2 Elm St', city: 'Austin', state: 'TX', postalCode: '78701' },
        // A row naming its store by id creates nothing.
        { rowNumber: 8, wiserStoreId: 'ANYSTOREID01' },
      ],
    })
    expect(status, JSON.stringify(body.errors)).toBe(200)
    expect(body.data.previewMissionDeployTemplate).toEqual({
      newOrganizations: [{ name: misspelt, rows: 2, closestExisting: expect.arrayContaining([fixture.organizationName]) }],
      newStoreRows: [5, 6, 7],
      newStoresApproximate: true,
      cityCentreRows: [],
      failingRows: [],
      matchedRows: [
        { reason: 'store number', rows: 1 },
        { reason: 'address', rows: 1 },
      ],
    })
    expect(body.data.previewMissionDeployTemplate.newOrganizations[0].closestExisting[0]).toBe(fixture.organizationName)
    expect(await written()).toEqual({ orgs: 0, stores: 0 })
  })

  it('tells the truth about rows without a postal code: known stores match in their city, new ones go to the city centre, unplaceable ones will fail', async () => {
    const row = (rowNumber: number, streetAddress: string, city: string, state: string) => ({
      rowNumber,
      organizationName: fixture.organizationName.toUpperCase(),
      streetAddress,
      city,
      state,
    })
    const { status, body } = await server.graphql(token, PREVIEW, {
      stores: [
        // The fixture's store at 200 Lamar Blvd, Austin, written ALL CAPS with no ZIP.
        row(3, '200 LAMAR BLVD', 'AUSTIN', 'TX'),
        row(4, '4000 NORTH MAIN ST', 'JONESBORO', 'AR'),
        row(5, '1 NOWHERE RD', 'NO SUCH TOWN', 'AR'),
        row(6, '2 NOWHERE RD', 'NO SUCH TOWN', 'AR'),
      ],
    })
    expect(status, JSON.stringify(body.errors)).toBe(200)
    expect(body.data.previewMissionDeployTemplate).toMatchObject({
      newStoreRows: [4],
      cityCentreRows: [4],
      failingRows: [{ missing: 'a postal code or a city we can place on the map', rows: [5, 6] }],
      matchedRows: [{ reason: 'address', rows: 1 }],
    })
  })

  it('refuses more rows than a list may have, with the field named', async () => {
    const stores = Array.from({ length: 50_001 }, (_, index) => ({ rowNumber: index + 3 }))
    const { status, body } = await server.graphql(token, PREVIEW, { stores })
    expect(status).toBe(400)
    expect(body.errors[0].extensions.fields).toEqual({ stores: ['At most 50000 rows'] })
  })
})
