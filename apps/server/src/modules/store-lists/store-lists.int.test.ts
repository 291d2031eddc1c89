import * as XLSX from '@e965/xlsx'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { validateStoreListFile } from '@mc/domain/store-lists/store-list-file'
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

const pinCount = async (missionIdentity: string) =>
  (
    await server.runtime.deps.pool.query<{ n: number }>(`select count(*)::int as n from pins p join missions m on m.id = p.mission_id where m.identity = $1`, [
      missionIdentity,
    ])
  ).rows[0]!.n

describe('store list processing', () => {
  it('moves every row to PIN_ADDED_TO_MISSION or ERROR, matching known stores and creating new ones', async () => {
    const rows = [
      uploadRow(fixture, 3, { storeNumber: '0001', streetAddress: '100 Congress Avenue' }),
      uploadRow(fixture, 4, { storeNumber: '0002', postalCode: '78702' }),
      uploadRow(fixture, 5, { wiserMissionId: String(fixture.missionLegacyId), groupName: 'South', groupCap: 7, pinIsRunning: false }),
      // An unknown ZIP in a town no gazetteer names: nothing to place a new store at.
      uploadRow(fixture, 6, { postalCode: '00000', city: 'No Such Town' }),
      uploadRow(fixture, 7, { organizationName: null, streetAddress: null, city: null, state: null, country: null, wiserStoreId: 'ZZZZZZZZZZZZ' }),
    ]
    const created = await server.graphql(token, CREATE, { input: { name: 'first.xlsx', campaignIdentity: fixture.campaignIdentity, rows } })
    expect(created.status).toBe(200)
    const identity = created.body.data.createMissionDeployTemplate.identity
    const list = await waitProcessed(server, token, identity)
    expect(list.rowSummary).toMatchObject({ total: 5, unprocessed: 0, pinAddedToMission: 3, error: 2, withWiserStoreID: 1 })
    const byRow = Object.fromEntries(list.rows.items.map((row: { rowNumber: number }) => [row.rowNumber, row]))
    expect(byRow[3]).toMatchObject({ status: 'PIN_ADDED_TO_MISSION', matchConfidence: 'HIGH', organizationPlace: { storeNumber: '0001' } })
    expect(byRow[4]).toMatchObject({ status: 'PIN_ADDED_TO_MISSION', matchConfidence: 'MEDIUM' })
    expect(byRow[5]).toMatchObject({
      status: 'PIN_ADDED_TO_MISSION',
      statusDetail: 'Created a new store',
      geocoding: { provider: 'offline-postal-centroid', score: 0.3 },
    })
    expect(byRow[6]).toMatchObject({
      status: 'ERROR',
      statusDetail: 'No known store matched, and a new store needs: a postal code or a city we can place on the map',
    })
    expect(byRow[7].statusDetail).toMatch(/^Wiser Store ID ZZZZZZZZZZZZ is not a known store/)
    expect(await pinCount(fixture.missionIdentity)).toBe(3)
    const groups = await server.runtime.deps.pool.query(
      `select g.name, g.response_group_cap from deployment_groups g join missions m on m.id = g.mission_id where m.identity = $1 order by g.name`,
      [fixture.missionIdentity],
    )
    expect(groups.rows).toEqual([
      { name: 'North', response_group_cap: 5 },
      { name: 'South', response_group_cap: 7 },
    ])
  })

  it('uploading the same list twice adds no duplicate pins, stores or groups', async () => {
    // House numbers no other store of the fixture's organization has in its ZIP (store-matcher.ts: a house number alone can match).
    const rows = Array.from({ length: 30 }, (_, index) => uploadRow(fixture, index + 3, { streetAddress: `${index + 901} Dup Rd`, groupName: `G${index % 3}` }))
    const storesBefore = (await server.runtime.deps.pool.query(`select count(*)::int as n from organization_places`)).rows[0].n
    const upload = async (name: string) => {
      const { body } = await server.graphql(token, CREATE, { input: { name, campaignIdentity: fixture.campaignIdentity, rows } })
      return waitProcessed(server, token, body.data.createMissionDeployTemplate.identity)
    }
    const first = await upload('dup-1.xlsx')
    const pinsAfterFirst = await pinCount(fixture.missionIdentity)
    const storesAfterFirst = (await server.runtime.deps.pool.query(`select count(*)::int as n from organization_places`)).rows[0].n
    const second = await upload('dup-2.xlsx')
    expect(first.rowSummary.pinAddedToMission).toBe(30)
    expect(second.rowSummary.pinAddedToMission).toBe(30)
    expect(await pinCount(fixture.missionIdentity)).toBe(pinsAfterFirst)
    expect(storesAfterFirst - storesBefore).toBe(30)
    expect((await server.runtime.deps.pool.query(`select count(*)::int as n from organization_places`)).rows[0].n).toBe(storesAfterFirst)
    expect(second.statusSummary).toEqual([{ status: 'PIN_ADDED_TO_MISSION', statusDetail: 'Matched a known store by address (HIGH confidence)', count: 30 }])
    expect(second.rows.items.every((row: { matchConfidence: string }) => row.matchConfidence === 'HIGH')).toBe(true)
  })
})

