import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '@mc/domain'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'
import { createCampaignFixture, MISSION_FIELDS, missionInput, today, uniqueIdentity, VALID_PROPERTIES, type Fixture } from './missions.test-data'

let server: TestServer
let token: string
let fixture: Fixture

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(ADMIN_EMAIL)
  fixture = await createCampaignFixture(server.runtime.deps.pool)
})
afterAll(async () => server?.close())

const gql = (query: string, variables?: Record<string, unknown>) => server.graphql(token, query, variables)

async function create(over: Record<string, unknown> = {}) {
  const response = await gql(`mutation($input: CreateMissionInput!) { createMission(input: $input) { ${MISSION_FIELDS} } }`, {
    input: missionInput(fixture, over),
  })
  return response
}

async function created(over: Record<string, unknown> = {}) {
  const response = await create(over)
  expect(response.body.errors, JSON.stringify(response.body.errors)).toBeUndefined()
  return response.body.data.createMission
}

const patch = (identity: string, input: Record<string, unknown>) =>
  gql(`mutation($identity: String!, $input: PatchMissionInput!) { patchMission(identity: $identity, input: $input) { ${MISSION_FIELDS} } }`, {
    identity,
    input,
  })

const fetchMission = async (identity: string) =>
  (await gql(`query($identity: String!) { mission(identity: $identity) { ${MISSION_FIELDS} history { action actorEmail } } }`, { identity })).body.data.mission

const fieldsOf = (response: { status: number; body: any }) => response.body.errors?.[0]?.extensions?.fields ?? {}

describe('createMission', () => {
  it('creates a mission with the form values and derived fields', async () => {
    const mission = await created()
    expect(mission).toMatchObject({ state: 'CREATED', capPeriodType: 'SIMPLE', isFinished: false, properties: { basePrice: 500, capCommitment: 0.6 } })
    expect(mission.identity).toMatch(/^[A-Z0-9]{12}$/)
    expect(mission.closesAt).toBe(addDays(mission.endDate, 7))
  })

  it.each([
    ['description', { description: 'abcd' }, 'Must be between 5 and 200 characters'],
    ['name', { name: 'x'.repeat(65) }, 'Must not be longer than 64 characters'],
    ['basePrice', { properties: { ...VALID_PROPERTIES, basePrice: 5001 } }, 'Enter a number equal to or below 5000'],
    ['capCommitment', { properties: { ...VALID_PROPERTIES, capCommitment: 0.5 } }, 'Choose 0 to 100 percent in steps of 20'],
    ['salesforceOpportunityID', { properties: { ...VALID_PROPERTIES, salesforceOpportunityID: 'short' } }, 'Must be between 15 and 20 characters'],
    ['endDate', { endDate: addDays(today(), 400) }, undefined],
    ['capPeriodType', { capPeriodType: 'CUSTOM' }, 'Multiple Periods can be chosen only when the customer has custom reporting periods'],
  ])('refuses a bad %s with a 400 naming the field, and creates nothing', async (field, over, message) => {
    const name = `Refused ${uniqueIdentity('R')}`
    const response = await create({ ...over, name: (over as { name?: string }).name ?? name })
    expect(response.status).toBe(400)
    expect(fieldsOf(response)[field]).toBeDefined()
    if (message) expect(fieldsOf(response)[field]).toContain(message)
    const { rows } = await server.runtime.deps.pool.query(`select count(*)::int as n from missions where name = $1`, [name])
    expect(rows[0].n).toBe(0)
  })

  it('over REST: POST /customers/{c}/campaigns/{k}/missions answers the new identity; bad input is a 400 with fields', async () => {
    const { campaignIdentity: _ignored, ...body } = missionInput(fixture)
    const url = `/api/customers/${fixture.customerIdentity}/campaigns/${fixture.campaignIdentity}/missions`
    const ok = await server.call('POST', url, { token, body: { mission: body } })
    expect(ok.status).toBe(201)
    expect(ok.body.mission.identity).toMatch(/^[A-Z0-9]{12}$/)
    const bad = await server.call('POST', url, { token, body: { mission: { ...body, description: 'abcd' } } })
    expect(bad.status).toBe(400)
    expect(bad.body.fields.description).toEqual(['Must be between 5 and 200 characters'])
  })
})

