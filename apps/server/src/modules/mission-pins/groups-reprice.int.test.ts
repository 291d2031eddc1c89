import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { createPinFixture, randomGroupCaps, randomPin } from './mission-pins.test-data'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

const pool = () => server.runtime.deps.pool

const GROUPS = `query GetMissionDeploymentGroups($identity: String!, $page: Int, $limit: Int, $isCapped: Boolean, $isAvailable: Boolean) {
  missionDeploymentGroups(identity: $identity, page: $page, limit: $limit, isCapped: $isCapped, isAvailable: $isAvailable) {
    total items { identity name responseGroupCap responseFrequencyCap targetCount isCapped isAvailable rewardPoints
      pins { total running available } capProgress { approved pending started refused suppressed abandoned } }
  }
}`
const EDIT_CAP = `mutation EditGroupCap($missionIdentity: String!, $identity: String!, $responseGroupCap: Int!) {
  editGroupCap(missionIdentity: $missionIdentity, identity: $identity, responseGroupCap: $responseGroupCap) { identity responseGroupCap isCapped targetCount }
}`
const EDIT_FREQUENCY = `mutation EditGroupFrequencyCap($missionIdentity: String!, $identity: String!, $frequencyCap: Int!) {
  editGroupFrequencyCap(missionIdentity: $missionIdentity, identity: $identity, frequencyCap: $frequencyCap) { identity responseFrequencyCap targetCount }
}`
const DELETE_GROUP = `mutation DeleteDeploymentGroup($identity: String!) { deleteDeploymentGroup(identity: $identity) { identity name pinCount } }`

const groupCaps = async (identity: string) =>
  (await pool().query(`select response_group_cap, response_frequency_cap from deployment_groups where identity = $1`, [identity])).rows[0]

