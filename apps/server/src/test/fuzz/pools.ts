import type pg from 'pg'
import { lookupTableResources } from '@mc/domain/staff/lookup-tables.resources'
import { DEMO_IDENTITIES } from '../../db/seed/demo-identities'

/**
 * Plausible values read from the seeded database: fuzz inputs mix these with hostile ones, so
 * they reach past "not found" into the code that writes.
 */
export interface MissionRow {
  identity: string
  legacy: number
  campaign: string
  start: string
  end: string
  custom: boolean
  state: string
  /** Not closed: changes are still allowed. */
  open: boolean
  anywhere: boolean
}

export interface CampaignRow {
  identity: string
  customer: string
  start: string
  end: string
  selfFunded: boolean
  customPeriods: boolean
}

export interface Pools {
  customers: string[]
  campaigns: string[]
  /** Campaigns still running a week from now: Add Mission can fit dates in them. */
  openCampaigns: CampaignRow[]
  missions: string[]
  missionRows: MissionRow[]
  missionLegacyIds: number[]
  groups: string[]
  /** Deployment groups with their mission, for mutations that name both. */
  groupRows: { identity: string; mission: string }[]
  /** A customer and one of its dashboards that has users to e-mail. */
  dashboardsToEmail: { customer: string; dashboard: number }[]
  /** Cap periods with the legacy id of their mission. */
  capPeriodRows: { id: number; legacy: number }[]
  pins: string[]
  orgPlaces: string[]
  /** Two stores of one organization: a directory merge's plausible survivor and duplicate. */
  placePairs: { organization: string; survivor: string; duplicate: string }[]
  organizations: string[]
  /** Every employee but the admin the fuzz signs in as (a write may deactivate or delete one). */
  employees: string[]
  applications: string[]
  responsibilities: string[]
  /** Some keys of each writable declared lookup table (lookupTableResources), as /admin/lookup_tables/{id} takes them. */
  lookupKeys: Record<string, string[]>
  dashboardIds: number[]
  mappingIds: number[]
  mayaUserIds: number[]
  capPeriodIds: number[]
  taskSummaries: string[]
  bees: string[]
  customerNames: string[]
  storeLists: string[]
  /** The newest undo records (the fuzz's own undoable mutations write them), for undoMissionChange. */
  undoIds: string[]
}

async function column<T>(pool: pg.Pool, sql: string, map: (value: unknown) => T = (value) => value as T): Promise<T[]> {
  const result = await pool.query<{ v: unknown }>(sql)
  return result.rows.map((row) => map(row.v))
}

