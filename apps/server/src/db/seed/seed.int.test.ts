// The seeded demo database of the integration run (see test/global-setup.ts). Other test
// files change demo data, so these checks hold for any run order: they look at what no test
// removes (identities, accounts, store lists) or use lower bounds.
import { verify } from '@node-rs/argon2'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { connect, type DatabaseHandle } from '../connection'
import { customers } from '../schema'
import { DEMO_ACCOUNTS, DEMO_IDENTITIES as D, isSeeded, seedDemoData } from './index'

let handle: DatabaseHandle
beforeAll(() => {
  handle = connect(inject('databaseUrl'), inject('databaseKind') === 'pglite', 2)
})
afterAll(async () => handle?.close())

const rows = async <T>(query: string, params: unknown[] = []): Promise<T[]> => (await handle.pool.query(query, params)).rows as T[]

describe('demo data', () => {
  it('is seeded, and seeding again changes nothing', async () => {
    expect(await isSeeded(handle.pool)).toBe(true)
    const before = await handle.db.select({ n: sql<number>`count(*)` }).from(customers)
    await seedDemoData(handle.pool)
    expect(await handle.db.select({ n: sql<number>`count(*)` }).from(customers)).toEqual(before)
  })

  it('holds every well-known identity', async () => {
    const tables: [string, Record<string, string>][] = [
      ['customers', D.customers],
      ['campaigns', D.campaigns],
      ['missions', D.missions],
      ['mission_deploy_templates', D.storeLists],
      ['organizations', D.organizations],
      ['swarms', D.swarms],
      ['employees', D.employees],
      ['applications', D.applications],
      ['responsibilities', D.responsibilities],
    ]
    for (const [table, identities] of tables) {
      const wanted = Object.values(identities)
      const found = await rows<{ identity: string }>(`select identity from ${table} where identity = any($1)`, [wanted])
      expect(found.map((r) => r.identity).sort(), table).toEqual([...wanted].sort())
    }
    const bees = [...D.bees.pushEnabled, ...D.bees.pushDisabled]
    const found = await rows<{ identity: string; push_enabled: boolean }>('select identity, push_enabled from bees where identity = any($1) and is_active', [
      bees,
    ])
    expect(
      found
        .filter((b) => b.push_enabled)
        .map((b) => b.identity)
        .sort(),
    ).toEqual([...D.bees.pushEnabled])
  })

  it('has the showcase missions in the states the mission page shows', async () => {
    const states = await rows<{ identity: string; state: string }>('select identity, state from missions where identity = any($1)', [
      [D.missions.enabled, D.missions.testing, D.missions.finished, D.missions.closed, D.missions.created],
    ])
    expect(Object.fromEntries(states.map((s) => [s.identity, s.state]))).toMatchObject({
      [D.missions.testing]: 'TESTING',
      [D.missions.finished]: 'FINISHED',
      [D.missions.closed]: 'CLOSED',
      [D.missions.created]: 'CREATED',
    })
  })

  it('has the 10,000-pin mission in 500 groups, its store list, and responses in all six states', async () => {
    const [scale] = await rows<{ pins: number; groups: number; states: string[] }>(
      `select (select count(*) from pins p where p.mission_id = m.id)::int as pins,
              (select count(*) from deployment_groups g where g.mission_id = m.id)::int as groups,
              (select array_agg(distinct r.state order by r.state) from responses r where r.mission_id = m.id) as states
         from missions m where m.identity = $1`,
      [D.missions.scale],
    )
    expect(scale!.pins).toBeGreaterThan(9_900)
    expect(scale!.groups).toBeGreaterThan(490)
    expect(scale!.states).toEqual(['abandoned', 'approved', 'pending', 'refused', 'started', 'suppressed'])
    const [list] = await rows<{ n: number }>(
      `select count(*)::int as n from mission_deploy_template_rows r join mission_deploy_templates t on t.id = r.template_id
        where t.identity = $1 and r.status = 'PIN_ADDED_TO_MISSION'`,
      [D.storeLists.scale],
    )
    expect(list!.n).toBe(10_000)
  })

  it("gives the demo directory's places the street keys store matching reads, as a store list gives its own", async () => {
    // The largest chain's stores: no test adds places to it without keys.
    const [counts] = await rows<{ places: number; keyless: number }>(
      `select count(*)::int as places, count(*) filter (where p.street_cores is null)::int as keyless
         from places p join organization_places op on op.place_id = p.id join organizations o on o.id = op.organization_id
        where o.identity = $1 and p.street is not null`,
      [D.organizations.bigChain],
    )
    expect(counts!.places).toBeGreaterThan(1000)
    expect(counts!.keyless).toBe(0)
  })

  it('signs the demo accounts in with Argon2id hashes and the documented applications', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [row] = await rows<{ password_hash: string; identity: string; is_admin: boolean; apps: string[] }>(
        `select s.password_hash, e.identity, e.is_admin, array_agg(a.name order by a.name) as apps
           from staff_accounts s join employees e on e.id = s.employee_id
           join employee_applications ea on ea.employee_id = e.id join applications a on a.id = ea.application_id
          where s.email = $1 group by s.id, e.id`,
        [account.email],
      )
      expect(row!.password_hash.startsWith('$argon2id$')).toBe(true)
      expect(await verify(row!.password_hash, account.password)).toBe(true)
      expect(row!.identity).toBe(account.employeeIdentity)
      expect(row!.is_admin).toBe(account.email === 'admin@missioncontrol.test')
    }
    const apps = async (email: string) =>
      (
        await rows<{ name: string }>(
          `select a.name from employee_credentials c join employee_applications ea on ea.employee_id = c.employee_id
           join applications a on a.id = ea.application_id where c.email = $1 order by 1`,
          [email],
        )
      ).map((r) => r.name)
    expect(await apps('ops@missioncontrol.test')).toContain('Mission Control')
    expect(await apps('outsider@missioncontrol.test')).not.toContain('Mission Control')
  })
})
