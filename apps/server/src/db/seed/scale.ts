// Scale data (issue 37; docs/OPERATIONS.md, "Scale data"): a 100,000-pin mission in 2,000 groups, a
// directory of 1,000,000 places in 300 organizations, 20,000 more bees and 5,000,000 responses over
// the last three years, on top of the demo data. Written set-based (INSERT ... SELECT over
// generate_series, pseudo-random from one seed), so the database does the work: the maintained
// counts' statement triggers see each statement's rows at once. `fraction` scales every count
// down (the integration test seeds 1/100). Never part of the default start: `npm run seed:scale`.
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import { execute, queryRow, queryRows, type Queryable } from '../pg-statement'
import { inTransaction } from '../transaction'
import { METROS } from './data/us-metros'
import { localToday } from './dates'

export const SCALE_MISSION = 'MSCALE100KPN'
export const SCALE_CAMPAIGN = 'CSCALE100KPN'

export interface ScaleSize {
  organizations: number
  places: number
  pins: number
  groups: number
  bees: number
  responses: number
}

export const FULL_SCALE: ScaleSize = { organizations: 300, places: 1_000_000, pins: 100_000, groups: 2_000, bees: 20_000, responses: 5_000_000 }

export function scaleSize(fraction: number): ScaleSize {
  const of = (n: number, min: number) => Math.max(min, Math.round(n * fraction))
  const size = {
    organizations: of(FULL_SCALE.organizations, 3),
    places: of(FULL_SCALE.places, 100),
    pins: of(FULL_SCALE.pins, 10),
    groups: of(FULL_SCALE.groups, 2),
    bees: of(FULL_SCALE.bees, 10),
    responses: of(FULL_SCALE.responses, 100),
  }
  return { ...size, pins: Math.min(size.pins, size.places), groups: Math.min(size.groups, size.pins) }
}

/** Rows per INSERT for the two big tables: each statement's transition table stays a few hundred MB at most. */
const CHUNK = 250_000
/** Rows from which a table's indexes are dropped and built again around the insert. */
const REBUILD_FROM = 5_000
const STREETS = [
  'Main St',
  'Oak Ave',
  'Maple Dr',
  'Cedar Ln',
  'Park Blvd',
  'Elm St',
  'Lake Rd',
  'Hill St',
  'Pine Ave',
  'Market St',
  'Washington Ave',
  'Broadway',
]
const BUSINESS_TYPES = ['Grocery', 'Pharmacy', 'Convenience', 'Mass Merchandise', 'Dollar Store', 'Club Store']

/** Each locality of the demo metros, repeated by its metro's weight: a uniform pick of a slot is a weighted pick of a place. */
function localitySlots() {
  const slots = METROS.flatMap((metro) =>
    metro.localities.flatMap((l) =>
      Array.from({ length: Math.max(1, Math.round((metro.weight * 10) / metro.localities.length)) }, () => ({ ...l, tz: metro.timezone })),
    ),
  )
  const rows = sql`select * from unnest(${sql.param(slots.map((s) => s.lat))}::float8[], ${sql.param(slots.map((s) => s.lng))}::float8[],
    ${sql.param(slots.map((s) => s.city))}::text[], ${sql.param(slots.map((s) => s.state))}::text[], ${sql.param(slots.map((s) => s.postalCode))}::text[],
    ${sql.param(slots.map((s) => s.tz))}::text[]) with ordinality as l(lat, lng, city, state, postal_code, timezone, s)`
  return { rows, n: slots.length }
}

export async function hasScaleData(db: Queryable): Promise<boolean> {
  return (await queryRow<{ id: number }>(db, sql`select id from missions where identity = ${SCALE_MISSION}`)) !== undefined
}

/**
 * Runs `insert` with the table's secondary indexes dropped and built again afterwards, from their
 * own definitions: one sorted build is much cheaper than a million index insertions (the places'
 * trigram index alone took 0.8 ms a row). Inside the seed's transaction, so a failure restores them.
 */
