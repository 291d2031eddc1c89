// Bench data for the coverage report, generated set-based on top of the seeded demo data:
// places scattered around the seeded stores and responses spread over the last year.
import type pg from 'pg'

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/**
 * Runs `insert` with the table's secondary indexes dropped and rebuilt afterwards (one sorted
 * build is much faster than a million single-row index updates) and without the per-row
 * foreign-key triggers (the generated rows reference existing ids by construction). The
 * indexes are re-created from their own definitions, so the schema ends as it started.
 */
async function bulkInsert(client: pg.PoolClient, table: string, insert: () => Promise<unknown>): Promise<void> {
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select i.indexname as name, i.indexdef as definition from pg_indexes i
     where i.schemaname = current_schema() and i.tablename = $1
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname and c.conrelid = $1::regclass)`,
    [table],
  )
  await client.query('begin')
  try {
    // Local to this transaction: PGlite has one session that every connection shares.
    await client.query(`set local session_replication_role = replica`)
    // PostgreSQL would JIT-compile these big one-off statements, which costs more than it saves.
    await client.query(`set local jit = off`)
    for (const index of indexes) await client.query(`drop index "${index.name}"`)
    await insert()
    for (const index of indexes) await client.query(index.definition)
    await client.query('commit')
  } catch (error) {
    await client.query('rollback').catch(() => undefined)
    throw error
  }
}

export async function generateCoverageData(pool: pg.Pool, places: number, responses: number): Promise<void> {
  const client = await pool.connect()
  try {
    await client.query(`select setseed(0.42)`)
    let started = performance.now()
    // Around the seeded stores (in the demo metros), up to ~7 miles away, cycling through them.
    await bulkInsert(client, 'places', () =>
      client.query(
        `insert into places (identity, street, city, state, postal_code, latitude, longitude, timezone)
         select 'BP' || lpad(g::text, 10, '0'), (100 + g % 9800) || ' Bench Avenue', s.city, s.state, s.postal_code,
           s.latitude + (random() - 0.5) * 0.2, s.longitude + (random() - 0.5) * 0.26, s.timezone
         from generate_series(1, $1::int) g
         join (select row_number() over (order by id) as n, city, state, postal_code, latitude, longitude, timezone
               from places where latitude is not null) s
           on s.n = 1 + g % (select count(*) from places where latitude is not null)`,
        [places],
      ),
    )
    const placesMs = performance.now() - started
    started = performance.now()
    // Any pin of any mission, a random bee, started at any time in the last year.
    await bulkInsert(client, 'responses', () =>
      client.query(
        `with pin_list as (select array_agg(id order by id) as ids, array_agg(mission_id order by id) as missions, count(*)::int as n from pins),
              bee_list as (select array_agg(id order by id) as ids, count(*)::int as n from bees),
              picks as (
                select 1 + floor(random() * p.n)::int as pin, 1 + floor(random() * b.n)::int as bee,
                  (array['approved','approved','approved','pending','started','refused','suppressed','abandoned'])[1 + floor(random() * 8)::int] as state,
                  now() - random() * interval '365 days' as started_at
                from generate_series(1, $1::int), pin_list p, bee_list b
              )
         insert into responses (bee_id, pin_id, mission_id, state, started_at, submitted_at)
         select b.ids[k.bee], p.ids[k.pin], p.missions[k.pin], k.state, k.started_at,
           case when k.state in ('started', 'abandoned') then null else k.started_at + interval '20 minutes' end
         from picks k, pin_list p, bee_list b`,
        [responses],
      ),
    )
    const responsesMs = performance.now() - started
    started = performance.now()
    await client.query(`analyze`)
    console.log(
      `  generated ${places.toLocaleString('en-US')} places in ${seconds(placesMs)} and ${responses.toLocaleString('en-US')} responses in ${seconds(responsesMs)} (indexes rebuilt); analyze ${seconds(performance.now() - started)}`,
    )
  } finally {
    client.release()
  }
}