describe('GetMissions, GetActiveMissions, GetTaskSummaryList', () => {
  it('missions(identities) finds by identity and by legacy id and leaves unknown ids out', async () => {
    const a = await created()
    const b = await created()
    const response = await gql(`query($ids: [String!]!) { missions(identities: $ids) { identity campaign { identity } } }`, {
      ids: [a.identity, String(b.legacyIdentity), 'NOSUCHMISSN1'],
    })
    const found = response.body.data.missions.map((m: { identity: string }) => m.identity).sort()
    expect(found).toEqual([a.identity, b.identity].sort())
    expect(response.body.data.missions[0].campaign.identity).toBe(fixture.campaignIdentity)
  })

  it('activeMissions lists running missions and leaves out closed ones; a bad limit is a 400', async () => {
    const open = await created()
    const closed = await created()
    await server.runtime.deps.pool.query(`update missions set state = 'CLOSED' where identity = $1`, [closed.identity])
    const ids = (await gql(`{ activeMissions(limit: 10000) { identity } }`)).body.data.activeMissions.map((m: { identity: string }) => m.identity)
    expect(ids).toContain(open.identity)
    expect(ids).not.toContain(closed.identity)
    const bad = await gql(`{ activeMissions(limit: 0) { identity } }`)
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad).limit).toBeDefined()
  })

  it('taskSummaries pages the forms', async () => {
    const identity = uniqueIdentity('TS')
    await server.runtime.deps.pool.query(`insert into task_summaries (identity, name, description) values ($1, $2, 'x')`, [identity, `AAA form ${identity}`])
    const all = (await gql(`{ taskSummaries(first: 10000, offset: 0) { id name } }`)).body.data.taskSummaries
    expect(all.map((t: { id: string }) => t.id)).toContain(identity)
    expect((await gql(`{ taskSummaries(first: 1, offset: 0) { id } }`)).body.data.taskSummaries).toHaveLength(1)
  })
})

describe('patchMission', () => {
  it('UP / DOWN / TEST MODE change the state and each change is in the history', async () => {
    const mission = await created()
    for (const state of ['DISABLED', 'ENABLED', 'TESTING']) {
      const response = await patch(mission.identity, { state })
      expect(response.body.data.patchMission.state).toBe(state)
    }
    expect((await fetchMission(mission.identity)).displayState).toBe('TESTED')
    const history = (await fetchMission(mission.identity)).history
    expect(history.map((h: { action: string }) => h.action)).toEqual(['editMissionState', 'editMissionState', 'editMissionState', 'createMission'])
    expect(history[0].actorEmail).toBe(ADMIN_EMAIL)
  })

  it('refuses a state the buttons cannot set, and any change to a closed mission; data unchanged', async () => {
    const mission = await created()
    const bad = await patch(mission.identity, { state: 'CLOSED' })
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad).state).toBeDefined()
    await server.runtime.deps.pool.query(`update missions set state = 'CLOSED' where identity = $1`, [mission.identity])
    const refused = await patch(mission.identity, { state: 'ENABLED' })
    expect(refused.status).toBe(409)
    expect((await fetchMission(mission.identity)).state).toBe('CLOSED')
  })

  it('a full edit with a 4-character description is refused with the field named and nothing changes', async () => {
    const mission = await created()
    const { campaignIdentity: _c, capPeriodType: _t, ...input } = missionInput(fixture, { name: mission.name })
    const bad = await patch(mission.identity, { ...input, description: 'abcd' })
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad).description).toEqual(['Must be between 5 and 200 characters'])
    expect((await fetchMission(mission.identity)).description).toBe(mission.description)
    const ok = await patch(mission.identity, { ...input, description: 'A better description' })
    expect(ok.body.data.patchMission.description).toBe('A better description')
  })

  it('the edit may not change the cap period type, and locks the dates of a started ENABLED mission', async () => {
    const mission = await created({ startDate: today() })
    const { campaignIdentity: _c, ...input } = missionInput(fixture, { name: mission.name, startDate: today() })
    expect(fieldsOf(await patch(mission.identity, { ...input, capPeriodType: 'CUSTOM' })).capPeriodType).toBeDefined()
    await patch(mission.identity, { state: 'ENABLED' })
    const moved = await patch(mission.identity, { ...input, capPeriodType: 'SIMPLE', endDate: addDays(mission.endDate, 1) })
    expect(fieldsOf(moved).endDate).toEqual(['Some fields cannot be changed since this Mission has already started.'])
  })

  it('extend sets ENABLED and the new end date, inside the campaign only', async () => {
    const mission = await created()
    await patch(mission.identity, { state: 'DISABLED' })
    const late = await patch(mission.identity, { endDate: addDays(fixture.campaignEnd, 1), state: 'ENABLED' })
    expect(late.status).toBe(400)
    expect(fieldsOf(late).endDate).toBeDefined()
    const ok = await patch(mission.identity, { endDate: fixture.campaignEnd, state: 'ENABLED' })
    expect(ok.body.data.patchMission).toMatchObject({ endDate: fixture.campaignEnd, state: 'ENABLED' })
  })
})