async function withIndexesRebuilt(tx: Queryable, table: string, rows: number, insert: () => Promise<void>, step: Step): Promise<void> {
  // A thousand rows go faster into the indexes than the indexes are built again.
  if (rows < REBUILD_FROM) return insert()
  const indexes = await queryRows<{ name: string; definition: string }>(
    tx,
    sql`select i.indexname as name, i.indexdef as definition from pg_indexes i
      where i.schemaname = current_schema() and i.tablename = ${table}
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.conrelid = ${table}::regclass)`,
  )
  for (const index of indexes) await execute(tx, sql`drop index ${sql.identifier(index.name)}`)
  await insert()
  await step(`${table}: ${indexes.length} indexes built`, async () => {
    for (const index of indexes) await execute(tx, sql.raw(index.definition))
  })
}

/**
 * Runs `insert` without triggers (foreign-key checks included: the rows reference ids they were
 * just read from) when the role may (a superuser's session_replication_role); otherwise with them.
 * Tells whether the triggers were off, so the caller writes what they would have.
 */
async function withoutTriggers(tx: Queryable, insert: () => Promise<void>): Promise<boolean> {
  const role = await queryRow<{ super: boolean }>(tx, sql`select rolsuper as super from pg_roles where rolname = current_user`)
  if (!role?.super) {
    await insert()
    return false
  }
  await execute(tx, sql`set local session_replication_role = replica`)
  await insert()
  await execute(tx, sql`set local session_replication_role = origin`)
  return true
}

type Step = (what: string, run: () => Promise<unknown>) => Promise<void>

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * Adds the scale data in one transaction (all or nothing); does nothing when the scale mission
 * exists. `log` hears each step's time.
 */
