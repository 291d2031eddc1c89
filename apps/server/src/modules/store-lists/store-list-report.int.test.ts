import * as XLSX from '@e965/xlsx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { CREATE, createFixture, uploadRow, type Fixture } from './test/store-list-fixtures'

let server: TestServer
let token: string
let fixture: Fixture

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
  fixture = await createFixture(server.runtime.deps.pool)
})
afterAll(async () => server?.close())

const REPORT = /* GraphQL */ `
  query Report($identity: String!) {
    missionDeployTemplate(identity: $identity) {
      status
      rowSummary {
        total
        pinAddedToMission
        pinsCreated
        pinsAlreadyThere
      }
      rows(page: 1, limit: 50) {
        items {
          rowNumber
          status
          pinExisted
          location {
            latitude
            longitude
            approximate
            source
          }
          organizationPlace {
            identity
          }
        }
      }
    }
  }
`

async function upload(name: string, rows: ReturnType<typeof uploadRow>[]) {
  const { status, body } = await server.graphql(token, CREATE, { input: { name, campaignIdentity: fixture.campaignIdentity, rows } })
  expect(status, JSON.stringify(body.errors)).toBe(200)
  const identity = body.data.createMissionDeployTemplate.identity as string
  for (const started = Date.now(); Date.now() - started < 60_000; await new Promise((resolve) => setTimeout(resolve, 200))) {
    const report = (await server.graphql(token, REPORT, { identity })).body.data.missionDeployTemplate
    if (report.status === 'PROCESSED') return { identity, ...report }
  }
  throw new Error(`${name} was not processed in time`)
}

const missionPins = async () =>
  (
    await server.runtime.deps.pool.query<{ n: number }>(`select count(*)::int as n from pins p join missions m on m.id = p.mission_id where m.identity = $1`, [
      fixture.missionIdentity,
    ])
  ).rows[0]!.n

const newStores = () => [
  uploadRow(fixture, 3, { storeNumber: 'R-1', streetAddress: '11 Oak St' }),
  uploadRow(fixture, 4, { storeNumber: 'R-2', streetAddress: '12 Oak St' }),
  uploadRow(fixture, 5, { storeNumber: 'R-3', streetAddress: '13 Oak St' }),
]

describe('the store list report tells the truth', () => {
  it('"Pins Created" counts pins added; pins that were already there are counted apart', async () => {
    const before = await missionPins()
    const first = await upload('report-first.xlsx', newStores())
    expect(first.rowSummary).toEqual({ total: 3, pinAddedToMission: 3, pinsCreated: 3, pinsAlreadyThere: 0 })
    expect(await missionPins()).toBe(before + 3)

    // The same stores again, one of them twice: the mission gains nothing and the report says so.
    const again = await upload('report-again.xlsx', [...newStores(), uploadRow(fixture, 6, { storeNumber: 'R-1', streetAddress: '11 Oak St' })])
    expect(again.rowSummary).toEqual({ total: 4, pinAddedToMission: 4, pinsCreated: 0, pinsAlreadyThere: 4 })
    expect(again.rows.items.every((row: { pinExisted: boolean }) => row.pinExisted)).toBe(true)
    expect(await missionPins()).toBe(before + 3)

    // A new store named twice in one file: one pin created, the second row found it there.
    const twice = await upload('report-twice.xlsx', [
      uploadRow(fixture, 3, { storeNumber: 'R-9', streetAddress: '19 Oak St' }),
      uploadRow(fixture, 4, { storeNumber: 'R-9', streetAddress: '19 Oak St' }),
    ])
    expect(twice.rowSummary).toMatchObject({ pinsCreated: 1, pinsAlreadyThere: 1 })

    // Pins deleted afterwards: the list still says what it did (its rows' outcome is a record).
    const created = await server.runtime.deps.pool.query<{ identity: string }>(
      `select p.identity from pins p join mission_deploy_template_rows r on r.pin_id = p.id
         join mission_deploy_templates t on t.id = r.template_id where t.identity = $1`,
      [first.identity],
    )
    expect(created.rows).toHaveLength(3)
    const deleted = await server.graphql(token, `mutation($ids: [String!]!) { deletePins(identities: $ids) { count } }`, {
      ids: created.rows.map((pin) => pin.identity),
    })
    expect(deleted.body.data?.deletePins.count, JSON.stringify(deleted.body.errors)).toBe(3)
    expect(await missionPins()).toBe(before + 1)
    const afterDelete = (await server.graphql(token, REPORT, { identity: first.identity })).body.data.missionDeployTemplate
    expect(afterDelete.rowSummary).toEqual({ total: 3, pinAddedToMission: 3, pinsCreated: 3, pinsAlreadyThere: 0 })
  })

  it('marks stores created at a ZIP centroid as approximate, and puts a store-id row at its store', async () => {
    const created = await upload('report-centroid.xlsx', [uploadRow(fixture, 3, { storeNumber: 'C-1', streetAddress: '500 Pine St' })])
    const row = created.rows.items[0]
    expect(row.location).toMatchObject({ approximate: true, source: 'STORE' })
    const place = await server.runtime.deps.pool.query(
      `select p.location_approximate from places p join organization_places op on op.place_id = p.id where op.identity = $1`,
      [row.organizationPlace.identity],
    )
    expect(place.rows[0].location_approximate).toBe(true)

    // A known, precisely placed store named by its id, with no address at all.
    const known = (
      await server.runtime.deps.pool.query<{ identity: string }>(
        `select op.identity from organization_places op join organizations o on o.id = op.organization_id where o.name = $1 and op.store_number = '0001'`,
        [fixture.organizationName],
      )
    ).rows[0]!.identity
    const byId = await upload('report-store-id.xlsx', [
      uploadRow(fixture, 3, { wiserStoreId: known, organizationName: null, streetAddress: null, city: null, state: null, postalCode: null }),
    ])
    expect(byId.rows.items[0]).toMatchObject({
      status: 'PIN_ADDED_TO_MISSION',
      location: { latitude: 30.27, longitude: -97.74, approximate: false, source: 'STORE' },
    })

    // The export carries the same truth.
    const response = await fetch(`${server.baseUrl}/api/generator/mission-deploy-templates/${created.identity}`, {
      headers: { authorization: `Bearer ${token}` },
    })
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' })
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!)
    expect(sheet[0]).toMatchObject({ location_approximate: 'yes', pin_already_there: 'no' })
  })
})