describe('brief, anywhere, form link', () => {
  const BRIEF = {
    completionTime: ['15 - 25 minutes'],
    numberOfPhotos: ['2 - 10 photos'],
    whereShouldIStart: ['Aisle 5'],
    doIHaveToFindSomething: [],
    requirement: ['One', 'Two'],
  }

  it('setBriefPretty refuses fewer than 2 requirements and stores a valid brief (empty optionals as [])', async () => {
    const mission = await created()
    const mutation = `mutation($id: String!, $input: BriefPrettyInput!) { setBriefPretty(missionIdentity: $id, input: $input) { requirement purchaseRequirement } }`
    const bad = await gql(mutation, { id: mission.identity, input: { ...BRIEF, requirement: ['Only one'] } })
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad).requirement).toEqual(['Add at least 2 requirements.'])
    expect(
      (await gql(`query($id: String!) { mission(identity: $id) { briefPretty { requirement } } }`, { id: mission.identity })).body.data.mission.briefPretty,
    ).toBeNull()
    const ok = await gql(mutation, { id: mission.identity, input: BRIEF })
    expect(ok.body.data.setBriefPretty).toEqual({ requirement: ['One', 'Two'], purchaseRequirement: [] })
  })

  it('setBasePriceAndfrequencyCapForAnywhereMission checks ranges and the anywhere flag', async () => {
    const anywhere = await created({ properties: { ...VALID_PROPERTIES, isAnywhereMission: true } })
    const mutation = `mutation($id: String!, $p: Float!, $f: Int!) { setBasePriceAndfrequencyCapForAnywhereMission(identity: $id, basePrice: $p, frequencyCap: $f) { properties { basePrice frequencyCap } } }`
    const bad = await gql(mutation, { id: anywhere.identity, p: -1, f: 0 })
    expect(bad.status).toBe(400)
    expect(fieldsOf(bad)).toMatchObject({ basePrice: ['Enter a number equal to or above 0'], frequencyCap: ['Enter a number above 0'] })
    const tooHigh = await gql(mutation, { id: anywhere.identity, p: 5001, f: 10001 })
    expect(fieldsOf(tooHigh)).toMatchObject({ basePrice: ['Enter a number equal to or below 5000'], frequencyCap: ['Enter a number equal to or below 10000'] })
    expect((await fetchMission(anywhere.identity)).properties).toMatchObject({ basePrice: 500, frequencyCap: 1 })
    expect((await gql(mutation, { id: anywhere.identity, p: 300, f: 4 })).body.data.setBasePriceAndfrequencyCapForAnywhereMission.properties).toEqual({
      basePrice: 300,
      frequencyCap: 4,
    })
    const plain = await created()
    expect((await gql(mutation, { id: plain.identity, p: 300, f: 4 })).status).toBe(400)
  })

  it('setTask refuses an unknown form and links a known one', async () => {
    const mission = await created()
    const identity = uniqueIdentity('TS')
    await server.runtime.deps.pool.query(`insert into task_summaries (identity, name) values ($1, 'Linked form')`, [identity])
    const mutation = `mutation($id: String!, $t: String!) { setTask(missionIdentity: $id, taskIdentity: $t) { survey { taskSummary { id name } } } }`
    const bad = await gql(mutation, { id: mission.identity, t: 'NOSUCHFORM01' })
    expect(fieldsOf(bad).taskIdentity).toBeDefined()
    expect(fieldsOf(await gql(mutation, { id: mission.identity, t: ' ' })).taskIdentity).toEqual(['This field is required.'])
    const unchanged = await gql(`query($id: String!) { mission(identity: $id) { survey { taskSummary { id } } } }`, { id: mission.identity })
    expect(unchanged.body.data.mission.survey.taskSummary).toBeNull()
    expect((await gql(mutation, { id: mission.identity, t: identity })).body.data.setTask.survey.taskSummary).toEqual({ id: identity, name: 'Linked form' })
  })
})

