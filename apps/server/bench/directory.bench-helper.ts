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

/** Grows the mission to `target` pins with directory stores, spread over its deployment groups. */
export async function growMission(pool: pg.Pool, missionIdentity: string, target: number): Promise<void> {
  await pool.query(
    `with m as (select id, base_price, frequency_cap from missions where identity = $1),
          groups as (select g.id, row_number() over (order by g.id) - 1 as k, count(*) over () as n from deployment_groups g join m on m.id = g.mission_id),
          have as (select count(*)::int as n from pins join m on m.id = pins.mission_id),
          stores as (
            select op.id, op.store_number, o.name as org_name, p.latitude, p.longitude, p.timezone, p.street, p.city, p.postal_code, row_number() over (order by op.id) as r
              from organization_places op join organizations o on o.id = op.organization_id join places p on p.id = op.place_id
             where op.name = 'Directory store' and not exists (select 1 from pins x join m on m.id = x.mission_id where x.organization_place_id = op.id)
             order by op.id limit greatest($2::int - (select n from have), 0))
     insert into pins (mission_id, deployment_group_id, organization_place_id, reward_points, frequency_cap, is_running,
                       latitude, longitude, timezone, sort_org_name, sort_store_number, search_street, search_city, search_postal_code)
     select m.id, g.id, s.id, m.base_price, m.frequency_cap, true, s.latitude, s.longitude, s.timezone, s.org_name, s.store_number, lower(s.street), lower(s.city), lower(s.postal_code)
       from stores s cross join m join groups g on g.k = s.r % g.n`,
    [missionIdentity, target],
  )
  await pool.query('analyze pins')
}

/**
 * More stores in the directory until it holds `target` places, where a store list's rows will
 * look: in the cities and postal codes the chain `organizationName` already has stores in, half
 * of them in that chain (store numbers 'D' + id) and half in 100 other chains, on streets of
 * their own ("N Directory Rd", with their street keys, as the app writes every place). A row of
 * the list then matches among many more stores of its chain and its postal code.
 */
export async function growDirectoryAroundChain(pool: pg.Pool, organizationName: string, target: number): Promise<void> {
  const have = (await pool.query<{ n: number }>(`select count(*)::int as n from places`)).rows[0]!.n
  const missing = target - have
  if (missing <= 0) return
  await pool.query(
    `insert into organizations (name) select 'Directory chain ' || k from generate_series(1, 100) k
      where not exists (select 1 from organizations where name = 'Directory chain 1')`,
  )
  for (let done = 0; done < missing; done += 50_000) {
    const batch = Math.min(50_000, missing - done)
    await pool.query(
      `with chain as (select id from organizations where name = $3),
            others as (select id, row_number() over (order by id) - 1 as k from organizations where name like 'Directory chain %'),
            areas as (select p.postal_code, p.city, p.state, avg(p.latitude) as latitude, avg(p.longitude) as longitude,
                             row_number() over (order by p.postal_code) - 1 as k, count(*) over () as n
                        from places p join organization_places op on op.place_id = p.id join chain on chain.id = op.organization_id
                       group by p.postal_code, p.city, p.state),
            new_places as (
              insert into places (street, street_key, city, state, postal_code, latitude, longitude)
              select g || ' Directory Rd', g || ' directory rd', a.city, a.state, a.postal_code, a.latitude + (g % 97) / 1000.0, a.longitude - (g % 89) / 1000.0
                from generate_series($1::int, $1::int + $2::int - 1) g join areas a on a.k = g % a.n
              returning id)
       insert into organization_places (organization_id, place_id, name, store_number)
       select case when p.id % 2 = 0 then (select id from chain) else o.id end, p.id, 'Directory store', 'D' || p.id
         from new_places p join others o on o.k = p.id % 100`,
      [have + done, batch, organizationName],
    )
  }
  await pool.query('analyze places, organization_places, organizations')
}