describe('createMissionDeployTemplate refuses what the browser would refuse', () => {
  it('answers 400 with field detail for rule violations', async () => {
    const rows = [uploadRow(fixture, 3), uploadRow(fixture, 4, { groupCap: 9, postalCode: '123' })]
    const { status, body } = await server.graphql(token, CREATE, { input: { name: 'bad.xlsx', campaignIdentity: fixture.campaignIdentity, rows } })
    expect(status).toBe(400)
    const fields = body.errors[0].extensions.fields
    expect(fields['rows']).toContain('Store list has conflicting group caps for: North')
    expect(fields['rows.1.postalCode']).toEqual(['Row 4: Invalid US zip code: 123'])
    expect(body.errors[0].message).toBe('Store list has conflicting group caps for: North; 1 more errors not shown...')
  })

  it('lists row errors as the console does: Row 3 first, at most 100 by field, then "N more errors not shown...", nothing written', async () => {
    const countOf = async (table: string) => (await server.runtime.deps.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n
    const before = { lists: await countOf('mission_deploy_templates'), rows: await countOf('mission_deploy_template_rows') }
    const rows = Array.from({ length: 250 }, (_, index) => uploadRow(fixture, index + 3, { city: null }))
    const { status, body } = await server.graphql(token, CREATE, { input: { name: 'bad-250.xlsx', campaignIdentity: fixture.campaignIdentity, rows } })
    expect(status).toBe(400)
    expect(body.data).toBeNull()
    expect(body.errors).toHaveLength(1)
    const [error] = body.errors
    expect(error.extensions).toMatchObject({ code: 'Bad Request', statusCode: 400 })
    const entries = Object.entries(error.extensions.fields as Record<string, string[]>)
    expect(entries[0]).toEqual(['rows.0.city', ['Row 3: Missing required value(s): city']])
    expect(entries[99]).toEqual(['rows.99.city', ['Row 102: Missing required value(s): city']])
    expect(entries.slice(100)).toEqual([['rows', ['150 more errors not shown...']]])
    expect(error.message).toBe('Row 3: Missing required value(s): city; 249 more errors not shown...')
    // One field's messages each, not every row's error in one text (the 250 rows' request is ~70 KB).
    expect(JSON.stringify(body).length).toBeLessThan(12_000)
    expect({ lists: await countOf('mission_deploy_templates'), rows: await countOf('mission_deploy_template_rows') }).toEqual(before)
  })

  it('answers 400 for unknown missions and missions of another campaign', async () => {
    const rows = [uploadRow(fixture, 3, { wiserMissionId: 'NOSUCHMISSN1' }), uploadRow(fixture, 4, { wiserMissionId: fixture.otherMissionIdentity })]
    const { status, body } = await server.graphql(token, CREATE, { input: { name: 'missions.xlsx', campaignIdentity: fixture.campaignIdentity, rows } })
    expect(status).toBe(400)
    expect(body.errors[0].extensions.fields.rows[0]).toBe('Invalid Wiser Mission ID: NOSUCHMISSN1')
    expect(body.errors[0].extensions.fields.rows[1]).toMatch(/^Mission not part of current Campaign: SL other mission /)
  })

  it('answers 400 for an empty list and 404 for an unknown campaign', async () => {
    const empty = await server.graphql(token, CREATE, { input: { name: 'empty.xlsx', campaignIdentity: fixture.campaignIdentity, rows: [] } })
    expect(empty.status).toBe(400)
    expect(empty.body.errors[0].extensions.fields.rows).toContain('Store list must have at least one store row')
    const unknown = await server.graphql(token, CREATE, { input: { name: 'x.xlsx', campaignIdentity: 'NOSUCHCAMPGN', rows: [uploadRow(fixture, 3)] } })
    expect(unknown.status).toBe(404)
  })
})

describe('coordinates given with the rows (ours)', () => {
  it('are stored as given, exported beside the template columns and read again from the export', async () => {
    const rows = [
      uploadRow(fixture, 3, { latitude: 30.2672, longitude: -97.7431 }),
      // A point in Oregon for a Texas row is stored too: processing decides what it is worth.
      uploadRow(fixture, 4, { latitude: 45.5152, longitude: -122.6784 }),
      uploadRow(fixture, 5),
    ]
    const { status, body } = await server.graphql(token, CREATE, { input: { name: 'coordinates.xlsx', campaignIdentity: fixture.campaignIdentity, rows } })
    expect(status, JSON.stringify(body.errors)).toBe(200)
    const identity = body.data.createMissionDeployTemplate.identity
    const stored = await server.runtime.deps.pool.query(
      `select r.row_number, r.given_latitude, r.given_longitude from mission_deploy_template_rows r
         join mission_deploy_templates t on t.id = r.template_id where t.identity = $1 order by r.row_number`,
      [identity],
    )
    expect(stored.rows).toEqual([
      { row_number: 3, given_latitude: 30.2672, given_longitude: -97.7431 },
      { row_number: 4, given_latitude: 45.5152, given_longitude: -122.6784 },
      { row_number: 5, given_latitude: null, given_longitude: null },
    ])

    const response = await fetch(`${server.baseUrl}/api/generator/mission-deploy-templates/${identity}`, { headers: { authorization: `Bearer ${token}` } })
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' })
    const [header, ...cells] = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets[book.SheetNames[0]!]!, { header: 1, defval: '' })
    expect(header!.indexOf('longitude')).toBe(header!.indexOf('latitude') + 1)
    expect(header!.indexOf('latitude')).toBe(header!.indexOf('pin_active') + 1)
    // The export read as the console reads an upload (its row_number and outcome columns are unknown columns there).
    const again = validateStoreListFile({ header, rows: cells })
    expect(again.errors).toEqual([])
    expect(again.rows.map(({ latitude, longitude }) => [latitude, longitude])).toEqual([
      [30.2672, -97.7431],
      [45.5152, -122.6784],
      [null, null],
    ])
  })

  it("are refused with the console's words when only one is given or out of range", async () => {
    const rows = [uploadRow(fixture, 3, { latitude: 30.2 }), uploadRow(fixture, 4, { latitude: 91, longitude: -97.7 })]
    const { status, body } = await server.graphql(token, CREATE, { input: { name: 'half.xlsx', campaignIdentity: fixture.campaignIdentity, rows } })
    expect(status).toBe(400)
    expect(body.errors[0].extensions.fields).toEqual({
      'rows.0.longitude': ['Row 3: Missing longitude: give latitude and longitude together, or neither'],
      'rows.1.latitude': ['Row 4: Invalid latitude: 91 (a number from -90 to 90)'],
    })
  })
})

