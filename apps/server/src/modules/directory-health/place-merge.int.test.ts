import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeMissionChange } from '@mc/domain'
import { MERGE_MESSAGES } from '@mc/domain/organizations/directory-health'
import { ADMIN_EMAIL, OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import {
  createBee,
  createGroup,
  createMission,
  createOrganization,
  createPin,
  createStore,
  createStoreListRows,
  type MissionFixture,
  type StoreFixture,
} from './directory-health.test-data'

let server: TestServer
let admin: string
const pool = () => server.runtime.deps.pool

beforeAll(async () => {
  server = await startTestServer()
  admin = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const MERGE = `mutation Merge($input: MergeOrganizationPlacesInput!) {
  mergeOrganizationPlaces(input: $input) { survivorIdentity removedIdentity movedPins removedPins movedResponses storeListRows missions }
}`
const CONFLICTS = `query Conflicts($survivorIdentity: String!, $duplicateIdentity: String!) {
  organizationPlaceMergeConflicts(survivorIdentity: $survivorIdentity, duplicateIdentity: $duplicateIdentity) {
    missionIdentity missionName survivorPin survivorResponses duplicatePin duplicateResponses
  }
}`

/** Everything a merge may touch, counted, to show a refused merge wrote nothing. */
async function footprint(stores: readonly StoreFixture[], missions: readonly MissionFixture[]) {
  const ids = stores.map((store) => store.id)
  const missionIds = missions.map((mission) => mission.id)
  const { rows } = await pool().query(
    `select (select count(*) from organization_places where id = any($1::bigint[])) as stores,
            (select json_agg(json_build_object('id', id, 'store', organization_place_id) order by id) from pins where mission_id = any($2::bigint[])) as pins,
            (select json_agg(json_build_object('id', id, 'pin', pin_id) order by id) from responses where mission_id = any($2::bigint[])) as responses,
            (select json_agg(json_build_object('store', organization_place_id, 'pin', pin_id) order by id) from mission_deploy_template_rows where mission_id = any($2::bigint[])) as rows,
            (select count(*) from audit_log where action = 'mergePlaces') as audits,
            (select json_agg(store_number order by id) from organization_places where id = any($1::bigint[])) as numbers`,
    [ids, missionIds],
  )
  return rows[0]
}

/** The maintained counts of the missions beside the counts of their rows: they must agree. */
async function countsOf(missions: readonly MissionFixture[]) {
  const { rows } = await pool().query(
    `select m.id, c.pin_count, c.running_pin_count, c.active_place_pin_count, c.group_count,
            (select count(*) from pins p where p.mission_id = m.id)::int as real_pins,
            (select count(*) from pins p where p.mission_id = m.id and p.is_running)::int as real_running,
            (select count(*) from deployment_groups g where g.mission_id = m.id)::int as real_groups,
            (select coalesce(sum(count), 0) from mission_response_counts r where r.mission_id = m.id)::int as counted_responses,
            (select count(*) from responses r where r.mission_id = m.id)::int as real_responses
       from missions m join mission_counts c on c.mission_id = m.id where m.id = any($1::bigint[]) order by m.id`,
    [missions.map((mission) => mission.id)],
  )
  for (const row of rows) {
    expect(row.pin_count).toBe(row.real_pins)
    expect(row.running_pin_count).toBe(row.real_running)
    expect(row.active_place_pin_count).toBe(row.real_pins)
    expect(row.group_count).toBe(row.real_groups)
    expect(row.counted_responses).toBe(row.real_responses)
  }
  return rows.map((row) => ({ pins: row.pin_count, groups: row.group_count, responses: row.real_responses }))
}

/** The slots a pin's responses use, as pin_slot_counts keeps them and as the responses say. */
async function slotsOf(pinId: number) {
  const { rows } = await pool().query(
    `select (select coalesce(sum(used), 0) from pin_slot_counts where pin_id = $1)::int as kept,
            (select count(*) from responses where pin_id = $1 and state in ('started', 'pending', 'approved'))::int as real`,
    [pinId],
  )
  return rows[0]
}

describe('merging two places of an organization', () => {
  let organization: { id: number; identity: string }
  let survivor: StoreFixture
  let duplicate: StoreFixture
  let missions: Record<'moved' | 'keepSurvivor' | 'keepDuplicate' | 'survivorOnly', MissionFixture>
  const pins: Record<string, { id: number; identity: string }> = {}

  beforeAll(async () => {
    organization = await createOrganization(pool(), 'Merge Test')
    survivor = await createStore(pool(), organization.id, { street: '1500 S Lynn Riggs Blvd' })
    duplicate = await createStore(pool(), organization.id, {
      street: '1500 LYNN RIGGS BLVD',
      storeNumber: '0427',
      phone: '918-555-0142',
      approximate: true,
      latitude: 36.3,
      longitude: -95.6,
    })
    const bee = await createBee(pool())
    missions = {
      moved: await createMission(pool(), 'Only the duplicate'),
      keepSurvivor: await createMission(pool(), 'Both, keep the survivor'),
      keepDuplicate: await createMission(pool(), 'Both, keep the duplicate'),
      survivorOnly: await createMission(pool(), 'Only the survivor'),
    }
    const group = async (mission: MissionFixture, name: string) => createGroup(pool(), mission.id, name)
    const movedGroup = await group(missions.moved, 'Tulsa')
    pins.moved = await createPin(pool(), { missionId: missions.moved.id, storeId: duplicate.id, groupId: movedGroup, bee, responses: ['approved', 'started'] })
    const [survivorGroup, duplicateGroup] = [await group(missions.keepSurvivor, 'North'), await group(missions.keepSurvivor, 'South')]
    pins.keptSurvivor = await createPin(pool(), {
      missionId: missions.keepSurvivor.id,
      storeId: survivor.id,
      groupId: survivorGroup,
      bee,
      responses: ['pending'],
    })
    pins.removedDuplicate = await createPin(pool(), {
      missionId: missions.keepSurvivor.id,
      storeId: duplicate.id,
      groupId: duplicateGroup,
      bee,
      responses: ['approved', 'refused', 'started'],
    })
    pins.removedSurvivor = await createPin(pool(), { missionId: missions.keepDuplicate.id, storeId: survivor.id, groupId: null, bee })
    pins.keptDuplicate = await createPin(pool(), { missionId: missions.keepDuplicate.id, storeId: duplicate.id, groupId: null, bee, responses: ['started'] })
    pins.untouched = await createPin(pool(), { missionId: missions.survivorOnly.id, storeId: survivor.id, groupId: null, bee })
    await createStoreListRows(pool(), missions.keepSurvivor, [
      { storeId: duplicate.id, pinId: pins.removedDuplicate.id, groupId: duplicateGroup },
      { storeId: survivor.id, pinId: pins.keptSurvivor.id, groupId: survivorGroup },
    ])
    await createStoreListRows(pool(), missions.moved, [{ storeId: duplicate.id, pinId: pins.moved.id, groupId: movedGroup }])
  })

  const input = (over: Record<string, unknown> = {}) => ({
    organizationIdentity: organization.identity,
    survivorIdentity: survivor.identity,
    duplicateIdentity: duplicate.identity,
    ...over,
  })
  const everyMission = () => Object.values(missions)

  it('lists the missions where both have a pin, for the dialog to ask about', async () => {
    const response = await server.graphql(admin, CONFLICTS, { survivorIdentity: survivor.identity, duplicateIdentity: duplicate.identity })
    const conflicts = response.body.data.organizationPlaceMergeConflicts
    expect(conflicts.map((c: { missionIdentity: string }) => c.missionIdentity).sort()).toEqual(
      [missions.keepSurvivor.identity, missions.keepDuplicate.identity].sort(),
    )
    expect(conflicts.find((c: { missionIdentity: string }) => c.missionIdentity === missions.keepSurvivor.identity)).toMatchObject({
      survivorPin: pins.keptSurvivor!.identity,
      survivorResponses: 1,
      duplicatePin: pins.removedDuplicate!.identity,
      duplicateResponses: 3,
    })
  })

  it('refuses, writing nothing, when both have a pin in a mission and it was not told which to keep', async () => {
    const before = await footprint([survivor, duplicate], everyMission())
    const response = await server.graphql(admin, MERGE, {
      input: input({ keepInMissions: [{ missionIdentity: missions.keepSurvivor.identity, keep: 'SURVIVOR' }] }),
    })
    expect(response.status).toBe(409)
    const message = response.body.errors[0].message as string
    expect(message).toBe(
      MERGE_MESSAGES.bothPinned([{ identity: missions.keepDuplicate.identity, name: `Both, keep the duplicate ${missions.keepDuplicate.identity}` }]),
    )
    expect(message).toMatch(/^Both places have a pin in 1 mission \(.*\): say which pin to keep\.$/)
    expect(response.body.errors[0].extensions.fields).toEqual({ keep: [message] })
    expect(await footprint([survivor, duplicate], everyMission())).toEqual(before)
  })

  it('refuses a place merged with itself, unknown places, another organization and bad input, each naming its field', async () => {
    const before = await footprint([survivor, duplicate], everyMission())
    const refusal = async (over: Record<string, unknown>) => {
      const response = await server.graphql(admin, MERGE, { input: input({ keep: 'SURVIVOR', ...over }) })
      return { status: response.status, message: response.body.errors[0].message, fields: response.body.errors[0].extensions.fields }
    }
    expect(await refusal({ duplicateIdentity: survivor.identity })).toEqual({
      status: 400,
      message: `duplicateIdentity: ${MERGE_MESSAGES.samePlace}`,
      fields: { duplicateIdentity: [MERGE_MESSAGES.samePlace] },
    })
    const unknown = MERGE_MESSAGES.notFound('duplicate', 'ZZZZZZZZZZZZ')
    expect(await refusal({ duplicateIdentity: 'ZZZZZZZZZZZZ' })).toEqual({ status: 404, message: unknown, fields: { duplicateIdentity: [unknown] } })
    expect((await refusal({ survivorIdentity: 'ZZZZZZZZZZZZ' })).status).toBe(404)
    expect((await refusal({ organizationIdentity: 'ZZZZZZZZZZZZ' })).status).toBe(404)

    const other = await createOrganization(pool(), 'Other Chain')
    const elsewhere = await createStore(pool(), other.id, { street: '1500 S Lynn Riggs Blvd' })
    const notOurs = MERGE_MESSAGES.otherOrganization(elsewhere.identity, organization.identity)
    expect(await refusal({ duplicateIdentity: elsewhere.identity })).toEqual({ status: 400, message: notOurs, fields: { duplicateIdentity: [notOurs] } })
    // Both of the other organization, named as this one's.
    expect((await refusal({ organizationIdentity: other.identity })).status).toBe(400)

    expect(await refusal({ survivorIdentity: 'lower', keep: 'BOTH' })).toMatchObject({ status: 400 })
    const bad = await server.graphql(admin, MERGE, { input: input({ survivorIdentity: 'lower' }) })
    expect(bad.body.errors[0].extensions.fields).toEqual({ survivorIdentity: ['Must be 12 uppercase letters or digits'] })
    expect(await footprint([survivor, duplicate], everyMission())).toEqual(before)
  })

  it('is refused to staff who are not admins', async () => {
    const before = await footprint([survivor, duplicate], everyMission())
    const response = await server.graphql(await server.tokenFor(OPS_EMAIL), MERGE, { input: input({ keep: 'SURVIVOR' }) })
    expect(response.status).toBe(403)
    expect(response.body.errors[0].message).toBe('Admin Workbench access is required.')
    expect(await footprint([survivor, duplicate], everyMission())).toEqual(before)
  })

  it('moves every pin, response and store-list row to the survivor in one go, keeps the counts right and records it in History', async () => {
    const countsBefore = await countsOf(everyMission())
    const response = await server.graphql(admin, MERGE, {
      input: input({ keep: 'SURVIVOR', keepInMissions: [{ missionIdentity: missions.keepDuplicate.identity, keep: 'DUPLICATE' }] }),
    })
    expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined()
    expect(response.body.data.mergeOrganizationPlaces).toEqual({
      survivorIdentity: survivor.identity,
      removedIdentity: duplicate.identity,
      movedPins: 2,
      removedPins: 2,
      movedResponses: 3,
      storeListRows: 2,
      missions: [missions.moved.identity, missions.keepSurvivor.identity, missions.keepDuplicate.identity].sort(),
    })

    // The duplicate and its place are gone; the survivor took its store number and phone, and kept its exact location.
    const { rows: stores } = await pool().query(
      `select op.identity, op.store_number, pl.phone, pl.location_approximate, pl.latitude from organization_places op join places pl on pl.id = op.place_id
        where op.id = any($1::bigint[])`,
      [[survivor.id, duplicate.id]],
    )
    expect(stores).toEqual([{ identity: survivor.identity, store_number: '0427', phone: '918-555-0142', location_approximate: false, latitude: 36.3126 }])
    expect((await pool().query(`select 1 from places where id = $1`, [duplicate.placeId])).rowCount).toBe(0)

    // Every pin but the two removed is there, at the survivor; the removed pins' responses went to the kept ones.
    const { rows: remaining } = await pool().query(
      `select p.identity, op.identity as store, p.sort_store_number, p.deployment_group_id is not null as grouped,
              (select count(*) from responses r where r.pin_id = p.id)::int as responses
         from pins p join organization_places op on op.id = p.organization_place_id where p.mission_id = any($1::bigint[]) order by p.identity`,
      [everyMission().map((mission) => mission.id)],
    )
    const at = (pin: string) => remaining.find((row) => row.identity === pins[pin]!.identity)
    expect(remaining).toHaveLength(4)
    expect(remaining.every((row) => row.store === survivor.identity && row.sort_store_number === '0427')).toBe(true)
    expect(at('moved')).toMatchObject({ responses: 2, grouped: true })
    expect(at('keptSurvivor')).toMatchObject({ responses: 4, grouped: true })
    expect(at('keptDuplicate')).toMatchObject({ responses: 1 })
    expect(at('untouched')).toMatchObject({ responses: 0 })
    expect(at('removedDuplicate')).toBeUndefined()
    expect(at('removedSurvivor')).toBeUndefined()
    const { rows: orphans } = await pool().query(`select count(*)::int as n from responses where mission_id = any($1::bigint[]) and pin_id is null`, [
      everyMission().map((mission) => mission.id),
    ])
    expect(orphans[0].n).toBe(0)

    // The counts triggers keep: one pin fewer where both had one, groups and responses unchanged, slots with the kept pin.
    const countsAfter = await countsOf(everyMission())
    expect(countsAfter.map((c) => c.pins)).toEqual(countsBefore.map((c, index) => c.pins - (index === 1 || index === 2 ? 1 : 0)))
    expect(countsAfter.map((c) => c.groups)).toEqual(countsBefore.map((c) => c.groups))
    expect(countsAfter.map((c) => c.responses)).toEqual(countsBefore.map((c) => c.responses))
    expect(await slotsOf(pins.keptSurvivor!.id)).toEqual({ kept: 3, real: 3 })

    // Store-list rows name the survivor and the pin kept: the reports stay readable.
    const { rows: listRows } = await pool().query(
      `select organization_place_id as store, pin_id as pin from mission_deploy_template_rows where mission_id = any($1::bigint[]) order by id`,
      [[missions.keepSurvivor.id, missions.moved.id]],
    )
    expect(listRows).toEqual([
      { store: survivor.id, pin: pins.keptSurvivor!.id },
      { store: survivor.id, pin: pins.keptSurvivor!.id },
      { store: survivor.id, pin: pins.moved!.id },
    ])

    // Each mission changed shows the merge in its History; the one not changed does not; the organization has its row.
    const history = async (mission: MissionFixture) =>
      (
        await server.graphql(admin, `query($identity: String!) { mission(identity: $identity) { history { action before after } } }`, {
          identity: mission.identity,
        })
      ).body.data.mission.history.filter((entry: { action: string }) => entry.action === 'mergePlaces')
    const [kept] = await history(missions.keepSurvivor)
    expect(describeMissionChange(kept)).toEqual([
      `Merged store ${duplicate.identity} #0427 (1500 LYNN RIGGS BLVD, Claremore, OK 74017) into ${survivor.identity} #0427 (1500 S Lynn Riggs Blvd, Claremore, OK 74017)`,
      `Both stores had a pin: kept ${pins.keptSurvivor!.identity}, removed ${pins.removedDuplicate!.identity} (its 3 responses moved to ${pins.keptSurvivor!.identity})`,
    ])
    expect(describeMissionChange((await history(missions.moved))[0])[1]).toBe(`Pin ${pins.moved!.identity} moved to the surviving store`)
    expect(describeMissionChange((await history(missions.keepDuplicate))[0]).slice(1)).toEqual([
      `Pin ${pins.keptDuplicate!.identity} moved to the surviving store`,
      `Both stores had a pin: kept ${pins.keptDuplicate!.identity}, removed ${pins.removedSurvivor!.identity}`,
    ])
    expect(await history(missions.survivorOnly)).toEqual([])
    const { rows: audit } = await pool().query(
      `select actor_email, before, after from audit_log where entity_type = 'organization' and entity_identity = $1 and action = 'mergePlaces'`,
      [organization.identity],
    )
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actor_email: ADMIN_EMAIL,
      before: { survivor: { identity: survivor.identity, storeNumber: null }, duplicate: { identity: duplicate.identity, storeNumber: '0427' } },
      after: { survivor: { identity: survivor.identity, storeNumber: '0427' }, removed: duplicate.identity, storeListRows: 2 },
    })
  })

  it('finds nothing left to merge, and the duplicate is unknown now', async () => {
    const response = await server.graphql(admin, MERGE, { input: input({ keep: 'SURVIVOR' }) })
    expect(response.status).toBe(404)
    expect(response.body.errors[0].message).toBe(MERGE_MESSAGES.notFound('duplicate', duplicate.identity))
  })
})

describe('what the kept place takes from the other', () => {
  it('takes an exact location over its ZIP centre, and a place another organization uses stays', async () => {
    const organization = await createOrganization(pool(), 'Location Test')
    const survivor = await createStore(pool(), organization.id, { street: '200 Market Place Dr', approximate: true, latitude: 36.3, longitude: -95.6 })
    const duplicate = await createStore(pool(), organization.id, { street: '200 Marketplace Drive', latitude: 36.3127, longitude: -95.6162 })
    // Another chain's store at the duplicate's place: the place is theirs too.
    const neighbour = await createOrganization(pool(), 'Neighbour')
    await pool().query(`insert into organization_places (organization_id, place_id) values ($1, $2)`, [neighbour.id, duplicate.placeId])

    const response = await server.graphql(admin, MERGE, {
      input: { organizationIdentity: organization.identity, survivorIdentity: survivor.identity, duplicateIdentity: duplicate.identity },
    })
    expect(response.body.data.mergeOrganizationPlaces).toMatchObject({ movedPins: 0, removedPins: 0, missions: [] })
    const { rows } = await pool().query(`select latitude, longitude, location_approximate, location_precision from places where id = $1`, [survivor.placeId])
    expect(rows[0]).toEqual({ latitude: 36.3127, longitude: -95.6162, location_approximate: false, location_precision: null })
    expect((await pool().query(`select 1 from places where id = $1`, [duplicate.placeId])).rowCount).toBe(1)
    expect((await pool().query(`select 1 from organization_places where identity = $1`, [duplicate.identity])).rowCount).toBe(0)
  })
})