describe('cap periods', () => {
  const periodsOf = async (identity: string) =>
    (await gql(`query($id: String!) { mission(identity: $id) { capPeriod { id name startAt endAt missionIdentity } } }`, { id: identity })).body.data.mission
      .capPeriod

  it('refuses an overlapping period, a past start, and deleting a started period; data unchanged', async () => {
    const customFixture = await createCampaignFixture(server.runtime.deps.pool, { customPeriods: true })
    const response = await server.graphql(token, `mutation($input: CreateMissionInput!) { createMission(input: $input) { identity legacyIdentity } }`, {
      input: missionInput(customFixture, { capPeriodType: 'CUSTOM' }),
    })
    const { identity, legacyIdentity } = response.body.data.createMission
    const createPeriod = (name: string, startDate: string, endDate: string) =>
      gql(`mutation($l: Int!, $p: [MissionCapPeriodInput!]!) { createMissionCapPeriod(legacyIdentity: $l, missionCapPeriods: $p) { id name } }`, {
        l: legacyIdentity,
        p: [{ name, startDate, endDate }],
      })
    expect((await createPeriod('Now', today(), addDays(today(), 5))).status).toBe(200)
    const overlap = await createPeriod('Overlap', addDays(today(), 3), addDays(today(), 8))
    expect(overlap.status).toBe(400)
    expect(fieldsOf(overlap).startDate).toEqual(['Overlaps the cap period Now'])
    const past = await createPeriod('Past', addDays(today(), -3), addDays(today(), -2))
    expect(fieldsOf(past).startDate).toBeDefined()
    const periods = await periodsOf(identity)
    expect(periods.map((p: { name: string }) => p.name)).toEqual(['Now'])
    expect(periods[0].missionIdentity).toBe(identity)

    const del = await gql(`mutation($l: Int!, $id: ID!) { deleteMissionCapPeriod(legacyIdentity: $l, missionCapPeriodId: $id) { id } }`, {
      l: legacyIdentity,
      id: periods[0].id,
    })
    expect(fieldsOf(del).missionCapPeriodId).toEqual(['A cap period that has started cannot be deleted.'])
    const moveStart = await gql(
      `mutation($l: Int!, $p: [MissionCapPeriodInput!]!) { updateMissionCapPeriod(legacyIdentity: $l, missionCapPeriods: $p) { id } }`,
      {
        l: legacyIdentity,
        p: [{ id: periods[0].id, name: 'Now', startDate: addDays(today(), 1), endDate: addDays(today(), 5) }],
      },
    )
    expect(fieldsOf(moveStart).startDate).toBeDefined()
    expect(await periodsOf(identity)).toEqual(periods)
  })

  it('refuses periods on a Single Period mission', async () => {
    const mission = await created()
    const response = await gql(
      `mutation($l: Int!, $p: [MissionCapPeriodInput!]!) { createMissionCapPeriod(legacyIdentity: $l, missionCapPeriods: $p) { id } }`,
      {
        l: mission.legacyIdentity,
        p: [{ name: 'X', startDate: today(), endDate: today() }],
      },
    )
    expect(response.status).toBe(400)
  })
})

describe('GET /missions/{id}/progress', () => {
  it('answers the six counts', async () => {
    const mission = await created()
    const response = await server.call('GET', `/api/missions/${mission.identity}/progress`, { token })
    expect(response.status).toBe(200)
    expect(response.body.capProgress).toEqual({ approved: 0, pending: 0, started: 0, refused: 0, suppressed: 0, abandoned: 0 })
    expect((await server.call('GET', `/api/missions/NOSUCHMISSN1/progress`, { token })).status).toBe(404)
  })
})
