import { sql, type SQL } from 'drizzle-orm'

/**
 * The CTEs every pin and group read and every "matching the filter" write share, so the list,
 * the map, the group table and the bulk actions can never disagree on which pin is capped.
 * Rules (docs/domain/missions.md, "Pins, groups and bulk actions"):
 *
 * - The cap window is the mission's dates for a SIMPLE mission and the cap period holding
 *   `today` for a CUSTOM one (no such period: an empty window, nothing counts).
 * - A response uses a slot of its pin while started, pending or approved, counted by the day
 *   it started inside the window.
 * - A pin's frequency cap is its group's frequency cap when the group has one, else its own.
 * - A group is capped when it has a group cap and its pins' used slots reach it.
 * - A pin is capped when its group is capped, its used slots reach its frequency cap, or the
 *   platform has held it until a later available_at.
 *
 * Exposes `period`, `pin_counts`, `group_counts` and `pin_status` (one row per pin of the mission).
 */
export function pinStatusCtes(missionId: number, today: string): SQL {
  return sql`
    period as (
      select m.id as mission_id,
             case when m.cap_period_type = 'CUSTOM' then cp.start_date else m.start_date end as start_date,
             case when m.cap_period_type = 'CUSTOM' then cp.end_date else m.end_date end as end_date,
             m.cap_period_type = 'CUSTOM' as is_custom
      from missions m
      left join lateral (
        select c.start_date, c.end_date from mission_cap_periods c
        where c.mission_id = m.id and c.start_date <= ${today}::date and c.end_date >= ${today}::date
        order by c.start_date limit 1
      ) cp on true
      where m.id = ${missionId}
    ),
    pin_counts as (
      select r.pin_id, p.deployment_group_id,
             count(*) filter (where r.state = 'started')::int as started,
             count(*) filter (where r.state = 'pending')::int as pending,
             count(*) filter (where r.state = 'approved')::int as approved,
             count(*) filter (where r.state = 'refused')::int as refused,
             count(*) filter (where r.state = 'suppressed')::int as suppressed,
             count(*) filter (where r.state = 'abandoned')::int as abandoned
      from responses r join period on r.mission_id = period.mission_id
      join pins p on p.id = r.pin_id and p.mission_id = period.mission_id
      where r.started_at >= period.start_date and r.started_at < period.end_date + 1
      group by r.pin_id, p.deployment_group_id
    ),
    group_counts as (
      select deployment_group_id as group_id, sum(started + pending + approved)::int as used
      from pin_counts
      where deployment_group_id is not null
      group by deployment_group_id
    ),
    pin_status as (
      select p.id, p.identity, p.mission_id, p.deployment_group_id, p.organization_place_id, p.reward_points,
             p.is_running, p.is_test_pin, p.latitude, p.longitude, p.timezone,
             coalesce(g.response_frequency_cap, p.frequency_cap) as frequency_cap,
             coalesce(pc.started, 0) as started, coalesce(pc.pending, 0) as pending, coalesce(pc.approved, 0) as approved,
             coalesce(pc.refused, 0) as refused, coalesce(pc.suppressed, 0) as suppressed, coalesce(pc.abandoned, 0) as abandoned,
             (g.response_group_cap is not null and coalesce(gc.used, 0) >= g.response_group_cap)
               or coalesce(pc.started + pc.pending + pc.approved, 0) >= coalesce(g.response_frequency_cap, p.frequency_cap)
               as capped_by_count,
             coalesce(p.available_at > now(), false) as held,
             case when p.available_at > now() then p.available_at end as held_until,
             case when period.is_custom and period.end_date is not null
               then ((period.end_date + 1)::timestamp at time zone coalesce(p.timezone, 'UTC')) end as period_reopens_at
      from pins p
      cross join period
      left join deployment_groups g on g.id = p.deployment_group_id
      left join pin_counts pc on pc.pin_id = p.id
      left join group_counts gc on gc.group_id = p.deployment_group_id
      where p.mission_id = ${missionId}
    )`
}

/** is_capped and available_at (epoch seconds, NULL when free or when nothing reopens it) of a pin_status row `s`. */
export const IS_CAPPED = sql.raw(`(s.capped_by_count or s.held)`)
export const AVAILABLE_AT = sql.raw(
  `extract(epoch from greatest(s.held_until, case when s.capped_by_count then s.period_reopens_at end))::float8`,
)