describe('deployment groups', () => {
  it('lists groups with totals, progress, target and the capped / available filters', async () => {
    const fixture = await createPinFixture(pool(), {
      groups: { Alpha: { groupCap: 1 }, Beta: { frequencyCap: 2 }, Gamma: {} },
      pins: [
        { group: 'Alpha', price: 250, responses: ['approved', 'refused'] },
        { group: 'Beta', price: 250, frequencyCap: 9 },
        { group: 'Beta', price: 400, isRunning: false },
      ],
    })
    const all = await server.graphql(token, GROUPS, { identity: fixture.missionIdentity })
    const [alpha, beta, gamma] = all.body.data.missionDeploymentGroups.items
    expect(all.body.data.missionDeploymentGroups.total).toBe(3)
    expect(alpha).toMatchObject({
      name: 'Alpha',
      isCapped: true,
      isAvailable: false,
      targetCount: 1,
      rewardPoints: 250,
      pins: { total: 1, running: 1, available: 0 },
    })
    expect(alpha.capProgress).toEqual({ approved: 1, pending: 0, started: 0, refused: 1, suppressed: 0, abandoned: 0 })
    // Beta's frequency cap (2) replaces its pins' own; only the running pin counts toward the target.
    expect(beta).toMatchObject({ isCapped: false, isAvailable: true, targetCount: 2, rewardPoints: null, pins: { total: 2, running: 1, available: 1 } })
    expect(gamma).toMatchObject({ isAvailable: false, targetCount: 0, pins: { total: 0 } })
    const capped = await server.graphql(token, GROUPS, { identity: fixture.missionIdentity, isCapped: true })
    expect(capped.body.data.missionDeploymentGroups.items.map((g: any) => g.name)).toEqual(['Alpha'])
    const available = await server.graphql(token, GROUPS, { identity: fixture.missionIdentity, isAvailable: true, limit: 1 })
    expect(available.body.data.missionDeploymentGroups).toMatchObject({ total: 1, items: [{ name: 'Beta' }] })
  })

  it('gives each group the same figures page by page as through the capped filter (the two ways a page is read)', async () => {
    // Unfiltered pages read only their groups' pins; a filter reads every group's: a group capped
    // by its cap, one by a held pin, one by a pin's frequency cap, one with no pins, one partly stopped.
    const fixture = await createPinFixture(pool(), {
      groups: { Ash: { groupCap: 2 }, Birch: { frequencyCap: 1 }, Cedar: {}, Dogwood: { groupCap: 9 }, Elm: {} },
      pins: [
        { group: 'Ash', responses: ['approved', 'pending', 'refused'] },
        { group: 'Ash', price: 450 },
        { group: 'Birch', responses: ['started'] },
        { group: 'Birch', heldForHours: 5 },
        { group: 'Dogwood', frequencyCap: 1, responses: ['approved', 'abandoned'] },
        { group: 'Dogwood', isRunning: false, responses: ['suppressed'] },
        { group: 'Dogwood' },
        { group: 'Elm', heldForHours: 3 },
        { price: 100, responses: ['approved'] },
      ],
    })
    const read = async (variables: Record<string, unknown>) =>
      (await server.graphql(token, GROUPS, { identity: fixture.missionIdentity, ...variables })).body.data.missionDeploymentGroups
    const paged = []
    for (let page = 1; page <= 3; page++) {
      const { total, items } = await read({ page, limit: 2 })
      expect(total).toBe(5)
      paged.push(...items)
    }
    expect(paged.map((group: any) => group.name)).toEqual(['Ash', 'Birch', 'Cedar', 'Dogwood', 'Elm'])
    const filtered = [...(await read({ isCapped: true, limit: 10 })).items, ...(await read({ isCapped: false, limit: 10 })).items]
    expect(filtered.map((group: any) => group.name).sort()).toEqual(['Ash', 'Birch', 'Cedar', 'Dogwood', 'Elm'])
    for (const group of paged) expect(group).toEqual(filtered.find((other: any) => other.identity === group.identity))
    expect(paged.map((group: any) => [group.name, group.isCapped, group.isAvailable])).toEqual([
      ['Ash', true, false],
      ['Birch', false, false],
      ['Cedar', false, false],
      ['Dogwood', false, true],
      ['Elm', false, false],
    ])
    // Past the last page: nothing, as through a filter.
    expect(await read({ page: 4, limit: 2 })).toEqual({ total: 0, items: [] })
  })

  it('a filtered page, chosen by probes, holds the groups and figures the full count gives, for random caps, holds and responses', async () => {
    // A page of at most 100 groups with the capped / available filters is chosen by probes
    // (pinCapStatusCtes); the group picker's larger ask counts every response (pinStatusCtes).
    const filters = [{ isCapped: true }, { isCapped: false }, { isAvailable: true }, { isAvailable: false }, { isCapped: false, isAvailable: true }]
    let matched = 0
    await fc.assert(
      fc.asyncProperty(
        fc.record({ A: randomGroupCaps, B: randomGroupCaps, C: randomGroupCaps, D: randomGroupCaps }),
        fc.array(randomPin(['A', 'B', 'C', 'D']), { minLength: 1, maxLength: 10 }),
        async (groups, pins) => {
          const { missionIdentity } = await createPinFixture(pool(), { groups, pins })
          const read = async (variables: Record<string, unknown>) =>
            (await server.graphql(token, GROUPS, { identity: missionIdentity, ...variables })).body.data.missionDeploymentGroups
          for (const filter of filters) {
            const counted = await read({ ...filter, limit: 1000 })
            const paged = []
            for (let page = 1; page <= 2; page++) {
              const { total, items } = await read({ ...filter, page, limit: 2 })
              if (items.length > 0) expect(total, JSON.stringify(filter)).toBe(counted.total)
              paged.push(...items)
            }
            expect(paged, JSON.stringify(filter)).toEqual(counted.items)
            matched += counted.total
          }
        },
      ),
      { numRuns: 15 },
    )
    // The comparison is not of empty pages.
    expect(matched).toBeGreaterThan(30)
  })

  it('edits the group cap and the frequency cap', async () => {
    const fixture = await createPinFixture(pool(), { groups: { One: {} }, pins: [{ group: 'One', responses: ['approved', 'approved'] }] })
    const identity = fixture.groups.One!
    const cap = await server.graphql(token, EDIT_CAP, { missionIdentity: fixture.missionIdentity, identity, responseGroupCap: 2 })
    expect(cap.body.data.editGroupCap).toEqual({ identity, responseGroupCap: 2, isCapped: true, targetCount: 2 })
    const frequency = await server.graphql(token, EDIT_FREQUENCY, { missionIdentity: fixture.missionIdentity, identity, frequencyCap: 7 })
    expect(frequency.body.data.editGroupFrequencyCap.responseFrequencyCap).toBe(7)
    expect(await groupCaps(identity)).toEqual({ response_group_cap: 2, response_frequency_cap: 7 })
    const { rows } = await pool().query(`select action, before, after from audit_log where entity_identity = $1 order by id`, [fixture.missionIdentity])
    expect(rows.map((row) => row.action)).toEqual(['editGroupCap', 'editGroupFrequencyCap'])
    expect(rows[0].before.responseGroupCap).toBeNull()
    expect(rows[0].after.responseGroupCap).toBe(2)
  })

  it('refuses caps that are not whole numbers above zero, and changes nothing', async () => {
    const fixture = await createPinFixture(pool(), { groups: { One: { groupCap: 5, frequencyCap: 3 } }, pins: [] })
    const identity = fixture.groups.One!
    const zero = await server.graphql(token, EDIT_CAP, { missionIdentity: fixture.missionIdentity, identity, responseGroupCap: 0 })
    expect(zero.status).toBe(400)
    expect(zero.body.errors[0].extensions.fields).toEqual({ responseGroupCap: ['Please enter a number above zero'] })
    const negative = await server.graphql(token, EDIT_FREQUENCY, { missionIdentity: fixture.missionIdentity, identity, frequencyCap: -4 })
    expect(negative.body.errors[0].extensions.fields).toEqual({ frequencyCap: ['Please enter a number above zero'] })
    const otherMission = await server.graphql(token, EDIT_CAP, { missionIdentity: 'MSCALE10KPIN', identity, responseGroupCap: 3 })
    expect(otherMission.status).toBe(404)
    expect(await groupCaps(identity)).toEqual({ response_group_cap: 5, response_frequency_cap: 3 })
  })

  it('deletes a group with its pins, but not in a closed mission', async () => {
    const fixture = await createPinFixture(pool(), { groups: { Gone: {}, Kept: {} }, pins: [{ group: 'Gone' }, { group: 'Gone' }, { group: 'Kept' }] })
    const result = await server.graphql(token, DELETE_GROUP, { identity: fixture.groups.Gone })
    expect(result.body.data.deleteDeploymentGroup).toEqual({ identity: fixture.groups.Gone, name: 'Gone', pinCount: 2 })
    const { rows } = await pool().query(`select count(*)::int as n from pins where mission_id = $1`, [fixture.missionId])
    expect(rows[0].n).toBe(1)
    const closed = await createPinFixture(pool(), { state: 'CLOSED', groups: { Locked: {} }, pins: [] })
    expect((await server.graphql(token, DELETE_GROUP, { identity: closed.groups.Locked })).status).toBe(409)
    expect(await groupCaps(closed.groups.Locked!)).toBeDefined()
  })
})