describe('export', () => {
  it('downloads the rows with their outcome as .xlsx, formula-leading cells neutralised, behind the bearer check', async () => {
    const rows = [uploadRow(fixture, 3, { groupName: '=HYPERLINK("http://evil")', streetAddress: '@SUM(1)', city: '-2+3' })]
    const { body } = await server.graphql(token, CREATE, { input: { name: 'export.xlsx', campaignIdentity: fixture.campaignIdentity, rows } })
    const identity = body.data.createMissionDeployTemplate.identity
    await waitProcessed(server, token, identity)
    const anonymous = await fetch(`${server.baseUrl}/api/generator/mission-deploy-templates/${identity}`)
    expect(anonymous.status).toBe(401)
    const response = await fetch(`${server.baseUrl}/api/generator/mission-deploy-templates/${identity}`, { headers: { authorization: `Bearer ${token}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toContain('export - results.xlsx')
    const book = XLSX.read(new Uint8Array(await response.arrayBuffer()), { type: 'array' })
    const sheet = XLSX.utils.sheet_to_json<Record<string, unknown>>(book.Sheets[book.SheetNames[0]!]!)
    expect(sheet[0]).toMatchObject({
      row_number: 3,
      group_name: `'=HYPERLINK("http://evil")`,
      street_address: `'@SUM(1)`,
      city: `'-2+3`,
      status: 'PIN_ADDED_TO_MISSION',
    })
    const missing = await fetch(`${server.baseUrl}/api/generator/mission-deploy-templates/NOSUCHLIST00`, { headers: { authorization: `Bearer ${token}` } })
    expect(missing.status).toBe(404)
  })

  it("lists a campaign's store lists newest first with their row summary", async () => {
    const { body } = await server.graphql(
      token,
      `query { campaignMissionDeployTemplates(identity: "${fixture.campaignIdentity}", page: 1, limit: 2) { total items { name rowSummary { total } } } }`,
    )
    const page = body.data.campaignMissionDeployTemplates
    expect(page.total).toBeGreaterThanOrEqual(4)
    expect(page.items).toHaveLength(2)
    expect(page.items[0].name).toBe('export.xlsx')
  })
})