export async function seedScaleData(pool: pg.Pool, size: ScaleSize, log: (line: string) => void = () => {}): Promise<boolean> {
  return inTransaction(pool, async (tx) => {
    if (await hasScaleData(tx)) return false
    const step: Step = async (what, run) => {
      const started = performance.now()
      await run()
      log(`  ${what} in ${seconds(performance.now() - started)}`)
    }
    // One seed for random(): the same data every run (random() is per session; this is the transaction's).
    await execute(tx, sql`select setseed(0.37)`)
    // Big one-off statements: a JIT compile costs more than it saves.
    await execute(tx, sql`set local jit = off`)
    // Index builds sort in memory rather than on disk.
    await execute(tx, sql`set local maintenance_work_mem = '256MB'`)
    const slot = localitySlots()
    const today = localToday()

    await step(`${size.organizations.toLocaleString('en-US')} organizations`, () =>
      execute(
        tx,
        sql`insert into organizations (identity, name, display_name, business_type)
          select 'SO' || lpad(g::text, 10, '0'), 'Scale Chain ' || lpad(g::text, 3, '0'), 'Scale Chain ' || lpad(g::text, 3, '0'),
            (${sql.param(BUSINESS_TYPES)}::text[])[1 + g % ${BUSINESS_TYPES.length}]
          from generate_series(1, ${size.organizations}::int) g`,
      ),
    )
    await withIndexesRebuilt(
      tx,
      'places',
      size.places,
      async () => {
        for (let from = 1; from <= size.places; from += CHUNK) {
          const to = Math.min(size.places, from + CHUNK - 1)
          await step(`places ${from.toLocaleString('en-US')}-${to.toLocaleString('en-US')}`, () =>
            execute(
              tx,
              sql`insert into places (identity, street, city, state, postal_code, latitude, longitude, timezone)
              select 'SP' || lpad(g::text, 10, '0'), (100 + g % 9800)::text || ' ' || (${sql.param(STREETS)}::text[])[1 + (g / 7) % ${STREETS.length}],
                l.city, l.state, l.postal_code,
                round((l.lat + (random() + random() - 1) * 0.25)::numeric, 6)::float8,
                round((l.lng + (random() + random() - 1) * 0.3)::numeric, 6)::float8, l.timezone
              from (select g, 1 + floor(random() * ${slot.n})::int as s from generate_series(${from}::int, ${to}::int) g) picks
              join (${slot.rows}) l on l.s = picks.s`,
            ),
          )
        }
      },
      step,
    )
    await withIndexesRebuilt(
      tx,
      'organization_places',
      size.places,
      async () => {
        const triggersOff = await withoutTriggers(tx, () =>
          step('their organization places', () =>
            execute(
              tx,
              sql`insert into organization_places (identity, organization_id, place_id, name, store_number)
          select 'SS' || substr(p.identity, 3), o.id, p.id, o.name || ' #' || substr(p.identity, 3)::int, substr(p.identity, 3)::int::text
          from places p
          join organizations o on o.identity = 'SO' || lpad((1 + substr(p.identity, 3)::int % ${size.organizations})::text, 10, '0')
          where p.identity ~ '^SP[0-9]{10}$'`,
            ),
          ),
        )
        // What the stores' count trigger writes (migration 0028), for the scale organizations at once.
        if (triggersOff)
          await execute(
            tx,
            sql`update organization_counts c set place_count = c.place_count + n.stores
              from (select op.organization_id, count(*)::int as stores from organization_places op join organizations o on o.id = op.organization_id
                    where o.identity ~ '^SO[0-9]{10}$' group by 1) n
              where c.organization_id = n.organization_id`,
          )
      },
      step,
    )
    await step('the campaign and the mission', async () => {
      await execute(
        tx,
        sql`insert into campaigns (identity, customer_id, name, description, start_date, end_date, legacy_id)
          select ${SCALE_CAMPAIGN}, (select min(id) from customers), 'National Shelf Program (scale data)',
            'Scale data: a national programme in every store of every chain.', ${today}::date - interval '3 years', ${today}::date + 90,
            coalesce(max(legacy_id), 0) + 1 from campaigns`,
      )
      await execute(
        tx,
        sql`insert into missions (identity, campaign_id, legacy_identity, name, description, state, start_date, end_date, target_count, base_price)
          select ${SCALE_MISSION}, (select id from campaigns where identity = ${SCALE_CAMPAIGN}), coalesce(max(legacy_identity), 0) + 1,
            'National Shelf Check (100,000 pins)', 'Scale data: ${sql.raw(String(size.pins))} pins in ${sql.raw(String(size.groups))} groups.',
            'ENABLED', ${today}::date - interval '3 years', ${today}::date + 60, ${size.pins}, 500
          from missions`,
      )
    })
    await step(`${size.groups.toLocaleString('en-US')} groups`, () =>
      execute(
        tx,
        sql`insert into deployment_groups (identity, mission_id, name, response_group_cap, response_frequency_cap, target_count)
          select 'SG' || lpad(g::text, 10, '0'), m.id, 'Scale group ' || lpad(g::text, 4, '0'), ${Math.ceil((size.pins / size.groups) * 3)}, 1,
            ${Math.ceil(size.pins / size.groups)}
          from generate_series(1, ${size.groups}::int) g, missions m where m.identity = ${SCALE_MISSION}`,
      ),
    )
    // Every (places / pins)-th store, the groups cut in postal-code order (a group is a neighbourhood).
    await withIndexesRebuilt(
      tx,
      'pins',
      size.pins,
      () =>
        step(`${size.pins.toLocaleString('en-US')} pins`, () =>
          execute(
            tx,
            sql`insert into pins (identity, mission_id, deployment_group_id, organization_place_id, reward_points, is_running, latitude, longitude, timezone)
              select 'SN' || lpad(n::text, 10, '0'), m.id, dg.id, chosen.op_id, 400 + (n % 5) * 50, random() < 0.95, chosen.latitude, chosen.longitude, chosen.timezone
              from (
                select op.id as op_id, pl.latitude, pl.longitude, pl.timezone, row_number() over (order by pl.postal_code, pl.id) as n
                from organization_places op join places pl on pl.id = op.place_id
                where op.identity ~ '^SS[0-9]{10}$' and substr(op.identity, 3)::int % ${Math.floor(size.places / size.pins)} = 0
                order by pl.id limit ${size.pins}
              ) chosen
              join missions m on m.identity = ${SCALE_MISSION}
              join deployment_groups dg on dg.identity = 'SG' || lpad((1 + (n - 1) * ${size.groups} / ${size.pins})::text, 10, '0')`,
          ),
        ),
      step,
    )
    await step(`${size.bees.toLocaleString('en-US')} bees`, () =>
      execute(
        tx,
        sql`insert into bees (identity, first_name, last_name, email, home_latitude, home_longitude, is_active)
          select 'b' || (3000000 + g)::text, 'Scale', 'Bee ' || g, 'scale.bee.' || g || '@bees.example',
            round((l.lat + (random() + random() - 1) * 0.3)::numeric, 5)::float8,
            round((l.lng + (random() + random() - 1) * 0.35)::numeric, 5)::float8, random() < 0.92
          from (select g, 1 + floor(random() * ${slot.n})::int as s from generate_series(1, ${size.bees}::int) g) picks
            join (${slot.rows}) l on l.s = picks.s`,
      ),
    )
    let countsKept = true
    await withIndexesRebuilt(
      tx,
      'responses',
      size.responses,
      async () => {
        countsKept = !(await withoutTriggers(tx, async () => {
          for (let from = 1; from <= size.responses; from += CHUNK) {
            const count = Math.min(CHUNK, size.responses - from + 1)
            await step(`responses ${from.toLocaleString('en-US')}-${(from + count - 1).toLocaleString('en-US')}`, () =>
              execute(
                tx,
                sql`with pin_list as (
                  select array_agg(p.id order by p.id) as ids, count(*)::int as n, min(p.mission_id) as mission_id
                  from pins p join missions m on m.id = p.mission_id where m.identity = ${SCALE_MISSION}),
                bee_list as (select array_agg(id order by id) as ids, count(*)::int as n from bees where identity >= 'b3000001'),
                picks as (
                  select 1 + floor(random() * p.n)::int as pin, 1 + floor(random() * b.n)::int as bee,
                    (array['approved','approved','approved','pending','started','refused','suppressed','abandoned'])[1 + floor(random() * 8)::int] as state,
                    now() - random() * (now() - (${today}::date - interval '3 years' + interval '1 day')) as started_at
                  from generate_series(1, ${count}::int), pin_list p, bee_list b)
              insert into responses (bee_id, pin_id, mission_id, state, started_at, submitted_at)
              select b.ids[k.bee], p.ids[k.pin], p.mission_id, k.state, k.started_at,
                case when k.state in ('started', 'abandoned') then null else k.started_at + interval '20 minutes' end
              from picks k, pin_list p, bee_list b`,
              ),
            )
          }
        }))
      },
      step,
    )
    // What the responses' count triggers write (migrations 0011 and 0014), for the new mission's responses at once,
    // in key order (a random order made the 1.8 million slot rows minutes of index page reads).
    if (!countsKept)
      await step("the mission's response counts and pin slots", async () => {
        await execute(
          tx,
          sql`insert into mission_response_counts (mission_id, started_on, state, count)
            select r.mission_id, r.started_at::date, r.state, count(*) from responses r join missions m on m.id = r.mission_id
            where m.identity = ${SCALE_MISSION} group by 1, 2, 3 order by 1, 2, 3`,
        )
        await execute(
          tx,
          sql`insert into pin_slot_counts (pin_id, deployment_group_id, started_on, used)
            select r.pin_id, p.deployment_group_id, r.started_at::date, count(*)::int
            from responses r join pins p on p.id = r.pin_id join missions m on m.id = r.mission_id
            where m.identity = ${SCALE_MISSION} and r.state in ('started', 'pending', 'approved') group by 1, 2, 3 order by 1, 3`,
        )
      })
    await step('analyze', () => execute(tx, sql`analyze`))
    return true
  })
}