export async function readPools(pool: pg.Pool): Promise<Pools> {
  const few = (table: string, col = 'identity', where = 'true') => `select ${col} as v from ${table} where ${where} order by md5(id::text) limit 40`
  const day = (value: unknown) => (value instanceof Date ? value.toISOString().slice(0, 10) : String(value))
  const missionRows = (
    await pool.query(
      `select m.identity, m.legacy_identity, c.identity as campaign, m.start_date, m.end_date, m.cap_period_type, m.state,
              m.state <> 'CLOSED' and m.end_date >= current_date as open, m.is_anywhere_mission
         from missions m join campaigns c on c.id = m.campaign_id order by md5(m.identity) limit 80`,
    )
  ).rows.map((row) => ({
    identity: row.identity as string,
    legacy: Number(row.legacy_identity),
    campaign: row.campaign as string,
    start: day(row.start_date),
    end: day(row.end_date),
    custom: row.cap_period_type === 'CUSTOM',
    state: row.state as string,
    open: !!row.open,
    anywhere: !!row.is_anywhere_mission,
  }))
  const openCampaigns = (
    await pool.query(
      `select c.identity, cu.identity as customer, c.start_date, c.end_date, c.self_funded,
              exists (select 1 from customer_custom_periods p where p.customer_id = c.customer_id) as custom
         from campaigns c join customers cu on cu.id = c.customer_id where c.end_date > current_date + 7 order by c.id limit 40`,
    )
  ).rows.map((row) => ({
    identity: row.identity as string,
    customer: row.customer as string,
    start: day(row.start_date),
    end: day(row.end_date),
    selfFunded: !!row.self_funded,
    customPeriods: !!row.custom,
  }))
  const groupRows = (
    await pool.query(
      `select g.identity, m.identity as mission from deployment_groups g join missions m on m.id = g.mission_id order by md5(g.identity) limit 80`,
    )
  ).rows.map((row) => ({ identity: row.identity as string, mission: row.mission as string }))
  const dashboardsToEmail = (
    await pool.query(
      `select distinct c.identity as customer, d.id as dashboard
         from customer_analytics_users u
         join customers c on c.id = u.customer_id
         join responsibilities r on r.identity = u.responsibility_identity and r.is_active and not r.is_deleted
         join sisense_dashboard_responsibilities m on m.responsibility_identity = r.identity and m.is_active
         join sisense_dashboards d on d.id = m.sisense_dashboard_id and d.is_active and not d.is_deleted
        where u.is_active and (d.customer_id is null or d.customer_id = u.customer_id) limit 40`,
    )
  ).rows.map((row) => ({ customer: row.customer as string, dashboard: Number(row.dashboard) }))
  // A random store and another of its organization (a lateral probe: a chain's stores paired whole would be millions).
  const placePairs = (
    await pool.query(
      `select o.identity as organization, a.identity as survivor, b.identity as duplicate
         from (select * from organization_places order by md5(id::text) limit 40) a
         join organizations o on o.id = a.organization_id
         cross join lateral (select identity from organization_places b where b.organization_id = a.organization_id and b.id <> a.id limit 1) b`,
    )
  ).rows.map((row) => ({ organization: row.organization as string, survivor: row.survivor as string, duplicate: row.duplicate as string }))
  const capPeriodRows = (
    await pool.query(`select p.id, m.legacy_identity from mission_cap_periods p join missions m on m.id = p.mission_id order by md5(p.id::text) limit 60`)
  ).rows.map((row) => ({ id: Number(row.id), legacy: Number(row.legacy_identity) }))
  return {
    dashboardsToEmail,
    capPeriodRows,
    customers: await column(pool, few('customers')),
    campaigns: await column(pool, few('campaigns')),
    openCampaigns,
    missions: [...Object.values(DEMO_IDENTITIES.missions), ...missionRows.map((row) => row.identity)],
    missionRows,
    missionLegacyIds: missionRows.map((row) => row.legacy),
    groups: groupRows.map((row) => row.identity),
    groupRows,
    pins: await column(pool, few('pins')),
    orgPlaces: await column(pool, few('organization_places')),
    placePairs,
    organizations: await column(pool, few('organizations')),
    employees: await column(pool, few('employees', 'identity', `identity <> '${DEMO_IDENTITIES.employees.admin}'`)),
    applications: await column(pool, few('applications')),
    responsibilities: await column(pool, few('responsibilities', 'identity', 'is_active and not is_deleted')),
    lookupKeys: Object.fromEntries(
      await Promise.all(
        Object.values(lookupTableResources)
          .filter((resource) => resource.writes)
          .map(async (resource) => [resource.table, await column(pool, few(resource.table, resource.key), String)] as const),
      ),
    ),
    dashboardIds: await column(pool, few('sisense_dashboards', 'id', 'is_active and not is_deleted'), Number),
    mappingIds: await column(pool, few('sisense_dashboard_responsibilities', 'id'), Number),
    mayaUserIds: await column(pool, few('maya_users', 'id', 'is_active'), Number),
    capPeriodIds: await column(pool, few('mission_cap_periods', 'id'), Number),
    taskSummaries: await column(pool, few('task_summaries')),
    bees: await column(pool, few('bees')),
    customerNames: await column(pool, few('customers', 'name')),
    storeLists: await column(pool, few('mission_deploy_templates')),
    undoIds: await column(pool, `select identity as v from mission_undo_records where undone_at is null order by id desc limit 40`),
  }
}

/** Picks from the pools with a seeded random source. */
export class Picker {
  constructor(
    readonly pools: Pools,
    private readonly random: () => number,
  ) {}

  one<T>(values: readonly T[]): T {
    if (values.length === 0) throw new Error('Empty pool')
    return values[Math.floor(this.random() * values.length)]!
  }

  some<T>(values: readonly T[], max = 3): T[] {
    const count = 1 + Math.floor(this.random() * max)
    return Array.from({ length: count }, () => this.one(values))
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.random() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.random() < probability
  }

  private readonly memos = new Map<string, unknown>()

  /** The same choice for the whole input: a mission and its group, a campaign and its dates. */
  memo<T>(key: string, choose: () => T): T {
    if (!this.memos.has(key)) this.memos.set(key, choose())
    return this.memos.get(key) as T
  }

  /** A short unique-ish name, so creates do not all collide on the first one. */
  name(prefix = 'Fuzz'): string {
    return `${prefix} ${Math.floor(this.random() * 1e9).toString(36)}`
  }

  date(offsetDays: number, from = new Date().toISOString().slice(0, 10)): string {
    const day = new Date(Date.parse(`${from}T00:00:00Z`) + offsetDays * 86_400_000)
    return day.toISOString().slice(0, 10)
  }

  /** A date from `min` to `max` (YYYY-MM-DD), both included. */
  dateBetween(min: string, max: string): string {
    const days = Math.max(0, Math.round((Date.parse(max) - Date.parse(min)) / 86_400_000))
    return this.date(this.int(0, days), min)
  }
}
