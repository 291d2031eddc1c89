import type pg from 'pg'

/**
 * The counts of migrations 0011 and 0014 recomputed from scratch, as GetMissionDetails aggregated them
 * before they were maintained: every difference between the maintained rows and the recount,
 * for the given missions. Empty when the triggers kept everything right.
 */
export async function countMismatches(pool: pg.Pool, missionIds: readonly number[]): Promise<string[]> {
  const { rows } = await pool.query<{ what: string }>(
    `with recount as (
       select m.id as mission_id,
              (select count(*)::int from deployment_groups g where g.mission_id = m.id) as group_count,
              count(p.id)::int as pin_count,
              (count(p.id) filter (where p.is_running))::int as running_pin_count,
              (count(p.id) filter (where op.is_active))::int as active_place_pin_count
         from missions m
         left join pins p on p.mission_id = m.id
         left join organization_places op on op.id = p.organization_place_id
        where m.id = any($1::bigint[])
        group by m.id
     ),
     kept as (
       select mission_id, group_count, pin_count, running_pin_count, active_place_pin_count
         from mission_counts where mission_id = any($1::bigint[])
     ),
     response_recount as (
       select mission_id, started_at::date as started_on, state, count(*)::int as count
         from responses where mission_id = any($1::bigint[]) group by 1, 2, 3
     ),
     response_kept as (
       select mission_id, started_on, state, count from mission_response_counts
        where mission_id = any($1::bigint[]) and count <> 0
     ),
     slot_recount as (
       select r.pin_id, p.deployment_group_id, r.started_at::date as started_on, count(*)::int as used
         from responses r join pins p on p.id = r.pin_id
        where p.mission_id = any($1::bigint[]) and r.state in ('started', 'pending', 'approved')
        group by 1, 2, 3
     ),
     slot_kept as (
       select c.pin_id, c.deployment_group_id, c.started_on, c.used
         from pin_slot_counts c join pins p on p.id = c.pin_id
        where p.mission_id = any($1::bigint[]) and c.used <> 0
     ),
     sort_keys as (
       select p.identity, p.sort_org_name, p.sort_store_number, o.name, op.store_number
         from pins p join organization_places op on op.id = p.organization_place_id join organizations o on o.id = op.organization_id
        where p.mission_id = any($1::bigint[])
     )
     select 'recounted ' || r::text as what from (select * from recount except select * from kept) r
     union all select 'kept ' || k::text from (select * from kept except select * from recount) k
     union all select 'recounted responses ' || r::text from (select * from response_recount except select * from response_kept) r
     union all select 'kept responses ' || k::text from (select * from response_kept except select * from response_recount) k
     union all select 'recounted slots ' || r::text from (select * from slot_recount except select * from slot_kept) r
     union all select 'kept slots ' || k::text from (select * from slot_kept except select * from slot_recount) k
     union all select 'sort key ' || s::text from sort_keys s
      where (s.sort_org_name, s.sort_store_number) is distinct from (s.name, s.store_number)`,
    [missionIds],
  )
  return rows.map((row) => row.what)
}

/** Mission and cap-period progress as GetMissionDetails aggregated them from responses before. */
export async function recountedProgress(pool: pg.Pool, missionId: number) {
  const mission = await pool.query<{ state: string; count: number }>(
    `select state, count(*)::int as count from responses where mission_id = $1 group by 1 order by 1`,
    [missionId],
  )
  const periods = await pool.query<{ id: number; state: string; count: number }>(
    `select p.id, r.state, count(*)::int as count
       from mission_cap_periods p
       join responses r on r.mission_id = p.mission_id
                       and r.started_at >= p.start_date::timestamptz
                       and r.started_at < (p.end_date + 1)::timestamptz
      where p.mission_id = $1
      group by 1, 2 order by 1, 2`,
    [missionId],
  )
  return { mission: mission.rows, periods: periods.rows }
}
