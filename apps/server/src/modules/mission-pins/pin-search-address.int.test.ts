import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../db/pg-statement'
import { startTestServer, type TestServer } from '../../test/test-server'
import { serverToday } from '../server-today'
import { createPinFixture } from './mission-pins.test-data'
import { walkedPageSql } from './searched-pins.repository'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(async () => server?.close())

const pool = () => server.runtime.deps.pool

/** Each pin's search address beside its place's own in lower case, for the fixture's mission. */
const copies = async (missionId: number) =>
  (
    await pool().query<{ copy: string[]; place: string[] }>(
      `select array[p.search_street, p.search_city, p.search_postal_code] as copy, array[lower(pl.street), lower(pl.city), lower(pl.postal_code)] as place
       from pins p join organization_places op on op.id = p.organization_place_id join places pl on pl.id = op.place_id
       where p.mission_id = $1 order by p.id`,
      [missionId],
    )
  ).rows

/** What the walked search (the way that reads the copies) finds on the mission. */
const walkedFind = async (missionId: number, search: string) =>
  (
    await queryRows<{ identity: string | null }>(
      pool(),
      walkedPageSql(missionId, serverToday(), { isRunning: 'ALL', deploymentGroupIdentities: [], search, page: 1, limit: 50 }, 0),
    )
  )
    .map((row) => row.identity)
    .filter(Boolean)

describe("a pin's search address, its store's in lower case (what the Pins tab's walked search reads)", () => {
  it('is written with the pin, follows a corrected address, and follows a store moved to another place', async () => {
    const fixture = await createPinFixture(pool(), { groups: { Open: {} }, pins: [{ group: 'Open' }, { group: 'Open' }] })
    for (const row of await copies(fixture.missionId)) expect(row.copy).toEqual(row.place)

    const [first, second] = fixture.pins
    await pool().query(
      `update places pl set street = '5 Wrenfold Row', city = 'Halvermoor', postal_code = '99501'
       from organization_places op where op.place_id = pl.id and op.identity = $1`,
      [first!.orgPlaceIdentity],
    )
    expect(await walkedFind(fixture.missionId, 'wrenfold')).toEqual([first!.identity])
    expect(await walkedFind(fixture.missionId, 'HALVERMOOR')).toEqual([first!.identity])
    expect(await walkedFind(fixture.missionId, '9950')).toEqual([first!.identity])

    // The second store moves to the first one's place (two places of one store merged).
    await pool().query(`update organization_places set place_id = (select place_id from organization_places where identity = $1) where identity = $2`, [
      first!.orgPlaceIdentity,
      second!.orgPlaceIdentity,
    ])
    expect((await walkedFind(fixture.missionId, 'wrenfold')).sort()).toEqual([first!.identity, second!.identity].sort())
    for (const row of await copies(fixture.missionId)) expect(row.copy).toEqual(row.place)
  })
})
