import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'
import { ADMIN_EMAIL, startTestServer, type TestServer } from '../../test/test-server'

let server: TestServer
let token: string

beforeAll(async () => {
  server = await startTestServer({ runJobs: false })
  token = await server.tokenFor(ADMIN_EMAIL)
})
afterAll(async () => server?.close())

interface Result {
  kind: string
  identity: string
  title: string
  context: string | null
}

const jump = async (q: string) => {
  const response = await server.call('GET', `/api/jump_to?q=${encodeURIComponent(q)}`, { token })
  return { status: response.status, results: (response.body.results ?? []) as Result[], body: response.body }
}

describe('GET /api/jump_to', () => {
  it('finds a mission by part of its name and names its customer and campaign', async () => {
    const { rows } = await server.runtime.deps.pool.query<{ name: string; customer: string; campaign: string }>(
      `select m.name, cu.name as customer, ca.name as campaign from missions m join campaigns ca on ca.id = m.campaign_id
         join customers cu on cu.id = ca.customer_id where m.identity = $1`,
      [DEMO_IDENTITIES.missions.scale],
    )
    const mission = rows[0]!
    // "Holiday Endcap Audit <year>": a part of the name, typed in another case.
    const { status, results } = await jump('endcap aud')
    expect(status).toBe(200)
    expect(results).toContainEqual({
      kind: 'mission',
      identity: DEMO_IDENTITIES.missions.scale,
      title: mission.name,
      context: `${mission.customer} · ${mission.campaign}`,
    })
    expect(results.every((result) => result.kind !== 'mission' || /endcap aud/i.test(result.title))).toBe(true)
  })

  it('finds a record by its identity, a customer and a campaign by name, at most five of a kind', async () => {
    expect((await jump(DEMO_IDENTITIES.missions.enabled.toLowerCase())).results[0]).toMatchObject({
      kind: 'mission',
      identity: DEMO_IDENTITIES.missions.enabled,
    })
    expect((await jump('northwind')).results).toContainEqual(expect.objectContaining({ kind: 'customer', identity: DEMO_IDENTITIES.customers.northwind }))
    const { results } = await jump('a')
    for (const kind of ['customer', 'campaign', 'mission', 'organization', 'store'])
      expect(results.filter((result) => result.kind === kind).length).toBeLessThanOrEqual(5)
  })

  it('finds a store by its store number, with its address', async () => {
    const { rows } = await server.runtime.deps.pool.query<{ identity: string; store_number: string }>(
      `select op.identity, op.store_number from organization_places op where op.store_number is not null order by op.id limit 1`,
    )
    const store = rows[0]!
    const { results } = await jump(store.store_number)
    const found = results.find((result) => result.identity === store.identity)
    expect(found).toMatchObject({ kind: 'store' })
    expect(found!.title).toContain(`#${store.store_number}`)
    expect(found!.context).toMatch(/, [A-Z]{2}$/)
  })

  it('never offers a deleted mission, and reads % and _ as themselves', async () => {
    const name = `Jump Deleted ${process.pid}`
    await server.runtime.deps.pool.query(`update missions set name = $1, is_deleted = true where identity = $2`, [name, DEMO_IDENTITIES.missions.created])
    expect((await jump(name)).results).toEqual([])
    expect((await jump('%')).results).toEqual([])
    expect((await jump('_')).results).toEqual([])
  })

  it('answers nothing for no text, and refuses a text too long with the field named', async () => {
    expect((await jump('   ')).results).toEqual([])
    const long = await jump('x'.repeat(101))
    expect(long.status).toBe(400)
    expect(Object.keys(long.body.fields)).toEqual(['q'])
  })
})
