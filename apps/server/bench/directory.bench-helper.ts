import type pg from 'pg'

/**
 * More stores in the directory until it holds `target` places, in the chains the mission's pins
 * belong to (a national chain's list grows the chain): "N Directory Rd, Springfield IL 62701",
 * store number 'D' + the place's id, 50,000 a statement.
 */
export async function growDirectory(pool: pg.Pool, missionIdentity: string, target: number): Promise<void> {
  const have = (await pool.query<{ n: number }>(`select count(*)::int as n from places`)).rows[0]!.n
  const missing = target - have
  if (missing <= 0) return
  for (let done = 0; done < missing; done += 50_000) {
    const batch = Math.min(50_000, missing - done)
    await pool.query(
      `with chains as (select distinct op.organization_id as id from pins p join organization_places op on op.id = p.organization_place_id
                        join missions m on m.id = p.mission_id where m.identity = $3),
            orgs as (select id, row_number() over (order by id) - 1 as k, count(*) over () as n from chains),
            new_places as (
              insert into places (street, street_key, city, state, postal_code, latitude, longitude)
              select g || ' Directory Rd', g || ' directory rd', 'Springfield', 'IL', '62701', 39.7 + (g % 1000) / 10000.0, -89.6 - (g % 1000) / 10000.0
                from generate_series($1::int, $1::int + $2::int - 1) g
              returning id)
       insert into organization_places (organization_id, place_id, name, store_number)
       select o.id, p.id, 'Directory store', 'D' || p.id
         from (select id, row_number() over (order by id) as r from new_places) p
         join orgs o on o.k = p.r % o.n`,
      [have + done, batch, missionIdentity],
    )
  }
  await pool.query('analyze places, organization_places, organizations')
}
