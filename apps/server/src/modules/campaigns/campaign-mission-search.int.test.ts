import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SEARCH_TEXT_MAX } from '@mc/domain/common/search'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { OPS_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer()
  token = await server.tokenFor(OPS_EMAIL)
})
afterAll(async () => server?.close())

const MISSIONS = `query($identity: String!, $search: String) { campaign(identity: $identity) { missions(search: $search) { identity name } } }`
const missions = async (search: string | null) => {
  const result = await server.graphql(token, MISSIONS, { identity: DEMO_IDENTITIES.campaigns.everyday, search })
  expect(result.body.errors).toBeUndefined()
  return (result.body.data.campaign.missions as { identity: string; name: string }[]).map((m) => m.identity)
}

describe('Campaign.missions(search:)', () => {
  it('finds a name anywhere in any case and an identity from its start, within the campaign', async () => {
    const every = await missions(null)
    expect(every).toEqual(expect.arrayContaining([DEMO_IDENTITIES.missions.enabled, DEMO_IDENTITIES.missions.disabled]))
    expect(await missions('')).toEqual(every)
    expect(await missions('menabled')).toEqual([DEMO_IDENTITIES.missions.enabled])
    // An identity is matched from its start only.
    expect(await missions('ENABLED0001')).toEqual([])
    const { rows } = await server.runtime.deps.pool.query(`select name from missions where identity = $1`, [DEMO_IDENTITIES.missions.disabled])
    const name: string = rows[0].name
    const byName = await missions(`  ${name.slice(2, 12).toUpperCase()} `)
    expect(byName).toContain(DEMO_IDENTITIES.missions.disabled)
    expect(byName.every((identity) => every.includes(identity))).toBe(true)
    // The 10,000-pin mission belongs to another campaign.
    expect(await missions('MSCALE')).toEqual([])
    expect(await missions('%')).toEqual([])
  })

  it('refuses a search past its length, naming the field', async () => {
    const result = await server.graphql(token, MISSIONS, { identity: DEMO_IDENTITIES.campaigns.everyday, search: 'x'.repeat(SEARCH_TEXT_MAX + 1) })
    expect(result.body.errors[0].extensions.fields).toEqual({ search: [`Must not be longer than ${SEARCH_TEXT_MAX} characters`] })
  })
})