const VALIDATE = `query ValidatePins($missionIdentity: String!, $orgPlaceIdentities: [String!]!) {
  validateMissionOrgPlaces(missionIdentity: $missionIdentity, orgPlaceIdentities: $orgPlaceIdentities) { validOrgPlaceIdentities }
}`
const REPRICE = `mutation RepricePins($missionIdentity: String!, $pins: [RepricePinInput!]!) {
  repricePins(missionIdentity: $missionIdentity, pins: $pins) { success total failure }
}`

describe('reprice', () => {
  const prices = async (missionId: number) =>
    (await pool().query(`select reward_points from pins where mission_id = $1 order by id`, [missionId])).rows.map((row) => row.reward_points)

  it('names which org places are pins of the mission', async () => {
    const fixture = await createPinFixture(pool(), { pins: [{}, {}] })
    const other = await createPinFixture(pool(), { pins: [{}] })
    const result = await server.graphql(token, VALIDATE, {
      missionIdentity: fixture.missionIdentity,
      orgPlaceIdentities: [fixture.pins[1]!.orgPlaceIdentity, other.pins[0]!.orgPlaceIdentity, 'not-an-identity'],
    })
    expect(result.body.data.validateMissionOrgPlaces.validOrgPlaceIdentities).toEqual([fixture.pins[1]!.orgPlaceIdentity])
  })

  it('reprices every row in one go; a place listed twice takes its last price', async () => {
    const fixture = await createPinFixture(pool(), { pins: [{ price: 300 }, { price: 300 }, { price: 300 }] })
    const [a, b] = fixture.pins.map((pin) => pin.orgPlaceIdentity)
    const result = await server.graphql(token, REPRICE, {
      missionIdentity: fixture.missionIdentity,
      pins: [
        { orgPlaceIdentity: a, price: 150 },
        { orgPlaceIdentity: b, price: 5200 },
        { orgPlaceIdentity: a, price: 450 },
      ],
    })
    expect(result.body.data.repricePins).toEqual({ success: 3, total: 3, failure: 0 })
    expect(await prices(fixture.missionId)).toEqual([450, 5200, 300])
  })

  it('changes nothing when a row names no pin of the mission', async () => {
    const fixture = await createPinFixture(pool(), { pins: [{ price: 300 }] })
    const other = await createPinFixture(pool(), { pins: [{ price: 300 }] })
    const result = await server.graphql(token, REPRICE, {
      missionIdentity: fixture.missionIdentity,
      pins: [
        { orgPlaceIdentity: fixture.pins[0]!.orgPlaceIdentity, price: 900 },
        { orgPlaceIdentity: other.pins[0]!.orgPlaceIdentity, price: 900 },
      ],
    })
    expect(result.body.data.repricePins).toEqual({ success: 0, total: 2, failure: 2 })
    expect(await prices(fixture.missionId)).toEqual([300])
    expect(await prices(other.missionId)).toEqual([300])
  })

  it('refuses prices that are not positive whole numbers, naming the row', async () => {
    const fixture = await createPinFixture(pool(), { pins: [{ price: 300 }, { price: 300 }] })
    const [a, b] = fixture.pins.map((pin) => pin.orgPlaceIdentity)
    const result = await server.graphql(token, REPRICE, {
      missionIdentity: fixture.missionIdentity,
      pins: [
        { orgPlaceIdentity: a, price: 500 },
        { orgPlaceIdentity: b, price: 0 },
      ],
    })
    expect(result.status).toBe(400)
    expect(result.body.errors[0].extensions.fields).toEqual({ 'pins.1.price': ['Enter a number above 0'] })
    const empty = await server.graphql(token, REPRICE, { missionIdentity: fixture.missionIdentity, pins: [] })
    expect(empty.body.errors[0].extensions.fields).toEqual({ pins: ['Invalid csv contents'] })
    expect(await prices(fixture.missionId)).toEqual([300, 300])
  })

  it('refuses to reprice a closed mission', async () => {
    const fixture = await createPinFixture(pool(), { state: 'CLOSED', pins: [{ price: 300 }] })
    const result = await server.graphql(token, REPRICE, {
      missionIdentity: fixture.missionIdentity,
      pins: [{ orgPlaceIdentity: fixture.pins[0]!.orgPlaceIdentity, price: 999 }],
    })
    expect(result.status).toBe(409)
    expect(await prices(fixture.missionId)).toEqual([300])
  })
})
